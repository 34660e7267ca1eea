import { readFile } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { products } from '../../src/server/db/schema/catalog';
import type { CartItem } from '../../src/shared/contracts/cart';
import type { Product } from '../../src/shared/contracts/catalog';
import type { Invoice, Order } from '../../src/shared/contracts/orders';
import { formatCents } from '../../src/shared/money';
import { browserTest, describeBrowser } from '../fixtures/browser';
import { LAGUNA_CUSTOMER } from '../fixtures/commerce';
import { createProduct, uniqueUsername } from '../fixtures/factories';
import type { TestServer } from '../fixtures/server';
import { completeProfileFor, fillPersonalForm } from './commerce-helpers';
import {
  expectToast,
  framePainted,
  registerForm,
  screenshot,
  signUpInBrowser,
  submitLogin,
  visible,
  waitForPath,
} from './helpers';
import { desktopViewport, fullPageScreenshot, phoneViewport } from './storefront-helpers';

/** A signed-in shopper whose profile is complete, with the sandbox card on file (VISA 1111). */
async function shopperWithProfile(page: Page): Promise<void> {
  await signUpInBrowser(page);
  await completeProfileFor(page);
}

let productCounter = 0;

/** A product of its own per test, so stock and carts never collide between tests. */
async function product(
  server: TestServer,
  overrides: { priceCents?: number; quantity?: number; brand?: string } = {},
): Promise<Product> {
  productCounter += 1;
  return createProduct(server.ctx, {
    brand: overrides.brand ?? `Checkout Brand ${productCounter}`,
    model: `Model C${productCounter}`,
    priceCents: overrides.priceCents ?? 12_000,
    quantity: overrides.quantity ?? 10,
  });
}

async function addToCart(page: Page, productId: number, quantity = 1): Promise<void> {
  const response = await page.request.post('/api/cart', { data: { productId, quantity } });
  if (response.status() !== 201) throw new Error(`add to cart failed: ${await response.text()}`);
}

async function apiCart(page: Page): Promise<CartItem[]> {
  return (await (await page.request.get('/api/cart')).json()) as CartItem[];
}

async function apiOrder(page: Page, id: number): Promise<Order> {
  const response = await page.request.get(`/api/orders/${id}`);
  if (!response.ok()) throw new Error(`order failed: ${response.status()}`);
  return (await response.json()) as Order;
}

function cartLine(page: Page, product: Product) {
  return page.locator(`[data-testid="cart-line"][data-product-id="${product.id}"]`);
}

/** The order id from /order-confirmation/{id}. */
async function confirmationOrderId(page: Page): Promise<number> {
  await page.waitForURL(/\/order-confirmation\/\d+$/, { timeout: 15_000 });
  return Number(new URL(page.url()).pathname.split('/').pop());
}

