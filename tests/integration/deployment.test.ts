import { readFileSync } from 'node:fs';
import {
  Agent,
  createServer,
  type IncomingMessage,
  request,
  type Server,
  type ServerResponse,
} from 'node:http';
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { parse } from 'yaml';
import { createTestDatabase, type TestDatabase, testDatabaseUrl } from '../fixtures/database';
import {
  freePort,
  type ServerProcess,
  startServerProcess,
  stopServerProcess,
} from '../fixtures/server-process';

/**
 * Issue 17's deployment, as far as it runs here (no images can be pulled): two shop processes with
 * compose.yaml's environment on one PostgreSQL, behind a small proxy that does what
 * deploy/Caddyfile tells Caddy (round robin over the processes whose /readyz is 200, checked every
 * second; a request that cannot connect is tried on the other; WebSocket upgrades passed through;
 * X-Forwarded-* set). One process is rolled (SIGTERM) under load: no request is dropped.
 */

if (!testDatabaseUrl) {
  console.log('[tests] deployment test skipped: it needs TEST_DATABASE_URL (PostgreSQL).');
}

/** compose.yaml's `x-shop-environment`, with `${NAME:-default}` resolved to the default. */
function composeEnvironment(): Record<string, string> {
  const compose = parse(readFileSync('compose.yaml', 'utf8'), { merge: true }) as {
    'x-shop-environment': Record<string, string>;
    services: Record<string, { environment?: unknown }>;
  };
  const env = compose['x-shop-environment'];
  expect(compose.services['shop-a']?.environment).toEqual(env);
  expect(compose.services['shop-b']?.environment).toEqual(env);
  return Object.fromEntries(
    Object.entries(env).map(([key, value]) => [
      key,
      String(value).replace(/\$\{[A-Z_]+:-([^}]*)\}/g, '$1'),
    ]),
  );
}

interface Upstream {
  url: URL;
  ready: boolean;
}

/** The Caddyfile's reverse_proxy, in a few lines of Node. */
function startProxy(upstreams: Upstream[], healthIntervalMs: number): Promise<Server> {
  let next = 0;
  const check = async () => {
    await Promise.all(
      upstreams.map(async (upstream) => {
        upstream.ready = await fetch(new URL('/readyz', upstream.url), {
          signal: AbortSignal.timeout(2_000),
        }).then(
          (response) => response.status === 200,
          () => false,
        );
      }),
    );
  };
  const timer = setInterval(() => void check(), healthIntervalMs);
  const pick = (exclude: Set<Upstream>) => {
    const candidates = upstreams.filter((upstream) => upstream.ready && !exclude.has(upstream));
    if (candidates.length === 0) return undefined;
    next = (next + 1) % candidates.length;
    return candidates[next];
  };
  const forwardedHeaders = (incoming: IncomingMessage) => ({
    ...incoming.headers,
    'x-forwarded-for': incoming.socket.remoteAddress ?? '',
    'x-forwarded-proto': 'https',
    'x-forwarded-host': incoming.headers.host ?? '',
  });

  const server = createServer((incoming: IncomingMessage, outgoing: ServerResponse) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const body = Buffer.concat(chunks);
      const tried = new Set<Upstream>();
      const attempt = () => {
        const upstream = pick(tried);
        if (!upstream) {
          outgoing.writeHead(502).end();
          return;
        }
        tried.add(upstream);
        const proxied = request(
          new URL(incoming.url ?? '/', upstream.url),
          { method: incoming.method, headers: forwardedHeaders(incoming), agent: false },
          (answer) => {
            outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(outgoing);
          },
        );
        // Like Caddy: a request that never reached the process (refused) is tried on another.
        proxied.on('error', (error: NodeJS.ErrnoException) => {
          if (error.code === 'ECONNREFUSED') attempt();
          else outgoing.destroy(error);
        });
        proxied.end(body);
      };
      attempt();
    });
  });
  server.on('upgrade', (incoming: IncomingMessage, client: Socket, head: Buffer) => {
    const upstream = pick(new Set());
    if (!upstream) {
      client.destroy();
      return;
    }
    const backend = connect(Number(upstream.url.port), upstream.url.hostname, () => {
      const headers = Object.entries(forwardedHeaders(incoming))
        .map(([name, value]) => `${name}: ${Array.isArray(value) ? value.join(', ') : value}`)
        .join('\r\n');
      backend.write(`${incoming.method} ${incoming.url} HTTP/1.1\r\n${headers}\r\n\r\n`);
      backend.write(head);
      backend.pipe(client);
      client.pipe(backend);
    });
    backend.on('error', () => client.destroy());
    client.on('error', () => backend.destroy());
  });
  server.on('close', () => clearInterval(timer));
  return check().then(
    () =>
      new Promise((resolve) => {
        server.listen(0, '127.0.0.1', () => resolve(server));
      }),
  );
}

