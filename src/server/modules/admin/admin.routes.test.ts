import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, signUpAdmin, TEST_ADMIN_PIN } from '../../../../tests/fixtures/factories';
import { createTestApp, type TestApp } from '../../../../tests/fixtures/server';
import { configurePin, createDemoPin, ELEVATION_MS, WRONG_PINS_PER_USER } from './admin.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const verify = (cookie: string, pin: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/verify-pin',
    headers: { cookie },
    payload: { pin },
  });
const session = (cookie: string) =>
  t.app.inject({ method: 'GET', url: '/api/admin/session', headers: { cookie } });

describe('POST /api/admin/verify-pin', () => {
  it('answers 401 signed out and 403 for a shopper', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/admin/verify-pin',
      payload: { pin: TEST_ADMIN_PIN },
    });
    expect(anonymous.statusCode).toBe(401);
    const shopper = await signUp(t.app);
    const forbidden = await verify(shopper.cookie, TEST_ADMIN_PIN);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ message: 'Admin access required' });
  });

  it('elevates the session for 30 minutes with the right PIN, and says how long is left', async () => {
    const admin = await signUpAdmin(t.app, t.ctx);
    const signedOut = { elevated: false, elevatedUntil: null, remainingSeconds: 0 };
    expect((await session(admin.cookie)).json()).toEqual(signedOut);
    const response = await verify(admin.cookie, TEST_ADMIN_PIN);
    expect(response.statusCode).toBe(200);
    const until = new Date(t.clock.now().getTime() + ELEVATION_MS).toISOString();
    const full = { elevated: true, elevatedUntil: until, remainingSeconds: ELEVATION_MS / 1000 };
    expect(response.json()).toEqual(full);
    expect((await session(admin.cookie)).json()).toEqual(full);
    // The server's count: 28 minutes 30 seconds later, 90 seconds are left.
    t.clock.advance(ELEVATION_MS - 90_000);
    expect((await session(admin.cookie)).json()).toEqual({ ...full, remainingSeconds: 90 });
    t.clock.advance(90_000);
    expect((await session(admin.cookie)).json()).toEqual(signedOut);
  });

  it.each(['000000000000', '24681357902', 'abcdefghijkl', '', 111, null])(
    'answers 403 "Invalid PIN entered." for %j (not 401, which means signed out)',
    async (pin) => {
      const admin = await signUpAdmin(t.app, t.ctx);
      const response = await verify(admin.cookie, pin);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: 'Invalid PIN entered.' });
      expect((await session(admin.cookie)).json().elevated).toBe(false);
    },
  );

  it(`refuses even the right PIN after ${WRONG_PINS_PER_USER} wrong ones, for 15 minutes`, async () => {
    const admin = await signUpAdmin(t.app, t.ctx);
    for (let i = 0; i < WRONG_PINS_PER_USER; i++)
      expect((await verify(admin.cookie, '111111111111')).statusCode).toBe(403);
    const locked = await verify(admin.cookie, TEST_ADMIN_PIN);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({
      message: 'Too many wrong PIN attempts. Please try again in 15 minutes.',
    });
    t.clock.advance(15 * 60 * 1000);
    expect((await verify(admin.cookie, TEST_ADMIN_PIN)).statusCode).toBe(200);
  });

  it('is refused with a clear message when no PIN is configured anywhere', async () => {
    const bare = await createTestApp();
    try {
      const admin = await signUpAdmin(bare.app, bare.ctx);
      await configurePin(bare.ctx, undefined); // ADMIN_PIN unset, no demo PIN
      const response = await bare.app.inject({
        method: 'POST',
        url: '/api/admin/verify-pin',
        headers: { cookie: admin.cookie },
        payload: { pin: TEST_ADMIN_PIN },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        code: 'PIN_NOT_CONFIGURED',
        message:
          'The admin PIN is not configured on this server. Set ADMIN_PIN (12 digits) and restart it.',
      });
      // The demo PIN is made only when none exists, and is 12 digits.
      const pin = await createDemoPin(bare.ctx);
      expect(pin).toMatch(/^\d{12}$/);
      expect(await createDemoPin(bare.ctx)).toBeNull();
      const passed = await bare.app.inject({
        method: 'POST',
        url: '/api/admin/verify-pin',
        headers: { cookie: admin.cookie },
        payload: { pin },
      });
      expect(passed.statusCode).toBe(200);
    } finally {
      await bare.close();
    }
  });
});
