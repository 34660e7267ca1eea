import { randomUUID } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import pg from 'pg';
import { type BackoffOptions, backoffDelay } from '../../../shared/backoff';
import { liveEventSchema, RESYNC_ID } from '../../../shared/contracts/live';
import type { AppContext } from '../../context';
import type { DatabaseHandle } from '../../db/client';
import { preparedSql } from '../../db/prepared';
import type { EventBus, LiveEvent } from '../../events';
import { liveEventsPublished, liveEventsReceived } from '../../ops/metrics';

/** The one PostgreSQL channel every process LISTENs on; the topic travels in the payload. */
export const LIVE_CHANNEL = 'sm_live';

/** NOTIFY refuses payloads of 8000 bytes or more; ours (topic, id, version) stay far below. */
const MAX_PAYLOAD_BYTES = 1024;

/** What the bus logs through (the app's logger fits). */
export interface BusLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}
type Log = BusLog;
type Listener = (event: LiveEvent) => void;

export interface EventBusOptions {
  log?: Log;
  /** Waits between attempts to restore a lost LISTEN connection (PostgreSQL). */
  reconnect?: BackoffOptions;
  /** How often the LISTEN connection is checked with a query (PostgreSQL); a dead one is replaced. */
  healthCheckMs?: number;
}

const silentLog: Log = { info: () => {}, warn: () => {}, error: () => {} };

/** The LISTEN connection's retry: capped at 5 s, so the live channel is back within seconds of the database. */
export const LIVE_RECONNECT: BackoffOptions = { baseMs: 250, maxMs: 5_000 };

/**
 * The event bus of this process over the database it uses.
 *
 * - PostgreSQL: one dedicated connection LISTENs on `sm_live` (restored with backoff when it
 *   drops; the topics followed here then get a resync event, since events may have been missed).
 *   `publish` delivers to this process's subscribers at once and NOTIFYs the others through the
 *   pool; the payload names its origin so the echo is skipped.
 * - PGlite (one process): `publish` delivers in-process without touching the database, so it can
 *   never queue behind an open transaction; the bus also LISTENs on PGlite itself, which delivers
 *   the NOTIFYs of `publishOnCommit` when their transaction commits.
 *
 * The first LISTEN is awaited: a database that cannot be reached fails the start.
 */

export async function createEventBus(
  handle: DatabaseHandle,
  options: EventBusOptions = {},
): Promise<EventBus> {
  const log = options.log ?? silentLog;
  if (handle.pool) return postgresEventBus(handle.pool, log, options);
  if (handle.pglite) return pgliteEventBus(handle.pglite, log);
  throw new Error('createEventBus: the database handle has neither a pool nor PGlite');
}

/**
 * For code that runs inside a transaction, possibly someone else's (e.g. `notify`): the events
 * are NOTIFYed through that transaction, so PostgreSQL (and PGlite) deliver them when it commits
 * and drop them if it rolls back. Does nothing where no bus is configured (`ctx.events` unset).
 */
export async function publishOnCommit(
  ctx: AppContext,
  events: readonly LiveEvent[],
): Promise<void> {
  const payloads = payloadsOf(ctx, events);
  // One statement per thousand events: a tick that settles many games tells many players.
  for (let start = 0; start < payloads.length; start += 1000) {
    const batch = JSON.stringify(payloads.slice(start, start + 1000));
    await notifyAll(ctx.db, { batch });
  }
}

/**
 * `publishOnCommit`'s events as a statement's parameter, for a statement that also writes
 * something (`notifyWithin` NOTIFYs them there): a JSON array of payloads, empty where no bus is
 * configured. A few events at most; publishOnCommit takes any number.
 */
export function eventsParameter(ctx: AppContext, events: readonly LiveEvent[]): string {
  return JSON.stringify(payloadsOf(ctx, events));
}

/**
 * A one-row subquery that NOTIFYs every payload of `batch` (`eventsParameter`) on the live
 * channel, for the FROM of another statement: delivered when its transaction commits.
 */
export function notifyWithin(batch: SQL | Placeholder): SQL {
  return sql`(select count(pg_notify(${LIVE_CHANNEL}, payload)) as told
    from json_array_elements_text(${batch}::json) as p(payload))`;
}

