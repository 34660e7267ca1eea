import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { seedCatalogue } from '../../src/server/db/seed/catalog';
import { seedDemoDiscount } from '../../src/server/modules/discounts/discounts.service';
import type { Product } from '../../src/shared/contracts/catalog';
import type { TestServer } from '../fixtures/server';
import { framePainted, settled } from './helpers';

const screenshotDir = path.resolve('tests/e2e/screenshots');

const seeded = new WeakMap<TestServer, Promise<unknown>>();

/** Loads the demo catalogue (and LAGUNA10) into this spec file's server once, whichever test runs first. */
export function seedOnce(server: TestServer): Promise<unknown> {
  let done = seeded.get(server);
  if (!done) {
    // The demo's discount code, which six demo products' DISCOUNT: segments name.
    done = seedCatalogue(server.ctx).then(() => seedDemoDiscount(server.ctx));
    seeded.set(server, done);
  }
  return done;
}

/** GET /api/products with a query string, as the shop's own API answers it. */
export async function apiProducts(page: Page, query = ''): Promise<Product[]> {
  const response = await page.request.get(`/api/products${query ? `?${query}` : ''}`);
  if (!response.ok()) throw new Error(`products failed: ${response.status()}`);
  return (await response.json()) as Product[];
}

export function productCards(scope: Page | Locator): Locator {
  return scope.locator('[data-testid="product-card"]');
}

/** Waits until exactly `count` product cards are in `scope`. */
export async function waitForCardCount(
  scope: Page | Locator,
  count: number,
  timeout = 10_000,
): Promise<void> {
  const cards = productCards(scope);
  await expect
    .poll(() => cards.count(), { timeout, message: `expected ${count} product cards` })
    .toBe(count);
}

/** The product ids of the cards in `scope`, in page order. */
export async function cardIds(scope: Page | Locator): Promise<number[]> {
  const ids = await productCards(scope).evaluateAll((nodes) =>
    nodes.map((node) => Number(node.getAttribute('data-product-id'))),
  );
  return ids;
}

/** The card prices in `scope` as numbers ('$1,234.50' -> 1234.5). */
export async function cardPrices(scope: Page | Locator): Promise<number[]> {
  const texts = await scope.locator('[data-testid="product-price"]').allTextContents();
  return texts.map((text) => Number(text.replace(/[^0-9.]/g, '')));
}

/** Sets a narrow phone-sized viewport and lets layout settle before a screenshot. */
export async function phoneViewport(page: Page): Promise<void> {
  await page.setViewportSize({ width: 390, height: 844 });
  await settled(page);
}

export async function desktopViewport(page: Page): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 900 });
  await settled(page);
}

/** A whole-page screenshot in tests/e2e/screenshots (gitignored), for a person to look at. */
export async function fullPageScreenshot(page: Page, name: string): Promise<void> {
  mkdirSync(screenshotDir, { recursive: true });
  // Lazy images below the fold load only when scrolled near: scroll there and wait for them.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await imagesNearViewLoaded(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await imagesNearViewLoaded(page);
  await page.screenshot({
    path: path.join(screenshotDir, `${name}.png`),
    fullPage: true,
    animations: 'disabled',
  });
}

/** Every image on screen or within a screen of it has loaded (or failed), after a painted frame. */
async function imagesNearViewLoaded(page: Page): Promise<void> {
  await framePainted(page);
  await page.waitForFunction(
    () =>
      [...document.images]
        .filter((image) => {
          const box = image.getBoundingClientRect();
          return box.bottom > -window.innerHeight && box.top < 2 * window.innerHeight;
        })
        .every((image) => image.complete),
    undefined,
    { timeout: 10_000 },
  );
}
