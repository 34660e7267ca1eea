/**
 * Live updates at scale (`BENCH_ONLY=live npm run bench`, issue 16): a room is being played and
 * BENCH_LIVE_CLIENTS (1,000) signed-in clients watch it, each doing what the room screen does
 * (src/client/features/rooms/api/get-room.ts): follow `room:{id}` on one WebSocket; an event that
 * carries the room's public view of the version the client holds shows its scores at once, any
 * other event re-fetches `GET /api/game-rooms/:id` (a newer re-fetch supersedes one still running,
 * as TanStack Query's invalidation does). BENCH_LIVE_ACCOUNTS (10) accounts are shared among them.
 * The clients run in the bench's process, the servers each in their own.
 *
 * The score change is production's own: the servers run their metrics poller (main.ts) every
 * BENCH_LIVE_POLL_SECONDS (10) with the simulated provider, so each poll stores a new snapshot of
 * every influencer and publishes `metrics`. The bench LISTENs on the live channel itself to learn
 * of each poll: time zero of a round is the poll's publish instant, which its NOTIFY carries
 * (`sentAt`, taken in the poll's transaction just before it commits; a server without it: the
 * first sign of the poll). Every client records, per poll (the event's id is the poll's instant),
 * its events and when it first showed that poll: the pushed view applied, or the end of its first
 * re-fetch started after the event. A round runs until every client shows its poll; the next one
 * starts with a poll heard once all re-fetches have been answered. BENCH_LIVE_ROUNDS (30) rounds; p50 and p99 are interpolated between ranks (see
 * `percentile`). Each round also counts the events every client received: one per change is the
 * target (goal 2), whatever the number of processes.
 *
 * Scenarios (BENCH_LIVE_SCENARIOS picks some of `SCENARIOS`; default all but pg1), all on
 * BENCH_DATABASE_URL: a played room watched by 1,000 clients on one and on two processes (pg1,
 * pg2), and 10 times as many (BENCH_LIVE_CLIENTS × 10) on two (pg2-10k); the same on two
 * processes for a live competition's leaderboard (board-pg2, board-pg2-10k) and for a live
 * auction's bids (auction-pg2, auction-pg2-10k; see `Subject`). Clients are split evenly; every
 * process runs its poller, as in production. Each server's memory (RSS, and its peak) is read from /proc before the clients
 * connect and after the rounds, its CPU time over the rounds too. The bench ends with a PASS or
 * FAIL line per target of issue 16 (see `LIVE_TARGETS`).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import WebSocket from 'ws';
import { openDatabase } from '../src/server/db/client';
import { runMigrations } from '../src/server/db/migrate';
import { selectRows } from '../src/server/db/sql';
import { writeBaselines } from '../src/server/modules/competitions/scoring.repository';
import { LIVE_CHANNEL } from '../src/server/modules/live/event-bus';
import { liveTopics } from '../src/shared/contracts/live';
import { percentile } from './lib/percentile';
import { type ServerProcess, startProcess } from './lib/server-process';

export interface LiveBenchResult {
  scenario: string;
  /** What the clients watch: a played room, or a live competition's leaderboard. */
  subject: Subject;
  processes: number;
  clients: number;
  rounds: number;
  /** `GET /api/game-rooms/:id` with nothing else going on (median of 50 in a row). */
  'one re-fetch alone ms': number;
  /**
   * From the poll's nominal instant to its publish (just before its commit): the poller's timer
   * lateness and the poll's own queries. The other times run from that publish.
   */
  'poll to publish p50 ms': number;
  'first event p50 ms': number;
  'last event p50 ms': number;
  'last event p99 ms': number;
  'last updated p50 ms': number;
  'last updated p99 ms': number;
  'any updated p50 ms': number;
  'any updated p99 ms': number;
  /** The most events one client received for one poll (1 is the target). */
  'events/client/poll max': number;
  're-fetches/round': number;
  /** Rounds whose last client was updated only after the next poll (that poll was skipped). */
  'rounds past the next poll': number;
  /** The servers' CPU (user + system, all processes) per poll: the cost of one update. */
  'server CPU ms/update': number;
  /**
   * From the publish to the last frame handed to a process's sockets (the view built, every
   * frame written), the servers' own figure (`live_event_lag_seconds`), mean over the updates and
   * processes: the rest of "last updated" is delivery and the clients' process reading them.
   */
  'server hand-off mean ms': number;
  /** The largest event frame a client received (bytes of JSON; the pushed view is most of it). */
  'frame bytes': number;
  'RSS idle MB': string;
  /** With every client connected and its first load answered, before the rounds. */
  'RSS connected MB': string;
  'RSS after rounds MB': string;
  'RSS peak MB': string;
  /**
   * What the clients add to the servers (connected minus idle, all processes), per 1,000 clients:
   * the sockets, their subscriptions and buffers, and what the garbage collector has not yet
   * returned from the first loads (so an upper bound).
   */
  'RSS MB/1,000 sockets': number;
  /** The machine's 1-minute load average at the end (the machine may be shared: read with it). */
  'load avg': number;
}

