import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { ManualClock } from '../../src/server/clock';
import { topics } from '../../src/server/events';
import { findAuctionOfProduct } from '../../src/server/modules/auctions/auctions.repository';
import { openDemoAuction } from '../../src/server/modules/auctions/demo-auction.service';
import type { User } from '../../src/shared/contracts/auth';
import {
  type FreePlayGame,
  type GameRoom,
  type GameRoomDetail,
  roomLiveViewSchema,
} from '../../src/shared/contracts/games';
import { type LiveServerMessage, liveServerMessageSchema } from '../../src/shared/contracts/live';
import { toDollars } from '../../src/shared/money';
import { orderTotals } from '../../src/shared/pricing';
import { TEST_START } from '../fixtures/clock';
import { newIdempotencyKey } from '../fixtures/commerce';
import { createTestInfluencers } from '../fixtures/competitions';
import { createTestDatabase, type TestDatabase, testDatabaseUrl } from '../fixtures/database';
import { createProduct, uniqueUsername } from '../fixtures/factories';
import { FREE_PLAY_INFLUENCER_IDS } from '../fixtures/influencers';
import {
  type ServerProcess,
  startServerProcess,
  stopServerProcess,
} from '../fixtures/server-process';

if (!testDatabaseUrl) {
  console.log(
    '[tests] multi-process live events test skipped: it needs TEST_DATABASE_URL (a PostgreSQL server).',
  );
}

/** A live-channel client that records when each message arrived. */
async function liveClient(serverUrl: string, cookie: string) {
  const socket = new WebSocket(`${serverUrl.replace('http', 'ws')}/api/live`, {
    headers: { cookie },
  });
  const received: { at: number; message: LiveServerMessage }[] = [];
  socket.on('message', (data) =>
    received.push({
      at: performance.now(),
      message: liveServerMessageSchema.parse(JSON.parse(String(data))),
    }),
  );
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  const waitFor = async (predicate: (message: LiveServerMessage) => boolean, ms = 2000) => {
    const deadline = Date.now() + ms;
    for (;;) {
      const found = received.find((entry) => predicate(entry.message));
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`not received: ${JSON.stringify(received)}`);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  };
  return {
    socket,
    received,
    waitFor,
    async subscribe(topic: string) {
      socket.send(JSON.stringify({ type: 'subscribe', topic }));
      await waitFor((m) => m.type === 'subscribed' && m.topic === topic);
    },
  };
}

/**
 * A new account signed up through `serverUrl`, its age confirmed (paid entries and bids ask for it;
 * these tests are about the live channel); its session cookie.
 */