describeBrowser('cart', () => {
  browserTest('visitors are sent to sign in and come back', async ({ page }) => {
    await page.goto('/cart');
    await waitForPath(page, `/auth?next=${encodeURIComponent('/cart')}`);
    await page.goto('/checkout?productId=3');
    await waitForPath(page, `/auth?next=${encodeURIComponent('/checkout?productId=3')}`);
    await page.goto('/order-confirmation/1');
    await waitForPath(page, `/auth?next=${encodeURIComponent('/order-confirmation/1')}`);
  });

  browserTest(
    'an incomplete profile is not sent away: the cart says what checkout will ask for',
    async ({ page, server }) => {
      const item = await product(server, { priceCents: 2_000 });
      await signUpInBrowser(page);
      await addToCart(page, item.id);
      await page.goto('/cart');
      await visible(page.getByRole('heading', { level: 1, name: 'Your Cart' }));
      await visible(
        page
          .getByTestId('missing-details')
          .getByText(
            'To buy, we need your name, your email, your phone number and a delivery address in ZIP 92651. You can add them at checkout.',
          ),
      );
      expect(new URL(page.url()).pathname).toBe('/cart');
      await page.getByRole('button', { name: 'Proceed to checkout' }).click();
      await waitForPath(page, '/checkout');
      await visible(page.getByTestId('missing-details'));
    },
  );

  browserTest(
    'adds two products from their pages, changes a quantity and removes one',
    async ({ page, server }) => {
      const first = await product(server, { priceCents: 4_999 });
      const second = await product(server, { priceCents: 2_500 });
      await shopperWithProfile(page);

      await page.goto(`/product/${first.id}`);
      await page.getByRole('button', { name: 'Add to cart' }).click();
      await expectToast(page, 'Added to cart', `${first.brand} ${first.model} is in your cart.`);
      await screenshot(page, 'checkout-product-added-1280');
      await phoneViewport(page);
      await screenshot(page, 'checkout-product-added-390');
      await desktopViewport(page);

      await page.goto(`/product/${second.id}`);
      await page.getByRole('button', { name: 'Add to cart' }).click();
      await expectToast(page, 'Added to cart');
      await page.getByRole('button', { name: 'View cart' }).click();
      await waitForPath(page, '/cart');

      await visible(page.getByRole('heading', { level: 1, name: 'Your Cart' }));
      await visible(cartLine(page, first));
      await visible(cartLine(page, second));
      expect(await page.getByTestId('cart-subtotal').textContent()).toBe('$74.99');

      // Quantity: up to 2, then back to 1 is the floor (the minus button is disabled).
      const firstLine = cartLine(page, first);
      const decrease = firstLine.getByRole('button', { name: 'Decrease quantity' });
      expect(await decrease.isDisabled()).toBe(true);
      await firstLine.getByRole('button', { name: 'Increase quantity' }).click();
      await expect.poll(() => firstLine.getByTestId('cart-quantity').textContent()).toBe('2');
      await expect.poll(() => page.getByTestId('cart-subtotal').textContent()).toBe('$124.98');
      await expect
        .poll(async () => (await apiCart(page)).find((l) => l.productId === first.id)?.quantity)
        .toBe(2);

      await fullPageScreenshot(page, 'checkout-cart-1280');
      await phoneViewport(page);
      await fullPageScreenshot(page, 'checkout-cart-390');
      await desktopViewport(page);

      await cartLine(page, second)
        .getByRole('button', { name: `Remove ${second.brand} ${second.model}` })
        .click();
      await expect.poll(() => cartLine(page, second).count()).toBe(0);
      await expect.poll(() => page.getByTestId('cart-subtotal').textContent()).toBe('$99.98');
      await expect
        .poll(async () => (await apiCart(page)).map((l) => l.productId))
        .toEqual([first.id]);
    },
  );

  browserTest(
    'a refused quantity change is rolled back with the reason',
    async ({ page, server }) => {
      const scarce = await product(server, { quantity: 2 });
      await shopperWithProfile(page);
      await addToCart(page, scarce.id);
      await page.route('**/api/cart/*', (route) =>
        route.request().method() === 'PATCH'
          ? route.fulfill({ status: 409, json: { message: 'Only 1 left in stock' } })
          : route.continue(),
      );
      await page.goto('/cart');
      const line = cartLine(page, scarce);
      await line.getByRole('button', { name: 'Increase quantity' }).click();
      await expectToast(page, 'Could not update quantity', 'Only 1 left in stock');
      await expect.poll(() => line.getByTestId('cart-quantity').textContent()).toBe('1');
    },
  );

  browserTest(
    'a visitor picks a size, registers from Add to cart and comes back to find it added, once',
    async ({ page, server }) => {
      const shirt = await createProduct(server.ctx, {
        productType: 'tshirt',
        brand: 'Checkout Tees',
        model: 'Crew',
        size: 'S-XL',
      });
      await page.goto(`/product/${shirt.id}`);
      await page.getByRole('button', { name: 'Add to cart' }).click();
      // The size comes first, so nothing is lost on the way through signing in.
      await visible(page.getByRole('alert').filter({ hasText: 'Please choose a size' }));
      await page.getByRole('radio', { name: 'Size M' }).click();
      await page.getByRole('button', { name: 'Add to cart' }).click();
      await waitForPath(
        page,
        `/auth?next=${encodeURIComponent(`/product/${shirt.id}?add=1&size=M`)}`,
      );

      await page.getByRole('tab', { name: 'Register' }).click();
      const form = registerForm(page);
      await form.getByLabel('Username').fill(uniqueUsername('cart'));
      await form.getByLabel('Password', { exact: true }).fill('correct-horse');
      await form.getByLabel('Confirm Password').fill('correct-horse');
      await form.getByRole('button', { name: 'Register', exact: true }).click();

      await waitForPath(page, `/product/${shirt.id}`);
      await expectToast(page, 'Added to cart', 'Checkout Tees Crew (Size M) is in your cart.');
      const cart = async () =>
        (await apiCart(page)).map((line) => [line.productId, line.quantity, line.size]);
      await expect.poll(cart).toEqual([[shirt.id, 1, 'M']]);
      // A reload doesn't add it again: the address no longer asks to.
      await page.reload();
      await visible(page.getByRole('button', { name: 'Add to cart' }));
      expect(await cart()).toEqual([[shirt.id, 1, 'M']]);
    },
  );

  browserTest('an out-of-stock answer is shown as a toast', async ({ page, server }) => {
    const item = await product(server, { quantity: 1 });
    await shopperWithProfile(page);
    await addToCart(page, item.id);
    await page.goto(`/product/${item.id}`);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expectToast(page, 'Could not add to cart', 'Only 1 left in stock');
  });

  browserTest('an empty cart shows its empty state and blocks checkout', async ({ page }) => {
    await shopperWithProfile(page);
    await page.goto('/cart');
    await visible(page.getByRole('heading', { name: 'Your cart is empty' }));
    expect(await page.getByRole('link', { name: 'Browse Products' }).getAttribute('href')).toBe(
      '/products',
    );

    await page.goto('/checkout');
    await expectToast(page, 'Empty Cart', 'Your cart is empty. Add a product before checking out.');
    await waitForPath(page, '/cart');
  });
});

