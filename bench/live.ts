/**
 * Live updates at scale (`BENCH_ONLY=live npm run bench`): BENCH_LIVE_CLIENTS (1,000) WebSocket
 * clients follow one multiplayer room; in each of BENCH_LIVE_ROUNDS (20) rounds the host changes
 * their team (`POST /api/game-rooms/:id/team`, a real change that bumps the room's version and
 * publishes `room:{id}` after its commit), and we time from sending that request until the last
 * client has the event. Scenarios: one server process on the embedded PGlite, and with
 * BENCH_DATABASE_URL one process and two processes (clients split evenly, the change made on the
 * first; the second hears it through LISTEN/NOTIFY) on PostgreSQL. The servers' memory (RSS) is
 * read from /proc before and after the clients connect.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import WebSocket from 'ws';
import { openDatabase } from '../src/server/db/client';
import { runMigrations } from '../src/server/db/migrate';
import { type ServerProcess, startProcess } from './lib/server-process';

export interface LiveBenchResult {
  scenario: string;
  clients: number;
  rounds: number;
  'last client p50 ms': number;
  'last client p99 ms': number;
  'any client p50 ms': number;
  'RSS idle MB': string;
  'RSS with clients MB': string;
}

interface Database {
  label: string;
  env: Record<string, string>;
  cleanup(): Promise<void>;
}

/** An empty migrated database with ten influencers to pick teams from. */
async function prepareDatabase(
  kind: 'embedded' | 'postgres',
  postgresUrl?: string,
): Promise<Database> {
  const fill = async (handle: Awaited<ReturnType<typeof openDatabase>>) => {
    await runMigrations(handle);
    await handle.db.execute(sql`
      insert into influencers (id, name, handle, avatar_url, category, location, followers, created_at)
      select 'live_' || i, 'Live ' || i, '@live' || i, '/assets/default-product.png', 'Lifestyle',
        'Laguna Beach', '{"instagram": 100000}'::jsonb, now()
      from generate_series(1, 10) i`);
    await handle.close();
  };
  if (kind === 'embedded') {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'sm-bench-live-'));
    await fill(await openDatabase({ dataDir }));
    return {
      label: 'PGlite',
      env: { DATA_DIR: dataDir, DATABASE_URL: '' },
      cleanup: async () => rmSync(dataDir, { recursive: true, force: true }),
    } satisfies Database;
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
  } satisfies Database;
}

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return Number((sorted[Math.max(0, index)] ?? 0).toFixed(1));
};

interface Client {
  socket: WebSocket;
  /** When the event of the current round arrived (undefined: not yet). */
  arrivedAt?: number;
}

/** Opens `count` clients on `url` following `topic`, 100 handshakes at a time. */
async function connectClients(url: string, topic: string, count: number): Promise<Client[]> {
  const clients: Client[] = [];
  const open = async () => {
    const socket = new WebSocket(`${url.replace('http', 'ws')}/api/live`);
    const client: Client = { socket };
    await new Promise<void>((resolve, reject) => {
      socket.once('error', reject);
      socket.once('open', () => socket.send(JSON.stringify({ type: 'subscribe', topic })));
      socket.on('message', (data) => {
        const message = JSON.parse(String(data)) as { type: string };
        if (message.type === 'subscribed') resolve();
        else if (message.type === 'event') client.arrivedAt ??= performance.now();
      });
    });
    clients.push(client);
  };
  for (let started = 0; started < count; started += 100) {
    await Promise.all(Array.from({ length: Math.min(100, count - started) }, open));
  }
  return clients;
}

async function scenario(
  database: Database,
  processCount: number,
  clientCount: number,
  rounds: number,
): Promise<LiveBenchResult> {
  const servers: ServerProcess[] = [];
  const clients: Client[] = [];
  try {
    for (let i = 0; i < processCount; i += 1) {
      servers.push(
        await startProcess('src/server/main.ts', {
          ...database.env,
          SEED_DEMO: 'false',
          AUTH_RATE_LIMIT_PER_IP: '1000000',
          CLIENT_DIR: 'does-not-exist',
          // Nothing else publishes during the measurement.
          SCHEDULER_TICK_MS: '3600000',
          METRICS_POLL_SECONDS: '86400',
        }),
      );
    }
    const [first] = servers;
    if (!first) throw new Error('no server');
    const register = await fetch(`${first.url}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: `bench_host_${Date.now()}`, password: 'bench-password' }),
    });
    const cookie = (register.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const room = (await (
      await fetch(`${first.url}/api/game-rooms`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Bench room', maxPlayers: 20 }),
      })
    ).json()) as { id: string };
    if (!room.id) throw new Error('room not created');
    const setTeam = async (round: number) => {
      const team = round % 2 === 0 ? ['live_1', 'live_2', 'live_3'] : ['live_4', 'live_5'];
      const response = await fetch(`${first.url}/api/game-rooms/${room.id}/team`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ influencers: team }),
      });
      if (!response.ok) throw new Error(`team change failed: ${response.status}`);
    };
    await setTeam(0);

    await new Promise((resolve) => setTimeout(resolve, 1000));
    const idle = servers.map((server) => rssMb(server.pid));
    const perServer = Math.ceil(clientCount / servers.length);
    for (const server of servers) {
      clients.push(
        ...(await connectClients(
          server.url,
          `room:${room.id}`,
          Math.min(perServer, clientCount - clients.length),
        )),
      );
    }

    const lastClient: number[] = [];
    const anyClient: number[] = [];
    for (let round = 1; round <= rounds; round += 1) {
      for (const client of clients) client.arrivedAt = undefined;
      const sentAt = performance.now();
      await setTeam(round);
      const deadline = Date.now() + 10_000;
      while (clients.some((client) => client.arrivedAt === undefined)) {
        if (Date.now() > deadline) throw new Error(`round ${round}: not every client heard`);
        await new Promise((resolve) => setImmediate(resolve));
      }
      const latencies = clients.map((client) => (client.arrivedAt as number) - sentAt);
      lastClient.push(Math.max(...latencies));
      anyClient.push(...latencies);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const loaded = servers.map((server) => rssMb(server.pid));
    return {
      scenario: `${processCount === 1 ? 'one process' : `${processCount} processes`}, ${database.label}`,
      clients: clients.length,
      rounds,
      'last client p50 ms': percentile(lastClient, 50),
      'last client p99 ms': percentile(lastClient, 99),
      'any client p50 ms': percentile(anyClient, 50),
      'RSS idle MB': idle.join(' + '),
      'RSS with clients MB': loaded.join(' + '),
    };
  } finally {
    for (const client of clients) client.socket.terminate();
    for (const server of servers) await server.stop();
  }
}

export async function benchLive(postgresUrl: string | undefined): Promise<LiveBenchResult[]> {
  const clientCount = Number(process.env.BENCH_LIVE_CLIENTS ?? 1000);
  const rounds = Number(process.env.BENCH_LIVE_ROUNDS ?? 20);
  const results: LiveBenchResult[] = [];
  const plans: { kind: 'embedded' | 'postgres'; processes: number }[] = [
    { kind: 'embedded', processes: 1 },
    ...(postgresUrl
      ? [
          { kind: 'postgres' as const, processes: 1 },
          { kind: 'postgres' as const, processes: 2 },
        ]
      : []),
  ];
  for (const plan of plans) {
    const database = await prepareDatabase(plan.kind, postgresUrl);
    try {
      results.push(await scenario(database, plan.processes, clientCount, rounds));
    } finally {
      await database.cleanup();
    }
  }
  return results;
}