async function register(serverUrl: string): Promise<{ user: User; cookie: string }> {
  const response = await fetch(`${serverUrl}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: uniqueUsername('live'), password: 'secret1' }),
  });
  expect(response.status).toBe(201);
  const user = (await response.json()) as User;
  const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const adult = await fetch(`${serverUrl}/api/user/age-confirmation`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ confirmed: true }),
  });
  expect(adult.status).toBe(200);
  return { user, cookie };
}

/** A JSON call; the response status and body. */
async function call<T>(
  serverUrl: string,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH',
  path: string,
  cookie: string,
  body?: object,
): Promise<{ status: number; body: T; cookie: string }> {
  const response = await fetch(`${serverUrl}${path}`, {
    method,
    headers: { cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return {
    status: response.status,
    body: (await response.json()) as T,
    cookie: (response.headers.get('set-cookie') ?? '').split(';')[0] || cookie,
  };
}

describe.skipIf(!testDatabaseUrl)('live events across two server processes', () => {
  let db: TestDatabase;
  let a: ServerProcess | undefined;
  let b: ServerProcess | undefined;
  let productId: number;
  let influencerIds: string[];
  let auctionId: number;

  beforeAll(async () => {
    db = await createTestDatabase();
    const ctx = {
      db: db.db,
      clock: new ManualClock(new Date()),
      log: { info: () => {}, warn: () => {}, error: () => {} },
    };
    influencerIds = await createTestInfluencers(ctx, 5);
    productId = (
      await createProduct(ctx, {
        priceCents: 1000,
        entryPriceCents: 100,
        maxContestants: 10,
        playEnabled: true,
      })
    ).id;
    // An auction opened through the service (as the demo seed does): the admin's route is tested
    // elsewhere.
    const auctioned = (await createProduct(ctx, { quantity: 2 })).id;
    await openDemoAuction(ctx, {
      productId: auctioned,
      startPriceCents: 1000,
      incrementCents: 100,
      seconds: 3600,
    });
    auctionId = (await findAuctionOfProduct(db.db, auctioned))?.id ?? 0;
    const url = db.url as string;
    // Both run their metrics poller every 10 s (the shortest allowed), as production processes do.
    const env = { SCHEDULER_TICK_MS: '3600000', METRICS_POLL_SECONDS: '10' };
    [a, b] = await Promise.all([startServerProcess(url, env), startServerProcess(url, env)]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([stopServerProcess(a), stopServerProcess(b)]);
    await db?.destroy();
  });

  it('an entry on one process reaches WebSocket clients of the other within 1 s', async () => {
    if (!a || !b) throw new Error('servers did not start');
    const { user, cookie } = await register(a.url);
    const profile = await fetch(`${a.url}/api/user/profile`, {
      method: 'PATCH',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Casey Shopper',
        email: 'casey@example.com',
        phone: '9495550123',
        address: { line1: '1 Ocean Ave', city: 'Laguna Beach', state: 'CA', postalCode: '92651' },
        paymentMethod: { type: 'credit_card', token: 'cnon:card-nonce-ok' },
      }),
    });
    expect(profile.status).toBe(200);

    // The shopper's other tab is served by process B (the session is shared through the table).
    const onB = await liveClient(b.url, cookie);
    await onB.subscribe(topics.games);
    await onB.subscribe(topics.notifications(user.id));
    const onA = await liveClient(a.url, cookie);
    await onA.subscribe(topics.games);

    const sentAt = performance.now();
    const entry = await fetch(`${a.url}/api/plays`, {
      method: 'POST',
      headers: {
        cookie,
        'content-type': 'application/json',
        'idempotency-key': newIdempotencyKey(),
      },
      body: JSON.stringify({ productId, influencerIds }),
    });
    expect(entry.status).toBe(201);
    const { competitionId } = (await entry.json()) as { competitionId: number };

    // Published by A after its commit (games), and NOTIFYed in A's transaction (the bell).
    const games = await onB.waitFor(
      (m) => m.type === 'event' && m.topic === topics.games && m.id === String(competitionId),
    );
    const bell = await onB.waitFor(
      (m) => m.type === 'event' && m.topic === topics.notifications(user.id),
    );
    await onA.waitFor((m) => m.type === 'event' && m.topic === topics.games);
    expect(games.at - sentAt).toBeLessThan(1000);
    expect(bell.at - sentAt).toBeLessThan(1000);
    onA.socket.close();
    onB.socket.close();
  });

  it('a bid through one process reaches the auction page on the other within 1 s', async () => {
    if (!a || !b) throw new Error('servers did not start');
    const bidders = [await register(a.url), await register(b.url)];
    for (const [bidder, server] of [
      [bidders[0], a],
      [bidders[1], b],
    ] as const) {
      const saved = await fetch(`${server.url}/api/user/profile`, {
        method: 'PATCH',
        headers: { cookie: bidder?.cookie ?? '', 'content-type': 'application/json' },
        body: JSON.stringify({
          name: 'Casey Shopper',
          email: 'casey@example.com',
          phone: '9495550123',
          address: { line1: '1 Ocean Ave', city: 'Laguna Beach', state: 'CA', postalCode: '92651' },
          paymentMethod: { type: 'credit_card', token: 'cnon:card-nonce-ok' },
        }),
      });
      expect(saved.status).toBe(200);
    }
    const onA = await liveClient(a.url, bidders[0]?.cookie ?? '');
    await onA.subscribe(topics.auction(auctionId));
    const onB = await liveClient(b.url, bidders[1]?.cookie ?? '');
    await onB.subscribe(topics.auction(auctionId));
    const bidOn = (url: string, cookie: string, maxBid: number) =>
      fetch(`${url}/api/auctions/${auctionId}/bids`, {
        method: 'POST',
        headers: {
          cookie,
          'content-type': 'application/json',
          'idempotency-key': newIdempotencyKey(),
        },
        body: JSON.stringify({ maxBid }),
      });

    let sentAt = performance.now();
    expect((await bidOn(a.url, bidders[0]?.cookie ?? '', 20)).status).toBe(201);
    const seenOnB = await onB.waitFor(
      (m) => m.type === 'event' && m.topic === topics.auction(auctionId),
    );
    expect(seenOnB.at - sentAt).toBeLessThan(1000);

    // The second bid's event: its version is the bid's time, after this instant.
    const wallBefore = Date.now();
    sentAt = performance.now();
    expect((await bidOn(b.url, bidders[1]?.cookie ?? '', 30)).status).toBe(201);
    const seenOnA = await onA.waitFor(
      (m) => m.type === 'event' && m.topic === topics.auction(auctionId) && m.version >= wallBefore,
    );
    expect(seenOnA.at - sentAt).toBeLessThan(1000);
    const view = await call<{ currentPrice: number; leader: { name: string } }>(
      a.url,
      'GET',
      `/api/auctions/${auctionId}`,
      bidders[1]?.cookie ?? '',
    );
    expect(view.body.currentPrice).toBe(21);
    onA.socket.close();
    onB.socket.close();
  });

  it("a sale through one process shows the product's watchers on the other its stock, down to out of stock, within 1 s", async () => {
    if (!a || !b) throw new Error('servers did not start');
    const ctx = {
      db: db.db,
      clock: new ManualClock(TEST_START),
      log: { info: () => {}, warn: () => {}, error: () => {} },
    };
    const product = await createProduct(ctx, {
      quantity: 1,
      size: '',
      priceCents: 1000,
      buyNowEnabled: true,
    });
    const { cookie } = await register(a.url);
    const customerInfo = {
      name: 'Casey Shopper',
      email: 'casey@example.com',
      phone: '9495550123',
      address: { line1: '1 Ocean Ave', city: 'Laguna Beach', state: 'CA', postalCode: '92651' },
    };
    const saved = await call(a.url, 'PATCH', '/api/user/profile', cookie, {
      ...customerInfo,
      paymentMethod: { type: 'credit_card', token: 'cnon:card-nonce-ok' },
    });
    expect(saved.status).toBe(200);
    const watcher = await liveClient(b.url, '');
    await watcher.subscribe(topics.product(product.id));

    const totals = orderTotals([{ unitPriceCents: 1000, quantity: 1 }], 0);
    const sentAt = performance.now();
    const order = await fetch(`${a.url}/api/orders`, {
      method: 'POST',
      headers: {
        cookie,
        'content-type': 'application/json',
        'idempotency-key': newIdempotencyKey(),
      },
      body: JSON.stringify({
        productId: product.id,
        quantity: 1,
        subtotal: toDollars(totals.subtotalCents),
        shipping: 0,
        tax: toDollars(totals.taxCents),
        total: toDollars(totals.totalCents),
        customerInfo,
      }),
    });
    expect(order.status).toBe(201);
    const soldOut = await watcher.waitFor(
      (m) => m.type === 'event' && m.topic === topics.product(product.id),
    );
    expect(soldOut.at - sentAt).toBeLessThan(1000);
    expect(soldOut.message).toMatchObject({ view: { id: product.id, quantity: 0 } });

    // Any writer of the stock is heard, an edit by SQL included, with a newer version.
    const before = soldOut.message.type === 'event' ? soldOut.message.version : 0;
    await db.db.execute(sql`update products set quantity = 3 where id = ${product.id}`);
    const restocked = await watcher.waitFor(
      (m) =>
        m.type === 'event' &&
        m.topic === topics.product(product.id) &&
        (m.view as { quantity?: number } | undefined)?.quantity === 3,
    );
    expect(restocked.message.type === 'event' && restocked.message.version).toBeGreaterThan(before);
    // A change that leaves the stock as it was tells no one.
    const heard = watcher.received.length;
    await db.db.execute(sql`update products set description = 'Edited.' where id = ${product.id}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(watcher.received.length).toBe(heard);
    watcher.socket.close();
  });

  it('a room changed through one process reaches WebSocket clients of the other within 1 s', async () => {
    if (!a || !b) throw new Error('servers did not start');
    const host = await register(a.url);
    const player = await register(a.url);
    const created = await call<GameRoom>(a.url, 'POST', '/api/game-rooms', host.cookie, {
      name: 'Two Servers',
    });
    expect(created.status).toBe(201);
    const roomId = created.body.id;

    // The room's screen and the lobby, open in browsers served by process B.
    const onB = await liveClient(b.url, player.cookie);
    await onB.subscribe(topics.room(roomId));
    await onB.subscribe(topics.rooms);

    // A player joins through A.
    let sentAt = performance.now();
    const joined = await call<GameRoom>(
      a.url,
      'POST',
      `/api/game-rooms/${roomId}/join`,
      player.cookie,
    );
    expect(joined.status).toBe(200);
    const joinEvent = await onB.waitFor(
      (m) =>
        m.type === 'event' && m.topic === topics.room(roomId) && m.version === joined.body.version,
    );
    const lobbyEvent = await onB.waitFor(
      (m) => m.type === 'event' && m.topic === topics.rooms && m.id === roomId,
    );
    expect(joinEvent.at - sentAt).toBeLessThan(1000);
    expect(lobbyEvent.at - sentAt).toBeLessThan(1000);

    // The host picks a team through A: B's client hears of it, and B serves the new state.
    sentAt = performance.now();
    const team = await call<GameRoom>(
      a.url,
      'POST',
      `/api/game-rooms/${roomId}/team`,
      host.cookie,
      {
        influencers: influencerIds.slice(0, 5),
      },
    );
    expect(team.status).toBe(200);
    const teamEvent = await onB.waitFor(
      (m) =>
        m.type === 'event' && m.topic === topics.room(roomId) && m.version === team.body.version,
    );
    expect(teamEvent.at - sentAt).toBeLessThan(1000);
    const seenOnB = await call<GameRoom>(b.url, 'GET', `/api/game-rooms/${roomId}`, player.cookie);
    expect(seenOnB.body.players.map((p) => [p.name, p.ready])).toEqual([
      [host.user.username, true],
      [player.user.username, false],
    ]);
    onB.socket.close();
  });

  it('a free-play game changed through one process reaches WebSocket clients of the other within 1 s', async () => {
    if (!a || !b) throw new Error('servers did not start');
    // A guest on A; the database had no demo data, yet the 12 free-play influencers are there.
    const created = await call<{ gameId: string }>(a.url, 'POST', '/api/free-play/games', '', {
      playerName: 'Ana',
    });
    expect(created.status).toBe(201);
    const { gameId } = created.body;
    const ana = created.cookie;
    const grid = await call<FreePlayGame>(b.url, 'GET', `/api/free-play/games/${gameId}`, '');
    expect(grid.body.influencers.map((influencer) => influencer.id)).toEqual(
      FREE_PLAY_INFLUENCER_IDS,
    );

    // A friend's browser, served by B, watches the game.
    const onB = await liveClient(b.url, '');
    await onB.subscribe(topics.freePlay(gameId));

    let sentAt = performance.now();
    const joined = await call<{ gameId: string }>(
      a.url,
      'POST',
      `/api/free-play/games/${gameId}/join`,
      '',
      {
        playerName: 'Ben',
      },
    );
    expect(joined.status).toBe(200);
    const joinEvent = await onB.waitFor(
      (m) => m.type === 'event' && m.topic === topics.freePlay(gameId),
    );
    expect(joinEvent.at - sentAt).toBeLessThan(1000);

    sentAt = performance.now();
    const team = await call<FreePlayGame>(
      a.url,
      'PUT',
      `/api/free-play/games/${gameId}/team`,
      ana,
      {
        influencerIds: ['sofia', 'marcus'],
      },
    );
    expect(team.status).toBe(200);
    const teamEvent = await onB.waitFor(
      (m) =>
        m.type === 'event' &&
        m.topic === topics.freePlay(gameId) &&
        m.version === team.body.version,
    );
    expect(teamEvent.at - sentAt).toBeLessThan(1000);
    const seenOnB = await call<FreePlayGame>(b.url, 'GET', `/api/free-play/games/${gameId}`, '');
    expect(seenOnB.body.players.map((p) => [p.name, p.ready])).toEqual([
      ['Ana', true],
      ['Ben', false],
    ]);
    onB.socket.close();
  });

  it('a metrics poll is taken and published once for both processes: each watcher gets one event per poll, with the room’s public view', async () => {
    if (!a || !b) throw new Error('servers did not start');
    const host = await register(a.url);
    const player = await register(b.url);
    const created = await call<GameRoom>(a.url, 'POST', '/api/game-rooms', host.cookie, {
      name: 'Scores',
    });
    const roomId = created.body.id;
    expect(
      (await call(b.url, 'POST', `/api/game-rooms/${roomId}/join`, player.cookie)).status,
    ).toBe(200);
    for (const [server, who] of [
      [a.url, host],
      [b.url, player],
    ] as const) {
      const team = await call(server, 'POST', `/api/game-rooms/${roomId}/team`, who.cookie, {
        influencers: influencerIds.slice(0, 5),
      });
      expect(team.status).toBe(200);
    }
    const started = await call<GameRoom>(
      a.url,
      'POST',
      `/api/game-rooms/${roomId}/start`,
      host.cookie,
    );
    expect(started.body.status).toBe('playing');

    // Two watchers of the room on each process, and one screen following `metrics` on each.
    const watchers = [
      await liveClient(a.url, host.cookie),
      await liveClient(a.url, ''),
      await liveClient(b.url, player.cookie),
      await liveClient(b.url, ''),
    ];
    for (const watcher of watchers) await watcher.subscribe(topics.room(roomId));
    const lists = [await liveClient(a.url, ''), await liveClient(b.url, '')];
    for (const list of lists) await list.subscribe(topics.metrics);
    // Polls of instants after this were heard by every socket here (an event's id is its instant).
    const since = Date.now();
    const counted = (id: string) => Number(id) > since;

    // Two polls (10 s apart), then time for any late duplicate to arrive.
    const [first] = lists;
    const deadline = Date.now() + 30_000;
    const pollIds = () =>
      new Set(
        (first?.received ?? []).flatMap((entry) =>
          entry.message.type === 'event' &&
          entry.message.topic === topics.metrics &&
          counted(entry.message.id)
            ? [entry.message.id]
            : [],
        ),
      );
    while (pollIds().size < 2 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const ids = [...pollIds()];
    expect(ids.length).toBeGreaterThanOrEqual(2);

    for (const list of lists) {
      const events = list.received.filter(
        (entry) =>
          entry.message.type === 'event' &&
          entry.message.topic === topics.metrics &&
          counted(entry.message.id),
      );
      // One event per poll, not one per process.
      expect(events.map((entry) => (entry.message as { id: string }).id)).toEqual(ids);
    }
    for (const watcher of watchers) {
      const events = watcher.received.flatMap((entry) =>
        entry.message.type === 'event' &&
        entry.message.topic === topics.room(roomId) &&
        counted(entry.message.id)
          ? [entry.message]
          : [],
      );
      // One room event per poll, carrying the public view: no one is `you` in it.
      expect(events.map((event) => event.id)).toEqual(ids);
      for (const event of events) {
        const view = roomLiveViewSchema.parse(event.view);
        expect(event.version).toBe(started.body.version);
        expect(view.status).toBe('playing');
        expect(view).not.toHaveProperty('you');
        expect(view.players.some((p) => p.isYou)).toBe(false);
      }
    }
    // The last view is what a fresh read shows (nothing moved since).
    const last = watchers[0]?.received.findLast(
      (entry) => entry.message.type === 'event' && entry.message.topic === topics.room(roomId),
    );
    const read = await call<GameRoomDetail>(
      b.url,
      'GET',
      `/api/game-rooms/${roomId}`,
      player.cookie,
    );
    const pushed = roomLiveViewSchema.parse(
      (last?.message as { view?: unknown } | undefined)?.view,
    );
    expect(pushed.players.map((p) => p.score)).toEqual(read.body.players.map((p) => p.score));
    // Every team influencer's game score, as the read shows it.
    expect(pushed.influencers.map((i) => i.id).sort()).toEqual(influencerIds.slice(0, 5).sort());
    for (const influencer of pushed.influencers) {
      expect(read.body.influencers.find((i) => i.id === influencer.id)?.score).toBe(
        influencer.score,
      );
    }
    for (const socket of [...watchers, ...lists]) socket.socket.close();
  }, 60_000);
});
