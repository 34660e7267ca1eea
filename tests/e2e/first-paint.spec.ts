import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { runSchedulerTick } from '../../src/server/jobs/scheduler-tick';
import { testGateway } from '../../src/server/modules/payments/test-gateway';
import type { Product } from '../../src/shared/contracts/catalog';
import { browserTest, describeBrowser } from '../fixtures/browser';
import { createTestInfluencers } from '../fixtures/competitions';
import { createProduct } from '../fixtures/factories';
import type { TestServer } from '../fixtures/server';
import { appRunning, screenshot, signUpInBrowser, visible } from './helpers';

/**
 * Issue 37, item 9: signed in from the first paint. The server knows the session, so a signed-in
 * shopper's page arrives with their header (decision 0069) and keeps it through hydration, even on
 * a slow phone; a visitor's page asks nothing that fails.
 */
let shop: { product: Product; gameId: number } | undefined;

async function seed(server: TestServer) {
  shop ??= await (async () => {
    const product = await createProduct(server.ctx, {
      brand: 'Crescent Bay Optics',
      model: 'First Paint Aviator',
      priceCents: 1_100,
      entryPriceCents: 100,
      maxContestants: 11,
      playEnabled: true,
    });
    await createTestInfluencers(server.ctx, 6);
    await runSchedulerTick(server.ctx, { gateway: testGateway });
    const game = (await (
      await fetch(`${server.url}/api/products/${product.id}/competition`)
    ).json()) as { id: number };
    return { product, gameId: game.id };
  })();
  return shop;
}

/** The header's parts a shopper can tell apart, recorded by the page itself from its first node. */
interface HeaderSnapshot {
  login: boolean;
  accountMenu: boolean;
  placeholder: boolean;
}

/**
 * Records the header after every change of the document, from before the first byte of HTML is
 * parsed (an init script runs before the page's own), so a signed-out header shown for one frame
 * is caught; a header still being parsed is skipped until the parser is past it.
 */
async function recordHeader(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: HeaderSnapshot[] = [];
    (window as unknown as { headerSeen: HeaderSnapshot[] }).headerSeen = seen;
    const record = () => {
      const nav = document.querySelector('header nav[aria-label="Account"]');
      if (!nav) return;
      // While the HTML streams in, a header the parser has not finished is not yet what anyone
      // sees as the page: it counts once something after it has been parsed.
      const header = nav.closest('header');
      if (document.readyState === 'loading' && !header?.nextElementSibling) return;
      seen.push({
        login: [...nav.querySelectorAll('a')].some((link) => link.textContent?.trim() === 'Login'),
        accountMenu: nav.querySelector('button[aria-label^="Account menu for "]') !== null,
        placeholder: nav.querySelector('.animate-pulse') !== null,
      });
    };
    new MutationObserver(record).observe(document, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
    });
  });
}

const headerSeen = (page: Page) =>
  page.evaluate(() => (window as unknown as { headerSeen: HeaderSnapshot[] }).headerSeen);

describeBrowser('signed in from the first paint (issue 37, item 9)', () => {
  browserTest(
    "a signed-in shopper's pages arrive with their header, and keep it through hydration at 4x CPU",
    { timeout: 120_000 },
    async ({ browser, server }) => {
      const { product, gameId } = await seed(server);
      const context = await browser.newContext({
        baseURL: server.url,
        viewport: { width: 390, height: 844 },
        serviceWorkers: 'block',
      });
      const page = await context.newPage();
      const { username } = await signUpInBrowser(page);
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(message.text());
      });
      const asked: string[] = [];
      page.on('request', (request) => asked.push(new URL(request.url()).pathname));
      await recordHeader(page);
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });

      const menu = `Account menu for ${username}`;
      for (const url of [`/game-tracking/${gameId}`, '/home', `/product/${product.id}`, '/']) {
        // The HTML itself, before any script: the avatar's menu, no 'Login', no placeholder.
        const response = await page.request.get(url);
        expect(response.headers()['cache-control'], url).toBe('private, no-cache');
        const html = await response.text();
        const header = /<header\b[\s\S]*?<\/header>/.exec(html)?.[0] ?? '';
        expect(header, url).toContain(`aria-label="${menu}`);
        expect(header, url).not.toContain('>Login<');
        expect(header, url).not.toContain('animate-pulse');

        asked.length = 0;
        await page.goto(url);
        await appRunning(page);
        await visible(page.getByRole('button', { name: menu }));
        await page.waitForLoadState('networkidle');
        const seen = await headerSeen(page);
        expect(seen.length, url).toBeGreaterThan(0);
        // From the first parsed header to the hydrated app: signed in, never 'Login' or a blank
        // avatar in between.
        expect(
          seen.filter(
            (snapshot) => snapshot.login || snapshot.placeholder || !snapshot.accountMenu,
          ),
          url,
        ).toEqual([]);
        // The page said who is signed in: nobody asks.
        expect(asked, url).not.toContain('/api/user');
        if (url.startsWith('/game-tracking/')) await screenshot(page, 'first-paint-game-tracking');
      }

      // A page rendered in the browser alone (the profile) knows the shopper from its page too.
      asked.length = 0;
      await page.goto('/profile');
      await visible(page.getByRole('button', { name: menu }));
      expect((await headerSeen(page)).filter((snapshot) => snapshot.login)).toEqual([]);
      expect(asked).not.toContain('/api/user');
      expect(problems).toEqual([]);
      await context.close();
    },
  );

  browserTest(
    "a visitor's pages make no request that fails and log no error",
    { timeout: 120_000 },
    async ({ browser, server }) => {
      const { product, gameId } = await seed(server);
      const context = await browser.newContext({
        baseURL: server.url,
        viewport: { width: 390, height: 844 },
        serviceWorkers: 'block',
      });
      const page = await context.newPage();
      const errors: string[] = [];
      const failed: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
      });
      page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
      page.on('response', (response) => {
        if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
      });
      for (const url of [
        '/',
        '/home',
        '/welcome',
        `/product/${product.id}`,
        `/social-play/${product.id}`,
        `/game-tracking/${gameId}`,
        '/products',
        '/sunglass-gallery',
        '/influencer-directory',
        '/tutorial',
        '/official-rules',
        '/multiplayer',
        '/free-play',
        '/coach',
        '/auth',
      ]) {
        await page.goto(url);
        // A server-rendered page is hydrated; one rendered in the browser has its header.
        if (await page.locator('#page-state').count()) await appRunning(page);
        await visible(page.locator('header'));
        await page.waitForLoadState('networkidle');
        if (url === '/home') await screenshot(page, 'first-paint-visitor-home');
      }
      expect(errors).toEqual([]);
      expect(failed).toEqual([]);
      await context.close();
    },
  );
});