/**
 * The screen the clients watch. `room`: the room screen (`room:{id}`, `GET /api/game-rooms/:id`,
 * a pushed view applies when its version is the room's). `competition`: the game tracking screen
 * of a live competition (`competition:{id}`, `GET /api/games/:id`; the social play screen follows
 * the same topic with the same view), a pushed view applies when its version (the number of
 * entries) is the copy's `participants` (src/client/features/competitions/lib/live-view.ts).
 * `auction`: a live auction's page watched by spectators (`auction:{id}`, `GET /api/auctions/:id`);
 * each round is a bid the bench places, its event's version the bid's instant; a pushed state
 * applies when it has more bids than the copy (src/client/features/auctions/lib/live-view.ts).
 * The auction has BENCH_LIVE_AUCTION_HISTORY (100) bids before the watchers connect, so every
 * frame carries the full history. BENCH_LIVE_AUCTION_REFETCH=1 is the auction page before:
 * every event re-fetches.
 */
export type Subject = 'room' | 'competition' | 'auction';

/** Issue 16's targets for the live score, checked on the scenarios they name (each subject). */
export const LIVE_TARGETS = [
  { clients: 1000, processes: 2, column: 'last updated p50 ms', maxMs: 250 },
  { clients: 1000, processes: 2, column: 'last updated p99 ms', maxMs: 500 },
  { clients: 10_000, processes: 2, column: 'last updated p99 ms', maxMs: 2000 },
] as const;

/**
 * The scenarios, all on two processes but pg1: BENCH_LIVE_CLIENTS watchers, or ten times as many
 * (`tenfold`).
 */
const SCENARIOS = [
  { key: 'pg1', processes: 1, tenfold: false, subject: 'room' },
  { key: 'pg2', processes: 2, tenfold: false, subject: 'room' },
  { key: 'pg2-10k', processes: 2, tenfold: true, subject: 'room' },
  { key: 'board-pg2', processes: 2, tenfold: false, subject: 'competition' },
  { key: 'board-pg2-10k', processes: 2, tenfold: true, subject: 'competition' },
  { key: 'auction-pg2', processes: 2, tenfold: false, subject: 'auction' },
  { key: 'auction-pg2-10k', processes: 2, tenfold: true, subject: 'auction' },
] as const satisfies readonly {
  key: string;
  processes: number;
  tenfold: boolean;
  subject: Subject;
}[];

interface LiveBenchOptions {
  clients: number;
  rounds: number;
  pollSeconds: number;
  /** Accounts the clients sign in as (several clients share one, like tabs). */
  accounts: number;
}

/** Influencers in the database: as many as the demo's, so the room's answer has its real size. */
const INFLUENCERS = 25;
/**
 * The simulated provider's pace for them, with an audience of 10 million each: every 10-second
 * poll moves every team's score by a hundred points or more (with a small audience a poll may
 * leave a rounded team score where it was, and that round would wait for the next poll).
 */
const PACE = 100;
/** A round whose clients are not all updated by then fails the scenario. */
const ROUND_TIMEOUT_MS = 120_000;
/** The room: the host and four more players, each with a team of five. */
const PLAYERS = 5;
/**
 * The live auction's bids before the watchers connect: its answer and pushed state then show the
 * longest history they carry (the last 100 price steps), as a hot auction's do.
 */
const AUCTION_HISTORY_BIDS = Number(process.env.BENCH_LIVE_AUCTION_HISTORY ?? 100);
/** The live competition: this many entries, each with a team of five (the screens show 10). */
const COMPETITION_ENTRIES = 50;

interface Database {
  label: string;
  env: Record<string, string>;
  cleanup(): Promise<void>;
}

