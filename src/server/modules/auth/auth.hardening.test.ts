import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, uniqueUsername } from '../../../../tests/fixtures/factories';
import { createTestApp, type TestApp } from '../../../../tests/fixtures/server';
import { usernameKey } from '../../../shared/username-rules';
import { record } from '../rate-limit/rate-limit.service';
import { DEVICE_COOKIE } from './auth.routes';
import {
  FAILED_LOGINS_PER_IP,
  FAILED_LOGINS_PER_USERNAME_AND_IP,
  FAILED_LOGINS_PER_USERNAME_ANYWHERE,
  failedLoginCounters,
  PASSWORD_PROOF_DELAY_MS,
} from './auth.service';

// Issue 20, items 4 and 5: look-alike names, and failed-login limits that can't be
// turned against the owner of an account.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const hex = () => randomBytes(3).toString('hex');
let addressCounter = 0;
/** A fresh documentation-range address, so tests don't share per-address counters. */
const newAddress = () => {
  addressCounter += 1;
  return `198.51.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`;
};

const post = (
  url: string,
  payload: object,
  { ip = '127.0.0.1', cookie }: { ip?: string; cookie?: string } = {},
) =>
  t.app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress: ip,
    ...(cookie ? { headers: { cookie } } : {}),
  });
const login = (username: string, password: string, options?: { ip?: string; cookie?: string }) =>
  post('/api/login', { username, password }, options);

const deviceCookieOf = (response: LightMyRequestResponse): string => {
  const cookie = response.cookies.find((c) => c.name === DEVICE_COOKIE);
  if (!cookie) throw new Error(`no device cookie in ${response.statusCode}: ${response.body}`);
  return `${DEVICE_COOKIE}=${cookie.value}`;
};

const tooManyFailures = {
  message: 'Too many failed login attempts. Please try again in a few minutes.',
};

describe('look-alike usernames (item 4)', () => {
  it('refuses a name with a zero-width space beside the plain one', async () => {
    const plain = `wa_${hex()}`;
    expect((await post('/api/register', { username: plain, password: 'secret1' })).statusCode).toBe(
      201,
    );
    const invisible = await post('/api/register', {
      username: `${plain}\u200b`,
      password: 'secret1',
    });
    expect(invisible.statusCode).toBe(400);
    expect(invisible.json()).toEqual({ message: 'Username may not contain invisible characters' });
  });

  it('refuses a dotless ı beside the dotted i, and on its own', async () => {
    const suffix = hex();
    await signUp(t.app, { username: `probe_admin${suffix}` });
    for (const username of [`probe_admın${suffix}`, `probe_ın${hex()}`]) {
      const response = await post('/api/register', { username, password: 'secret1' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: 'Username must use letters of one alphabet, without look-alike letters',
      });
    }
  });

  it('refuses a mix of Latin and Cyrillic letters', async () => {
    const response = await post('/api/register', {
      username: `pаypal${hex()}`,
      password: 'secret1',
    });
    expect(response.json()).toEqual({
      message: 'Username must use letters of one alphabet, without look-alike letters',
    });
  });

  it('answers 409 for the same name in another case or compatibility form', async () => {
    const suffix = hex();
    const first = await signUp(t.app, { username: `Strasse_${suffix}` });
    for (const username of [
      `STRASSE_${suffix}`,
      `straße_${suffix}`,
      `ｓｔｒａｓｓｅ_${suffix}`,
      ` strasse_${suffix} `,
    ]) {
      const response = await post('/api/register', { username, password: 'other-pass' });
      expect(response.statusCode, username).toBe(409);
      expect(response.json()).toEqual({ message: 'Username already exists' });
    }
    const signIn = await login(`ＳＴＲＡßＥ_${suffix}`, first.password);
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json()).toEqual(first.user);
  });

  it('stores and answers the NFKC form of a full-width name', async () => {
    const suffix = hex();
    const response = await post('/api/register', {
      username: `ｍａｙａ_${suffix}`,
      password: 'secret1',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().username).toBe(`maya_${suffix}`);
  });
});