describe.skipIf(!testDatabaseUrl)('two processes behind a proxy, rolled', () => {
  let db: TestDatabase;
  let a: ServerProcess | undefined;
  let b: ServerProcess | undefined;
  let proxy: Server | undefined;
  let proxyUrl = '';
  let env: Record<string, string> = {};

  beforeAll(async () => {
    db = await createTestDatabase();
    env = composeEnvironment();
    // The fixture gives each process its own free PORT (the containers all use 3000).
    const { PORT: _port, ...shared } = env;
    const processEnv = async () => ({
      ...shared,
      DATABASE_URL: db.url as string,
      HOST: '127.0.0.1',
      METRICS_HOST: '127.0.0.1',
      METRICS_PORT: String(await freePort()),
      LOG_LEVEL: 'warn',
      // The load's registrations all come from one client IP (the proxy forwards it).
      AUTH_RATE_LIMIT_PER_IP: '100000',
      // Caddy's fixed address in compose's network is this test's proxy on loopback here.
      TRUST_PROXY: '127.0.0.1',
    });
    [a, b] = await Promise.all([
      startServerProcess(db.url as string, await processEnv()),
      startServerProcess(db.url as string, await processEnv()),
    ]);
    proxy = await startProxy(
      [
        { url: new URL(a.url), ready: false },
        { url: new URL(b.url), ready: false },
      ],
      1_000,
    );
    const address = proxy.address();
    proxyUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  }, 120_000);

  afterAll(async () => {
    await new Promise((resolve) => (proxy ? proxy.close(resolve) : resolve(undefined)));
    proxy?.closeAllConnections();
    await Promise.all([stopServerProcess(a), stopServerProcess(b)]);
    await db?.destroy();
  });

  it('runs with the compose environment: behind the proxy (TRUST_PROXY), with metrics on their own port', async () => {
    expect(env).toMatchObject({
      TRUST_PROXY: '172.30.0.10',
      SHUTDOWN_TIMEOUT_MS: '10000',
      METRICS_PORT: '9464',
      SEED_DEMO: 'false',
    });
    const register = await fetch(`${proxyUrl}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: `roll${process.pid}`, password: 'secret-pass' }),
    });
    expect(register.status).toBe(201);
    // The proxy said https (X-Forwarded-Proto): the session cookie is Secure.
    expect(register.headers.get('set-cookie')).toContain('Secure');
    expect((await fetch(`${proxyUrl}/metrics`)).status).toBe(404);
  });

  it('rolls a process under load without dropping a request; its WebSocket hears 1001 and reconnects', async () => {
    if (!a || !b) throw new Error('servers did not start');
    const ws = new WebSocket(`${proxyUrl.replace('http', 'ws')}/api/live`);
    await new Promise((resolve, reject) => {
      ws.once('open', resolve);
      ws.once('error', reject);
    });

    const agent = new Agent({ keepAlive: true, maxSockets: 8 });
    const failures: string[] = [];
    let answered = 0;
    let stop = false;
    let counter = 0;
    const worker = async (index: number) => {
      while (!stop) {
        counter += 1;
        const write = index % 4 === 0;
        const status = await new Promise<number>((resolve) => {
          const payload = write
            ? JSON.stringify({ username: `rl${process.pid}n${counter}`, password: 'secret-pass' })
            : undefined;
          const req = request(
            `${proxyUrl}${write ? '/api/register' : '/api/products'}`,
            {
              method: write ? 'POST' : 'GET',
              agent,
              headers: payload ? { 'content-type': 'application/json' } : {},
            },
            (response) => {
              response.resume();
              response.on('end', () => resolve(response.statusCode ?? 0));
            },
          );
          req.on('error', (error) => {
            failures.push(error.message);
            resolve(0);
          });
          req.end(payload);
        });
        answered += 1;
        if (status !== 200 && status !== 201) failures.push(`status ${status}`);
      }
    };
    const workers = Array.from({ length: 8 }, (_, index) => worker(index));
    while (answered < 100) await new Promise((resolve) => setTimeout(resolve, 20));

    // Roll whichever process holds the WebSocket, so its client hears the going-away close.
    const closed = new Promise<number>((resolve) => ws.once('close', (code) => resolve(code)));
    const exited = new Promise<number | null>((resolve) => a?.child.once('exit', resolve));
    const bExited = new Promise<number | null>((resolve) => b?.child.once('exit', resolve));
    const signalledAt = Date.now();
    const answeredBefore = answered;
    a.child.kill('SIGTERM');
    const first = await Promise.race([exited, bExited.then(() => 'b' as const)]);
    expect(first).toBe(0);
    const rollMs = Date.now() - signalledAt;
    const answeredAfterExit = answered;
    // The survivor carries the load on its own for a moment.
    while (answered < answeredAfterExit + 100)
      await new Promise((resolve) => setTimeout(resolve, 20));
    stop = true;
    await Promise.all(workers);
    agent.destroy();
    console.log(
      `[rolling] ${answered} requests (${answered - answeredBefore} after SIGTERM), process out in ${rollMs} ms, ${failures.length} failed`,
    );
    expect(failures).toEqual([]);

    const wsCode = await Promise.race([
      closed,
      new Promise<number>((resolve) => setTimeout(() => resolve(-1), 500)),
    ]);
    // The socket was on the rolled process (1001) or on the survivor (still open).
    if (wsCode !== -1) expect(wsCode).toBe(1001);
    ws.terminate();
    const again = new WebSocket(`${proxyUrl.replace('http', 'ws')}/api/live`);
    await new Promise((resolve, reject) => {
      again.once('open', resolve);
      again.once('error', reject);
    });
    again.send(JSON.stringify({ type: 'ping' }));
    const pong = await new Promise((resolve) =>
      again.once('message', (data) => resolve(String(data))),
    );
    expect(JSON.parse(String(pong))).toEqual({ type: 'pong' });
    again.close();
  }, 60_000);
});