/** An empty migrated database with the influencers the teams are picked from. */
async function prepareDatabase(
  kind: 'embedded' | 'postgres',
  postgresUrl?: string,
): Promise<Database> {
  const fill = async (handle: Awaited<ReturnType<typeof openDatabase>>) => {
    await runMigrations(handle);
    await handle.db.execute(sql`
      insert into influencers
        (id, name, handle, avatar_url, category, location, followers, pace, created_at)
      select 'live_' || i, 'Live ' || i, '@live' || i, '/assets/default-product.png', 'Lifestyle',
        'Laguna Beach', '{"instagram": 10000000}'::jsonb, ${PACE}, now()
      from generate_series(1, ${INFLUENCERS}) i`);
    await handle.close();
  };
  if (kind === 'embedded') {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'sm-bench-live-'));
    await fill(await openDatabase({ dataDir }));
    return {
      label: 'PGlite',
      env: { DATA_DIR: dataDir, DATABASE_URL: '' },
      cleanup: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `sm_bench_live_${process.pid}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: postgresUrl });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  await admin(`drop database if exists "${name}" with (force)`);
  await admin(`create database "${name}"`);
  const url = new URL(postgresUrl as string);
  url.pathname = `/${name}`;
  await fill(await openDatabase({ url: url.toString(), poolSize: 2 }));
  return {
    label: 'PostgreSQL',
    env: { DATABASE_URL: url.toString() },
    cleanup: () => admin(`drop database if exists "${name}" with (force)`),
  };
}

/** RSS and peak RSS (VmHWM) of a process, in MB. */
function memoryMb(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const mb = (field: string) =>
    Math.round(Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024);
  return { rss: mb('VmRSS'), peak: mb('VmHWM') };
}

/** The bearer token the bench reads the servers' /metrics with. */
const METRICS_TOKEN = 'bench-live-metrics-token';

/** A server's `live_event_lag_seconds` so far: the sum (seconds) and count of its events. */
async function handOffLag(baseUrl: string): Promise<{ sum: number; count: number }> {
  const response = await fetch(`${baseUrl}/metrics`, {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  if (!response.ok) throw new Error(`GET /metrics answered ${response.status}`);
  const text = await response.text();
  const read = (name: string) =>
    Number(new RegExp(`^live_event_lag_seconds_${name} (\\S+)$`, 'm').exec(text)?.[1] ?? 0);
  return { sum: read('sum'), count: read('count') };
}

/** User + system CPU time of a process so far, in ms (clock ticks of 10 ms). */
function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name, which is in parentheses and may hold spaces.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** Wall-clock time in ms with sub-millisecond precision, comparable to the servers' Date. */
const wallNow = () => performance.timeOrigin + performance.now();

interface RoomAnswer {
  status: string;
  version: number;
  players: { isHost: boolean; score: number }[];
}

/** `GET /api/games/:id` and a competition's pushed view, as far as the bench reads them. */
interface GameAnswer {
  participants: number;
  scores: { score: number }[];
}

/** `GET /api/auctions/:id` and an auction's pushed state, as far as the bench reads them. */
interface AuctionAnswer {
  bidCount: number;
  currentPrice: number;
}

type Answer = RoomAnswer | GameAnswer | AuctionAnswer;

const shownScore = (answer: Answer): number =>
  'players' in answer
    ? (answer.players.find((player) => player.isHost)?.score ?? Number.NaN)
    : 'scores' in answer
      ? (answer.scores[0]?.score ?? Number.NaN)
      : answer.currentPrice;

/** What one client saw of one poll (by the poll's instant, the `metrics` event's id). */
interface PollSeen {
  events: number;
  eventAt: number;
  updatedAt?: number;
}

/** The poll being waited for: resolved once every client shows it. */
interface Round {
  at: number;
  /** Time zero: the poll's publish instant (its NOTIFY's `sentAt`, just before the commit). */
  zero: number;
  /** Clients showing it so far. */
  updated: number;
  allUpdated: Promise<void>;
  resolve: () => void;
}

/** The clients and the poll they are in; one per scenario. */
class Audience {
  readonly clients: RoomClient[] = [];
  round: Round | null = null;
  /** Polls heard by the bench's LISTEN, by instant: when they were published. */
  readonly published = new Map<number, number>();
  requests = 0;
  inFlight = 0;
  failures: string[] = [];
  #waiting: ((at: number) => void) | null = null;

  constructor(
    readonly subject: Subject,
    /** The room's id, or the competition's. */
    readonly subjectId: string,
  ) {}

  get topic(): string {
    if (this.subject === 'auction') return liveTopics.auction(Number(this.subjectId));
    return this.subject === 'room'
      ? liveTopics.room(this.subjectId)
      : liveTopics.competition(Number(this.subjectId));
  }

  get readPath(): string {
    if (this.subject === 'auction') return `/api/auctions/${this.subjectId}`;
    return this.subject === 'room'
      ? `/api/game-rooms/${this.subjectId}`
      : `/api/games/${this.subjectId}`;
  }

  /** The version a pushed view must have to apply to this answer (see `Subject`). */
  versionOf(answer: Answer): number {
    if (this.subject === 'auction') return (answer as AuctionAnswer).bidCount;
    return this.subject === 'room'
      ? (answer as RoomAnswer).version
      : (answer as GameAnswer).participants;
  }

  /** Whether a pushed view applies to a copy of version `held` (see `Subject`). */
  applies(view: Answer, held: number): boolean {
    if (this.subject !== 'auction') return this.versionOf(view) === held;
    return process.env.BENCH_LIVE_AUCTION_REFETCH !== '1' && this.versionOf(view) > held;
  }

  /** The round an event belongs to: a poll's instant (its id), or a bid's (its version). */
  roundOf(event: { id: string; version: number }): number | undefined {
    if (this.subject === 'auction') return event.id === '*' ? undefined : event.version;
    return /^\d+$/.test(event.id) ? Number(event.id) : undefined;
  }

  /** Resolves with the instant of the next poll the bench hears published. */
  nextPoll(): Promise<number> {
    return new Promise((resolve) => {
      this.#waiting = resolve;
    });
  }

  /** Starts waiting for every client to show poll `at`. */
  track(at: number): Round {
    let resolve = () => {};
    const allUpdated = new Promise<void>((done) => {
      resolve = done;
    });
    const zero = this.published.get(at) ?? wallNow();
    const updated = this.clients.filter(
      (client) => client.seen.get(at)?.updatedAt !== undefined,
    ).length;
    const round: Round = { at, zero, updated, allUpdated, resolve };
    this.round = round;
    if (updated === this.clients.length) resolve();
    return round;
  }

  /** A client now shows poll `at`: the round resolves with the last one. */
  shown(at: number): void {
    const round = this.round;
    if (!round || round.at !== at) return;
    round.updated += 1;
    if (round.updated === this.clients.length) round.resolve();
  }

  /**
   * Resolves once no re-fetch has been running or started for 300 ms; throws when the bursts of
   * successive polls run into each other for `limitMs` (the server cannot keep up).
   */
  async quiet(limitMs: number): Promise<void> {
    const giveUpAt = Date.now() + limitMs;
    let seen = -1;
    while (this.inFlight > 0 || seen !== this.requests) {
      if (Date.now() > giveUpAt) {
        throw new Error(
          `re-fetches never stopped for ${limitMs} ms: raise BENCH_LIVE_POLL_SECONDS`,
        );
      }
      seen = this.requests;
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
  }

  /** The bench's LISTEN heard poll `at`, published at `sentAt` (the server's clock). */
  heardPoll(at: number, sentAt: number | undefined): void {
    if (this.published.has(at)) return;
    this.published.set(at, sentAt ?? wallNow());
    this.#waiting?.(at);
    this.#waiting = null;
  }
}

/**
 * JSON.parse, remembering the last text: the clients share this process, so the same event frame
 * (a pushed view is a few KB) is parsed once rather than once per client, as each browser would
 * parse its own copy on its own CPU. The result is only read.
 */
let lastText = '';
let lastParsed: unknown;
/** The largest frame parsed since the scenario started (bytes). */
let largestFrame = 0;
function parseShared(text: string): unknown {
  if (text !== lastText) {
    lastParsed = JSON.parse(text);
    lastText = text;
    largestFrame = Math.max(largestFrame, Buffer.byteLength(text));
  }
  return lastParsed;
}

/** One watcher of the room screen: its socket, its copy of the room and its latest re-fetch. */
class RoomClient {
  socket!: WebSocket;
  /** Each poll this client heard of: its events, and when it first showed that poll's scores. */
  readonly seen = new Map<number, PollSeen>();
  score = Number.NaN;
  version = Number.NaN;
  #fetches = 0;

  constructor(
    private readonly audience: Audience,
    private readonly baseUrl: string,
    private readonly cookie: string,
  ) {}

  /** Opens the socket, follows the room, loads the room. */
  async open(): Promise<void> {
    // BENCH_LIVE_FOLLOW_METRICS=1 is the room screen before issue 16, which also followed
    // `metrics` and re-fetched on it (to measure a server that pushes no view).
    const topics = [
      this.audience.topic,
      ...(process.env.BENCH_LIVE_FOLLOW_METRICS === '1' ? [liveTopics.metrics] : []),
    ];
    const socket = new WebSocket(`${this.baseUrl.replace('http', 'ws')}/api/live`, {
      headers: { cookie: this.cookie },
    });
    this.socket = socket;
    await new Promise<void>((resolve, reject) => {
      let pending = topics.length;
      socket.once('error', reject);
      socket.once('open', () => {
        for (const topic of topics) socket.send(JSON.stringify({ type: 'subscribe', topic }));
      });
      socket.on('message', (data) => {
        const message = parseShared(String(data)) as {
          type: string;
          topic: string;
          id: string;
          version: number;
          view?: Answer;
        };
        if (message.type === 'subscribed') {
          pending -= 1;
          if (pending === 0) resolve();
        } else if (message.type === 'event') {
          this.#onEvent(message);
        }
      });
    });
    await this.#refetch();
  }

  #onEvent(event: { id: string; version: number; view?: Answer }): void {
    const now = wallNow();
    // A poll's events (the pushed view, or `metrics` before issue 16) carry its instant as id.
    const poll = this.audience.roundOf(event);
    if (poll !== undefined) {
      const seen = this.seen.get(poll);
      if (seen) seen.events += 1;
      else this.seen.set(poll, { events: 1, eventAt: now });
    }
    // As the screen: a pushed view of the version held is shown at once; else re-fetch.
    if (event.view && this.audience.applies(event.view, this.version)) {
      this.#show(event.view, now, now);
      return;
    }
    // After the other sockets' pending frames are read: every client here shares one process,
    // and starting a request first would delay their timestamps, not their browsers'.
    setImmediate(() => void this.#refetch());
  }

  /** Shows a room read or pushed after `asOf`: every poll heard by then is now on screen. */
  #show(room: Answer, asOf: number, now: number): void {
    this.score = shownScore(room);
    this.version = this.audience.versionOf(room);
    for (const [poll, seen] of this.seen) {
      if (seen.updatedAt === undefined && seen.eventAt <= asOf) {
        seen.updatedAt = now;
        this.audience.shown(poll);
      }
    }
  }

  async #refetch(): Promise<void> {
    this.#fetches += 1;
    const mine = this.#fetches;
    const startedAt = wallNow();
    this.audience.requests += 1;
    this.audience.inFlight += 1;
    let room: Answer;
    try {
      const response = await fetch(`${this.baseUrl}${this.audience.readPath}`, {
        headers: { cookie: this.cookie },
      });
      if (!response.ok)
        throw new Error(`GET ${this.audience.readPath} answered ${response.status}`);
      room = (await response.json()) as Answer;
    } catch (error) {
      this.audience.failures.push(String(error));
      return;
    } finally {
      this.audience.inFlight -= 1;
    }
    // A newer re-fetch started meanwhile: this answer is dropped, as the client's query drops it.
    if (mine !== this.#fetches) return;
    this.#show(room, startedAt, wallNow());
  }
}

/** The bench's own LISTEN on the live channel: a poll's `metrics` NOTIFY starts a round. */
async function listenForPolls(url: string, audience: () => Audience | undefined) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  client.on('notification', (message) => {
    if (message.channel !== LIVE_CHANNEL || !message.payload) return;
    const event = JSON.parse(message.payload) as {
      topic: string;
      id: string;
      version: number;
      sentAt?: number;
    };
    const current = audience();
    if (current?.subject === 'auction') {
      // A bid's event: the round is the bid's instant (its version).
      if (event.topic === current.topic) current.heardPoll(event.version, event.sentAt);
    } else if (event.topic === liveTopics.metrics && /^\d+$/.test(event.id)) {
      current?.heardPoll(Number(event.id), event.sentAt);
    }
  });
  await client.query(`listen ${LIVE_CHANNEL}`);
  return client;
}

async function post(url: string, cookie: string, body?: unknown): Promise<Response> {
  const response = await fetch(url, {
    method: 'POST',
    headers: body === undefined ? { cookie } : { cookie, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${url}: ${response.status} ${await response.text()}`);
  return response;
}

