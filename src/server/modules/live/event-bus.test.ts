import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestDatabase,
  type TestDatabase,
  testDatabaseUrl,
} from '../../../../tests/fixtures/database';
import { ManualClock } from '../../clock';
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import { openDatabase } from '../../db/client';
import type { EventBus, LiveEvent } from '../../events';
import { createEventBus, decodeEvent, encodeEvent, publishOnCommit } from './event-bus';

const silent = { info: () => {}, warn: () => {}, error: () => {} };

/** Collects a subscriber's events; `next()` returns the next one not yet taken, waiting 1 s at most. */
function recorder(bus: EventBus, topic: string) {
  const events: LiveEvent[] = [];
  let taken = 0;
  const unsubscribe = bus.subscribe(topic, (event) => events.push(event));
  return {
    events,
    unsubscribe,
    async next(): Promise<LiveEvent> {
      const deadline = Date.now() + 1000;
      while (events.length <= taken) {
        if (Date.now() > deadline) throw new Error(`no event on ${topic} within 1 s`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      taken += 1;
      return events[taken - 1] as LiveEvent;
    },
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 150));

describe('event payloads', () => {
  it('carry topic, id, version and the publish instant only, far below the NOTIFY limit', () => {
    const payload = encodeEvent(
      { topic: 'room:ABC123', id: 'ABC123', version: 7, sentAt: 1_795_000_000_000 },
      'origin-1',
    );
    expect(payload).not.toBeNull();
    expect(decodeEvent(payload as string)).toEqual({
      event: { topic: 'room:ABC123', id: 'ABC123', version: 7, sentAt: 1_795_000_000_000 },
      origin: 'origin-1',
    });
    expect(Buffer.byteLength(payload as string)).toBeLessThan(400);
  });

  it('refuse what is not an event and drop malformed payloads', () => {
    expect(encodeEvent({ topic: '', id: 'x', version: 1 })).toBeNull();
    expect(encodeEvent({ topic: 'x'.repeat(201), id: 'x', version: 1 })).toBeNull();
    expect(encodeEvent({ topic: 'games', id: 'x', version: Number.NaN })).toBeNull();
    expect(decodeEvent('not json')).toBeNull();
    expect(decodeEvent('{"topic":"games"}')).toBeNull();
    expect(decodeEvent('[1,2]')).toBeNull();
  });
});

describe(`the event bus on ${testDatabaseUrl ? 'PostgreSQL' : 'PGlite'}`, () => {
  let db: TestDatabase;
  let bus: EventBus;
  let ctx: AppContext;

  beforeAll(async () => {
    db = await createTestDatabase();
    bus = await createEventBus(db, { log: silent });
    ctx = { db: db.db, clock: new ManualClock(new Date()), log: silent, events: bus };
  });

  afterAll(async () => {
    await bus?.close();
    await db?.destroy();
  });

  it('delivers a published event to the subscribers of its topic only', async () => {
    const room = recorder(bus, 'room:AAAAAA');
    const other = recorder(bus, 'room:BBBBBB');
    await bus.publish({ topic: 'room:AAAAAA', id: 'AAAAAA', version: 1 });
    expect(await room.next()).toEqual({
      topic: 'room:AAAAAA',
      id: 'AAAAAA',
      version: 1,
      sentAt: expect.any(Number),
    });
    await settle();
    expect(room.events).toHaveLength(1);
    expect(other.events).toHaveLength(0);
    room.unsubscribe();
    other.unsubscribe();
  });

  it('stops delivering after unsubscribe, and one failing listener does not stop the others', async () => {
    const first = recorder(bus, 'games');
    bus.subscribe('games', () => {
      throw new Error('listener bug');
    });
    const second = recorder(bus, 'games');
    await bus.publish({ topic: 'games', id: '1', version: 1 });
    await first.next();
    await second.next();
    first.unsubscribe();
    await bus.publish({ topic: 'games', id: '1', version: 2 });
    await second.next();
    await settle();
    expect(first.events).toHaveLength(1);
    second.unsubscribe();
  });

  it('refuses an invalid event without throwing', async () => {
    const games = recorder(bus, 'games');
    await expect(bus.publish({ topic: 'games', id: 'x'.repeat(500), version: 1 })).resolves.toBe(
      undefined,
    );
    await settle();
    expect(games.events).toHaveLength(0);
    games.unsubscribe();
  });

  it('publishOnCommit delivers when the transaction commits, and never when it rolls back', async () => {
    const bell = recorder(bus, 'notifications:42');
    await db.db
      .transaction(async (tx) => {
        await publishOnCommit({ ...ctx, db: tx as unknown as Database }, [
          { topic: 'notifications:42', id: '42', version: 1 },
        ]);
        throw new Error('roll back');
      })
      .catch(() => {});
    await db.db.transaction(async (tx) => {
      await publishOnCommit({ ...ctx, db: tx as unknown as Database }, [
        { topic: 'notifications:42', id: '42', version: 2 },
      ]);
      await settle();
      // Not before the commit.
      expect(bell.events).toHaveLength(0);
    });
    expect(await bell.next()).toEqual({
      topic: 'notifications:42',
      id: '42',
      version: 2,
      sentAt: expect.any(Number),
    });
    await settle();
    expect(bell.events).toHaveLength(1);
    bell.unsubscribe();
  });

  it('publishOnCommit sends many events in few statements', async () => {
    const topics = Array.from({ length: 1500 }, (_, i) => `notifications:${i + 1}`);
    const received = new Set<string>();
    const unsubscribes = topics.map((topic) =>
      bus.subscribe(topic, (event) => received.add(event.topic)),
    );
    await publishOnCommit(
      ctx,
      topics.map((topic, i) => ({ topic, id: String(i + 1), version: 1 })),
    );
    const deadline = Date.now() + 2000;
    while (received.size < topics.length && Date.now() < deadline) await settle();
    expect(received.size).toBe(topics.length);
    for (const unsubscribe of unsubscribes) unsubscribe();
  });

  it('publishOnCommit does nothing without a bus', async () => {
    const games = recorder(bus, 'games');
    await publishOnCommit({ ...ctx, events: undefined }, [{ topic: 'games', id: '1', version: 1 }]);
    await settle();
    expect(games.events).toHaveLength(0);
    games.unsubscribe();
  });
});

describe.skipIf(!testDatabaseUrl)('event buses of two processes on one PostgreSQL', () => {
  let db: TestDatabase;
  let secondHandle: Awaited<ReturnType<typeof openDatabase>>;
  let a: EventBus;
  let b: EventBus;

  beforeAll(async () => {
    db = await createTestDatabase();
    // A second pool stands for the second process.
    secondHandle = await openDatabase({ url: db.url, poolSize: 2 });
    const fast = { log: silent, reconnect: { baseMs: 50, maxMs: 200 } };
    a = await createEventBus(db, fast);
    b = await createEventBus(secondHandle, fast);
  });

  afterAll(async () => {
    await a?.close();
    await b?.close();
    await secondHandle?.close();
    await db?.destroy();
  });

  it('deliver one process’s event to both, each exactly once', async () => {
    const onA = recorder(a, 'competition:5');
    const onB = recorder(b, 'competition:5');
    await a.publish({ topic: 'competition:5', id: '5', version: 1 });
    await onA.next();
    await onB.next();
    await settle();
    expect(onA.events).toHaveLength(1);
    expect(onB.events).toHaveLength(1);
    onA.unsubscribe();
    onB.unsubscribe();
  });

  it('restore a LISTEN connection that was cut, announce a resync, and deliver again', async () => {
    const onB = recorder(b, 'games');
    // Cut every LISTEN connection of this database (both buses'), as a failover would.
    await secondHandle.db.execute(sql`
      select pg_terminate_backend(pid) from pg_stat_activity
      where datname = current_database() and pid <> pg_backend_pid() and query ilike 'listen%'`);
    const resync = await onB.next();
    expect(resync).toMatchObject({ topic: 'games', id: '*' });
    await a.publish({ topic: 'games', id: '9', version: 9 });
    expect(await onB.next()).toEqual({
      topic: 'games',
      id: '9',
      version: 9,
      sentAt: expect.any(Number),
    });
    onB.unsubscribe();
  });
});
