import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionCookieOf, signUp, uniqueUsername } from '../../../../tests/fixtures/factories';
import { createTestApp, type TestApp } from '../../../../tests/fixtures/server';
import {
  ensureAdmin,
  FAILED_LOGINS_PER_USERNAME_AND_IP as FAILED_LOGINS_PER_USERNAME,
  sessionPolicy,
} from './auth.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload?: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const currentUser = (cookie: string) =>
  t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } });

describe('POST /api/register', () => {
  it('creates the user, answers 201 with {id, username, isAdmin} and signs them in', async () => {
    const username = uniqueUsername();
    const response = await post('/api/register', { username, password: 'secret1' });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({ id: expect.any(Number), username, isAdmin: false });

    const cookie = response.cookies.find((c) => c.name === 'sm_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();
    const me = await currentUser(sessionCookieOf(response));
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual(body);
  });

  it.each([
    [{ username: '', password: 'secret1' }, 'Username is required'],
    [{ username: '   ', password: 'secret1' }, 'Username is required'],
    [{ password: 'secret1' }, 'Username is required'],
    [{ username: 'someone', password: '12345' }, 'Password must be at least 6 characters'],
    [{ username: 'someone' }, 'Password must be at least 6 characters'],
    [{ username: 'x'.repeat(51), password: 'secret1' }, 'Username must be at most 50 characters'],
    [{ username: 'someone', password: 'p'.repeat(129) }, 'Password must be at most 128 characters'],
  ])('refuses %j with 400 %s', async (payload, message) => {
    const response = await post('/api/register', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });

  it('answers 400 with a clear message for a missing or malformed body', async () => {
    const empty = await post('/api/register');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Invalid request body: expected a JSON object');

    const garbage = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": ',
    });
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json()).toEqual({ message: 'Request body is not valid JSON' });

    const array = await post('/api/register', [1, 2]);
    expect(array.statusCode).toBe(400);
  });

  it('refuses a taken username with 409, whatever its case, and keeps the first account', async () => {
    const first = await signUp(t.app, { username: uniqueUsername('Taken') });
    const again = await post('/api/register', {
      username: first.username.toLowerCase(),
      password: 'other-pass',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'Username already exists' });
    expect(again.cookies.find((c) => c.name === 'sm_session')).toBeUndefined();

    const login = await post('/api/login', { username: first.username, password: first.password });
    expect(login.statusCode).toBe(200);
  });

  it('lets exactly one of many concurrent registrations of the same name succeed', async () => {
    const username = uniqueUsername('race');
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => post('/api/register', { username, password: 'secret1' })),
    );
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409]);
  });
});

describe('POST /api/login', () => {
  it('signs in with the right password (username case-insensitive) and answers the user', async () => {
    const { user, username, password } = await signUp(t.app);
    const response = await post('/api/login', { username: username.toUpperCase(), password });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(user);
    expect((await currentUser(sessionCookieOf(response))).json()).toEqual(user);
  });

  it('answers 401 "Invalid username or password" for a wrong password and for an unknown user alike', async () => {
    const { username } = await signUp(t.app);
    const wrongPassword = await post('/api/login', { username, password: 'wrong-password' });
    const unknownUser = await post('/api/login', {
      username: uniqueUsername('ghost'),
      password: 'whatever',
    });
    for (const response of [wrongPassword, unknownUser]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Invalid username or password' });
    }
  });

  it('validates like the form: empty username, short password', async () => {
    expect((await post('/api/login', { username: '', password: 'secret1' })).json()).toEqual({
      message: 'Username is required',
    });
    expect((await post('/api/login', { username: 'a', password: '123' })).json()).toEqual({
      message: 'Password must be at least 6 characters',
    });
  });

  it('rotates the session: the cookie held before login stops working', async () => {
    const { username, password, cookie: before } = await signUp(t.app);
    const response = await post('/api/login', { username, password }, { cookie: before });
    const after = sessionCookieOf(response);
    expect(after).not.toBe(before);
    expect((await currentUser(before)).statusCode).toBe(401);
    expect((await currentUser(after)).statusCode).toBe(200);
  });

  it(`locks a username for 15 minutes after ${FAILED_LOGINS_PER_USERNAME} failed attempts`, async () => {
    const { username, password } = await signUp(t.app);
    for (let attempt = 0; attempt < FAILED_LOGINS_PER_USERNAME; attempt++) {
      expect((await post('/api/login', { username, password: 'wrong-password' })).statusCode).toBe(
        401,
      );
    }
    const locked = await post('/api/login', { username, password });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({
      message: 'Too many failed login attempts. Please try again in a few minutes.',
    });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);

    t.clock.advance(15 * 60 * 1000);
    expect((await post('/api/login', { username, password })).statusCode).toBe(200);
  });
});