/** Signs up the accounts; a room with PLAYERS of them, teams picked, started by the host. */
async function playingRoom(
  baseUrl: string,
  accounts: number,
): Promise<{ roomId: string; cookies: string[] }> {
  const cookies: string[] = [];
  for (let i = 0; i < Math.max(accounts, PLAYERS); i += 1) {
    const response = await post(`${baseUrl}/api/register`, '', {
      username: `live${i}_${process.pid}`,
      password: 'bench-password',
    });
    cookies.push((response.headers.get('set-cookie') ?? '').split(';')[0] ?? '');
  }
  const [hostCookie = ''] = cookies;
  const room = (await (
    await post(`${baseUrl}/api/game-rooms`, hostCookie, { name: 'Bench room', maxPlayers: 20 })
  ).json()) as { id: string };
  for (let player = 0; player < PLAYERS; player += 1) {
    const cookie = cookies[player] ?? '';
    if (player > 0) await post(`${baseUrl}/api/game-rooms/${room.id}/join`, cookie);
    // Rooms take exactly 5 picks (decision 0020).
    const team = [1, 2, 3, 4, 5].map((k) => `live_${((player * 5 + k - 1) % INFLUENCERS) + 1}`);
    await post(`${baseUrl}/api/game-rooms/${room.id}/team`, cookie, { influencers: team });
  }
  const started = (await (
    await post(`${baseUrl}/api/game-rooms/${room.id}/start`, hostCookie)
  ).json()) as RoomAnswer;
  if (started.status !== 'playing') throw new Error(`room not started: ${started.status}`);
  return { roomId: room.id, cookies };
}

