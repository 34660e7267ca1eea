import { expect } from 'vitest';
import { browserTest, describeBrowser } from '../fixtures/browser';
import { screenshot, visible } from './helpers';

describeBrowser('the API reference', () => {
  browserTest(
    '/api/docs shows every operation under the shop CSP, at 1280 and 390 px',
    async ({ page }) => {
      const refused: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy|Refused to/i.test(message.text()))
          refused.push(message.text());
      });
      page.on('pageerror', (error) => refused.push(error.message));
      await page.goto('/api/docs/');
      await visible(page.getByRole('heading', { name: /Social Market API/ }));
      await visible(page.locator('.opblock-summary-path', { hasText: '/api/checkout' }));
      await visible(page.locator('.opblock-summary-path', { hasText: '/api/products/{id}' }));
      await screenshot(page, 'api-docs-1280');
      // An operation opens with its parameters and responses, the error shape among them.
      await page.locator('.opblock-summary-path', { hasText: '/api/checkout' }).first().click();
      await visible(page.getByText('idempotency-key').first());
      await visible(page.locator('.response-col_status', { hasText: '402' }).first());
      await page.setViewportSize({ width: 390, height: 844 });
      await screenshot(page, 'api-docs-390');
      expect(refused).toEqual([]);
    },
  );
});
