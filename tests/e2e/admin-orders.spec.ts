import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { configurePin } from '../../src/server/modules/admin/admin.service';
import { ensureAdmin } from '../../src/server/modules/auth/auth.service';
import type { Product } from '../../src/shared/contracts/catalog';
import { browserTest, describeBrowser } from '../fixtures/browser';
import { LAGUNA_CUSTOMER } from '../fixtures/commerce';
import { createProduct, TEST_ADMIN_PIN, uniqueUsername } from '../fixtures/factories';
import type { TestServer } from '../fixtures/server';
import { completeProfileFor, invoiceOfOrder, placeOrder } from './commerce-helpers';
import { expectToast, screenshot, signUpInBrowser, visible } from './helpers';
import { desktopViewport, fullPageScreenshot, phoneViewport } from './storefront-helpers';

const rows = (page: Page) => page.locator('[data-testid="admin-order-row"]');
const row = (page: Page, orderId: number) =>
  page.locator(`[data-testid="admin-order-row"][data-order-id="${orderId}"]`);

async function waitForRowIds(page: Page, expected: number[], timeout = 10_000): Promise<void> {
  await expect
    .poll(
      () =>
        rows(page).evaluateAll((nodes) =>
          nodes.map((node) => Number(node.getAttribute('data-order-id'))),
        ),
      { timeout, message: 'order rows' },
    )
    .toEqual(expected);
}

async function statusOf(page: Page, orderId: number): Promise<string | null> {
  return row(page, orderId).getByTestId('order-status').textContent();
}

async function waitForStatus(page: Page, orderId: number, label: string): Promise<void> {
  await visible(row(page, orderId).getByTestId('order-status').getByText(label, { exact: true }));
}

/** A shopper in a browser context of their own, with a complete profile and a card on file. */
async function shopper(browser: Browser, server: TestServer, customer = LAGUNA_CUSTOMER) {
  const context = await browser.newContext({ baseURL: server.url });
  const page = await context.newPage();
  const account = await signUpInBrowser(page);
  await completeProfileFor(page, { customer });
  return { ...account, page, customer, close: () => context.close() };
}

/** An admin signed in and past the PIN step-up, through the API, then on the Orders tab. */
async function openOrdersTab(page: Page, server: TestServer): Promise<void> {
  const username = uniqueUsername('admin');
  await ensureAdmin(server.ctx, { username, password: 'correct-horse' });
  await configurePin(server.ctx, TEST_ADMIN_PIN);
  expect(
    (await page.request.post('/api/login', { data: { username, password: 'correct-horse' } })).ok(),
  ).toBe(true);
  expect(
    (await page.request.post('/api/admin/verify-pin', { data: { pin: TEST_ADMIN_PIN } })).ok(),
  ).toBe(true);
  await page.goto('/admin');
  await visible(page.getByRole('heading', { name: 'Admin Panel' }));
  await page.getByRole('tab', { name: 'Orders' }).click();
}

async function stockOf(page: Page, product: Product): Promise<number> {
  const response = await page.request.get(`/api/products/${product.id}`);
  return ((await response.json()) as Product).quantity;
}

