import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { findDiscountCodes } from '../../src/server/modules/discounts/discounts.repository';
import {
  seedDemoDiscount,
  updateDiscount,
} from '../../src/server/modules/discounts/discounts.service';
import type { AdminDiscount } from '../../src/shared/contracts/discounts';
import type { Order } from '../../src/shared/contracts/orders';
import { browserTest, describeBrowser } from '../fixtures/browser';
import { createProduct } from '../fixtures/factories';
import type { TestServer } from '../fixtures/server';
import { enterAdmin } from './admin-helpers';
import { completeProfileFor, invoiceOfOrder } from './commerce-helpers';
import {
  appRunning,
  expectToast,
  screenshot,
  signUpInBrowser,
  visible,
  waitForPath,
} from './helpers';
import {
  apiProducts,
  desktopViewport,
  fullPageScreenshot,
  phoneViewport,
  seedOnce,
} from './storefront-helpers';

let productCounter = 0;

/** $189.00: 10% off is $18.90, tax 8% of $170.10 is $13.61, total $183.71. */
async function goldenHour(server: TestServer) {
  productCounter += 1;
  return createProduct(server.ctx, {
    brand: 'Laguna Optics',
    model: `Golden Hour ${productCounter}`,
    priceCents: 18_900,
    quantity: 10,
  });
}

async function apiOrder(page: Page, id: number): Promise<Order> {
  const response = await page.request.get(`/api/orders/${id}`);
  if (!response.ok()) throw new Error(`order failed: ${response.status()}`);
  return (await response.json()) as Order;
}

async function confirmationOrderId(page: Page): Promise<number> {
  await page.waitForURL(/\/order-confirmation\/\d+$/, { timeout: 15_000 });
  return Number(new URL(page.url()).pathname.split('/').pop());
}

const codeField = (page: Page) => page.getByLabel('Discount code', { exact: true });

async function applyCode(page: Page, code: string): Promise<void> {
  await codeField(page).fill(code);
  await page.getByRole('button', { name: 'Apply' }).click();
}

