import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createProduct,
  type SignedUpUser,
  signUp,
  signUpAdmin,
  signUpElevatedAdmin,
  TEST_ADMIN_PIN,
} from '../fixtures/factories';
import { createTestApp, type TestApp } from '../fixtures/server';

/**
 * Every admin call, walked as signed out, shopper, admin without the PIN step-up and admin with it.
 * A new admin route belongs in this table.
 */
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
interface AdminCall {
  method: Method;
  url: (productId: number) => string;
  body?: object;
  /** Reads need an admin; writes also the step-up. */
  needsPin: boolean;
  /** Status for an admin who passed the step-up. */
  ok: number;
}

const product = {
  productType: 'sunglasses',
  brand: 'Laguna Optics',
  model: 'Authorization Aviator',
  size: '58mm',
  quantity: 4,
  price: 120,
  entryPrice: 5,
  description: 'For the authorization walk.',
  imageUrl: '/images/walk.png',
};
const campaign = {
  name: 'Walk',
  description: 'Checks permissions.',
  targetAudience: 'Locals',
  budget: 10,
};

const calls: AdminCall[] = [
  { method: 'GET', url: () => '/api/admin/session', needsPin: false, ok: 200 },
  {
    method: 'POST',
    url: () => '/api/admin/verify-pin',
    body: { pin: TEST_ADMIN_PIN },
    needsPin: false,
    ok: 200,
  },
  { method: 'POST', url: () => '/api/products', body: product, needsPin: true, ok: 201 },
  { method: 'PUT', url: (id) => `/api/products/${id}`, body: product, needsPin: true, ok: 200 },
  {
    method: 'PATCH',
    url: (id) => `/api/products/${id}`,
    body: { quantity: 3 },
    needsPin: true,
    ok: 200,
  },
  { method: 'DELETE', url: (id) => `/api/products/${id}`, needsPin: true, ok: 204 },
  { method: 'GET', url: () => '/api/meta/campaigns', needsPin: true, ok: 200 },
  { method: 'POST', url: () => '/api/meta/campaigns', body: campaign, needsPin: true, ok: 201 },
  { method: 'GET', url: () => '/api/business-applications', needsPin: true, ok: 200 },
];

let t: TestApp;
let shopper: SignedUpUser;
let admin: SignedUpUser;

beforeAll(async () => {
  t = await createTestApp();
  shopper = await signUp(t.app);
  admin = await signUpElevatedAdmin(t.app, t.ctx);
});
afterAll(() => t.close());

async function call(entry: AdminCall, cookie: string | undefined) {
  const target = await createProduct(t.ctx);
  return t.app.inject({
    method: entry.method,
    url: entry.url(target.id),
    headers: cookie ? { cookie } : {},
    ...(entry.body ? { payload: entry.body } : {}),
  });
}

describe.each(calls)('$method $url', (entry) => {
  const label = `${entry.method} ${entry.url(0)}`;

  it('answers 401 signed out', async () => {
    const response = await call(entry, undefined);
    expect(response.statusCode, label).toBe(401);
    expect(response.json()).toEqual({ message: 'Not authenticated' });
  });

  it('answers 403 to a shopper', async () => {
    const response = await call(entry, shopper.cookie);
    expect(response.statusCode, label).toBe(403);
    expect(response.json()).toEqual({ message: 'Admin access required' });
  });

  it(
    entry.needsPin
      ? 'asks an admin without the step-up for the PIN'
      : 'lets an admin in without the step-up',
    async () => {
      // A fresh admin each time: the verify-pin row would otherwise elevate a shared one.
      const adminWithoutPin = await signUpAdmin(t.app, t.ctx);
      const response = await call(entry, adminWithoutPin.cookie);
      if (entry.needsPin) {
        expect(response.statusCode, label).toBe(403);
        expect(response.json()).toEqual({
          code: 'PIN_REQUIRED',
          message: 'Please verify your admin PIN to continue.',
        });
      } else {
        expect(response.statusCode, label).toBe(entry.ok);
      }
    },
  );

  it(`answers ${entry.ok} to an admin who passed the step-up`, async () => {
    const response = await call(entry, admin.cookie);
    expect(response.statusCode, `${label}: ${response.body}`).toBe(entry.ok);
  });
});

describe('whatever a shopper sends', () => {
  it.each([
    ['malformed JSON', { 'content-type': 'application/json' }, '{"price": '],
    [
      'a huge body',
      { 'content-type': 'application/json' },
      JSON.stringify({ description: 'x'.repeat(3 * 1024 * 1024) }),
    ],
    [
      'multipart with a file',
      { 'content-type': 'multipart/form-data; boundary=x' },
      '--x\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n\r\nabc\r\n--x--\r\n',
    ],
  ])('%s gets 403 before the body is read, and changes nothing', async (_, headers, payload) => {
    const before = (await t.app.inject({ method: 'GET', url: '/api/products' })).json<unknown[]>()
      .length;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: { ...headers, cookie: shopper.cookie },
      payload,
    });
    expect(response.statusCode).toBe(403);
    const after = (await t.app.inject({ method: 'GET', url: '/api/products' })).json<unknown[]>()
      .length;
    expect(after).toBe(before);
  });
});