/** Signs up the accounts (they watch); returns their cookies. */
async function signUpWatchers(baseUrl: string, accounts: number): Promise<string[]> {
  const cookies: string[] = [];
  for (let i = 0; i < accounts; i += 1) {
    const response = await post(`${baseUrl}/api/register`, '', {
      username: `watch${i}_${process.pid}`,
      password: 'bench-password',
    });
    cookies.push((response.headers.get('set-cookie') ?? '').split(';')[0] ?? '');
  }
  return cookies;
}

/**
 * A live (active) competition of COMPETITION_ENTRIES paid entries, written straight into the
 * tables as the scheduler's start leaves them (entries, baselines; the game runs for a day), so
 * every poll moves its leaderboard. The watchers are spectators (not among the entries).
 */
async function liveCompetition(databaseUrl: string): Promise<string> {
  const handle = await openDatabase({ url: databaseUrl, poolSize: 1 });
  try {
    const db = handle.db;
    const now = new Date();
    const start = new Date(now.getTime() - 600_000);
    const end = new Date(now.getTime() + 86_400_000);
    const [product] = await selectRows<{ id: number }>(
      db,
      sql`
        insert into products (brand, model, size, quantity, price_cents, entry_price_cents,
          description, max_contestants, created_at, updated_at)
        values ('Bench', 'Live leaderboard', '54mm', 10, 5000, 100, 'A bench product.',
          ${COMPETITION_ENTRIES}, ${now}, ${now})
        returning id`,
    );
    const [competition] = await selectRows<{ id: number }>(
      db,
      sql`
        insert into competitions (product_id, status, required_participants, entry_price_cents,
          entries_count, start_time, end_time, baseline_at, created_at)
        values (${product?.id}, 'active', ${COMPETITION_ENTRIES}, 100, ${COMPETITION_ENTRIES},
          ${start}, ${end}, ${start}, ${start})
        returning id`,
    );
    const id = competition?.id ?? 0;
    await db.execute(sql`
      with players as (
        insert into users (username, password_hash, created_at)
        select 'entrant' || n || '_' || ${process.pid}, 'x', ${now}
        from generate_series(1, ${COMPETITION_ENTRIES}) n
        returning id
      ),
      numbered as (select id as user_id, row_number() over (order by id) as n from players),
      paid as (
        insert into payments (user_id, idempotency_key, provider, amount_cents, status, purpose,
          created_at)
        select user_id, 'bench-entry-' || n, 'test', 100, 'completed', 'play', ${start}
        from numbered
        returning id, user_id
      )
      insert into plays (competition_id, product_id, user_id, influencer_ids, idempotency_key,
        payment_id, paid_at, created_at)
      select ${id}, ${product?.id}, u.user_id,
        array(select 'live_' || (((u.n * 5 + k) % ${INFLUENCERS}) + 1) from generate_series(0, 4) k),
        'bench-entry-' || u.n, p.id, ${start}, ${start}
      from numbered u join paid p on p.user_id = u.user_id`);
    await writeBaselines(db, [id], start);
    return String(id);
  } finally {
    await handle.close();
  }
}

