import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type SignedUpUser,
  signUp,
  signUpAdmin,
  signUpElevatedAdmin,
} from '../../../../tests/fixtures/factories';
import { createTestApp, type TestApp } from '../../../../tests/fixtures/server';
import { type Campaign, campaignMessages } from '../../../shared/contracts/campaigns';

let t: TestApp;
let shopper: SignedUpUser;
let adminWithoutPin: SignedUpUser;
let admin: SignedUpUser;

beforeAll(async () => {
  t = await createTestApp();
  shopper = await signUp(t.app);
  adminWithoutPin = await signUpAdmin(t.app, t.ctx);
  admin = await signUpElevatedAdmin(t.app, t.ctx);
});
afterAll(() => t.close());

const launch = {
  name: 'Summer Shades Drop',
  description: 'Polarized sunglasses for the beach season.',
  targetAudience: 'Surfers 18-35 in Orange County',
  budget: 250.5,
  duration: 14,
  objective: 'sales',
};

const post = (cookie: string | undefined, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/meta/campaigns',
    headers: cookie ? { cookie } : {},
    payload: payload as object,
  });

const list = (cookie: string | undefined) =>
  t.app.inject({ method: 'GET', url: '/api/meta/campaigns', headers: cookie ? { cookie } : {} });

describe('POST /api/meta/campaigns', () => {
  it('refuses the signed-out, shoppers and admins without the PIN step-up, before the body', async () => {
    expect((await post(undefined, launch)).statusCode).toBe(401);
    expect((await post(shopper.cookie, launch)).statusCode).toBe(403);
    const noPin = await post(adminWithoutPin.cookie, launch);
    expect(noPin.statusCode).toBe(403);
    expect(noPin.json()).toMatchObject({ code: 'PIN_REQUIRED' });
    // Even an invalid body is refused for the role first: nothing about validation leaks.
    expect((await post(shopper.cookie, {})).statusCode).toBe(403);
  });

  it('creates a campaign for a PIN-verified admin, budget in dollars', async () => {
    const response = await post(admin.cookie, launch);
    expect(response.statusCode).toBe(201);
    const campaign = response.json<Campaign>();
    expect(campaign).toMatchObject({
      name: launch.name,
      description: launch.description,
      targetAudience: launch.targetAudience,
      budget: 250.5,
      duration: 14,
      objective: 'sales',
      status: 'active',
      createdBy: admin.user.id,
    });
    expect(campaign.id).toBeGreaterThan(0);
    expect(Number.isNaN(Date.parse(campaign.createdAt))).toBe(false);
  });

  it('defaults duration to 7 days, objective to engagement and budget to 0', async () => {
    const response = await post(admin.cookie, {
      name: 'Defaults',
      description: 'Only the required fields.',
      targetAudience: 'Locals',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ duration: 7, objective: 'engagement', budget: 0 });
  });

  it('accepts numbers sent as form strings', async () => {
    const response = await post(admin.cookie, { ...launch, budget: '99.99', duration: '30' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ budget: 99.99, duration: 30 });
  });

  it.each([
    [{ ...launch, name: '' }, campaignMessages.nameRequired],
    [{ ...launch, name: '   ' }, campaignMessages.nameRequired],
    [{ ...launch, name: undefined }, campaignMessages.nameRequired],
    [{ ...launch, description: '' }, campaignMessages.descriptionRequired],
    [{ ...launch, targetAudience: '' }, campaignMessages.targetAudienceRequired],
    [{ ...launch, targetAudience: undefined }, campaignMessages.targetAudienceRequired],
    [{ ...launch, budget: -1 }, campaignMessages.budgetInvalid],
    [{ ...launch, budget: 'lots' }, campaignMessages.budgetInvalid],
    [{ ...launch, budget: 2_000_000 }, campaignMessages.budgetTooHigh],
    [{ ...launch, duration: 0 }, campaignMessages.durationInvalid],
    [{ ...launch, duration: 366 }, campaignMessages.durationInvalid],
    [{ ...launch, duration: 2.5 }, campaignMessages.durationInvalid],
    [
      { ...launch, objective: 'world-domination' },
      'Objective must be one of awareness, traffic, engagement, leads or sales',
    ],
  ])('answers 400 with a clear message for %o', async (payload, message) => {
    const response = await post(admin.cookie, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });

  it('answers 400 for a body that is not JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/meta/campaigns',
      headers: { cookie: admin.cookie, 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Request body is not valid JSON' });
  });
});

describe('GET /api/meta/campaigns', () => {
  it('is for admins past the PIN step-up only', async () => {
    expect((await list(undefined)).statusCode).toBe(401);
    expect((await list(shopper.cookie)).statusCode).toBe(403);
    const noPin = await list(adminWithoutPin.cookie);
    expect(noPin.statusCode).toBe(403);
    expect(noPin.json()).toMatchObject({ code: 'PIN_REQUIRED' });
  });

  it('lists campaigns newest first', async () => {
    t.clock.advance(60_000);
    const newest = (await post(admin.cookie, { ...launch, name: 'Newest' })).json<Campaign>();
    const response = await list(admin.cookie);
    expect(response.statusCode).toBe(200);
    const campaigns = response.json<Campaign[]>();
    expect(campaigns[0]?.id).toBe(newest.id);
    expect(campaigns.map((c) => c.name)).toContain('Summer Shades Drop');
    const times = campaigns.map((c) => Date.parse(c.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });
});
