import { desc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedUpUser, signUp } from '../../../../tests/fixtures/factories';
import { createTestApp, type TestApp } from '../../../../tests/fixtures/server';
import {
  analyticsEventNames,
  MAX_ANALYTICS_BATCH,
  analyticsMessages as m,
} from '../../../shared/contracts/analytics';
import { analyticsEvents } from '../../db/schema/analytics';

let t: TestApp;
let shopper: SignedUpUser;
let ipCounter = 0;

beforeAll(async () => {
  t = await createTestApp();
  shopper = await signUp(t.app);
});
afterAll(() => t.close());

/** Each call comes from its own IP unless one is given, so the per-IP limit stays out of the way. */
const send = (payload: unknown, options: { cookie?: string; ip?: string } = {}) => {
  ipCounter += 1;
  return t.app.inject({
    method: 'POST',
    url: '/api/analytics/events',
    remoteAddress: options.ip ?? `10.1.${Math.floor(ipCounter / 250)}.${ipCounter % 250}`,
    headers: options.cookie ? { cookie: options.cookie } : {},
    payload: payload as object,
  });
};

const stored = (limit: number) =>
  t.ctx.db.select().from(analyticsEvents).orderBy(desc(analyticsEvents.id)).limit(limit);

const count = async () => {
  const [row] = await t.ctx.db.select({ n: sql<number>`count(*)::int` }).from(analyticsEvents);
  return row?.n ?? 0;
};

describe('POST /api/analytics/events', () => {
  it("stores a batch of the spec's events with the clock's time, answering 202", async () => {
    t.clock.set('2026-11-22T19:00:00Z');
    const events = analyticsEventNames.map((name) => ({
      name,
      properties: name === 'page_view' ? undefined : { influencerId: 'sofia', productId: 12 },
      path: '/social-play/12',
    }));
    const response = await send({ events });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ accepted: events.length });
    const rows = (await stored(events.length)).reverse();
    expect(rows.map((row) => row.name)).toEqual([...analyticsEventNames]);
    expect(rows[0]).toMatchObject({
      name: 'view_influencer',
      properties: { influencerId: 'sofia', productId: 12 },
      path: '/social-play/12',
      userId: null,
      clientTime: null,
      createdAt: new Date('2026-11-22T19:00:00Z'),
    });
    expect(rows.find((row) => row.name === 'page_view')?.properties).toBeNull();
  });

  it("records the signed-in user and the browser's time", async () => {
    const response = await send(
      {
        events: [
          {
            name: 'submit_play',
            properties: { productId: 3, influencerCount: 5, ok: true, note: null },
            occurredAt: '2026-11-22T18:59:58.120Z',
          },
        ],
      },
      { cookie: shopper.cookie },
    );
    expect(response.statusCode).toBe(202);
    const [row] = await stored(1);
    expect(row).toMatchObject({
      name: 'submit_play',
      userId: shopper.user.id,
      clientTime: new Date('2026-11-22T18:59:58.120Z'),
      properties: { productId: 3, influencerCount: 5, ok: true, note: null },
    });
  });

  const tooBig = {
    blob: 'x'.repeat(200),
    ...Object.fromEntries(Array.from({ length: 15 }, (_, i) => [`key${i}`, 'y'.repeat(150)])),
  };

  it.each([
    ['an unknown event', { events: [{ name: 'hack_the_planet' }] }, m.unknownEvent],
    ['no events', { events: [] }, m.emptyBatch],
    ['no events field', {}, m.emptyBatch],
    [
      'more than 50 events',
      { events: Array.from({ length: MAX_ANALYTICS_BATCH + 1 }, () => ({ name: 'page_view' })) },
      m.batchTooLarge,
    ],
    [
      'a nested property',
      { events: [{ name: 'view_influencer', properties: { influencer: { id: 'sofia' } } }] },
      m.badProperties,
    ],
    [
      'properties that are a list',
      { events: [{ name: 'view_influencer', properties: ['sofia'] }] },
      m.badProperties,
    ],
    [
      'too many properties',
      {
        events: [
          {
            name: 'view_influencer',
            properties: Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`k${i}`, i])),
          },
        ],
      },
      m.tooManyProperties,
    ],
    [
      'properties over 2 KB',
      { events: [{ name: 'expand_metrics', properties: tooBig }] },
      m.propertiesTooLarge,
    ],
    [
      'a path that is a URL',
      { events: [{ name: 'page_view', path: 'https://evil.example/' }] },
      m.badPath,
    ],
    ['a bad time', { events: [{ name: 'page_view', occurredAt: 'yesterday' }] }, m.badTime],
  ])('answers 400 for %s and stores nothing', async (_case, payload, message) => {
    const before = await count();
    const response = await send(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
    expect(await count()).toBe(before);
  });

  it('refuses a body over 128 KB with 413', async () => {
    const response = await send({
      events: [{ name: 'page_view', path: `/${'a'.repeat(200_000)}` }],
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'Request body is too large' });
  });

  it('accepts 120 batches per IP per minute, then answers 429 until the minute is over', async () => {
    t.clock.set('2026-11-22T20:00:00Z');
    const ip = '203.0.113.40';
    const batch = { events: [{ name: 'page_view', path: '/home' }] };
    for (let i = 0; i < 120; i += 1) expect((await send(batch, { ip })).statusCode).toBe(202);
    const limited = await send(batch, { ip });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: m.tooMany });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await send(batch, { ip: '203.0.113.41' })).statusCode).toBe(202);
    t.clock.advance(60_000);
    expect((await send(batch, { ip })).statusCode).toBe(202);
  });
});
