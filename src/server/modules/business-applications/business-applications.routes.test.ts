import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type SignedUpUser,
  signUp,
  signUpAdmin,
  signUpElevatedAdmin,
} from '../../../../tests/fixtures/factories';
import { createTestApp, type TestApp } from '../../../../tests/fixtures/server';
import {
  type BusinessApplication,
  businessApplicationMessages as m,
} from '../../../shared/contracts/business-applications';

let t: TestApp;
let shopper: SignedUpUser;
let admin: SignedUpUser;
let ipCounter = 0;

beforeAll(async () => {
  t = await createTestApp();
  shopper = await signUp(t.app);
  admin = await signUpElevatedAdmin(t.app, t.ctx);
});
afterAll(() => t.close());

const application = {
  businessName: 'Heisler Park Surf Co.',
  contactName: 'Jamie Rivera',
  email: 'jamie@heislersurf.example',
  phone: '(949) 555-0142',
  address: '123 Cliff Drive',
  city: 'Laguna Beach',
  zipCode: '92651',
  businessType: 'retail',
  description: 'Surfboards, wetsuits and beach gear since 1998.',
  website: 'https://heislersurf.example',
  instagramHandle: '@heislersurf',
  termsAgreed: true,
};

/** Each call comes from its own IP unless one is given, so the per-IP limit stays out of the way. */
const apply = (payload: unknown, options: { cookie?: string; ip?: string } = {}) => {
  ipCounter += 1;
  return t.app.inject({
    method: 'POST',
    url: '/api/business-applications',
    remoteAddress: options.ip ?? `10.0.${Math.floor(ipCounter / 250)}.${ipCounter % 250}`,
    headers: options.cookie ? { cookie: options.cookie } : {},
    payload: payload as object,
  });
};

const list = (cookie: string | undefined) =>
  t.app.inject({
    method: 'GET',
    url: '/api/business-applications',
    headers: cookie ? { cookie } : {},
  });

describe('POST /api/business-applications', () => {
  it('is open to visitors and signed-in users alike', async () => {
    const visitor = await apply(application);
    expect(visitor.statusCode).toBe(201);
    const receipt = visitor.json();
    expect(Object.keys(receipt).sort()).toEqual(['createdAt', 'id']);
    expect(receipt.id).toBeGreaterThan(0);
    expect((await apply(application, { cookie: shopper.cookie })).statusCode).toBe(201);
  });

  it('always stores Laguna Beach as the city and empty optional fields as null', async () => {
    const response = await apply({
      ...application,
      businessName: 'Elsewhere Ltd',
      city: 'Newport Beach',
      website: '',
      instagramHandle: undefined,
    });
    expect(response.statusCode).toBe(201);
    const { id } = response.json<{ id: number }>();
    const stored = (await list(admin.cookie))
      .json<BusinessApplication[]>()
      .find((a) => a.id === id);
    expect(stored).toMatchObject({
      businessName: 'Elsewhere Ltd',
      city: 'Laguna Beach',
      website: null,
      instagramHandle: null,
      status: 'new',
      termsAgreed: true,
    });
  });

  it('defaults the city to Laguna Beach when none is sent', async () => {
    const { city: _city, ...withoutCity } = application;
    const response = await apply({ ...withoutCity, businessName: 'No City Cafe' });
    expect(response.statusCode).toBe(201);
    const stored = (await list(admin.cookie))
      .json<BusinessApplication[]>()
      .find((a) => a.businessName === 'No City Cafe');
    expect(stored?.city).toBe('Laguna Beach');
  });

  it.each([
    ['businessName', 'A', m.businessNameTooShort],
    ['businessName', undefined, m.businessNameTooShort],
    ['contactName', ' J ', m.contactNameTooShort],
    ['email', 'not-an-email', m.emailInvalid],
    ['email', '', m.emailInvalid],
    ['phone', '555-0142', m.phoneInvalid],
    ['phone', 'call me maybe!', m.phoneInvalid],
    ['address', '', m.addressRequired],
    ['address', '12 A', m.addressTooShort],
    ['zipCode', '', m.zipRequired],
    ['zipCode', '926', m.zipTooShort],
    ['businessType', 'casino', m.businessTypeRequired],
    ['businessType', '', m.businessTypeRequired],
    ['description', 'Too short', m.descriptionTooShort],
    ['termsAgreed', false, m.termsRequired],
    ['termsAgreed', undefined, m.termsRequired],
  ])('answers 400 when %s is %o: %s', async (field, value, message) => {
    const response = await apply({ ...application, [field]: value });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });

  it('answers 400 for a body that is not JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/business-applications',
      headers: { 'content-type': 'application/json' },
      payload: 'not json',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Request body is not valid JSON' });
  });

  it('accepts 10 applications per IP per hour, then answers 429 until the hour is over', async () => {
    const ip = '203.0.113.7';
    for (let i = 0; i < 10; i += 1) {
      expect((await apply(application, { ip })).statusCode).toBe(201);
    }
    const limited = await apply(application, { ip });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: m.tooManySubmissions });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another network is not affected.
    expect((await apply(application, { ip: '203.0.113.8' })).statusCode).toBe(201);
    t.clock.advance(60 * 60 * 1000);
    expect((await apply(application, { ip })).statusCode).toBe(201);
  });
});

describe('GET /api/business-applications', () => {
  it('is for admins only, past the PIN step-up (personal data)', async () => {
    expect((await list(undefined)).statusCode).toBe(401);
    expect((await list(shopper.cookie)).statusCode).toBe(403);
    const withoutPin = await list((await signUpAdmin(t.app, t.ctx)).cookie);
    expect(withoutPin.statusCode).toBe(403);
    expect(withoutPin.json()).toMatchObject({ code: 'PIN_REQUIRED' });
  });

  it('lists applications newest first', async () => {
    t.clock.advance(60_000);
    const { id } = (await apply({ ...application, businessName: 'Newest Gallery' })).json<{
      id: number;
    }>();
    // The earlier tests moved the clock past the PIN step-up's window: a fresh one.
    const response = await list((await signUpElevatedAdmin(t.app, t.ctx)).cookie);
    expect(response.statusCode).toBe(200);
    const applications = response.json<BusinessApplication[]>();
    expect(applications[0]?.id).toBe(id);
    const times = applications.map((a) => Date.parse(a.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });
});