describeBrowser('checkout from the cart', () => {
  browserTest(
    'local delivery to 92651 with the saved card; the confirmation stays until the shopper leaves',
    async ({ page, server }) => {
      // The page's timers run on a clock the test can move on (the 7 s below).
      await page.clock.install();
      const first = await product(server, { priceCents: 4_999 });
      const second = await product(server, { priceCents: 2_500 });
      await shopperWithProfile(page);
      await addToCart(page, first.id, 2);
      await addToCart(page, second.id);

      await page.goto('/cart');
      await page.getByRole('button', { name: 'Proceed to checkout' }).click();
      await waitForPath(page, '/checkout');
      const form = page.getByRole('form', { name: 'Checkout' });
      await visible(form);

      // Prefilled from the profile.
      expect(await form.getByLabel('Full Name').inputValue()).toBe(LAGUNA_CUSTOMER.name);
      expect(await form.getByLabel('Email').inputValue()).toBe(LAGUNA_CUSTOMER.email);
      expect(await form.getByLabel('ZIP Code').inputValue()).toBe('92651');
      await visible(form.getByRole('radio', { name: /VISA •••• 1111/ }));
      expect(
        await form.getByRole('radio', { name: /VISA •••• 1111/ }).getAttribute('aria-checked'),
      ).toBe('true');

      // $124.98, delivered free, + 8% tax ($10.00) = $134.98.
      expect(await page.getByTestId('summary-subtotal').textContent()).toBe('$124.98');
      expect(await page.getByTestId('summary-shipping').textContent()).toBe('Free');
      expect(await page.getByTestId('summary-tax').textContent()).toBe('$10.00');
      expect(await page.getByTestId('summary-total').textContent()).toBe('$134.98');
      const delivery = form.getByRole('radio', { name: /Local delivery/ });
      expect(await delivery.getAttribute('aria-checked')).toBe('true');
      await visible(form.getByText('in 2-3 hours to ZIP 92651'));
      const methods = form.getByRole('radiogroup', { name: 'Shipping method' }).getByRole('radio');
      expect(await methods.count()).toBe(1);

      await fullPageScreenshot(page, 'checkout-form-1280');
      await phoneViewport(page);
      await fullPageScreenshot(page, 'checkout-form-390');
      await desktopViewport(page);

      const placeOrder = page.getByRole('button', { name: 'Place Order' });
      const checkoutRequest = page.waitForRequest(
        (request) => request.url().endsWith('/api/checkout') && request.method() === 'POST',
      );
      await placeOrder.click();
      const sent = await checkoutRequest;
      expect(sent.headers()['idempotency-key']).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
      expect(sent.postDataJSON()).toMatchObject({
        paymentMethod: 'square',
        shipping: { method: 'local', cost: 0 },
        summary: { subtotal: 124.98, shipping: 0, tax: 10, total: 134.98 },
      });

      const orderId = await confirmationOrderId(page);
      await visible(page.getByRole('heading', { name: 'Thank you for your order!' }));
      await visible(page.getByText(`#${orderId}`, { exact: true }));
      expect(await page.getByTestId('order-total').textContent()).toBe('$134.98');
      expect(await page.getByTestId('order-payment').textContent()).toBe('VISA •••• 1111');
      expect(await page.getByTestId('delivery-promise').textContent()).toBe(
        'Local delivery in 2-3 hours to ZIP 92651',
      );
      await fullPageScreenshot(page, 'checkout-confirmation-1280');
      // No countdown: 7 s later on the page's clock the shopper is still reading the confirmation.
      await page.clock.runFor(7_000);
      expect(new URL(page.url()).pathname).toBe(`/order-confirmation/${orderId}`);
      await page.getByRole('link', { name: 'View my orders' }).click();
      await page.waitForURL((url) => `${url.pathname}${url.search}` === '/profile?tab=orders');

      const order = await apiOrder(page, orderId);
      expect(order).toMatchObject({
        paymentMethod: 'card',
        total: 134.98,
        shipping: { method: 'local', cost: 0, postalCode: '92651' },
      });
      expect(await apiCart(page)).toEqual([]);
    },
  );

  browserTest(
    "the order's notice refreshing the cart before the order's own answer still ends on the confirmation",
    async ({ page, server }) => {
      const item = await product(server, { priceCents: 2_000 });
      await shopperWithProfile(page);
      await addToCart(page, item.id);
      await page.goto('/checkout');
      const form = page.getByRole('form', { name: 'Checkout' });
      await visible(form);
      expect(await page.getByTestId('summary-total').textContent()).toBe('$21.60');

      // The order goes through on the server, but its answer is held until the paid notice has
      // refreshed the cart (now empty) on this page, as a slow response on a phone network can be.
      let releaseAnswer: () => void = () => {};
      const answerHeld = new Promise<void>((resolve) => {
        releaseAnswer = resolve;
      });
      await page.route('**/api/checkout', async (route) => {
        const answer = await route.fetch();
        await answerHeld;
        await route.fulfill({ response: answer });
      });
      const emptyCartSeen = page.waitForResponse(
        async (response) =>
          new URL(response.url()).pathname === '/api/cart' &&
          response.request().method() === 'GET' &&
          ((await response.json()) as CartItem[]).length === 0,
      );
      await page.getByRole('button', { name: 'Place Order · $21.60' }).click();
      await emptyCartSeen;
      // The header's cart has emptied on screen: the page has taken the empty cart in.
      await page.getByTestId('cart-badge').waitFor({ state: 'detached' });
      await framePainted(page);

      // Still the checkout, its lines and total as placed, and no "Empty Cart" toast.
      expect(new URL(page.url()).pathname).toBe('/checkout');
      expect(await page.getByTestId('summary-total').textContent()).toBe('$21.60');
      expect(await page.getByText('Empty Cart', { exact: true }).count()).toBe(0);
      releaseAnswer();

      const orderId = await confirmationOrderId(page);
      await visible(page.getByRole('heading', { name: 'Thank you for your order!' }));
      expect((await apiOrder(page, orderId)).total).toBe(21.6);
    },
  );

  browserTest(
    'a ZIP other than 92651 shows Local Delivery Only and places nothing',
    async ({ page, server }) => {
      const item = await product(server);
      await shopperWithProfile(page);
      await addToCart(page, item.id);
      const posted: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'POST' && request.url().includes('/api/checkout'))
          posted.push(request.url());
      });

      await page.goto('/checkout');
      const zip = page.getByRole('form', { name: 'Checkout' }).getByLabel('ZIP Code');
      await visible(zip);
      await zip.fill('90210');
      await visible(page.getByRole('alert').getByText('Local Delivery Only'));
      await visible(page.getByText('We currently deliver only to ZIP code 92651 (Laguna Beach).'));
      expect(await zip.getAttribute('aria-invalid')).toBe('true');
      await screenshot(page, 'checkout-local-delivery-only');

      // Refused on the field itself, with the same words; nothing is sent.
      await page.getByRole('button', { name: 'Place Order' }).click();
      await framePainted(page);
      await visible(page.getByRole('alert').getByText('Local Delivery Only'));
      expect(posted).toEqual([]);
      await waitForPath(page, '/checkout');
      expect((await apiCart(page)).length).toBe(1);
    },
  );

  browserTest('shows the form messages of the specification', async ({ page, server }) => {
    const item = await product(server);
    await shopperWithProfile(page);
    await addToCart(page, item.id);
    await page.goto('/checkout');
    const form = page.getByRole('form', { name: 'Checkout' });
    await visible(form);
    for (const label of ['Full Name', 'Email', 'Phone', 'Address', 'City', 'State', 'ZIP Code']) {
      await form.getByLabel(label).fill(label === 'Email' ? 'nope' : 'x');
    }
    await page.getByRole('button', { name: 'Place Order' }).click();
    for (const message of [
      'Name must be at least 2 characters',
      'Please enter a valid email',
      'Please enter a valid phone number',
      'Address is required',
      'City is required',
      'State is required',
      'Postal code is required',
    ]) {
      await visible(form.getByText(message, { exact: true }));
    }
  });

  browserTest('pays cash on delivery', async ({ page, server }) => {
    const item = await product(server, { priceCents: 3_000 });
    await shopperWithProfile(page);
    await addToCart(page, item.id);
    await page.goto('/checkout');
    const form = page.getByRole('form', { name: 'Checkout' });
    await form.getByRole('radio', { name: /Cash on delivery/ }).click();
    // $30.00 + free delivery + $2.40 tax.
    expect(await page.getByTestId('summary-total').textContent()).toBe('$32.40');
    await page.getByRole('button', { name: 'Place Order' }).click();

    const orderId = await confirmationOrderId(page);
    expect(await (await visible(page.getByTestId('order-payment'))).first().textContent()).toBe(
      'Cash on delivery',
    );
    await visible(page.getByText('$32.40 due in cash on delivery.'));
    await phoneViewport(page);
    await fullPageScreenshot(page, 'checkout-confirmation-cod-390');
    const order = await apiOrder(page, orderId);
    expect(order).toMatchObject({
      paymentMethod: 'cod',
      status: 'pending_payment',
      total: 32.4,
      shipping: { method: 'local' },
    });
  });

  browserTest(
    'a declined card says why; a lost answer is retried with the same Idempotency-Key',
    async ({ page, server }) => {
      const item = await product(server);
      await shopperWithProfile(page);
      await addToCart(page, item.id);
      const keys: string[] = [];
      let attempt = 0;
      await page.route('**/api/checkout', async (route) => {
        keys.push(route.request().headers()['idempotency-key'] ?? '');
        attempt += 1;
        if (attempt === 1) {
          return route.fulfill({
            status: 402,
            json: { message: 'Card declined: insufficient funds', code: 'PAYMENT_DECLINED' },
          });
        }
        if (attempt === 2) return route.abort('connectionreset');
        return route.continue();
      });

      await page.goto('/checkout');
      const placeOrder = page.getByRole('button', { name: 'Place Order' });
      await placeOrder.click();
      await expectToast(page, 'Checkout failed', 'Card declined: insufficient funds');
      await waitForPath(page, '/checkout');

      await placeOrder.click();
      await expectToast(
        page,
        'Checkout failed',
        'There was an error processing your payment. Please try again.',
      );
      await placeOrder.click();
      await confirmationOrderId(page);

      expect(keys).toHaveLength(3);
      // After a decline (a definite answer) a new attempt; after a lost answer, the same key again.
      expect(keys[1]).not.toBe(keys[0]);
      expect(keys[2]).toBe(keys[1]);
    },
  );

  browserTest(
    'a price change since checkout opened shows the new total',
    async ({ page, server }) => {
      const item = await product(server, { priceCents: 10_000 });
      await shopperWithProfile(page);
      await addToCart(page, item.id);
      await page.goto('/checkout');
      await expect.poll(() => page.getByTestId('summary-total').textContent()).toBe('$108.00');

      await server.db.db
        .update(products)
        .set({ priceCents: 20_000 })
        .where(eq(products.id, item.id));
      await page.getByRole('button', { name: 'Place Order' }).click();
      await expectToast(page, 'Checkout failed');
      // $200 + free delivery + $16 tax.
      await expect.poll(() => page.getByTestId('summary-total').textContent()).toBe('$216.00');
      await waitForPath(page, '/checkout');

      await page.getByRole('button', { name: 'Place Order' }).click();
      const orderId = await confirmationOrderId(page);
      expect((await apiOrder(page, orderId)).total).toBe(216);
    },
  );
});

