import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedUpUser, signUp } from '../../../../tests/fixtures/factories';
import { createTestApp, type TestApp } from '../../../../tests/fixtures/server';
import type { Profile } from '../../../shared/contracts/profile';
import { authMessages } from '../../../shared/validation-messages';
import { paymentCards } from '../../db/schema/payments';

let t: TestApp;
let alice: SignedUpUser;
let bob: SignedUpUser;
beforeAll(async () => {
  t = await createTestApp();
  alice = await signUp(t.app);
  bob = await signUp(t.app);
});
afterAll(() => t.close());

const getProfile = (cookie: string) =>
  t.app.inject({ method: 'GET', url: '/api/user/profile', headers: { cookie } });
const status = async (cookie: string) =>
  (
    await t.app.inject({ method: 'GET', url: '/api/user/profile-status', headers: { cookie } })
  ).json();
const patch = (cookie: string, payload: object) =>
  t.app.inject({ method: 'PATCH', url: '/api/user/profile', headers: { cookie }, payload });

const personal = {
  name: 'Maya Lopez',
  email: 'maya@example.com',
  phone: '9495550123',
  address: { line1: '123 Cliff Drive', city: 'Laguna Beach', state: 'CA', postalCode: '92651' },
};

describe('profile', () => {
  it('requires a signed-in user', async () => {
    for (const [method, url] of [
      ['GET', '/api/user/profile'],
      ['PATCH', '/api/user/profile'],
      ['GET', '/api/user/profile-status'],
    ] as const) {
      const response = await t.app.inject({
        method,
        url,
        ...(method === 'PATCH' ? { payload: personal } : {}),
      });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json()).toEqual({ message: authMessages.notAuthenticated });
    }
  });

  it('starts empty with the defaults: country USA, notifications on, newsletter off, incomplete', async () => {
    const response = await getProfile(alice.cookie);
    expect(response.json()).toEqual({
      name: null,
      email: null,
      phone: null,
      address: { line1: null, city: null, state: null, postalCode: null, country: 'USA' },
      paymentMethod: null,
      preferences: { receiveNotifications: true, newsletterSubscription: false },
    });
    expect(await status(alice.cookie)).toEqual({
      isComplete: false,
      missing: ['card', 'name', 'email', 'phone', 'address'],
    });
  });

  it('saves the personal details; still incomplete without a card', async () => {
    const response = await patch(alice.cookie, personal);
    expect(response.statusCode).toBe(200);
    expect(response.json<Profile>()).toMatchObject({
      name: 'Maya Lopez',
      address: { city: 'Laguna Beach', country: 'USA' },
    });
    expect(await status(alice.cookie)).toEqual({ isComplete: false, missing: ['card'] });
  });

  it('refuses a postal code outside 92651 with 400 and the checkout’s message, saving nothing', async () => {
    const before = (await getProfile(alice.cookie)).json<Profile>();
    for (const postalCode of ['92660', '90210', '92651-12']) {
      const response = await patch(alice.cookie, {
        ...personal,
        name: 'Someone Else',
        address: { ...personal.address, postalCode },
      });
      expect(response.statusCode, postalCode).toBe(400);
      expect(response.json()).toEqual({
        message: 'We currently deliver only to ZIP code 92651 (Laguna Beach).',
      });
    }
    expect((await getProfile(alice.cookie)).json()).toEqual(before);
    const zipPlusFour = await patch(alice.cookie, {
      address: { ...personal.address, postalCode: '92651-1234' },
    });
    expect(zipPlusFour.statusCode).toBe(200);
    expect(zipPlusFour.json().address.postalCode).toBe('92651-1234');
    await patch(alice.cookie, { address: personal.address });
  });

  it('exchanges a card token for a card on file (brand, last four, expiry only), which completes the profile', async () => {
    const response = await patch(alice.cookie, {
      paymentMethod: { type: 'credit_card', token: 'cnon:test:visa:1111:12/2031:ok' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<Profile>().paymentMethod).toEqual({
      type: 'card',
      cardBrand: 'VISA',
      lastFourDigits: '1111',
      expMonth: 12,
      expYear: 2031,
    });
    expect(response.json<Profile>().name).toBe('Maya Lopez');
    expect(await status(alice.cookie)).toEqual({ isComplete: true, missing: [] });
  });

  it('files a retried card token once: the same card, one row', async () => {
    const carol = await signUp(t.app);
    const card = { type: 'credit_card', token: 'cnon:test:mastercard:4444:08/2032:ok' };
    const first = await patch(carol.cookie, { ...personal, paymentMethod: card });
    const again = await patch(carol.cookie, { ...personal, paymentMethod: card });
    expect(first.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const rows = await t.db.db
      .select()
      .from(paymentCards)
      .where(eq(paymentCards.userId, carol.user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ brand: 'MASTERCARD', last4: '4444', replacedAt: null });
  });

  it('refuses a declined card with 400 and changes nothing', async () => {
    const before = (await getProfile(alice.cookie)).json();
    const response = await patch(alice.cookie, {
      name: 'Someone Else',
      paymentMethod: { type: 'credit_card', token: 'cnon:card-nonce-declined' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Card declined. Please use a different card.' });
    expect((await getProfile(alice.cookie)).json()).toEqual(before);
  });

  it('Apple Pay alone does not count as a card on file', async () => {
    await patch(bob.cookie, { ...personal, paymentMethod: { type: 'apple_pay' } });
    expect(await status(bob.cookie)).toEqual({ isComplete: false, missing: ['card'] });
  });

  it('shows each user only their own profile', async () => {
    expect((await getProfile(bob.cookie)).json<Profile>().paymentMethod).toBeNull();
    expect((await getProfile(alice.cookie)).json<Profile>().paymentMethod?.lastFourDigits).toBe(
      '1111',
    );
  });

  it.each([
    [{ name: 'M' }, 'Name must be at least 2 characters'],
    [{ email: 'not-an-email' }, 'Please enter a valid email'],
    [{ phone: '12345' }, 'Please enter a valid phone number'],
    [{ address: { line1: '12' } }, 'Address is required'],
    [{ address: { city: 'L' } }, 'City is required'],
    [{ address: { state: 'C' } }, 'State is required'],
    [{ address: { postalCode: '926' } }, 'Postal code is required'],
    [{ address: { country: 'U' } }, 'Country is required'],
    [{ paymentMethod: { type: '' } }, 'Payment type is required'],
  ])('refuses %j with 400 "%s"', async (payload, message) => {
    const response = await patch(alice.cookie, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });
});
