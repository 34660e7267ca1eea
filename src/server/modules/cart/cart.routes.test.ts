import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkoutBodyFor,
  completeProfile,
  newIdempotencyKey,
  postCheckout,
} from '../../../../tests/fixtures/commerce';
import { createProduct, type SignedUpUser, signUp } from '../../../../tests/fixtures/factories';
import { createTestApp, type TestApp } from '../../../../tests/fixtures/server';
import type { CartItem } from '../../../shared/contracts/cart';
import type { Product } from '../../../shared/contracts/catalog';
import type { Invoice, Order } from '../../../shared/contracts/orders';
import { authMessages } from '../../../shared/validation-messages';

let t: TestApp;
let alice: SignedUpUser;
let bob: SignedUpUser;
let shades: Product;
let lastPair: Product;

beforeAll(async () => {
  t = await createTestApp();
  alice = await signUp(t.app);
  bob = await signUp(t.app);
  shades = await createProduct(t.ctx, { model: 'Cart Aviator', priceCents: 15_999, quantity: 10 });
  lastPair = await createProduct(t.ctx, { model: 'Last Pair', priceCents: 8_900, quantity: 1 });
});
afterAll(() => t.close());

const call = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  cookie?: string,
  payload?: object,
) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

describe('cart', () => {
  it('needs a signed-in shopper for every call', async () => {
    for (const [method, url] of [
      ['GET', '/api/cart'],
      ['POST', '/api/cart'],
      ['PATCH', '/api/cart/1'],
      ['DELETE', '/api/cart/1'],
    ] as const) {
      const response = await call(method, url, undefined, { productId: shades.id, quantity: 1 });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json()).toEqual({ message: authMessages.notAuthenticated });
    }
  });

  it('adds a product (quantity 1 by default) with the server’s price, and adds to the same line again', async () => {
    const first = await call('POST', '/api/cart', alice.cookie, {
      productId: shades.id,
      price: 0.01,
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      productId: shades.id,
      quantity: 1,
      price: 159.99,
      type: 'regular',
      product: { model: 'Cart Aviator' },
    });
    const again = await call('POST', '/api/cart', alice.cookie, {
      productId: shades.id,
      quantity: 2,
    });
    expect(again.json()).toMatchObject({ id: first.json().id, quantity: 3 });
    const cart = (await call('GET', '/api/cart', alice.cookie)).json<CartItem[]>();
    expect(cart).toHaveLength(1);
  });

  it('always shows the current price', async () => {
    await t.db.db.execute(sql`update products set price_cents = 14999 where id = ${shades.id}`);
    const [line] = (await call('GET', '/api/cart', alice.cookie)).json<CartItem[]>();
    expect(line?.price).toBe(149.99);
  });

  it('changes the quantity, never below 1, never beyond stock', async () => {
    const [line] = (await call('GET', '/api/cart', alice.cookie)).json<CartItem[]>();
    const url = `/api/cart/${line?.id}`;
    expect((await call('PATCH', url, alice.cookie, { quantity: 5 })).json()).toMatchObject({
      quantity: 5,
    });
    for (const quantity of [0, -1, 1.5]) {
      const response = await call('PATCH', url, alice.cookie, { quantity });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'Quantity must be at least 1' });
    }
    const tooMany = await call('PATCH', url, alice.cookie, { quantity: 11 });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toEqual({ message: 'Only 10 left in stock' });
  });

  it('refuses unknown and archived products with 404, and stock it does not have with 409', async () => {
    expect((await call('POST', '/api/cart', alice.cookie, { productId: 999999 })).json()).toEqual({
      message: 'Product not found',
    });
    const archived = await createProduct(t.ctx, { archivedAt: t.clock.now() });
    expect(
      (await call('POST', '/api/cart', alice.cookie, { productId: archived.id })).statusCode,
    ).toBe(404);
    expect(
      (
        await call('POST', '/api/cart', alice.cookie, { productId: lastPair.id, quantity: 2 })
      ).json(),
    ).toEqual({
      message: 'Only 1 left in stock',
    });
    const gone = await createProduct(t.ctx, { quantity: 0 });
    expect((await call('POST', '/api/cart', alice.cookie, { productId: gone.id })).json()).toEqual({
      message: 'This product is out of stock',
    });
  });

  it('keeps carts apart: another user cannot see, change or delete my lines (404)', async () => {
    const [line] = (await call('GET', '/api/cart', alice.cookie)).json<CartItem[]>();
    expect((await call('GET', '/api/cart', bob.cookie)).json()).toEqual([]);
    for (const [method, payload] of [
      ['PATCH', { quantity: 2 }],
      ['DELETE', undefined],
    ] as const) {
      const response = await call(method, `/api/cart/${line?.id}`, bob.cookie, payload);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Cart item not found' });
    }
    expect((await call('GET', '/api/cart', alice.cookie)).json<CartItem[]>()[0]?.quantity).toBe(5);
  });

  it('removes a line', async () => {
    const [line] = (await call('GET', '/api/cart', alice.cookie)).json<CartItem[]>();
    expect((await call('DELETE', `/api/cart/${line?.id}`, alice.cookie)).statusCode).toBe(204);
    expect((await call('GET', '/api/cart', alice.cookie)).json()).toEqual([]);
    expect((await call('DELETE', `/api/cart/${line?.id}`, alice.cookie)).statusCode).toBe(404);
    expect((await call('DELETE', '/api/cart/abc', alice.cookie)).statusCode).toBe(404);
  });
});