// Each failed login costs a password hash: on a busy machine, a test of a dozen takes a while.
describe('failed logins can not lock the owner out (item 5)', { timeout: 180_000 }, () => {
  const failFor = async (username: string, ip: string, times: number) => {
    const statuses: number[] = [];
    for (let i = 0; i < times; i++)
      statuses.push((await login(username, 'wrong-password', { ip })).statusCode);
    return statuses;
  };

  it("an attacker's address is held back for the name; the owner signs in from elsewhere", async () => {
    const victim = await signUp(t.app);
    const attacker = newAddress();
    const statuses = await failFor(
      victim.username,
      attacker,
      FAILED_LOGINS_PER_USERNAME_AND_IP + 3,
    );
    expect(statuses.slice(0, FAILED_LOGINS_PER_USERNAME_AND_IP)).toEqual(
      Array(FAILED_LOGINS_PER_USERNAME_AND_IP).fill(401),
    );
    expect(statuses.slice(FAILED_LOGINS_PER_USERNAME_AND_IP)).toEqual([429, 429, 429]);

    // Even with the right password (or another spelling of the name), the attacker's address waits.
    const attackerRight = await login(victim.username.toUpperCase(), victim.password, {
      ip: attacker,
    });
    expect(attackerRight.statusCode).toBe(429);
    expect(attackerRight.json()).toEqual(tooManyFailures);
    expect(Number(attackerRight.headers['retry-after'])).toBeGreaterThan(0);

    const owner = await login(victim.username, victim.password, { ip: newAddress() });
    expect(owner.statusCode).toBe(200);
    expect(owner.json()).toEqual(victim.user);
  });

  it('a known device signs in even from the attacked address (a shared network)', async () => {
    const username = uniqueUsername();
    const registered = await post(
      '/api/register',
      { username, password: 'correct-horse' },
      {
        ip: newAddress(),
      },
    );
    const device = deviceCookieOf(registered);
    const shared = newAddress();
    await failFor(username, shared, FAILED_LOGINS_PER_USERNAME_AND_IP + 1);
    expect((await login(username, 'correct-horse', { ip: shared })).statusCode).toBe(429);

    const fromDevice = await login(username, 'correct-horse', { ip: shared, cookie: device });
    expect(fromDevice.statusCode).toBe(200);
    // A device already known keeps its cookie; it isn't issued a new one.
    expect(fromDevice.cookies.find((c) => c.name === DEVICE_COOKIE)).toBeUndefined();
  });

  it("another account's device cookie is no pass", async () => {
    const other = await post('/api/register', { username: uniqueUsername(), password: 'secret1' });
    const victim = await signUp(t.app);
    const shared = newAddress();
    await failFor(victim.username, shared, FAILED_LOGINS_PER_USERNAME_AND_IP);
    const response = await login(victim.username, victim.password, {
      ip: shared,
      cookie: deviceCookieOf(other),
    });
    expect(response.statusCode).toBe(429);
  });

  it('sets the device cookie on sign-in: HTTP-only, strict, only for /api/login', async () => {
    const { username, password } = await signUp(t.app);
    const response = await login(username, password, { ip: newAddress() });
    const cookie = response.cookies.find((c) => c.name === DEVICE_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/login' });
    expect(cookie?.value).toMatch(/^[\w-]{43}$/);
  });

  it('limits one address over many names', async () => {
    const stuffer = newAddress();
    // Most of the failures as counted already (each real one costs a password hash)...
    const real = 5;
    for (let i = 0; i < FAILED_LOGINS_PER_IP - real; i++) {
      await record(t.ctx, failedLoginCounters.fromIp(stuffer));
    }
    // ...and the last ones for as many names, none near its own limit.
    for (let i = 0; i < real; i++) {
      const response = await login(`ghost_${i}_${hex()}`, 'whatever', { ip: stuffer });
      expect(response.statusCode).toBe(401);
    }
    const refused = await login(uniqueUsername('ghost'), 'whatever', { ip: stuffer });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(tooManyFailures);
    // Other addresses are not concerned.
    expect(
      (await login(uniqueUsername('ghost'), 'whatever', { ip: newAddress() })).statusCode,
    ).toBe(401);
    t.clock.advance(15 * 60 * 1000);
    expect((await login(uniqueUsername('ghost'), 'whatever', { ip: stuffer })).statusCode).toBe(
      401,
    );
  });

  it('past the backstop, a known device signs in at once and the right password after a short wait', async () => {
    // The backstop counts in fixed hourly windows: start this story just after one begins, so the
    // minute it waits through can't carry it into the next window (which would empty the backstop).
    const hour = 60 * 60 * 1000;
    t.clock.set(new Date(Math.ceil(t.clock.now().getTime() / hour) * hour + 1000));
    const username = uniqueUsername('victim');
    const registered = await post(
      '/api/register',
      { username, password: 'correct-horse' },
      { ip: newAddress() },
    );
    const device = deviceCookieOf(registered);
    // A distributed attack: many addresses, each below its own limit. Most failures as counted
    // already (each real one costs a password hash), the last ones real, from two addresses.
    const real = 2 * 4;
    for (let i = 0; i < FAILED_LOGINS_PER_USERNAME_ANYWHERE - real; i++) {
      await record(t.ctx, failedLoginCounters.forName(usernameKey(username)));
    }
    for (const address of [newAddress(), newAddress()]) {
      expect(await failFor(username, address, real / 2)).toEqual(Array(real / 2).fill(401));
    }

    // From an unknown device, a wrong password and a first right one get the same answer.
    const owner = newAddress();
    const wrong = await login(username, 'wrong-password', { ip: newAddress() });
    const right = await login(username, 'correct-horse', { ip: owner });
    for (const response of [wrong, right]) {
      expect(response.statusCode).toBe(429);
      expect(response.json()).toEqual(tooManyFailures);
      expect(response.headers['retry-after']).toBe(String(PASSWORD_PROOF_DELAY_MS / 1000));
    }
    // Too soon: still waiting.
    t.clock.advance(PASSWORD_PROOF_DELAY_MS / 2);
    expect((await login(username, 'correct-horse', { ip: owner })).statusCode).toBe(429);

    // The known device is not held back at all.
    const fromDevice = await login(username, 'correct-horse', { ip: newAddress(), cookie: device });
    expect(fromDevice.statusCode).toBe(200);

    // After the wait, the right password passes from the owner's address; a wrong one still not.
    t.clock.advance(PASSWORD_PROOF_DELAY_MS / 2);
    expect((await login(username, 'wrong-password', { ip: owner })).statusCode).toBe(429);
    const passed = await login(username, 'correct-horse', { ip: owner });
    expect(passed.statusCode).toBe(200);
    expect(passed.json()).toMatchObject({ username });
    // ...and that browser is now known: its next sign-in goes straight through.
    const again = await login(username, 'correct-horse', {
      ip: newAddress(),
      cookie: deviceCookieOf(passed),
    });
    expect(again.statusCode).toBe(200);
  });
});
