import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testDatabaseUrl } from '../fixtures/database';
import { uniqueUsername } from '../fixtures/factories';
import {
  type ServerProcess,
  startServerProcess,
  stopServerProcess,
} from '../fixtures/server-process';

if (!testDatabaseUrl) {
  console.log(
    '[tests] multi-process session test skipped: it needs TEST_DATABASE_URL (a PostgreSQL server).',
  );
}

describe.skipIf(!testDatabaseUrl)('two server processes on one PostgreSQL', () => {
  let db: TestDatabase;
  let a: ServerProcess | undefined;
  let b: ServerProcess | undefined;

  beforeAll(async () => {
    db = await createTestDatabase();
    const url = db.url as string;
    [a, b] = await Promise.all([startServerProcess(url), startServerProcess(url)]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([stopServerProcess(a), stopServerProcess(b)]);
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
    await stopServerProcess(a);
    expect(a?.child.exitCode).toBe(0);
  });
});
