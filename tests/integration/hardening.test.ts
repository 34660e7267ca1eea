import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productMessages } from '../../src/shared/contracts/product-input';
import { requestMessages } from '../../src/shared/validation-messages';
import { completeProfile, newIdempotencyKey } from '../fixtures/commerce';
import {
  createProduct,
  type SignedUpUser,
  signUp,
  signUpElevatedAdmin,
} from '../fixtures/factories';
import { createTestApp, type TestApp } from '../fixtures/server';

/**
 * Values that used to reach PostgreSQL and fail there (a 500): each is refused by the request
 * schemas with a 400 and the field's message, and nothing is written. Runs on PGlite, and on the
 * PostgreSQL server when TEST_DATABASE_URL is set.
 */

const PAST_INTEGER = 2_147_483_648;
const PAST_SAFE = 9_007_199_254_740_991;

let t: TestApp;
let shopper: SignedUpUser;
let admin: SignedUpUser;
let productId: number;

beforeAll(async () => {
  t = await createTestApp();
  productId = (await createProduct(t.ctx, { playEnabled: true, quantity: 5 })).id;
  shopper = await signUp(t.app);
  await completeProfile(t.app, shopper.cookie);
  admin = await signUpElevatedAdmin(t.app, t.ctx);
}, 60_000);
afterAll(() => t.close());

function post(url: string, payload: unknown, cookie = shopper.cookie) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { cookie, 'idempotency-key': newIdempotencyKey() },
    payload: payload as Record<string, unknown>,
  });
}

function patchProduct(payload: Record<string, unknown>) {
  return t.app.inject({
    method: 'PATCH',
    url: `/api/products/${productId}`,
    headers: { cookie: admin.cookie },
    payload,
  });
}

describe('integers past PostgreSQL integer', () => {
  it.each([PAST_INTEGER, PAST_SAFE])(
    'refuses productId %d with "Product not found"',
    async (id) => {
      const bodies: [string, Record<string, unknown>][] = [
        ['/api/cart', { productId: id, quantity: 1 }],
        ['/api/plays', { productId: id, influencerIds: ['a', 'b', 'c', 'd', 'e'] }],
        ['/api/payments', { productId: id, type: 'play' }],
        ['/api/coach/campaigns', { platform: 'twitter', productId: id, text: 'Sunny day' }],
      ];
      for (const [url, body] of bodies) {
        const response = await post(url, body);
        expect(response.statusCode, `${url} ${response.body}`).toBe(400);
        expect(response.json(), url).toEqual({ message: 'Product not found' });
      }
      const payNow = await post('/api/orders', { productId: id, quantity: 1 });
      expect(payNow.statusCode, payNow.body).toBe(400);
    },
  );

  it('accepts the largest integer id and answers it as missing', async () => {
    const response = await post('/api/cart', { productId: 2_147_483_647, quantity: 1 });
    expect(response.statusCode).toBe(404);
  });

  it('answers a notification id past integer with a 4xx', async () => {
    for (const id of [String(PAST_INTEGER), String(PAST_SAFE), '99999999999999999999']) {
      const response = await post(`/api/notifications/${id}/read`, {});
      expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, response.body).toBeLessThan(500);
      expect(response.json()).toEqual({ message: 'Notification not found' });
    }
  });

  it('refuses a stock quantity past integer on PATCH and on a multipart create', async () => {
    const patched = await patchProduct({ quantity: PAST_INTEGER });
    expect(patched.statusCode, patched.body).toBe(400);
    expect(patched.json()).toEqual({ message: productMessages.quantityTooHigh });
    expect(productMessages.quantityTooHigh).toBe('Quantity must be at most 2,147,483,647');

    const data = {
      productType: 'sunglasses',
      brand: 'Laguna Optics',
      model: 'Overflow',
      size: '52mm',
      quantity: PAST_SAFE,
      price: 120,
      imageUrl: '/images/placeholder.png',
      description: 'Too many.',
    };
    const multipart = [
      '--zz',
      'Content-Disposition: form-data; name="data"',
      '',
      JSON.stringify(data),
      '--zz--',
      '',
    ].join('\r\n');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: { cookie: admin.cookie, 'content-type': 'multipart/form-data; boundary=zz' },
      payload: multipart,
    });
    expect(created.statusCode, created.body).toBe(400);
    expect(created.json()).toEqual({ message: productMessages.quantityTooHigh });
  });
});

describe('text and numbers in the form they claim', () => {
  it('refuses a lone surrogate in analytics properties (was a 500) and stores nothing', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/analytics/events',
      headers: { 'content-type': 'application/json' },
      payload: '{"events":[{"name":"page_view","properties":{"k":"\\ud800"}}]}',
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({ message: requestMessages.invalidUnicode });
  });

  it('refuses a lone surrogate anywhere in a JSON body, a key or a query', async () => {
    for (const payload of [
      '{"username":"ab\\udc00cd","password":"secret1"}',
      '{"\\ud83d":"x","username":"abc","password":"secret1"}',
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/register',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toEqual({ message: requestMessages.invalidUnicode });
    }
    const search = await t.app.inject({ method: 'GET', url: '/api/products?q=%ED%A0%80' });
    expect(search.statusCode).toBeLessThan(500);
  });

  it('keeps a valid surrogate pair (an emoji) as text', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/analytics/events',
      headers: { 'content-type': 'application/json' },
      payload: '{"events":[{"name":"page_view","properties":{"k":"\\ud83d\\ude00"}}]}',
    });
    expect(response.statusCode, response.body).toBeLessThan(300);
  });

  it('refuses a hex price and a weight that rounds to 0 g; keeps the product as it was', async () => {
    const before = (
      await t.app.inject({ method: 'GET', url: `/api/products/${productId}` })
    ).json();
    const hex = await patchProduct({ price: '0x10' });
    expect(hex.statusCode, hex.body).toBe(400);
    expect(hex.json()).toEqual({ message: productMessages.priceInvalid });
    for (const weight of [1e-300, 0.0001]) {
      const tiny = await patchProduct({ productType: 'coffee', weight, sku: 'x' });
      expect(tiny.statusCode, tiny.body).toBe(400);
      expect(tiny.json()).toEqual({ message: productMessages.weightTooLow });
    }
    // Not a decimal at all: refused like a missing weight.
    const exponent = await patchProduct({ productType: 'coffee', weight: '1e-300', sku: 'x' });
    expect(exponent.statusCode, exponent.body).toBe(400);
    const after = (await t.app.inject({ method: 'GET', url: `/api/products/${productId}` })).json();
    expect(after).toEqual(before);
  });

  it('still takes decimal strings from forms, and 1 g as the lightest weight', async () => {
    const price = await patchProduct({ price: '16.50' });
    expect(price.statusCode, price.body).toBe(200);
    expect(price.json<{ price: number }>().price).toBe(16.5);
    const coffee = await createProduct(t.ctx, { productType: 'coffee', quantity: 1 });
    const oneGram = await t.app.inject({
      method: 'PATCH',
      url: `/api/products/${coffee.id}`,
      headers: { cookie: admin.cookie },
      payload: { productType: 'coffee', weight: '0.001', sku: 'CF-1', model: 'Blend' },
    });
    expect(oneGram.statusCode, oneGram.body).toBe(200);
    expect(oneGram.json<{ weight: number }>().weight).toBe(0.001);
  });

  it('refuses a hex or exponent page size in a query', async () => {
    for (const limit of ['0x10', '1e1', ' 1 0']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/products?limit=${encodeURIComponent(limit)}`,
      });
      expect(response.statusCode, limit).toBe(400);
    }
  });
});
