import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { buildApp } from '../../src/server/app';
import { systemClock } from '../../src/server/clock';
import { openDatabase } from '../../src/server/db/client';
import { migrationsFolder, pendingMigrations } from '../../src/server/db/migrate';
import { products } from '../../src/server/db/schema/catalog';
import { startScheduler } from '../../src/server/jobs/scheduler';
import { runSchedulerTick } from '../../src/server/jobs/scheduler-tick';
import { startMetricsPoller } from '../../src/server/modules/influencers/metrics.service';
import type { MetricsProvider } from '../../src/server/modules/influencers/metrics-provider';
import { testGateway } from '../../src/server/modules/payments/test-gateway';
import { loggerOptions, REDACTED } from '../../src/server/ops/logging';
import { observeDatabasePool } from '../../src/server/ops/metrics';
import {
  addToCart,
  checkoutBodyFor,
  completeProfile,
  getCart,
  postCheckout,
} from '../fixtures/commerce';
import { createTestInfluencers, enter } from '../fixtures/competitions';
import { createProduct, type SignedUpUser, signUp } from '../fixtures/factories';
import { createTestApp, type TestApp } from '../fixtures/server';
import { freePort } from '../fixtures/server-process';

/**
 * Issue 17's operations, in one app: readiness and liveness, Prometheus metrics (each family seen
 * to move), and the logs (request ids, redaction, LOG_LEVEL, quiet probes).
 */

const TOKEN = 'operations-test-metrics-token';
let t: TestApp;
const logLines: Record<string, unknown>[] = [];

function capture(): Writable {
  return new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n'))
        if (line.trim()) logLines.push(JSON.parse(line));
      done();
    },
  });
}

beforeAll(async () => {
  t = await createTestApp({
    metricsToken: TOKEN,
    logger: { ...loggerOptions('info'), stream: capture() } as never,
  });
  // 12:20 UTC: the next aligned start is 13:00.
  t.clock.set('2026-03-02T12:20:00.000Z');
}, 60_000);
afterAll(() => t?.close());