describeBrowser('single-product checkout', () => {
  browserTest(
    'Pay Now buys one product with the same free local delivery and the saved card',
    async ({ page, server }) => {
      const item = await product(server, { priceCents: 12_000 });
      await shopperWithProfile(page);
      await page.goto(`/product/${item.id}`);
      await page.getByRole('link', { name: 'Pay Now' }).click();
      await waitForPath(page, `/checkout?productId=${item.id}`);

      await visible(page.getByRole('form', { name: 'Checkout' }));
      expect(await page.getByTestId('summary-shipping').textContent()).toBe('Free');
      expect(await page.getByTestId('summary-tax').textContent()).toBe('$9.60');
      expect(await page.getByTestId('summary-total').textContent()).toBe(formatCents(12_960));
      await fullPageScreenshot(page, 'checkout-single-1280');
      await phoneViewport(page);
      await fullPageScreenshot(page, 'checkout-single-390');
      await desktopViewport(page);

      // Apple Pay is never available with the test provider: it is not offered (decision 0071).
      expect(await page.getByRole('radio', { name: /Apple Pay/ }).count()).toBe(0);

      await page.getByRole('radio', { name: /VISA •••• 1111/ }).click();
      const request = page.waitForRequest(
        (r) => r.url().endsWith('/api/orders') && r.method() === 'POST',
      );
      await page.getByRole('button', { name: 'Place Order' }).click();
      const sent = await request;
      expect(sent.headers()['idempotency-key']).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
      expect(sent.postDataJSON()).toMatchObject({
        productId: item.id,
        quantity: 1,
        subtotal: 120,
        shipping: 0,
        tax: 9.6,
        total: 129.6,
      });

      const orderId = await confirmationOrderId(page);
      expect(await page.getByTestId('order-total').textContent()).toBe('$129.60');
      const order = await apiOrder(page, orderId);
      expect(order).toMatchObject({
        paymentMethod: 'card',
        shipping: { method: 'local', cost: 0 },
      });
    },
  );

  browserTest('a decline and a server failure have their own toasts', async ({ page, server }) => {
    const item = await product(server);
    await shopperWithProfile(page);
    let attempt = 0;
    await page.route('**/api/orders', (route) => {
      attempt += 1;
      return attempt === 1
        ? route.fulfill({
            status: 402,
            json: { message: 'Card declined: insufficient funds', code: 'PAYMENT_DECLINED' },
          })
        : route.fulfill({ status: 500, json: { message: 'Something went wrong' } });
    });
    await page.goto(`/checkout?productId=${item.id}`);
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expectToast(page, 'Payment Failed', 'Card declined: insufficient funds');
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expectToast(
      page,
      'Payment System Error',
      'There was an error processing your payment. Please try again.',
    );
  });

  browserTest('without a product it says so and goes home', async ({ page }) => {
    await shopperWithProfile(page);
    for (const query of ['productId=', 'productId=abc']) {
      await page.goto(`/checkout?${query}`);
      await expectToast(page, 'Error', 'No product specified for checkout');
      await waitForPath(page, '/');
    }
  });

  browserTest('a product that cannot be loaded says so', async ({ page }) => {
    await shopperWithProfile(page);
    await page.goto('/checkout?productId=999999');
    await expectToast(page, 'Error', 'Failed to load product details');
    await visible(page.getByRole('alert').getByText('Failed to load product details'));
  });
});