describe('sizes', () => {
  it('asks a T-shirt sold in S-XL for a size, keeps one line per size, and carries it to the order', async () => {
    const tee = await createProduct(t.ctx, {
      productType: 'tshirt',
      brand: 'Boardwalk Tees',
      model: 'Sunset Logo',
      size: 'S-XL',
      priceCents: 2_500,
      quantity: 10,
    });
    const shopper = await signUp(t.app);
    const none = await call('POST', '/api/cart', shopper.cookie, { productId: tee.id });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ message: 'Please choose a size' });
    const wrong = await call('POST', '/api/cart', shopper.cookie, {
      productId: tee.id,
      size: 'XXL',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: 'Choose one of the sizes: S, M, L, XL' });
    // Sunglasses sized '54mm' have no choice to make; a size given to them is refused.
    const notSized = await call('POST', '/api/cart', shopper.cookie, {
      productId: shades.id,
      size: 'M',
    });
    expect(notSized.statusCode).toBe(400);

    for (const size of ['m', 'M', 'L']) {
      expect(
        (await call('POST', '/api/cart', shopper.cookie, { productId: tee.id, size })).statusCode,
      ).toBe(201);
    }
    const cart = (await call('GET', '/api/cart', shopper.cookie)).json<CartItem[]>();
    expect(cart.map((line) => [line.size, line.quantity])).toEqual([
      ['M', 2],
      ['L', 1],
    ]);

    // The cart's checkout keeps the sizes on the order lines and the invoice.
    await completeProfile(t.app, shopper.cookie);
    const placed = await postCheckout(t.app, shopper.cookie, checkoutBodyFor(cart));
    expect(placed.statusCode).toBe(201);
    const order = (
      await call('GET', `/api/orders/${placed.json().orderId}`, shopper.cookie)
    ).json<Order>();
    expect(order.items.map((item) => [item.size, item.quantity])).toEqual([
      ['M', 2],
      ['L', 1],
    ]);
    const invoice = (
      await call('GET', `/api/invoices/${order.invoiceId}`, shopper.cookie)
    ).json<Invoice>();
    expect(invoice.items.map((item) => item.description)).toEqual([
      'Boardwalk Tees Sunset Logo (Size M)',
      'Boardwalk Tees Sunset Logo (Size L)',
      'Local delivery in 2-3 hours to ZIP 92651',
    ]);

    // Pay Now carries the size chosen on the product page, checked the same way.
    const single = (size?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: { cookie: shopper.cookie, 'idempotency-key': newIdempotencyKey() },
        payload: {
          productId: tee.id,
          quantity: 1,
          subtotal: 25,
          shipping: 0,
          tax: 2,
          total: 27,
          customerInfo: checkoutBodyFor([]).customerInfo,
          ...(size ? { size } : {}),
        },
      });
    const unsized = await single();
    expect(unsized.statusCode).toBe(400);
    expect(unsized.json().message).toBe('Please choose a size');
    const small = await single('S');
    expect(small.statusCode).toBe(201);
    const smallOrder = (
      await call('GET', `/api/orders/${small.json().id}`, shopper.cookie)
    ).json<Order>();
    expect(smallOrder.items[0]?.size).toBe('S');
    expect(
      (await call('POST', '/api/cart', shopper.cookie, { productId: shades.id })).json<CartItem>()
        .size,
    ).toBeNull();
  });
});