async function scrape(): Promise<string> {
  const response = await t.app.inject({
    method: 'GET',
    url: '/metrics',
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toContain('text/plain');
  return response.body;
}

/** The sum of a family's samples whose labels include `labels` (0 when absent). */
function value(text: string, name: string, labels: Record<string, string> = {}): number {
  let sum = 0;
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(\{[^}]*\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const set = match[2] ?? '';
    if (Object.entries(labels).every(([key, wanted]) => set.includes(`${key}="${wanted}"`))) {
      sum += Number(match[3]);
    }
  }
  return sum;
}

describe('liveness and readiness', () => {
  it('/healthz answers while the process serves, /readyz when the database, migrations and bus are', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
  });

  it('finds pending migrations by the journal, as the migrator does', async () => {
    expect(await pendingMigrations(t.db.db)).toEqual([]);
    const folder = mkdtempSync(path.join(tmpdir(), 'sm-migrations-'));
    try {
      cpSync(migrationsFolder, folder, { recursive: true });
      const journalFile = path.join(folder, 'meta', '_journal.json');
      const journal = JSON.parse(readFileSync(journalFile, 'utf8'));
      journal.entries.push({
        idx: 999,
        version: '7',
        // Later than every real migration's.
        when: 4_102_444_800_000,
        tag: '9999_next',
        breakpoints: true,
      });
      writeFileSync(journalFile, JSON.stringify(journal));
      expect(await pendingMigrations(t.db.db, folder)).toEqual(['9999_next']);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('says 503 and what is missing while the database is unreachable', async () => {
    const handle = await openDatabase({
      url: `postgres://postgres@127.0.0.1:${await freePort()}/x`,
    });
    const app = await buildApp({ authRateLimitPerIp: 1000 }, { db: handle.db, clock: systemClock });
    try {
      const health = await app.inject({ method: 'GET', url: '/healthz' });
      expect(health.statusCode).toBe(200);
      const ready = await app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({
        status: 'unready',
        message: 'Not ready: database unreachable',
        missing: ['database unreachable'],
      });
    } finally {
      await app.close();
      await handle.close();
    }
  }, 30_000);
});

describe('metrics', () => {
  it('are not public: /metrics needs the bearer token here, and is absent without METRICS_TOKEN', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    const wrong = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: 'Bearer not-the-token-at-all' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: 'Metrics need the bearer token' });
    const plain = await createTestApp();
    try {
      expect((await plain.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  }, 30_000);

  it('move for HTTP, the pool, WebSockets, orders, payments, entries, competitions, the scheduler and the poller', async () => {
    const before = await scrape();
    const pool = t.db.pool;
    if (pool) {
      observeDatabasePool({
        inUse: () => pool.totalCount - pool.idleCount,
        waiting: () => pool.waitingCount,
      });
    }

    // HTTP by route pattern and status.
    await t.app.inject({ method: 'GET', url: '/api/products/999999' });

    // An order paid by card, a declined one.
    const shopper: SignedUpUser = await signUp(t.app);
    await completeProfile(t.app, shopper.cookie);
    const item = await createProduct(t.ctx, { quantity: 5 });
    await addToCart(t.app, shopper.cookie, item.id);
    const cart = await getCart(t.app, shopper.cookie);
    expect((await postCheckout(t.app, shopper.cookie, checkoutBodyFor(cart))).statusCode).toBe(201);
    await addToCart(t.app, shopper.cookie, item.id);
    const declined = await postCheckout(
      t.app,
      shopper.cookie,
      checkoutBodyFor(await getCart(t.app, shopper.cookie), {
        paymentToken: 'cnon:card-nonce-declined',
      }),
    );
    expect(declined.statusCode).toBe(402);

    // Three competition entries: two fill a game that starts at 13:00 and is settled after its
    // hour; one is in a game that is cancelled when its product is taken out of play.
    const ids = await createTestInfluencers(t.ctx, 10);
    const prize = await createProduct(t.ctx, { maxContestants: 2, playEnabled: true, quantity: 2 });
    const doomed = await createProduct(t.ctx, {
      maxContestants: 5,
      playEnabled: true,
      quantity: 2,
    });
    await runSchedulerTick(t.ctx, { gateway: testGateway });
    const second = await signUp(t.app);
    await completeProfile(t.app, second.cookie);
    for (const [who, productId, team] of [
      [shopper, prize.id, ids.slice(0, 5)],
      [second, prize.id, ids.slice(5, 10)],
      [shopper, doomed.id, ids.slice(0, 5)],
    ] as const) {
      const entry = await enter(t.app, who.cookie, productId, [...team]);
      expect(entry.statusCode, entry.body).toBe(201);
    }
    await t.ctx.db.update(products).set({ playEnabled: false }).where(eq(products.id, doomed.id));
    t.clock.set('2026-03-02T13:00:00.000Z');
    expect((await runSchedulerTick(t.ctx, { gateway: testGateway })).started).toBe(1);
    t.clock.set('2026-03-02T14:00:30.000Z');
    expect((await runSchedulerTick(t.ctx, { gateway: testGateway })).completed).toBe(1);

    // The running scheduler measures its ticks; a failing metrics provider counts a failure.
    const stopScheduler = startScheduler(t.ctx, { gateway: testGateway }, 100);
    const failing: MetricsProvider = {
      name: 'instagram',
      fetchCounters: async () => {
        throw new Error('provider down');
      },
    };
    const stopPoller = startMetricsPoller(t.ctx, failing, 3600);
    await waitFor(
      async () =>
        value(await scrape(), 'scheduler_tick_duration_seconds_count') >
        value(before, 'scheduler_tick_duration_seconds_count'),
    );
    await stopScheduler();
    await stopPoller();

    // A WebSocket client that hears one event.
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const socket = new WebSocket(`${address.replace('http', 'ws')}/api/live`);
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    socket.send(JSON.stringify({ type: 'subscribe', topic: 'games' }));
    await nextMessage(socket);
    const during = await scrape();
    const heard = nextMessage(socket);
    await t.events.publish({ topic: 'games', id: '1', version: 1 });
    await heard;

    // A query held open shows a connection in use.
    let release: () => void = () => {};
    const held = pool
      ? pool.connect().then((client) => {
          release = () => client.release();
        })
      : Promise.resolve();
    await held;
    const after = await scrape();
    release();
    socket.close();

    const moved = (name: string, labels: Record<string, string> = {}) =>
      value(after, name, labels) - value(before, name, labels);
    expect(moved('http_requests_total', { route: '/api/products/:id', status: '404' })).toBe(1);
    expect(
      moved('http_request_duration_seconds_count', { route: '/api/checkout', status: '201' }),
    ).toBe(1);
    expect(value(after, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(after).toContain('nodejs_eventloop_lag_p99_seconds');
    expect(value(after, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
    if (pool) expect(value(after, 'db_pool_connections_in_use')).toBeGreaterThanOrEqual(1);
    expect(after).toContain('db_pool_requests_waiting 0');
    expect(value(during, 'websocket_connections')).toBe(1);
    expect(moved('websocket_events_delivered_total')).toBe(1);
    expect(moved('shop_orders_total')).toBe(1);
    expect(moved('shop_payments_total', { outcome: 'completed' })).toBe(4);
    expect(moved('shop_payments_total', { outcome: 'declined' })).toBe(1);
    expect(moved('shop_competition_entries_total')).toBe(3);
    expect(moved('shop_competitions_started_total')).toBe(1);
    expect(moved('shop_competitions_settled_total')).toBe(1);
    expect(moved('shop_competitions_cancelled_total')).toBe(1);
    expect(moved('scheduler_tick_duration_seconds_count')).toBeGreaterThanOrEqual(1);
    expect(moved('scheduler_tick_lateness_seconds_count')).toBeGreaterThanOrEqual(1);
    expect(moved('influencer_metrics_poll_failures_total')).toBe(1);
  }, 60_000);
});

describe('the scheduler during a shutdown', () => {
  it('stops between transactions: a stopping tick leaves refunds for the next process, and stop waits for the running tick', async () => {
    const ids = await createTestInfluencers(t.ctx, 5);
    const doomed = await createProduct(t.ctx, {
      maxContestants: 5,
      playEnabled: true,
      quantity: 2,
    });
    await runSchedulerTick(t.ctx, { gateway: testGateway });
    const player = await signUp(t.app);
    await completeProfile(t.app, player.cookie);
    expect((await enter(t.app, player.cookie, doomed.id, ids)).statusCode).toBe(201);
    await t.ctx.db.update(products).set({ playEnabled: false }).where(eq(products.id, doomed.id));
    const stopping = await runSchedulerTick(t.ctx, { gateway: testGateway, stopping: () => true });
    expect(stopping).toMatchObject({ ran: true, cancelled: 0 });
    expect((await runSchedulerTick(t.ctx, { gateway: testGateway })).cancelled).toBe(1);

    const ticks = async () => value(await scrape(), 'scheduler_tick_duration_seconds_count');
    const before = await ticks();
    const stop = startScheduler(t.ctx, { gateway: testGateway }, 50);
    await waitFor(async () => (await ticks()) > before);
    await stop();
    const stopped = await ticks();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await ticks()).toBe(stopped);
  }, 30_000);
});

async function waitFor(condition: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function nextMessage(socket: WebSocket): Promise<unknown> {
  return new Promise((resolve) =>
    socket.once('message', (data) => resolve(JSON.parse(String(data)))),
  );
}

describe('logs', () => {
  it('tag each request with its id (the proxy’s X-Request-Id when sane) and answer it back', async () => {
    const given = await t.app.inject({
      method: 'GET',
      url: '/api/brands',
      headers: { 'x-request-id': 'edge-1234' },
    });
    expect(given.headers['x-request-id']).toBe('edge-1234');
    expect(
      logLines.some((line) => line.reqId === 'edge-1234' && line.msg === 'request completed'),
    ).toBe(true);
    const made = await t.app.inject({
      method: 'GET',
      url: '/api/brands',
      headers: { 'x-request-id': 'bad id\nwith a newline' },
    });
    expect(String(made.headers['x-request-id'])).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('tag a WebSocket session with its upgrade request id, and each scheduler tick with its number', async () => {
    logLines.length = 0;
    const address = t.app.server.listening
      ? `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`
      : await t.app.listen({ port: 0, host: '127.0.0.1' });
    const socket = new WebSocket(`${address.replace('http', 'ws')}/api/live`, {
      headers: { 'x-request-id': 'ws-edge-42' },
    });
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    socket.close();
    await waitFor(async () => logLines.some((line) => line.msg === 'live session closed'));
    for (const msg of ['live session opened', 'live session closed']) {
      expect(logLines.find((line) => line.msg === msg)).toMatchObject({
        reqId: 'ws-edge-42',
        ws: 'ws-edge-42',
      });
    }

    // A tick that fails (its database is unreachable) logs the failure under its tick number.
    const unreachable = await openDatabase({
      url: `postgres://postgres@127.0.0.1:${await freePort()}/x`,
    });
    const stop = startScheduler(
      { ...t.ctx, db: unreachable.db, log: t.app.log },
      { gateway: testGateway },
      100,
    );
    await waitFor(async () => logLines.some((line) => line.msg === 'scheduler tick failed'));
    await stop();
    await unreachable.close();
    expect(logLines.find((line) => line.msg === 'scheduler tick failed')).toMatchObject({
      tick: 1,
      level: 50,
    });
  }, 30_000);

  it('redact cookies, authorization, tokens, card data and passwords', async () => {
    logLines.length = 0;
    t.app.log.info(
      {
        password: 'hunter2-password',
        headers: { cookie: 'sm_session=secret-cookie', authorization: 'Bearer secret-bearer' },
        body: {
          currentPassword: 'old-secret-pw',
          card: { number: '4111111111111111' },
          sourceId: 'cnon:secret-nonce',
        },
        config: { SQUARE_ACCESS_TOKEN: 'EAAA-secret-square', nested: { token: 'secret-token' } },
      },
      'something with secrets',
    );
    await t.app.inject({ method: 'GET', url: '/api/brands?token=secret-query-token' });
    const text = JSON.stringify(logLines);
    for (const secret of [
      'hunter2-password',
      'secret-cookie',
      'secret-bearer',
      'old-secret-pw',
      '4111111111111111',
      'secret-nonce',
      'EAAA-secret-square',
      'secret-token',
      'secret-query-token',
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(text).toContain(REDACTED);
    const line = logLines.find((entry) => entry.msg === 'something with secrets') as Record<
      string,
      Record<string, unknown>
    >;
    expect(line.password).toBe(REDACTED);
    expect(line.headers?.cookie).toBe(REDACTED);
  });

  it('leave the probes out of the access log unless LOG_PROBES, and honour the level', async () => {
    logLines.length = 0;
    await t.app.inject({ method: 'GET', url: '/healthz' });
    await t.app.inject({ method: 'GET', url: '/readyz' });
    await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    await t.app.inject({ method: 'GET', url: '/api/brands' });
    const urls = logLines
      .map((line) => (line.req as { url?: string } | undefined)?.url)
      .filter(Boolean);
    expect(urls).toEqual(['/api/brands']);

    const lines: Record<string, unknown>[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        for (const entry of String(chunk).split('\n'))
          if (entry.trim()) lines.push(JSON.parse(entry));
        done();
      },
    });
    const loud = await createTestApp({
      logProbes: true,
      logger: { ...loggerOptions('info'), stream: sink } as never,
    });
    const quiet = await createTestApp({
      logger: { ...loggerOptions('warn'), stream: sink } as never,
    });
    try {
      await loud.app.inject({ method: 'GET', url: '/healthz' });
      expect(
        lines.some((line) => (line.req as { url?: string } | undefined)?.url === '/healthz'),
      ).toBe(true);
      lines.length = 0;
      await quiet.app.inject({ method: 'GET', url: '/api/brands' });
      quiet.app.log.info({}, 'not at warn');
      expect(lines).toEqual([]);
    } finally {
      await loud.close();
      await quiet.close();
    }
  }, 30_000);
});

describe('readiness during shutdown and without the bus', () => {
  it('turns 503 first when the shutdown marks it, and when the event bus stops listening', async () => {
    t.app.readiness.markShuttingDown();
    const closing = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(closing.statusCode).toBe(503);
    expect(closing.json()).toEqual({
      status: 'unready',
      message: 'Not ready: shutting down',
      missing: ['shutting down'],
    });
    const other = await createTestApp();
    try {
      await other.events.close();
      const ready = await other.app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json().missing).toEqual(['event bus not listening']);
    } finally {
      await other.close();
    }
  }, 30_000);
});
