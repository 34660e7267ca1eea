import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testDatabaseUrl } from '../fixtures/database';
import { uniqueUsername } from '../fixtures/factories';

if (!testDatabaseUrl) {
  console.log(
    '[tests] multi-process session test skipped: it needs TEST_DATABASE_URL (a PostgreSQL server).',
  );
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

interface ServerProcess {
  url: string;
  child: ChildProcess;
  output: string[];
}

/** Starts `src/server/main.ts` as its own OS process, the way production runs it. */
async function startServerProcess(databaseUrl: string): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      CLIENT_DIR: 'does-not-exist',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout?.on('data', (chunk) => output.push(String(chunk)));
  child.stderr?.on('data', (chunk) => output.push(String(chunk)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited: ${output.join('')}`);
    const healthy = await fetch(`${url}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) return { url, child, output };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not become healthy: ${output.join('')}`);
}

async function stop(server: ServerProcess | undefined): Promise<void> {
  if (!server || server.child.exitCode !== null) return;
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGTERM');
  await exited;
}

describe.skipIf(!testDatabaseUrl)('two server processes on one PostgreSQL', () => {
  let db: TestDatabase;
  let a: ServerProcess | undefined;
  let b: ServerProcess | undefined;

  beforeAll(async () => {
    db = await createTestDatabase();
    const url = db.url as string;
    [a, b] = await Promise.all([startServerProcess(url), startServerProcess(url)]);
  }, 60_000);

  afterAll(async () => {
    await Promise.all([stop(a), stop(b)]);
    await db?.destroy();
  });

  it('share sessions: log in on one, be signed in on the other, log out there, be signed out on both', async () => {
    if (!a || !b) throw new Error('servers did not start');
    const username = uniqueUsername('multi');
    const register = await fetch(`${a.url}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password: 'secret1' }),
    });
    expect(register.status).toBe(201);
    const cookie = (register.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    expect(cookie).toMatch(/^sm_session=.+/);

    const onB = await fetch(`${b.url}/api/user`, { headers: { cookie } });
    expect(onB.status).toBe(200);
    expect(await onB.json()).toMatchObject({ username, isAdmin: false });

    expect(
      (await fetch(`${b.url}/api/logout`, { method: 'POST', headers: { cookie } })).status,
    ).toBe(204);
    expect((await fetch(`${a.url}/api/user`, { headers: { cookie } })).status).toBe(401);
  });

  it('stop cleanly on SIGTERM', async () => {
    await stop(a);
    expect(a?.child.exitCode).toBe(0);
  });
});