/**
 * A live auction (started a minute ago, ending in a day, so no soft close), written straight into
 * the tables as opening one leaves them; its id.
 */
async function liveAuction(databaseUrl: string): Promise<string> {
  const handle = await openDatabase({ url: databaseUrl, poolSize: 1 });
  try {
    const now = new Date();
    const start = new Date(now.getTime() - 60_000);
    const end = new Date(now.getTime() + 86_400_000);
    const [product] = await selectRows<{ id: number }>(
      handle.db,
      sql`
        insert into products (brand, model, size, quantity, price_cents, description,
          created_at, updated_at)
        values ('Bench', 'Live auction', '54mm', 10, 5000, 'A bench product.', ${now}, ${now})
        returning id`,
    );
    const [auction] = await selectRows<{ id: number }>(
      handle.db,
      sql`
        insert into auctions (product_id, status, start_price_cents, increment_cents, starts_at,
          ends_at, scheduled_ends_at, current_price_cents, created_at)
        values (${product?.id}, 'open', 1000, 100, ${start}, ${end}, ${end}, 1000, ${start})
        returning id`,
    );
    return String(auction?.id ?? 0);
  } finally {
    await handle.close();
  }
}

/** Two bidders, of age and with a saved profile (a bid asks for both); their cookies. */
async function auctionBidders(baseUrl: string): Promise<string[]> {
  const cookies: string[] = [];
  for (let i = 0; i < 2; i += 1) {
    const response = await post(`${baseUrl}/api/register`, '', {
      username: `bidder${i}_${process.pid}`,
      password: 'bench-password',
    });
    const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    await post(`${baseUrl}/api/user/age-confirmation`, cookie, { confirmed: true });
    const saved = await fetch(`${baseUrl}/api/user/profile`, {
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
    if (!saved.ok) throw new Error(`bidder profile: ${saved.status} ${await saved.text()}`);
    cookies.push(cookie);
  }
  return cookies;
}

/** Round `index`'s bid: the bidders take turns, each raising the maximum by $10. */
async function placeBenchBid(
  baseUrl: string,
  auctionId: string,
  bidders: string[],
  index: number,
): Promise<void> {
  const response = await fetch(`${baseUrl}/api/auctions/${auctionId}/bids`, {
    method: 'POST',
    headers: {
      cookie: bidders[index % 2] ?? '',
      'content-type': 'application/json',
      'idempotency-key': `bench-bid-${process.pid}-${index}`,
    },
    body: JSON.stringify({ maxBid: 10 + index * 10 }),
  });
  if (response.status !== 201)
    throw new Error(`bid ${index}: ${response.status} ${await response.text()}`);
}

/** The median time of one read of the watched screen with nothing else going on (50 in a row). */
async function refetchAlone(baseUrl: string, readPath: string, cookie: string): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < 60; i += 1) {
    const started = performance.now();
    const response = await fetch(`${baseUrl}${readPath}`, { headers: { cookie } });
    await response.arrayBuffer();
    // The first ten warm the process up.
    if (i >= 10) times.push(performance.now() - started);
  }
  return percentile(times, 50);
}

