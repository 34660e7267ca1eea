import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, type SignedUpUser, signUp } from '../../../../tests/fixtures/factories';
import { createTestApp, type TestApp } from '../../../../tests/fixtures/server';
import type { CartItem } from '../../../shared/contracts/cart';
import type { Product } from '../../../shared/contracts/catalog';
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
