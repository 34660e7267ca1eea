import { expect } from 'vitest';
import { browserTest, describeBrowser } from '../fixtures/browser';
import { screenshot, visible } from './helpers';
import { productCards } from './storefront-helpers';

// This file's server is never seeded: an empty shop.
describeBrowser('an empty shop', () => {
  browserTest('home shows every empty message', async ({ page }) => {
    await page.goto('/home');
    for (const message of [
      'No sunglasses available. Check back soon!',
      'No t-shirts available. Check back soon!',
      'No shoes available. Check back soon!',
      'Check out our premium selection of coffee and tea soon!',
      'Designer handbags coming soon!',
      'No books available. Check back soon!',
    ]) {
      await visible(page.getByText(message, { exact: true }));
    }
    expect(await productCards(page).count()).toBe(0);
    await screenshot(page, 'storefront-home-empty');
  });

  browserTest('the galleries say there is nothing yet', async ({ page }) => {
    await page.goto('/products?type=handbag');
    await visible(page.getByRole('heading', { level: 1, name: 'Designer Handbags' }));
    await visible(page.getByText('No products available. Check back soon!', { exact: true }));
    await page.goto('/sunglass-gallery');
    await visible(page.getByText('No products available. Check back soon!', { exact: true }));
    await page.goto('/coffee-tea-gallery');
    await visible(page.getByText('No products found', { exact: true }));
  });

  browserTest(
    'the partner store without brands still shows the visit details',
    async ({ page }) => {
      await page.goto('/partner-store');
      await visible(page.getByText(/Our brand list is coming soon/));
      await visible(page.getByRole('table', { name: 'Opening hours' }));
    },
  );
});
