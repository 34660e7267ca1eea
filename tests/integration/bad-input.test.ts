import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeProfile, newIdempotencyKey } from '../fixtures/commerce';
import {
  createProduct,
  type SignedUpUser,
  signUp,
  signUpElevatedAdmin,
} from '../fixtures/factories';
import { seedInfluencers } from '../fixtures/influencers';
import { createTestApp, type TestApp } from '../fixtures/server';

/**
 * Every route the app has (read from Fastify's own route table, so a new route is covered the day
 * it is added) gets malformed ids, queries and bodies, signed out, as a shopper with a card on file
 * and as an admin past the PIN step-up. Whatever the input, the answer is never a 5xx, and every
 * refusal is JSON with a readable `message`.
 */

interface Route {
  path: string;
  methods: string[];
}

/** Parses `printRoutes({ commonPrefix: false })`: one node per line, children indented by 4. */
function parseRouteTree(tree: string): Route[] {
  const routes: Route[] = [];
  const stack: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^((?:[│ ] {3})*)[├└]── (\S+)(?: \(([^)]*)\))?/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    stack.length = depth;
    const path = (stack[depth - 1] ?? '') + (match[2] ?? '');
    stack[depth] = path;
    const methods = (match[3] ?? '')
      .split(',')
      .map((method) => method.trim())
      .filter((method) => method && method !== 'HEAD');
    if (methods.length > 0) routes.push({ path, methods });
  }
  return routes;
}

const long = 'x'.repeat(100_000);

const badIds = [
  'abc',
  '-1',
  '0',
  '1.5',
  '99999999999999999999',
  '%00',
  'a'.repeat(300),
  '%F0%9F%92%A9',
];

const badQueries = [
  `?limit=-1&offset=abc&type=zzz&sort=zzz&date=2026-13-45&tab=%00&productId=x&q=${'q'.repeat(5_000)}`,
  '?limit=99999999999&offset=99999999999999999999&type=sunglasses,zzz&date=9999-99-99&q[]=1&q[]=2',
];

/** Field names the API reads somewhere, each with a value of the wrong type or out of range. */
const wrongTypes = {
  productId: 'seven',
  quantity: -3,
  influencerIds: 'sofia',
  influencers: [1, 2, 3],
  playerName: { name: 'x' },
  name: 42,
  maxPlayers: 1_000,
  prize: ['x'],
  pin: 1234,
  text: null,
  platform: 'myspace',
  paymentMethod: { type: 'credit_card', token: 5 },
  paymentToken: 7,
  items: 'everything',
  shipping: { method: 'teleport', cost: 'free' },
  summary: 'cheap',
  amount: 'NaN',
  type: 'zzz',
  status: 'weird',
  events: 'x',
  username: '',
  password: 1,
  email: 'not-an-email',
  phone: [],
  address: 'somewhere',
  preferences: 'yes',
  message: 12,
  content: {},
  price: -1,
  entryPrice: 'one',
  productType: 'spaceship',
};

const tooLong = Object.fromEntries(Object.keys(wrongTypes).map((key) => [key, long]));

/** Otherwise well-formed text with U+0000, which PostgreSQL text cannot hold. */
const nul = 'Laguna\u0000Beach';
const withNul = {
  ...Object.fromEntries(Object.keys(wrongTypes).map((key) => [key, nul])),
  productType: 'sunglasses',
  brand: nul,
  model: nul,
  size: '52mm',
  quantity: 3,
  price: 120,
  entryPrice: 5,
  description: nul,
  playerName: nul,
  name: nul,
  text: nul,
  platform: 'twitter',
  influencerIds: ['sofia', nul, 'kai', 'zen', 'ryan'],
};
/** Numbers past PostgreSQL's integer and money ranges, in otherwise plausible bodies. */
const huge = {
  ...withNul,
  brand: 'Laguna Optics',
  model: 'Huge',
  description: 'Huge numbers.',
  playerName: 'Huge',
  name: 'Huge',
  text: 'Huge numbers',
  influencerIds: ['sofia', 'kai', 'zen', 'ryan', 'marcus'],
  productId: 2_147_483_648,
  quantity: 2_147_483_648,
  maxPlayers: 1e20,
  price: 1e20,
  entryPrice: 1e15,
  amount: 1e20,
  budget: 1e20,
  duration: 2_147_483_648,
  cost: 1e20,
};
const multipartWithNul = [
  '--zz',
  'Content-Disposition: form-data; name="data"',
  '',
  JSON.stringify(withNul),
  '--zz',
  'Content-Disposition: form-data; name="keepExistingImage"',
  '',
  'true',
  '--zz--',
  '',
].join('\r\n');

interface BodyCase {
  label: string;
  payload?: string;
  contentType?: string;
}

const bodies: BodyCase[] = [
  { label: 'no body' },
  { label: 'malformed JSON', payload: '{"productId": 1,', contentType: 'application/json' },
  { label: 'a JSON array', payload: '[1, 2, 3]', contentType: 'application/json' },
  { label: 'JSON null', payload: 'null', contentType: 'application/json' },
  { label: 'a JSON string', payload: '"hello"', contentType: 'application/json' },
  { label: 'an empty object', payload: '{}', contentType: 'application/json' },
  { label: 'wrong types', payload: JSON.stringify(wrongTypes), contentType: 'application/json' },
  { label: '100 KB strings', payload: JSON.stringify(tooLong), contentType: 'application/json' },
  { label: 'NUL in text', payload: JSON.stringify(withNul), contentType: 'application/json' },
  { label: 'huge numbers', payload: JSON.stringify(huge), contentType: 'application/json' },
  { label: 'plain text', payload: 'productId=1', contentType: 'text/plain' },
  {
    label: 'NUL in multipart fields',
    payload: multipartWithNul,
    contentType: 'multipart/form-data; boundary=zz',
  },
  {
    label: 'broken multipart',
    payload: '--zz\r\nContent-Disposition: form-data; name="data"\r\n\r\n{oops\r\n--zz',
    contentType: 'multipart/form-data; boundary=zz',
  },
];