/** The seven delivery fields of a checkout, as a shopper types them. */
const TYPED = {
  'Full Name': 'Robin Walker',
  Email: 'robin@example.com',
  Phone: '9495550188',
  Address: '450 Cliff Drive',
  City: 'Laguna Beach',
  State: 'CA',
  'ZIP Code': '92651',
} as const;

async function deliveryFields(page: Page): Promise<Record<string, string>> {
  const form = page.getByRole('form', { name: 'Checkout' });
  await visible(form);
  const values: Record<string, string> = {};
  for (const label of Object.keys(TYPED)) {
    values[label] = await form.getByLabel(label, { exact: true }).inputValue();
  }
  return values;
}

describeBrowser('a checkout keeps what was typed', () => {
  browserTest(
    'typed details survive a reload, a card added in a dialog, Back and signing in again; the order clears them',
    async ({ page, server }) => {
      const item = await product(server, { priceCents: 5_000, brand: 'Draft Optics' });
      const { username } = await signUpInBrowser(page);
      await phoneViewport(page);
      const checkoutPath = `/checkout?productId=${item.id}`;
      await page.goto(checkoutPath);
      const form = page.getByRole('form', { name: 'Checkout' });
      await visible(form);
      for (const [label, value] of Object.entries(TYPED)) {
        await form.getByLabel(label, { exact: true }).fill(value);
      }

      // A reload keeps every field.
      await page.reload();
      await expect.poll(() => deliveryFields(page)).toEqual(TYPED);

      // No card yet: one is added in a dialog, without leaving the checkout, and is chosen.
      expect(await form.getByRole('radio', { name: /Card on file/ }).isDisabled()).toBe(true);
      await form.getByRole('button', { name: 'Add a card' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add a card' });
      await visible(dialog);
      const cardForm = dialog.getByRole('form', { name: 'Card details' });
      await cardForm.getByLabel('Card number').fill('4111 1111 1111 1111');
      await cardForm.getByLabel('Expiry (MM/YY)').fill('12/30');
      await cardForm.getByLabel('CVC').fill('123');
      await cardForm.getByLabel('ZIP code').fill('92651');
      await screenshot(page, 'checkout-draft-card-dialog-390');
      await cardForm.getByRole('button', { name: 'Save Card' }).click();
      await expectToast(
        page,
        'Payment Method Added',
        'Your VISA card ending in 1111 has been added.',
      );
      await dialog.waitFor({ state: 'hidden' });
      expect(new URL(page.url()).pathname).toBe('/checkout');
      await expect
        .poll(() =>
          form.getByRole('radio', { name: /VISA •••• 1111/ }).getAttribute('aria-checked'),
        )
        .toBe('true');
      expect(await deliveryFields(page)).toEqual(TYPED);

      // Away to another page and Back: still there.
      await page.goto(`/product/${item.id}`);
      await visible(page.getByRole('heading', { level: 1 }));
      await page.goBack();
      await waitForPath(page, checkoutPath);
      await expect.poll(() => deliveryFields(page)).toEqual(TYPED);

      // The session ends (it expired): signing in again comes back to the filled form.
      await page.context().clearCookies();
      await page.reload();
      await waitForPath(page, `/auth?next=${encodeURIComponent(checkoutPath)}`);
      await submitLogin(page, username, 'correct-horse');
      await waitForPath(page, checkoutPath);
      await expect.poll(() => deliveryFields(page)).toEqual(TYPED);
      await fullPageScreenshot(page, 'checkout-draft-restored-390');

      // Placed without saving the details to the profile: the next checkout starts empty, since
      // the draft went with the order.
      await form.getByLabel('Save these details to my profile for next time').uncheck();
      await form.getByRole('button', { name: /Place Order/ }).click();
      await confirmationOrderId(page);
      await page.goto(checkoutPath);
      await expect
        .poll(() => deliveryFields(page))
        .toEqual(Object.fromEntries(Object.keys(TYPED).map((label) => [label, ''])));
    },
  );
});

describeBrowser('order confirmation', () => {
  browserTest("someone else's order, or none, is not found", async ({ page }) => {
    await shopperWithProfile(page);
    await page.goto('/order-confirmation/999999');
    await visible(page.getByRole('heading', { name: 'Order Not Found' }));
    await page.goto('/order-confirmation/abc');
    await visible(page.getByRole('heading', { name: 'Order Not Found' }));
    await screenshot(page, 'checkout-order-not-found');
  });
});

describeBrowser('from an empty account to a paid order with an invoice', () => {
  browserTest(
    'a new shopper fills the profile, adds the test card, buys two products and downloads the invoice',
    async ({ page, server }) => {
      const sunglasses = await product(server, { priceCents: 12_000, brand: 'Flow Optics' });
      const tee = await product(server, { priceCents: 3_450, brand: 'Flow Tees' });
      await signUpInBrowser(page);

      // The profile, through its own screen.
      await page.goto('/profile');
      const personal = page.getByRole('form', { name: 'Personal information' });
      await visible(personal);
      await fillPersonalForm(personal, LAGUNA_CUSTOMER);
      await personal.getByRole('button', { name: 'Save Changes' }).click();
      await expectToast(page, 'Profile updated');

      // The test card, through the test card form.
      await page.getByRole('tab', { name: 'Payment' }).click();
      await page.getByRole('button', { name: 'Add Card' }).click();
      const cardForm = page.getByRole('form', { name: 'Card details' });
      await visible(cardForm);
      await cardForm.getByLabel('Card number').fill('4111 1111 1111 1111');
      await cardForm.getByLabel('Expiry (MM/YY)').fill('12/30');
      await cardForm.getByLabel('CVC').fill('123');
      await cardForm.getByLabel('ZIP code').fill('92651');
      await cardForm.getByRole('button', { name: 'Save Card' }).click();
      await expectToast(
        page,
        'Payment Method Added',
        'Your VISA card ending in 1111 has been added.',
      );

      // Two products, from their pages.
      for (const item of [sunglasses, tee]) {
        await page.goto(`/product/${item.id}`);
        await page.getByRole('button', { name: 'Add to cart' }).click();
        await expectToast(page, 'Added to cart', `${item.brand} ${item.model} is in your cart.`);
      }
      await page.getByRole('banner').getByRole('link', { name: 'Cart' }).click();
      await waitForPath(page, '/cart');
      await visible(cartLine(page, sunglasses));
      await visible(cartLine(page, tee));
      expect(await page.getByTestId('cart-subtotal').textContent()).toBe('$154.50');
      await page.getByRole('button', { name: 'Proceed to checkout' }).click();

      // Delivered free to 92651, paid by the card just saved: $154.50 + $12.36 tax.
      await waitForPath(page, '/checkout');
      const form = page.getByRole('form', { name: 'Checkout' });
      await visible(form);
      expect(await form.getByLabel('ZIP Code').inputValue()).toBe('92651');
      expect(
        await form.getByRole('radio', { name: /VISA •••• 1111/ }).getAttribute('aria-checked'),
      ).toBe('true');
      await expect.poll(() => page.getByTestId('summary-total').textContent()).toBe('$166.86');
      await page.getByRole('button', { name: 'Place Order' }).click();

      const orderId = await confirmationOrderId(page);
      await page.getByRole('link', { name: 'View my orders' }).click();
      await page.waitForURL((url) => `${url.pathname}${url.search}` === '/profile?tab=orders');
      const orderCard = page.getByRole('article', { name: `Order #${orderId}` });
      await visible(orderCard);
      await fullPageScreenshot(page, 'checkout-flow-orders-tab');

      // The invoice: opened from the order, downloaded as text and as PDF.
      await orderCard.getByRole('link', { name: 'View Invoice' }).click();
      await page.waitForURL(/\/invoices\/\d+$/);
      const invoiceId = Number(new URL(page.url()).pathname.split('/').pop());
      const invoice = (await (
        await page.request.get(`/api/invoices/${invoiceId}`)
      ).json()) as Invoice;
      expect(invoice).toMatchObject({ orderId, status: 'paid', total: 166.86 });
      await visible(page.getByRole('heading', { name: `Invoice ${invoice.invoiceNumber}` }));
      await fullPageScreenshot(page, 'checkout-flow-invoice');

      const [textDownload] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download receipt (.txt)', exact: true }).click(),
      ]);
      expect(textDownload.suggestedFilename()).toBe(`invoice-${invoice.invoiceNumber}.txt`);
      const text = await readFile(await textDownload.path(), 'utf8');
      expect(text).toContain(invoice.invoiceNumber);
      expect(text).toContain('$166.86');

      const [pdfDownload] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: 'Download PDF' }).click(),
      ]);
      expect(pdfDownload.suggestedFilename()).toBe(`invoice-${invoice.invoiceNumber}.pdf`);
      const pdf = await readFile(await pdfDownload.path());
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    },
  );
});