async function scenario(
  database: Database,
  processCount: number,
  options: LiveBenchOptions,
  subject: Subject,
): Promise<LiveBenchResult> {
  const label = `${subject === 'room' ? 'room' : subject === 'auction' ? 'auction' : 'leaderboard'}, ${options.clients.toLocaleString('en-US')} clients, ${processCount === 1 ? 'one process' : `${processCount} processes`}, ${database.label}`;
  const servers: ServerProcess[] = [];
  let audience: Audience | undefined;
  let listener: pg.Client | undefined;
  try {
    for (let i = 0; i < processCount; i += 1) {
      servers.push(
        await startProcess('src/server/main.ts', {
          ...database.env,
          SEED_DEMO: 'false',
          AUTH_RATE_LIMIT_PER_IP: '1000000',
          CLIENT_DIR: 'does-not-exist',
          METRICS_PROVIDER: 'simulated',
          METRICS_POLL_SECONDS: String(options.pollSeconds),
          // The servers' own /metrics (the hand-off lag), on the main port with this token.
          METRICS_TOKEN,
          ROOM_GAME_SECONDS: '86400',
          // Nothing but the poller publishes during the measurement.
          SCHEDULER_TICK_MS: '3600000',
        }),
      );
    }
    const [first] = servers;
    if (!first) throw new Error('no server');
    let subjectId: string;
    let cookies: string[];
    let bidders: string[] = [];
    if (subject === 'room') {
      ({ roomId: subjectId, cookies } = await playingRoom(first.url, options.accounts));
    } else if (subject === 'auction') {
      cookies = await signUpWatchers(first.url, options.accounts);
      bidders = await auctionBidders(first.url);
      subjectId = await liveAuction(database.env.DATABASE_URL ?? '');
      // Before anyone watches: the bids that give the auction a full history, as a hot one has.
      for (let index = 1; index <= AUCTION_HISTORY_BIDS; index += 1)
        await placeBenchBid(first.url, subjectId, bidders, index);
    } else {
      cookies = await signUpWatchers(first.url, options.accounts);
      subjectId = await liveCompetition(database.env.DATABASE_URL ?? '');
    }
    const current = new Audience(subject, subjectId);

    const alone = await refetchAlone(first.url, current.readPath, cookies[0] ?? '');
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const idle = servers.map((server) => memoryMb(server.pid));
    audience = current;
    listener = await listenForPolls(database.env.DATABASE_URL ?? '', () => audience);
    const perServer = Math.ceil(options.clients / servers.length);
    for (const server of servers) {
      const count = Math.min(perServer, options.clients - current.clients.length);
      // 100 handshakes and first loads at a time.
      for (let opened = 0; opened < count; opened += 100) {
        const batch = Array.from({ length: Math.min(100, count - opened) }, () => {
          const cookie = cookies[current.clients.length % options.accounts] ?? '';
          const client = new RoomClient(current, server.url, cookie);
          current.clients.push(client);
          return client;
        });
        await Promise.all(batch.map((client) => client.open()));
      }
    }
    if (current.failures.length > 0) throw new Error(`first loads: ${current.failures[0]}`);
    await current.quiet(3 * options.pollSeconds * 1000);
    // With every socket open and the first loads answered: what the sockets hold.
    const connected = servers.map((server) => memoryMb(server.pid));

    const toCommit: number[] = [];
    const firstEvent: number[] = [];
    const lastEvent: number[] = [];
    const lastUpdated: number[] = [];
    const anyUpdated: number[] = [];
    let mostEvents = 0;
    const refetches: number[] = [];
    let overran = 0;
    const cpuBefore = servers.map((server) => cpuMs(server.pid));
    const lagBefore = await Promise.all(servers.map((server) => handOffLag(server.url)));
    largestFrame = 0;
    // Each round: the next poll (an auction: the bench's next bid), until every client shows it.
    for (let index = 1; index <= options.rounds; index += 1) {
      const next = current.nextPoll();
      if (subject === 'auction')
        await placeBenchBid(first.url, subjectId, bidders, AUCTION_HISTORY_BIDS + index);
      const at = await next;
      const requestsBefore = current.requests;
      const round = current.track(at);
      let timer: NodeJS.Timeout | undefined;
      const deadline = new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          const behind = current.clients.filter(
            (client) => client.seen.get(at)?.updatedAt === undefined,
          );
          const failure = current.failures[0] ? ` (${current.failures[0]})` : '';
          reject(new Error(`round ${index}: ${behind.length} clients not updated${failure}`));
        }, ROUND_TIMEOUT_MS);
      });
      await Promise.race([round.allUpdated, deadline]).finally(() => clearTimeout(timer));
      const seen = current.clients.map((client) => client.seen.get(at) as PollSeen);
      // Time zero: the publish (a server that sends no `sentAt`: the first sign of the poll).
      const zero = Math.min(round.zero, ...seen.map((poll) => poll.eventAt));
      const events = seen.map((poll) => poll.eventAt - zero);
      const updates = seen.map((poll) => (poll.updatedAt as number) - zero);
      toCommit.push(zero - at);
      firstEvent.push(Math.min(...events));
      lastEvent.push(Math.max(...events));
      lastUpdated.push(Math.max(...updates));
      anyUpdated.push(...updates);
      // A burst longer than the poll interval overlaps the next poll: rounds start with a poll
      // heard once every re-fetch has been answered, so each burst is measured on its own.
      if (zero + (lastUpdated.at(-1) ?? 0) > at + options.pollSeconds * 1000) overran += 1;
      await current.quiet(3 * options.pollSeconds * 1000);
      // Late duplicates (a second publish of the same poll) arrive within the quiet period.
      mostEvents = Math.max(mostEvents, ...seen.map((poll) => poll.events));
      current.round = null;
      refetches.push(current.requests - requestsBefore);
      process.stderr.write(
        `live, ${label}: round ${index}/${options.rounds}, poll to publish ${Math.round(toCommit.at(-1) ?? 0)} ms, ` +
          `then last event ${Math.round(lastEvent.at(-1) ?? 0)} ms, ` +
          `last updated ${Math.round(lastUpdated.at(-1) ?? 0)} ms\n`,
      );
    }
    const cpuAfter = servers.map((server) => cpuMs(server.pid));
    const lagAfter = await Promise.all(servers.map((server) => handOffLag(server.url)));
    const lagSum = lagAfter.reduce((sum, lag, i) => sum + lag.sum - (lagBefore[i]?.sum ?? 0), 0);
    const lagCount = lagAfter.reduce(
      (sum, lag, i) => sum + lag.count - (lagBefore[i]?.count ?? 0),
      0,
    );
    const loaded = servers.map((server) => memoryMb(server.pid));
    const cpu = cpuAfter.reduce((sum, value, i) => sum + value - (cpuBefore[i] ?? 0), 0);
    const added = connected.reduce((sum, memory, i) => sum + memory.rss - (idle[i]?.rss ?? 0), 0);
    return {
      scenario: label,
      subject,
      processes: processCount,
      clients: current.clients.length,
      rounds: options.rounds,
      'one re-fetch alone ms': alone,
      'poll to publish p50 ms': percentile(toCommit, 50),
      'first event p50 ms': percentile(firstEvent, 50),
      'last event p50 ms': percentile(lastEvent, 50),
      'last event p99 ms': percentile(lastEvent, 99),
      'last updated p50 ms': percentile(lastUpdated, 50),
      'last updated p99 ms': percentile(lastUpdated, 99),
      'any updated p50 ms': percentile(anyUpdated, 50),
      'any updated p99 ms': percentile(anyUpdated, 99),
      'events/client/poll max': mostEvents,
      're-fetches/round': percentile(refetches, 50),
      'rounds past the next poll': overran,
      'server CPU ms/update': Math.round(cpu / options.rounds),
      'server hand-off mean ms': lagCount === 0 ? 0 : Math.round((lagSum / lagCount) * 1000),
      'frame bytes': largestFrame,
      'RSS idle MB': idle.map((memory) => memory.rss).join(' + '),
      'RSS connected MB': connected.map((memory) => memory.rss).join(' + '),
      'RSS after rounds MB': loaded.map((memory) => memory.rss).join(' + '),
      'RSS peak MB': loaded.map((memory) => memory.peak).join(' + '),
      'RSS MB/1,000 sockets': Number(((added / current.clients.length) * 1000).toFixed(1)),
      'load avg': Number((loadavg()[0] ?? 0).toFixed(1)),
    };
  } finally {
    for (const client of audience?.clients ?? []) client.socket?.terminate();
    await listener?.end().catch(() => {});
    for (const server of servers) await server.stop();
  }
}

