import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeProfile } from '../../../../tests/fixtures/commerce';
import {
  counters,
  createTestInfluencers,
  enter,
  recordSnapshots,
} from '../../../../tests/fixtures/competitions';
import { createProduct, type SignedUpUser, signUp } from '../../../../tests/fixtures/factories';
import { createTestApp, injector, type TestApp } from '../../../../tests/fixtures/server';
import type { CoachStats } from '../../../shared/contracts/coach';
import { runSchedulerTick } from '../../jobs/scheduler-tick';
import { testGateway } from '../payments/test-gateway';

let t: TestApp;
let shopper: SignedUpUser;
let influencerIds: string[];

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set('2026-04-10T17:20:00.000Z');
  shopper = await signUp(t.app);
  influencerIds = await createTestInfluencers(t.ctx, 5);
});
afterAll(() => t.close());

const call: ReturnType<typeof injector> = (...args) => injector(t.app)(...args);

const stats = async (cookie = shopper.cookie) =>
  (await call('GET', '/api/user/coach-stats', cookie)).json<CoachStats>();

describe('coach stats and campaigns', () => {
  it('needs sign-in', async () => {
    expect((await call('GET', '/api/user/coach-stats')).statusCode).toBe(401);
    expect((await call('POST', '/api/coach/campaigns', undefined, {})).statusCode).toBe(401);
  });

  it('starts with no team score (no made-up number), +0 and no campaign', async () => {
    expect(await stats()).toEqual({
      teamScore: null,
      socialBoost: 0,
      lastCampaign: null,
      campaignsToday: 0,
    });
  });

  it('computes each boost itself and sums today’s', async () => {
    const product = await createProduct(t.ctx, { brand: 'Sol', model: 'Coach Shades' });
    const post = (payload: object) => call('POST', '/api/coach/campaigns', shopper.cookie, payload);
    const x = await post({ platform: 'twitter', text: 'Sun’s out in Laguna', boost: 99 });
    expect(x.statusCode).toBe(201);
    expect(x.json()).toMatchObject({ platform: 'twitter', boost: 8 });
    // Caption of 60 characters → 5, Clarendon +5.
    const ig = await post({
      platform: 'instagram',
      productId: product.id,
      caption: 'c'.repeat(60),
      filter: 'Clarendon',
    });
    expect(ig.json().boost).toBe(10);
    // Title 41 → 10, description 40 → 2.
    const yt = await post({
      platform: 'youtube',
      title: 't'.repeat(41),
      description: 'd'.repeat(40),
      tags: ['laguna'],
    });
    expect(yt.json().boost).toBe(12);
    // Caption 51 → 15, Beach Day +12, capped at 25.
    const tt = await post({ platform: 'tiktok', caption: 'x'.repeat(51), soundId: 'beach-day' });
    expect(tt.json().boost).toBe(25);

    const now = await stats();
    expect(now.socialBoost).toBe(8 + 10 + 12 + 25);
    expect(now.campaignsToday).toBe(4);
    expect(now.lastCampaign).toMatchObject({ platform: 'tiktok', boost: 25 });

    // The next day (Laguna Beach time) starts again at +0.
    t.clock.advance(24 * 3600_000);
    expect((await stats()).socialBoost).toBe(0);
  });

  it('refuses text beyond each platform’s limit, and empty posts', async () => {
    const post = (payload: object) => call('POST', '/api/coach/campaigns', shopper.cookie, payload);
    const long = await post({ platform: 'twitter', text: 'x'.repeat(281) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain('Must be at most 280 characters');
    expect((await post({ platform: 'twitter', text: 'x'.repeat(280) })).statusCode).toBe(201);
    const empty = await post({ platform: 'twitter', text: '   ' });
    expect(empty.json().message).toContain(
      'Post is empty: Please write some content before sharing to X',
    );
    expect(
      (await post({ platform: 'youtube', title: 'x'.repeat(101), description: 'd' })).statusCode,
    ).toBe(400);
    expect(
      (await post({ platform: 'youtube', title: 't', description: 'x'.repeat(5001) })).statusCode,
    ).toBe(400);
    expect(
      (await post({ platform: 'tiktok', caption: 'x'.repeat(2201), soundId: 'original' }))
        .statusCode,
    ).toBe(400);
    expect((await post({ platform: 'myspace', text: 'hi' })).statusCode).toBe(400);
  });

  it('shows the score of the user’s latest team', async () => {
    const player = await signUp(t.app);
    await completeProfile(t.app, player.cookie);
    const product = await createProduct(t.ctx, {
      model: 'Coach Game',
      priceCents: 200,
      maxContestants: 2,
      playEnabled: true,
      quantity: 1,
    });
    const rival = await signUp(t.app);
    await completeProfile(t.app, rival.cookie);
    await enter(t.app, player.cookie, product.id, influencerIds);
    expect((await stats(player.cookie)).teamScore).toBe(0);
    await enter(t.app, rival.cookie, product.id, influencerIds);
    const baseline = Object.fromEntries(influencerIds.map((id) => [id, counters(1, 100)]));
    await recordSnapshots(t.ctx, t.clock.now(), baseline);
    const game = (await call('GET', `/api/products/${product.id}/competition`)).json();
    t.clock.set(game.startTime);
    await runSchedulerTick(t.ctx, { gateway: testGateway });
    t.clock.advance(60_000);
    await recordSnapshots(t.ctx, t.clock.now(), {
      ...baseline,
      [influencerIds[0] ?? '']: counters(2, 150),
    });
    // 1 post (10) + 50 likes = 60.
    expect((await stats(player.cookie)).teamScore).toBe(60);
  });
});