describeBrowser('admin orders tab', () => {
  browserTest(
    'an admin finds orders, marks a cash order paid, sends it out for delivery (the shopper sees it), completes it, and cancels a card order with a refund',
    async ({ page, server, browser }) => {
      const sunglasses = await createProduct(server.ctx, {
        brand: 'Laguna Optics',
        model: 'Tidepool Aviator',
        priceCents: 9_500,
        quantity: 5,
      });
      const coffee = await createProduct(server.ctx, {
        productType: 'coffee',
        brand: 'Tide Roasters',
        model: 'Morning Swell',
        priceCents: 1_600,
        quantity: 10,
      });

      const casey = await shopper(browser, server);
      const codOrder = await placeOrder(casey.page, {
        items: [{ productId: sunglasses.id }],
        paymentMethod: 'cod',
      });
      const cardOrder = await placeOrder(casey.page, {
        items: [{ productId: coffee.id, quantity: 2 }],
      });
      const riley = await shopper(browser, server, {
        ...LAGUNA_CUSTOMER,
        name: 'Riley Surfer',
        email: 'riley@example.com',
      });
      const rileyOrder = await placeOrder(riley.page, {
        items: [{ productId: coffee.id }],
        customer: riley.customer,
      });
      await riley.close();

      await openOrdersTab(page, server);
      // Every order, newest first.
      await waitForRowIds(page, [rileyOrder, cardOrder, codOrder]);
      const cod = row(page, codOrder);
      await visible(cod.getByText(casey.username, { exact: true }));
      await visible(cod.getByText(LAGUNA_CUSTOMER.name));
      await visible(cod.getByText(LAGUNA_CUSTOMER.email));
      await visible(cod.getByText('Cash on delivery'));
      await visible(cod.getByText('1 × Laguna Optics Tidepool Aviator'));
      await visible(row(page, cardOrder).getByText('Visa •••• 1111'));
      await visible(row(page, cardOrder).getByText('2 × Tide Roasters Morning Swell'));
      expect(await statusOf(page, codOrder)).toBe('Pending payment');
      expect(await cod.getByTestId('order-status').getAttribute('data-tone')).toBe('pink');
      expect(await statusOf(page, cardOrder)).toBe('Processing');
      expect(await row(page, cardOrder).getByTestId('order-status').getAttribute('data-tone')).toBe(
        'blue',
      );
      await fullPageScreenshot(page, 'admin-orders-1280');

      // Search (server side) by username, then by customer email and by order number.
      const search = page.getByLabel('Search orders');
      await search.fill(casey.username);
      await waitForRowIds(page, [cardOrder, codOrder]);
      await search.fill('riley@example');
      await waitForRowIds(page, [rileyOrder]);
      await search.fill('no-such-shopper');
      await visible(page.getByText('No orders matched your search.'));
      await search.fill(casey.username);
      await waitForRowIds(page, [cardOrder, codOrder]);

      // The cash-on-delivery order: Mark paid, Send out for delivery, then Mark delivered.
      expect(await cod.getByRole('button').allTextContents()).toEqual(['Mark paid', 'Cancel']);
      await cod.getByRole('button', { name: 'Mark paid' }).click();
      await expectToast(page, 'Order updated', `Order #${codOrder} is now processing.`);
      await waitForStatus(page, codOrder, 'Processing');
      expect(await cod.getByRole('button').allTextContents()).toEqual([
        'Send out for delivery',
        'Cancel & refund',
      ]);
      expect((await invoiceOfOrder(casey.page, codOrder)).status).toBe('paid');
      await cod.getByRole('button', { name: 'Send out for delivery' }).click();
      await expectToast(page, 'Order updated', `Order #${codOrder} is now out for delivery.`);
      await waitForStatus(page, codOrder, 'Out for delivery');
      expect(await cod.getByRole('button').allTextContents()).toEqual([
        'Mark delivered',
        'Cancel & refund',
      ]);
      await fullPageScreenshot(page, 'admin-orders-out-for-delivery-1280');

      // The shopper sees it in their orders, and is told in the bell with a link to them.
      await casey.page.goto('/profile?tab=orders');
      const shopperCard = casey.page.getByRole('article', { name: `Order #${codOrder}` });
      await visible(shopperCard.getByText('Out for delivery', { exact: true }));
      await casey.page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
      const bell = casey.page.getByRole('dialog', { name: 'Notifications' });
      await visible(bell.getByText('Your order is out for delivery'));
      await visible(
        bell.getByText(`Order #${codOrder} is on its way and arrives within 2-3 hours.`),
      );
      await screenshot(casey.page, 'shopper-out-for-delivery-bell-1280');
      await bell.getByRole('button', { name: /Your order is out for delivery/ }).click();
      await casey.page.waitForURL(/\/profile\?tab=orders$/);
      await phoneViewport(casey.page);
      await visible(shopperCard.getByText('Out for delivery', { exact: true }));
      await fullPageScreenshot(casey.page, 'shopper-out-for-delivery-390');
      await desktopViewport(casey.page);

      // The order's time is the shop's, with its zone, whatever the admin's device says.
      expect(await cod.locator('time').first().textContent()).toMatch(
        /, \d{1,2}:\d\d [AP]M P[SD]T$/,
      );
      // Where to deliver and whom to call, on the row (issue 37 item 6).
      await visible(cod.getByTestId('admin-order-address'));
      expect(await cod.getByTestId('admin-order-address').textContent()).toMatch(
        /, Laguna Beach, CA 92651$/,
      );
      await visible(cod.getByRole('link', { name: /\d{3}/ }));
      expect(await cod.getByRole('link', { name: /\d{3}/ }).getAttribute('href')).toMatch(
        /^tel:\+?\d{10,}$/,
      );

      await cod.getByRole('button', { name: 'Mark delivered' }).click();
      await expectToast(page, 'Order updated', `Order #${codOrder} is now delivered.`);
      await waitForStatus(page, codOrder, 'Delivered');
      expect(await cod.getByTestId('order-status').getAttribute('data-tone')).toBe('green');

      // The 30-day money-back guarantee: a returned order is refunded from the same row.
      await cod.getByRole('button', { name: 'Refund (return)' }).click();
      const refundDialog = page.getByRole('alertdialog', {
        name: `Refund returned order #${codOrder}?`,
      });
      await visible(
        refundDialog.getByText(
          /The customer returned the order: give back the \$[\d.]+ they paid in cash\./,
        ),
      );
      await screenshot(page, 'admin-orders-refund-return-dialog');
      await refundDialog.getByRole('button', { name: 'Refund (return)' }).click();
      await expectToast(page, 'Order updated', `Order #${codOrder} is now refunded (returned).`);
      await waitForStatus(page, codOrder, 'Refunded (returned)');
      expect(await cod.getByRole('button').count()).toBe(0);
      expect((await invoiceOfOrder(casey.page, codOrder)).status).toBe('refunded');

      // The card order: Cancel & refund asks first; keeping it changes nothing.
      const card = row(page, cardOrder);
      const stockBefore = await stockOf(page, coffee);
      await card.getByRole('button', { name: 'Cancel & refund' }).click();
      const dialog = page.getByRole('alertdialog', { name: `Cancel order #${cardOrder}?` });
      await visible(
        dialog.getByText(/is refunded to Visa •••• 1111\. Its items go back in stock\./),
      );
      await screenshot(page, 'admin-orders-cancel-dialog');
      await dialog.getByRole('button', { name: 'Keep order' }).click();
      expect(await statusOf(page, cardOrder)).toBe('Processing');
      await card.getByRole('button', { name: 'Cancel & refund' }).click();
      await dialog.getByRole('button', { name: 'Cancel & refund' }).click();
      await expectToast(page, 'Order updated', `Order #${cardOrder} is now cancelled.`);
      await waitForStatus(page, cardOrder, 'Cancelled');
      expect(await card.getByRole('button').count()).toBe(0);
      expect(await stockOf(page, coffee)).toBe(stockBefore + 2);
      expect((await invoiceOfOrder(casey.page, cardOrder)).status).toBe('refunded');
      await casey.close();

      // The status filter, with and without the search.
      await page.getByLabel('Status').selectOption('cancelled');
      await waitForRowIds(page, [cardOrder]);
      await search.fill('');
      await waitForRowIds(page, [cardOrder]);
      await page.getByLabel('Status').selectOption('processing');
      await waitForRowIds(page, [rileyOrder]);
      await page.getByLabel('Status').selectOption('');
      await waitForRowIds(page, [rileyOrder, cardOrder, codOrder]);
      await fullPageScreenshot(page, 'admin-orders-after-1280');
      await phoneViewport(page);
      await fullPageScreenshot(page, 'admin-orders-390');
      await desktopViewport(page);
    },
  );

  browserTest(
    'a move another admin already made fails with the server’s message and the list catches up',
    async ({ page, server, browser }) => {
      const product = await createProduct(server.ctx, { quantity: 5 });
      const casey = await shopper(browser, server);
      const orderId = await placeOrder(casey.page, { items: [{ productId: product.id }] });
      await casey.close();

      await openOrdersTab(page, server);
      // Orders of the other test share this server: look at this shopper's only.
      await page.getByLabel('Search orders').fill(casey.username);
      await waitForRowIds(page, [orderId]);
      expect(await statusOf(page, orderId)).toBe('Processing');
      // Meanwhile the order is sent out for delivery elsewhere.
      const moved = await page.request.post(`/api/admin/orders/${orderId}/status`, {
        data: { status: 'out_for_delivery' },
      });
      expect(moved.status()).toBe(200);

      await row(page, orderId).getByRole('button', { name: 'Send out for delivery' }).click();
      await expectToast(
        page,
        'Order update failed',
        `Order #${orderId}: An order that is out for delivery cannot become out for delivery.`,
      );
      await waitForStatus(page, orderId, 'Out for delivery');
    },
  );
});