describe('GET /api/user', () => {
  it('answers 401 with a JSON message when signed out or with an unknown cookie', async () => {
    for (const headers of [{}, { cookie: 'sm_session=not-a-real-token' }]) {
      const response = await t.app.inject({ method: 'GET', url: '/api/user', headers });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Not authenticated' });
    }
  });

  it('ends a session after 7 idle days, but keeps an active one alive', async () => {
    const idle = await signUp(t.app);
    const active = await signUp(t.app);
    for (let day = 0; day < 6; day++) {
      t.clock.advance(24 * 60 * 60 * 1000);
      expect((await currentUser(active.cookie)).statusCode).toBe(200);
    }
    t.clock.advance(sessionPolicy.idleMs - 5 * 24 * 60 * 60 * 1000);
    expect((await currentUser(idle.cookie)).statusCode).toBe(401);
    expect((await currentUser(active.cookie)).statusCode).toBe(200);
  });

  it('ends every session 30 days after login however active', async () => {
    const { cookie } = await signUp(t.app);
    for (let day = 0; day < 29; day++) {
      t.clock.advance(24 * 60 * 60 * 1000);
      expect((await currentUser(cookie)).statusCode).toBe(200);
    }
    t.clock.advance(24 * 60 * 60 * 1000);
    const expired = await currentUser(cookie);
    expect(expired.statusCode).toBe(401);
    // The dead cookie is cleared in the browser too.
    expect(expired.cookies.find((c) => c.name === 'sm_session')?.value).toBe('');
  });
});

describe('POST /api/logout', () => {
  it('removes the session on the server and clears the cookie', async () => {
    const { cookie } = await signUp(t.app);
    const response = await post('/api/logout', undefined, { cookie });
    expect(response.statusCode).toBe(204);
    expect(response.cookies.find((c) => c.name === 'sm_session')?.value).toBe('');
    // Replaying the old cookie does not bring the session back.
    expect((await currentUser(cookie)).statusCode).toBe(401);
  });

  it('is harmless when already signed out', async () => {
    expect((await post('/api/logout')).statusCode).toBe(204);
  });
});

describe('rate limit per IP', () => {
  it('answers 429 once an IP exceeds AUTH_RATE_LIMIT_PER_IP auth requests in a minute', async () => {
    const limited = await createTestApp({ authRateLimitPerIp: 3 });
    try {
      const attempt = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { username: 'nobody', password: 'whatever' },
        });
      for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(401);
      const refused = await attempt();
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({
        message: 'Too many requests. Please wait a minute and try again.',
      });
      limited.clock.advance(60 * 1000);
      expect((await attempt()).statusCode).toBe(401);
    } finally {
      await limited.close();
    }
  });
});

describe('ensureAdmin (ADMIN_USERNAME / ADMIN_PASSWORD)', () => {
  it('creates the admin, then promotes and re-passwords an existing account', async () => {
    const username = uniqueUsername('boss');
    expect(await ensureAdmin(t.ctx, { username, password: 'admin-pass-1' })).toBe('created');
    expect(await ensureAdmin(t.ctx, { username, password: 'admin-pass-1' })).toBe('unchanged');
    const login = await post('/api/login', { username, password: 'admin-pass-1' });
    expect(login.json()).toMatchObject({ username, isAdmin: true });

    const shopper = await signUp(t.app);
    expect(
      await ensureAdmin(t.ctx, { username: shopper.username, password: 'new-admin-pass' }),
    ).toBe('promoted');
    const promoted = await post('/api/login', {
      username: shopper.username,
      password: 'new-admin-pass',
    });
    expect(promoted.json()).toMatchObject({ isAdmin: true });
  });
});