let t: TestApp;
let routes: Route[];
let shopper: SignedUpUser;
let admin: SignedUpUser;
let productId: number;

beforeAll(async () => {
  t = await createTestApp();
  routes = parseRouteTree(t.app.printRoutes({ commonPrefix: false }));
  await seedInfluencers(t.ctx);
  productId = (await createProduct(t.ctx, { playEnabled: true, quantity: 5 })).id;
  shopper = await signUp(t.app);
  await completeProfile(t.app, shopper.cookie);
  admin = await signUpElevatedAdmin(t.app, t.ctx);
}, 60_000);
afterAll(() => t.close());

/** Fills each `:param` of a route. */
function urlOf(path: string, param: string): string {
  return path.replace(/:[A-Za-z]+/g, param);
}

async function expectClearAnswer(options: InjectOptions, label: string): Promise<void> {
  const response = await t.app.inject(options);
  const where = `${label} → ${response.statusCode} ${response.body.slice(0, 200)}`;
  expect(response.statusCode, where).toBeLessThan(500);
  if (response.statusCode >= 400) {
    expect(response.headers['content-type'], where).toMatch(/^application\/json/);
    const message = response.json<{ message?: unknown }>().message;
    expect(typeof message, where).toBe('string');
    expect((message as string).length, where).toBeGreaterThan(0);
  }
}

const identities = () =>
  [
    ['signed out', undefined],
    ['a shopper', shopper.cookie],
    ['an admin', admin.cookie],
  ] as const;

describe('text PostgreSQL cannot store', () => {
  it('refuses U+0000 in an id, a query or a JSON body with 400', async () => {
    for (const options of [
      { method: 'GET', url: '/api/influencers/%00' },
      { method: 'GET', url: '/api/products?q=a%00b' },
      {
        method: 'POST',
        url: '/api/free-play/games',
        payload: { playerName: nul },
      },
    ] as InjectOptions[]) {
      const response = await t.app.inject(options);
      expect(response.statusCode, options.url as string).toBe(400);
      expect(response.json()).toEqual({ message: 'Text may not contain NUL characters' });
    }
  });

  it('refuses it in multipart fields too, and changes nothing', async () => {
    const before = (
      await t.app.inject({ method: 'GET', url: `/api/products/${productId}` })
    ).json();
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/products/${productId}`,
      headers: { cookie: admin.cookie, 'content-type': 'multipart/form-data; boundary=zz' },
      payload: multipartWithNul,
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({ message: 'Text may not contain NUL characters' });
    const after = (await t.app.inject({ method: 'GET', url: `/api/products/${productId}` })).json();
    expect(after).toEqual(before);
  });
});

describe('bad input on every route', () => {
  it('finds the routes in the route table', () => {
    const paths = routes.map((route) => route.path);
    expect(paths).toContain('/api/plays');
    expect(paths).toContain('/api/game-rooms/:id/team');
    expect(paths).toContain('/api/user/profile-status');
    expect(routes.length).toBeGreaterThan(50);
  });

  it('answers malformed ids and queries with a 4xx and a message, never a 5xx', async () => {
    for (const route of routes) {
      if (route.path === '/api/live') continue; // a WebSocket upgrade; tested on its own
      for (const method of route.methods) {
        for (const [who, cookie] of identities()) {
          if (route.path === '/api/logout' && cookie) continue; // would end the session
          const ids = route.path.includes(':') ? badIds : [''];
          const queries = method === 'GET' ? badQueries : [''];
          for (const url of ids.flatMap((id) =>
            queries.map((q) => `${urlOf(route.path, id)}${q}`),
          )) {
            await expectClearAnswer(
              {
                method: method as InjectOptions['method'],
                url,
                headers: {
                  ...(cookie ? { cookie } : {}),
                  'idempotency-key': newIdempotencyKey(),
                },
                ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
              },
              `${method} ${url.slice(0, 120)} as ${who}`,
            );
          }
        }
      }
    }
  }, 120_000);

  it('answers malformed bodies with a 4xx and a message, never a 5xx', async () => {
    for (const route of routes) {
      for (const method of route.methods) {
        if (method === 'GET') continue;
        const url = urlOf(route.path, route.path.includes('file') ? 'x.png' : String(productId));
        for (const [who, cookie] of identities()) {
          if (route.path === '/api/logout' && cookie) continue; // would end the session
          for (const body of bodies) {
            for (const key of ['', 'x'.repeat(1_000), newIdempotencyKey()]) {
              await expectClearAnswer(
                {
                  method: method as InjectOptions['method'],
                  url,
                  headers: {
                    ...(cookie ? { cookie } : {}),
                    ...(body.contentType ? { 'content-type': body.contentType } : {}),
                    ...(key ? { 'idempotency-key': key } : {}),
                  },
                  ...(body.payload !== undefined ? { payload: body.payload } : {}),
                },
                `${method} ${url} as ${who} with ${body.label}, key of ${key.length}`,
              );
            }
          }
        }
      }
    }
  }, 240_000);
});