describeBrowser('discount codes', () => {
  browserTest(
    'an admin creates a code, sees it listed, pauses and resumes it',
    async ({ page, server }) => {
      await enterAdmin(page, server);
      await page.getByRole('tab', { name: 'Discounts' }).click();
      await visible(page.getByRole('heading', { name: 'Create a discount code' }));

      // A bad value is refused on its field with the server's own words.
      await page.getByLabel('Code', { exact: true }).fill('beach15');
      await page.getByLabel('Percent off (1-100)').fill('150');
      await page.getByRole('button', { name: 'Create code' }).click();
      await visible(page.getByText('Percent off must be a whole number from 1 to 100'));

      await page.getByLabel('Percent off (1-100)').fill('15');
      await page.getByLabel('Minimum subtotal ($, optional)').fill('50');
      await page.getByLabel('Uses per shopper (optional)').fill('1');
      await page.getByLabel('Coffee', { exact: true }).check();
      await page.getByLabel('Tea', { exact: true }).check();
      await page.getByRole('button', { name: 'Create code' }).click();
      await expectToast(page, 'Discount code created', 'BEACH15: 15% off.');

      const row = page.getByRole('article', { name: 'Discount code BEACH15' });
      await visible(row);
      await visible(row.getByText('15% off · from $50.00 · Coffee, Tea'));
      await visible(row.getByText('0 used · 1 per shopper'));
      expect(await row.getByTestId('discount-status').textContent()).toBe('ACTIVE');
      await fullPageScreenshot(page, 'discounts-admin-1280');

      await row.getByRole('button', { name: 'Pause' }).click();
      await expectToast(page, 'Discount code paused', 'BEACH15');
      await visible(row.getByTestId('discount-status').getByText('PAUSED'));
      await row.getByRole('button', { name: 'Resume' }).click();
      await visible(row.getByTestId('discount-status').getByText('ACTIVE'));

      // Editing turns it into a fixed amount.
      await row.getByRole('button', { name: 'Edit' }).click();
      await visible(page.getByRole('heading', { name: 'Edit BEACH15' }));
      await page.getByLabel('Takes off').selectOption('amount');
      await page.getByLabel('Amount off ($)').fill('5');
      await page.getByRole('button', { name: 'Save code' }).click();
      await expectToast(page, 'Discount code updated', 'BEACH15: $5.00 off.');
      await visible(row.getByText('$5.00 off · from $50.00 · Coffee, Tea'));

      const codes = (await (
        await page.request.get('/api/admin/discounts')
      ).json()) as AdminDiscount[];
      expect(codes.find((code) => code.code === 'BEACH15')).toMatchObject({
        percentOff: null,
        amountOff: 5,
        minSubtotal: 50,
        productTypes: ['coffee', 'tea'],
        maxUsesPerCustomer: 1,
        active: true,
      });
      await phoneViewport(page);
      await screenshot(page, 'discounts-admin-390');
      await desktopViewport(page);

      // A product whose DISCOUNT: segment names a code no checkout takes: its form says so.
      const ghost = await createProduct(server.ctx, {
        model: 'Ghost Code',
        description: 'DISCOUNT:10% off with code GHOST10;;Polarized.',
      });
      await page.goto(`/admin/product/${ghost.id}`);
      await visible(page.getByTestId('discount-segment-warning'));
      expect(await page.getByTestId('discount-segment-warning').textContent()).toContain(
        'names code GHOST10, which does not exist',
      );
      await screenshot(page, 'discounts-product-form-warning');
    },
  );

  browserTest(
    'a shopper takes LAGUNA10 at cart checkout: the discount line, the total, the order and the invoice',
    async ({ page, server }) => {
      await seedDemoDiscount(server.ctx);
      const item = await goldenHour(server);
      await signUpInBrowser(page);
      await completeProfileFor(page);
      const added = await page.request.post('/api/cart', {
        data: { productId: item.id, quantity: 1 },
      });
      expect(added.status()).toBe(201);
      await page.goto('/checkout');
      await visible(page.getByRole('form', { name: 'Checkout' }));
      expect(await page.getByTestId('summary-total').textContent()).toBe('$204.12');

      await applyCode(page, 'nope');
      await visible(page.getByRole('alert').getByText('Discount code NOPE does not exist.'));
      await screenshot(page, 'discounts-unknown-code');

      await applyCode(page, 'laguna10');
      await visible(page.getByTestId('discount-applied').getByText('applied: 10% off'));
      expect(await page.getByText('Discount (LAGUNA10)').count()).toBe(1);
      expect(await page.getByTestId('summary-discount').textContent()).toBe('-$18.90');
      expect(await page.getByTestId('summary-tax').textContent()).toBe('$13.61');
      expect(await page.getByTestId('summary-total').textContent()).toBe('$183.71');
      await fullPageScreenshot(page, 'discounts-cart-checkout-1280');
      await phoneViewport(page);
      await fullPageScreenshot(page, 'discounts-cart-checkout-390');
      await desktopViewport(page);

      await page.getByRole('radio', { name: /VISA •••• 1111/ }).click();
      const request = page.waitForRequest(
        (r) => r.url().endsWith('/api/checkout') && r.method() === 'POST',
      );
      await page.getByRole('button', { name: 'Place Order' }).click();
      expect((await request).postDataJSON()).toMatchObject({
        discountCode: 'LAGUNA10',
        summary: { subtotal: 189, discount: 18.9, tax: 13.61, total: 183.71 },
      });
      const orderId = await confirmationOrderId(page);
      expect(await page.getByTestId('order-total').textContent()).toBe('$183.71');
      await visible(page.getByText('Discount (LAGUNA10)'));
      await visible(page.getByText('-$18.90'));
      expect(await apiOrder(page, orderId)).toMatchObject({
        discount: 18.9,
        discountCode: 'LAGUNA10',
        total: 183.71,
      });

      const invoice = await invoiceOfOrder(page, orderId);
      await page.goto(`/invoices/${invoice.id}`);
      await visible(page.getByText('Discount (LAGUNA10)'));
      expect(await page.getByTestId('invoice-discount').textContent()).toBe('-$18.90');
      expect(await page.getByTestId('invoice-total').textContent()).toBe('$183.71');
      await fullPageScreenshot(page, 'discounts-invoice-1280');
      const pdf = await page.request.get(`/api/invoices/${invoice.id}/pdf`);
      expect(pdf.headers()['content-type']).toBe('application/pdf');
    },
  );

  browserTest(
    'a shopper takes LAGUNA10 at the single-product checkout (and may not create codes)',
    async ({ page, server }) => {
      await seedDemoDiscount(server.ctx);
      const item = await goldenHour(server);
      await signUpInBrowser(page);
      await completeProfileFor(page);
      const admin = await page.request.post('/api/admin/discounts', {
        data: { code: 'TEATIME', percentOff: 20 },
      });
      // A shopper may not create codes.
      expect(admin.status()).toBe(403);

      await page.goto(`/product/${item.id}`);
      await page.getByRole('link', { name: 'Pay Now' }).click();
      await waitForPath(page, `/checkout?productId=${item.id}`);
      await visible(page.getByRole('form', { name: 'Checkout' }));

      await applyCode(page, 'LAGUNA10');
      await visible(page.getByTestId('discount-applied'));
      expect(await page.getByTestId('summary-discount').textContent()).toBe('-$18.90');
      expect(await page.getByTestId('summary-total').textContent()).toBe('$183.71');
      await screenshot(page, 'discounts-single-checkout');

      await page.getByRole('radio', { name: /VISA •••• 1111/ }).click();
      const request = page.waitForRequest(
        (r) => r.url().endsWith('/api/orders') && r.method() === 'POST',
      );
      await page.getByRole('button', { name: 'Place Order' }).click();
      expect((await request).postDataJSON()).toMatchObject({
        productId: item.id,
        discountCode: 'LAGUNA10',
        subtotal: 189,
        discount: 18.9,
        tax: 13.61,
        total: 183.71,
      });
      const orderId = await confirmationOrderId(page);
      expect(await page.getByTestId('order-total').textContent()).toBe('$183.71');
      expect(await apiOrder(page, orderId)).toMatchObject({ discount: 18.9, total: 183.71 });
    },
  );

  browserTest('the share menu names LAGUNA10 only while it is active', async ({ page, server }) => {
    await seedOnce(server);
    const product = (await apiProducts(page)).find((p) => p.description?.includes('code LAGUNA10'));
    if (!product) throw new Error('no product names LAGUNA10');
    await page.goto(`/product/${product.id}`);
    await visible(page.getByRole('heading', { level: 1, name: product.brand }));
    await page.getByRole('button', { name: 'Share' }).click();
    await visible(page.getByRole('menuitem', { name: 'Copy with discount' }));
    await page.keyboard.press('Escape');

    const [laguna] = (await findDiscountCodes(server.ctx.db)).filter(
      ({ row }) => row.code === 'LAGUNA10',
    );
    if (!laguna) throw new Error('LAGUNA10 not seeded');
    await updateDiscount(server.ctx, laguna.row.id, { active: false });
    try {
      await page.reload();
      await visible(page.getByRole('heading', { level: 1, name: product.brand }));
      await appRunning(page);
      await page.getByRole('button', { name: 'Share' }).click();
      await visible(page.getByRole('menuitem', { name: 'Copy link' }));
      expect(await page.getByRole('menuitem', { name: 'Copy with discount' }).count()).toBe(0);
    } finally {
      await updateDiscount(server.ctx, laguna.row.id, { active: true });
    }
  });

  browserTest(
    'an admin switches half price on: the product, its page and the checkout charge half',
    async ({ page, server }) => {
      const item = await goldenHour(server);
      await enterAdmin(page, server);
      await page.goto(`/admin/product/${item.id}`);
      const halfPrice = page.getByLabel('Half price (sold at 50% off everywhere)');
      await visible(halfPrice);
      expect(await halfPrice.isChecked()).toBe(false);
      await halfPrice.check();
      await page.getByRole('button', { name: 'Update Product' }).click();
      await expectToast(page, 'Product updated');

      await page.goto(`/product/${item.id}`);
      await visible(page.getByRole('heading', { level: 1, name: item.brand }));
      expect(await page.getByTestId('product-page-price').textContent()).toBe('$94.50');
      await visible(page.getByText('Half price', { exact: true }));
      await screenshot(page, 'half-price-product-page');

      // $94.50 + 8% tax ($7.56) = $102.06.
      await completeProfileFor(page);
      await page.goto(`/checkout?productId=${item.id}`);
      await visible(page.getByRole('form', { name: 'Checkout' }));
      expect(await page.getByTestId('summary-subtotal').textContent()).toBe('$94.50');
      expect(await page.getByTestId('summary-total').textContent()).toBe('$102.06');
      await page.getByRole('radio', { name: /VISA •••• 1111/ }).click();
      await page.getByRole('button', { name: 'Place Order' }).click();
      const orderId = await confirmationOrderId(page);
      expect(await apiOrder(page, orderId)).toMatchObject({ subtotal: 94.5, total: 102.06 });
    },
  );
});