function payloadsOf(ctx: AppContext, events: readonly LiveEvent[]): string[] {
  if (!ctx.events || events.length === 0) return [];
  const payloads = events.flatMap((event) => {
    const payload = encodeEvent(event);
    return payload ? [payload] : [];
  });
  liveEventsPublished.inc(payloads.length);
  return payloads;
}

/** Every payload of a batch (a JSON array of texts) NOTIFYed on the live channel: one statement. */
const notifyAll = preparedSql<{ batch: string }, unknown>(
  'notify_live_events',
  () => sql`select told from ${notifyWithin(sql.placeholder('batch'))} as notified`,
);

/**
 * The NOTIFY payload, or null for an event that is not one (logged by the caller). It carries the
 * publish instant (`sentAt`, now unless the event has one) for the lag to delivery.
 */
export function encodeEvent(event: LiveEvent, origin?: string): string | null {
  const parsed = liveEventSchema.safeParse(event);
  if (!parsed.success) return null;
  const { topic, id, version } = parsed.data;
  const sentAt = event.sentAt ?? Date.now();
  const payload = JSON.stringify(
    origin ? { topic, id, version, sentAt, origin } : { topic, id, version, sentAt },
  );
  return Buffer.byteLength(payload) < MAX_PAYLOAD_BYTES ? payload : null;
}

/** A received payload; anything malformed is dropped (null). */
export function decodeEvent(payload: string): { event: LiveEvent; origin?: string } | null {
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return null;
  }
  const parsed = liveEventSchema.safeParse(value);
  if (!parsed.success) return null;
  const { origin, sentAt } = value as { origin?: unknown; sentAt?: unknown };
  const event: LiveEvent =
    typeof sentAt === 'number' && Number.isFinite(sentAt)
      ? { ...parsed.data, sentAt }
      : parsed.data;
  return typeof origin === 'string' ? { event, origin } : { event };
}

/** This process's subscribers, by topic. A throwing listener is logged and never stops the others. */
class Subscribers {
  readonly #byTopic = new Map<string, Set<Listener>>();

  constructor(private readonly log: Log) {}

  add(topic: string, listener: Listener): () => void {
    let set = this.#byTopic.get(topic);
    if (!set) {
      set = new Set();
      this.#byTopic.set(topic, set);
    }
    // Wrapped, so one listener subscribed twice gets two independent subscriptions.
    const entry: Listener = (event) => listener(event);
    set.add(entry);
    return () => {
      const current = this.#byTopic.get(topic);
      if (!current) return;
      current.delete(entry);
      if (current.size === 0) this.#byTopic.delete(topic);
    };
  }

  deliver(event: LiveEvent): void {
    liveEventsReceived.inc();
    const set = this.#byTopic.get(event.topic);
    if (!set) return;
    for (const listener of [...set]) {
      try {
        listener(event);
      } catch (error) {
        this.log.error({ err: error, topic: event.topic }, 'live event listener failed');
      }
    }
  }

