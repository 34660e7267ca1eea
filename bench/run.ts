/**
 * `npm run bench`: starts the server as its own process (embedded PGlite in a temp folder, or
 * BENCH_DATABASE_URL) and measures the hot paths of the foundation with concurrent keep-alive clients.
 * Prints requests per second and latency percentiles per scenario. Options by environment:
 * BENCH_SECONDS (default 5 per scenario), BENCH_CONNECTIONS (default 16).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 16);

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function startServer(): Promise<{ url: string; child: ChildProcess; cleanup: () => void }> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sm-bench-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'error',
      AUTH_RATE_LIMIT_PER_IP: '1000000',
      CLIENT_DIR: 'dist/client',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    if (
      await fetch(`${url}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    ) {
      return { url, child, cleanup: () => rmSync(dataDir, { recursive: true, force: true }) };
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not start');
}

interface Result {
  name: string;
  requests: number;
  errors: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
}

async function scenario(
  name: string,
  request: () => Promise<Response>,
  forSeconds = seconds,
): Promise<Result> {
  const latencies: number[] = [];
  let errors = 0;
  const end = performance.now() + forSeconds * 1000;
  const worker = async () => {
    while (performance.now() < end) {
      const start = performance.now();
      const response = await request().catch(() => undefined);
      await response?.arrayBuffer();
      if (!response?.ok) errors++;
      latencies.push(performance.now() - start);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: connections }, worker));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    Number(
      (latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0).toFixed(1),
    );
  return {
    name,
    requests: latencies.length,
    errors,
    perSecond: Math.round(latencies.length / elapsed),
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
  };
}

const server = await startServer();
try {
  const json = { 'content-type': 'application/json' };
  const register = await fetch(`${server.url}/api/register`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ username: 'bench_user', password: 'bench-password' }),
  });
  const cookie = (register.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const results = [
    await scenario('GET /healthz', () => fetch(`${server.url}/healthz`)),
    await scenario('GET /api/user (session lookup)', () =>
      fetch(`${server.url}/api/user`, { headers: { cookie } }),
    ),
    await scenario('GET /api/notifications', () =>
      fetch(`${server.url}/api/notifications`, { headers: { cookie } }),
    ),
    await scenario('POST /api/login (scrypt)', () =>
      fetch(`${server.url}/api/login`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ username: 'bench_user', password: 'bench-password' }),
      }),
    ),
  ];
  console.log(
    `\n${connections} connections, ${seconds} s per scenario, database: ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite'}\n`,
  );
  console.table(results);
} finally {
  server.child.kill('SIGTERM');
  await new Promise((r) => server.child.once('exit', r));
  server.cleanup();
}
