import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { expect } from 'vitest';
import { configurePin } from '../../src/server/modules/admin/admin.service';
import { ensureAdmin } from '../../src/server/modules/auth/auth.service';
import type { Product } from '../../src/shared/contracts/catalog';
import { uniqueUsername } from '../fixtures/factories';
import type { TestServer } from '../fixtures/server';
import { expectToast, screenshot, submitLogin, visible, waitForPath } from './helpers';

export const ADMIN_PIN = '482913570264';

/** A small PNG for the image pickers. */
export async function pngFile(name = 'product.png', background = '#0af') {
  const buffer = await sharp({ create: { width: 40, height: 40, channels: 3, background } })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

/** Signs an admin in through /auth from /admin and passes the PIN gate. */
export async function enterAdmin(
  page: Page,
  server: TestServer,
  options: { wrongPinFirst?: boolean } = {},
) {
  const username = uniqueUsername('admin');
  await ensureAdmin(server.ctx, { username, password: 'correct-horse' });
  await configurePin(server.ctx, ADMIN_PIN);
  await page.goto('/admin');
  await waitForPath(page, `/auth?next=${encodeURIComponent('/admin')}`);
  await submitLogin(page, username, 'correct-horse');
  const pinInput = page.getByLabel('Admin PIN');
  await visible(pinInput);
  expect(await pinInput.getAttribute('type')).toBe('password');
  expect(await pinInput.getAttribute('inputmode')).toBe('numeric');
  if (options.wrongPinFirst) {
    await screenshot(page, 'admin-pin-gate');
    await pinInput.fill('000000000000');
    await page.getByRole('button', { name: 'Verify PIN' }).click();
    await visible(page.getByText('Invalid PIN. Please try again.'));
    await expectToast(page, 'Access denied', 'Invalid PIN entered.');
    await screenshot(page, 'admin-pin-wrong');
  }
  await pinInput.fill(ADMIN_PIN);
  await page.getByRole('button', { name: 'Verify PIN' }).click();
  await expectToast(page, 'Access granted', 'Welcome to the admin panel.');
  await visible(page.getByRole('heading', { name: 'Admin Panel' }));
}

/** A product row of the admin list. */
export function row(page: Page, text: string) {
  return page.locator('[data-testid="admin-product-row"]').filter({ hasText: text });
}

/** GET /api/products/:id as the shop's API answers it. */
export async function apiProduct(page: Page, id: number): Promise<Product> {
  const response = await page.request.get(`/api/products/${id}`);
  if (!response.ok()) throw new Error(`product ${id} failed: ${response.status()}`);
  return (await response.json()) as Product;
}
