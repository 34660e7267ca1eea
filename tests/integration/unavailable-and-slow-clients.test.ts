import { mkdtempSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { systemClock } from '../../src/server/clock';
import { openDatabase } from '../../src/server/db/client';
import { LIVE_RECONNECT } from '../../src/server/modules/live/event-bus';
import { backoffDelay } from '../../src/shared/backoff';
import { requestMessages } from '../../src/shared/validation-messages';
import { testDatabaseUrl } from '../fixtures/database';
import {
  freePort,
  type ServerProcess,
  startServerProcess,
  stopServerProcess,
} from '../fixtures/server-process';

describe('while PostgreSQL is unreachable', () => {
  it('answers 503 with Retry-After and a clear message, never a 500', async () => {
    // A pool on a port nothing listens on: every query fails to connect, as when the server is down.
    const handle = await openDatabase({
      url: `postgres://postgres@127.0.0.1:${await freePort()}/x`,
    });
    const app = await buildApp({ authRateLimitPerIp: 1000 }, { db: handle.db, clock: systemClock });
    try {
      for (const options of [
        { method: 'GET' as const, url: '/api/products' },
        { method: 'GET' as const, url: '/api/user', headers: { cookie: 'sm_session=abc' } },
        {
          method: 'POST' as const,
          url: '/api/login',
          payload: { username: 'someone', password: 'secret1' },
        },
      ]) {
        const response = await app.inject(options);
        expect(response.statusCode, `${options.url} ${response.body}`).toBe(503);
        expect(response.headers['retry-after']).toBe('5');
        expect(response.json()).toEqual({ message: requestMessages.databaseUnavailable });
      }
    } finally {
      await app.close();
      await handle.close();
    }
  }, 30_000);

  it('retries the live channel at most 5 s apart', () => {
    for (const attempt of [0, 5, 10, 30, 1000]) {
      expect(backoffDelay(attempt, LIVE_RECONNECT, () => 1)).toBeLessThanOrEqual(5_000);
    }
  });
});

/** Sends the headers and the first byte of a 1,000-byte body, then nothing: a slow-loris client. */
function stalledClient(url: string, partialHeaders = false): Promise<Socket> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => {
      socket.write(
        partialHeaders
          ? 'POST /api/login HTTP/1.1\r\nHost: shop\r\nContent-Type: applic'
          : 'POST /api/login HTTP/1.1\r\nHost: shop\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{',
      );
      resolve(socket);
    });
    socket.on('error', () => {});
    socket.once('error', reject);
    // Read what the server answers (its 408), so the socket sees the server close it.
    socket.resume();
  });
}

/** Resolves with the milliseconds until the server closed the socket. */
function closedWithin(socket: Socket, started: number): Promise<number> {
  return new Promise((resolve) => {
    if (socket.destroyed || socket.readableEnded) resolve(Date.now() - started);
    socket.once('close', () => resolve(Date.now() - started));
  });
}

describe('slow clients on a real server process', () => {
  let server: ServerProcess | undefined;
  let dataDir: string | undefined;

  beforeAll(async () => {
    // PostgreSQL when there is one; otherwise the embedded database in a fresh folder.
    if (!testDatabaseUrl) dataDir = mkdtempSync(path.join(tmpdir(), 'sm-slow-'));
    server = await startServerProcess(testDatabaseUrl ? testDatabaseUrl : '', {
      REQUEST_TIMEOUT_SECONDS: '3',
      HEADERS_TIMEOUT_SECONDS: '2',
      SHUTDOWN_TIMEOUT_SECONDS: '5',
      ...(dataDir ? { DATA_DIR: dataDir } : {}),
    });
  }, 120_000);

  afterAll(async () => {
    await stopServerProcess(server);
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('cuts 200 stalled requests off within the limits, and still serves others', async () => {
    if (!server) throw new Error('no server');
    const { url } = server;
    const started = Date.now();
    const sockets = await Promise.all(
      Array.from({ length: 200 }, (_, index) => stalledClient(url, index % 2 === 0)),
    );
    const health = await fetch(`${server.url}/healthz`);
    expect(health.status).toBe(200);
    const closedAfter = await Promise.all(sockets.map((socket) => closedWithin(socket, started)));
    // 3 s for the whole request (2 s for headers) plus Node's check interval (at most 1 s).
    expect(Math.max(...closedAfter)).toBeLessThan(6_000);
  }, 30_000);

  it('exits on SIGTERM in time while a stalled client is connected', async () => {
    if (!server) throw new Error('no server');
    const socket = await stalledClient(server.url);
    const started = Date.now();
    const exited = new Promise<number | null>((resolve) =>
      server?.child.once('exit', (code) => resolve(code)),
    );
    server.child.kill('SIGTERM');
    await exited;
    expect(Date.now() - started).toBeLessThan(6_000);
    socket.destroy();
  }, 30_000);
});