export async function benchLive(postgresUrl: string | undefined): Promise<LiveBenchResult[]> {
  if (!postgresUrl) {
    console.log('live: set BENCH_DATABASE_URL (a PostgreSQL server) to measure live updates.');
    return [];
  }
  const clients = Number(process.env.BENCH_LIVE_CLIENTS ?? 1000);
  const options: LiveBenchOptions = {
    clients,
    rounds: Number(process.env.BENCH_LIVE_ROUNDS ?? 30),
    pollSeconds: Number(process.env.BENCH_LIVE_POLL_SECONDS ?? 10),
    accounts: Number(process.env.BENCH_LIVE_ACCOUNTS ?? 10),
  };
  // BENCH_LIVE_SCENARIOS (e.g. "pg2" or "pg1,pg2") runs some of them: each takes minutes.
  const wanted = new Set(
    (
      process.env.BENCH_LIVE_SCENARIOS ??
      SCENARIOS.filter((plan) => plan.key !== 'pg1')
        .map((plan) => plan.key)
        .join(',')
    ).split(','),
  );
  const plans = SCENARIOS.filter((plan) => wanted.has(plan.key)).map((plan) => ({
    ...plan,
    clients: plan.tenfold ? clients * 10 : clients,
  }));
  const results: LiveBenchResult[] = [];
  for (const plan of plans) {
    const database = await prepareDatabase('postgres', postgresUrl);
    try {
      results.push(
        await scenario(
          database,
          plan.processes,
          { ...options, clients: plan.clients },
          plan.subject,
        ),
      );
    } finally {
      await database.cleanup();
    }
  }
  return results;
}

/** One line per target of issue 16 the run measured: PASS or FAIL, with the figure. */
export function liveVerdicts(results: readonly LiveBenchResult[]): string[] {
  const lines: string[] = [];
  for (const target of LIVE_TARGETS) {
    for (const result of results) {
      if (result.clients !== target.clients || result.processes !== target.processes) continue;
      const value = result[target.column];
      lines.push(
        `${value <= target.maxMs ? 'PASS' : 'FAIL'}  live score to screen, ${result.scenario}: ` +
          `${target.column} ${value} (target ≤ ${target.maxMs}; load average ${result['load avg']})`,
      );
    }
  }
  for (const result of results) {
    const events = result['events/client/poll max'];
    lines.push(
      `${events === 1 ? 'PASS' : 'FAIL'}  one event per change per client, ${result.scenario}: ` +
        `at most ${events} per ${result.subject === 'auction' ? 'bid' : 'poll'} (target 1)`,
    );
  }
  return lines;
}