  /** Every followed topic hears "anything may have changed". */
  resync(version: number): void {
    for (const topic of [...this.#byTopic.keys()]) {
      this.deliver({ topic, id: RESYNC_ID, version });
    }
  }

  clear(): void {
    this.#byTopic.clear();
  }
}

async function pgliteEventBus(pglite: PGlite, log: Log): Promise<EventBus> {
  const subscribers = new Subscribers(log);
  const unlisten = await pglite.listen(LIVE_CHANNEL, (payload) => {
    const decoded = decodeEvent(payload);
    if (decoded) subscribers.deliver(decoded.event);
  });
  let closed = false;
  return {
    publish: async (event) => {
      if (closed) return;
      if (!encodeEvent(event)) {
        log.error({ topic: event.topic }, 'live event refused: not a valid event');
        return;
      }
      liveEventsPublished.inc();
      subscribers.deliver({ ...event, sentAt: event.sentAt ?? Date.now() });
    },
    subscribe: (topic, listener) => subscribers.add(topic, listener),
    listening: () => !closed,
    close: async () => {
      if (closed) return;
      closed = true;
      subscribers.clear();
      // The database may already be closed; nothing is left to unlisten then.
      await unlisten().catch(() => {});
    },
  };
}

async function postgresEventBus(
  pool: pg.Pool,
  log: Log,
  options: EventBusOptions,
): Promise<EventBus> {
  const origin = randomUUID();
  const subscribers = new Subscribers(log);
  const reconnect = options.reconnect ?? LIVE_RECONNECT;
  const healthCheckMs = options.healthCheckMs ?? 30_000;
  let listener: pg.Client | undefined;
  let closed = false;
  /** Until the first LISTEN succeeds a failure is the caller's (createEventBus throws), not retried. */
  let started = false;
  let attempt = 0;
  let retryTimer: NodeJS.Timeout | undefined;

  const scheduleReconnect = () => {
    if (closed || retryTimer) return;
    const delay = backoffDelay(attempt, reconnect);
    attempt += 1;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      connect().catch(() => {});
    }, delay);
    retryTimer.unref();
  };

  /** Opens and LISTENs a new connection; a failure schedules the next attempt and rethrows. */
  const connect = async (): Promise<void> => {
    const client = new pg.Client({
      ...pool.options,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    let lost = false;
    const lose = (error?: unknown) => {
      if (lost) return;
      lost = true;
      if (listener === client) listener = undefined;
      client.end().catch(() => {});
      if (closed || !started) return;
      log.warn({ err: error }, 'live events: LISTEN connection lost, reconnecting');
      scheduleReconnect();
    };
    client.on('notification', (message) => {
      if (message.channel !== LIVE_CHANNEL || !message.payload) return;
      const decoded = decodeEvent(message.payload);
      // Our own publishes were delivered here already.
      if (decoded && decoded.origin !== origin) subscribers.deliver(decoded.event);
    });
    client.on('error', lose);
    client.on('end', () => lose());
    try {
      await client.connect();
      await client.query(`listen ${LIVE_CHANNEL}`);
    } catch (error) {
      lose(error);
      throw error;
    }
    if (closed || lost) {
      lost = true;
      await client.end().catch(() => {});
      return;
    }
    const wasReconnect = attempt > 0;
    listener = client;
    attempt = 0;
    if (wasReconnect) {
      log.info({}, 'live events: LISTEN connection restored');
      subscribers.resync(Date.now());
    }
  };

  await connect();
  started = true;

  // A connection that died without a word (a dropped network path) is found by a query timing out.
  const healthTimer = setInterval(() => {
    const client = listener;
    if (!client) return;
    let timeout: NodeJS.Timeout | undefined;
    const timedOut = new Promise<never>((_, reject) => {
      timeout = setTimeout(() => reject(new Error('health check timed out')), 10_000);
    });
    Promise.race([client.query('select 1'), timedOut])
      .catch((error: unknown) => {
        if (listener === client) client.emit('error', error);
      })
      .finally(() => clearTimeout(timeout));
  }, healthCheckMs);
  healthTimer.unref();

  return {
    publish: async (event) => {
      if (closed) return;
      const sent = { ...event, sentAt: event.sentAt ?? Date.now() };
      const payload = encodeEvent(sent, origin);
      if (!payload) {
        log.error({ topic: event.topic }, 'live event refused: not a valid event');
        return;
      }
      liveEventsPublished.inc();
      subscribers.deliver(sent);
      try {
        await pool.query('select pg_notify($1, $2)', [LIVE_CHANNEL, payload]);
      } catch (error) {
        // The change is committed; other processes' clients catch up by their safety poll.
        log.error({ err: error, topic: event.topic }, 'live event not sent to other processes');
      }
    },
    subscribe: (topic, fn) => subscribers.add(topic, fn),
    listening: () => !closed && listener !== undefined,
    close: async () => {
      if (closed) return;
      closed = true;
      clearInterval(healthTimer);
      if (retryTimer) clearTimeout(retryTimer);
      subscribers.clear();
      const client = listener;
      listener = undefined;
      await client?.end().catch(() => {});
    },
  };
}
