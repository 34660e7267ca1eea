import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { liveTopics } from '../../src/shared/live-topics';
import { browserTest, describeBrowser } from '../fixtures/browser';
import { createProduct } from '../fixtures/factories';
import { completeProfileFor, placeOrder } from './commerce-helpers';
import { appRunning, screenshot, signUpInBrowser, visible } from './helpers';

/**
 * A shared product sells out while its page is open (issue 40): the page follows the product's
 * stock on `product:{id}` and says so the moment the last unit goes, without a reload.
 */

/** Resolves once the page's live socket has confirmed it follows `topic`. */
function following(page: Page, topic: string): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      socket.on('framereceived', ({ payload }) => {
        const text = typeof payload === 'string' ? payload : payload.toString();
        if (text.includes('"subscribed"') && text.includes(`"${topic}"`)) resolve();
      });
    });
  });
}

describeBrowser('stock followed live', () => {
  browserTest(
    "the product page says 'Out of stock' the moment another shopper buys the last unit",
    async ({ page, browser, server }) => {
      const product = await createProduct(server.ctx, {
        brand: 'Drop Optics',
        model: 'Last One',
        size: '',
        quantity: 1,
        buyNowEnabled: true,
      });
      const subscribed = following(page, liveTopics.product(product.id));
      await page.goto(`/product/${product.id}`);
      await appRunning(page);
      await visible(page.getByText('Only 1 left'));
      await subscribed;
      await visible(page.getByRole('link', { name: 'Pay Now' }));

      // Another shopper, in a browser of their own, buys the last unit.
      const elsewhere = await browser.newContext({ baseURL: server.url });
      try {
        const buyer = await elsewhere.newPage();
        await signUpInBrowser(buyer);
        await completeProfileFor(buyer);
        await placeOrder(buyer, { items: [{ productId: product.id }] });
      } finally {
        await elsewhere.close();
      }

      await visible(page.getByText('Out of stock').first());
      await expect(page.getByText('Only 1 left').count()).resolves.toBe(0);
      await expect(page.getByRole('button', { name: 'Pay Now' }).isDisabled()).resolves.toBe(true);
      await screenshot(page, 'live-stock-sold-out');
    },
  );
});
