import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FREE_PLAY_INFLUENCER_IDS, seedInfluencers } from '../../../../tests/fixtures/influencers';
import { createTestApp, type TestApp } from '../../../../tests/fixtures/server';
import { influencerScore } from '../../../shared/competition-rules';
import {
  type DailyScore,
  dailyScoreListSchema,
  type Influencer,
  type InfluencerDetail,
  type InstagramMetricsRecord,
  influencerCategories,
  influencerDetailSchema,
  influencerListSchema,
  influencerLocations,
  influencerMessages,
  instagramMetricsListSchema,
} from '../../../shared/contracts/influencers';
import { dailyScores } from '../../db/schema/influencers';
import { findLatestSnapshots, pollMetrics } from './metrics.service';
import { defaultMetricsProvider } from './metrics-provider';

const NOW = '2026-11-22T19:02:30Z'; // 11:02 in Laguna Beach
const TODAY = '2026-11-22';

let t: TestApp;
let emptyInfluencers: unknown;
let emptyMetrics: unknown;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(NOW);
  emptyInfluencers = (await t.app.inject({ method: 'GET', url: '/api/influencers' })).json();
  emptyMetrics = (await t.app.inject({ method: 'GET', url: '/api/instagram-metrics' })).json();
  await seedInfluencers(t.ctx, { history: true });
  await pollMetrics(t.ctx, defaultMetricsProvider);
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('GET /api/influencers', () => {
  it('answers an empty list before any influencer exists', () => {
    expect(emptyInfluencers).toEqual([]);
  });

  it("lists every influencer in the spec's shape, with today's score, best first", async () => {
    const response = await get('/api/influencers');
    expect(response.statusCode).toBe(200);
    const influencers = response.json<Influencer[]>();
    expect(influencerListSchema.parse(influencers)).toEqual(influencers);
    expect(influencers).toHaveLength(24);
    for (const id of FREE_PLAY_INFLUENCER_IDS) expect(influencers.map((i) => i.id)).toContain(id);

    const today = new Map(
      (await get('/api/daily-scores')).json<DailyScore[]>().map((s) => [s.influencerId, s]),
    );
    for (const influencer of influencers) {
      expect(influencer.score).toBe(Math.round(today.get(influencer.id)?.totalScore ?? -1));
      expect(influencerCategories).toContain(influencer.category);
      expect(influencerLocations).toContain(influencer.location);
      expect(Object.keys(influencer.platforms)).toEqual([
        'instagram',
        'tiktok',
        'youtube',
        'twitter',
      ]);
    }
    const scores = influencers.map((i) => i.score);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    expect(scores[0]).toBeGreaterThan(0);
  });

  it('shows follower counts as text (152K, 1.2M) beside the numbers', async () => {
    const influencers = (await get('/api/influencers')).json<Influencer[]>();
    const sofia = influencers.find((i) => i.id === 'sofia');
    expect(sofia).toMatchObject({
      name: 'Sofia Martinez',
      handle: '@sofia.lagunalife',
      category: 'Lifestyle',
      location: 'Laguna Beach',
      followers: { instagram: 152_000, tiktok: 98_000, youtube: 24_000, twitter: 12_000 },
      platforms: { instagram: '152K', tiktok: '98K', youtube: '24K', twitter: '12K' },
    });
    expect(sofia?.avatar).toMatch(/^\/images\/[0-9a-f]{64}\.svg$/);
  });

  it('gives the average likes per post over every post of the latest snapshot', async () => {
    const influencers = (await get('/api/influencers')).json<Influencer[]>();
    const latest = await findLatestSnapshots(t.ctx, undefined, t.clock.now());
    for (const influencer of influencers) {
      const snapshot = latest.get(influencer.id);
      expect(snapshot?.posts).toBeGreaterThan(0);
      expect(influencer.averageLikes).toBe(
        Math.round((snapshot?.likes ?? 0) / (snapshot?.posts ?? 1)),
      );
    }
  });
  it("measures engagement over the last 24 hours of snapshots, against Instagram's followers", async () => {
    const influencers = (await get('/api/influencers')).json<Influencer[]>();
    const now = t.clock.now();
    const latest = await findLatestSnapshots(t.ctx, undefined, now);
    const dayAgo = await findLatestSnapshots(
      t.ctx,
      undefined,
      new Date(now.getTime() - 24 * 60 * 60 * 1000),
    );
    for (const influencer of influencers) {
      const to = latest.get(influencer.id);
      const from = dayAgo.get(influencer.id);
      const gained =
        (to?.likes ?? 0) -
        (from?.likes ?? 0) +
        (to?.comments ?? 0) -
        (from?.comments ?? 0) +
        (to?.shares ?? 0) -
        (from?.shares ?? 0);
      const instagram = influencer.followers.instagram ?? 0;
      expect(gained).toBeGreaterThan(0);
      expect(influencer.engagement).toBe(Math.round((gained / instagram) * 100 * 100) / 100);
      // A plausible day: 1-5% of the followers interact.
      expect(influencer.engagement).toBeGreaterThanOrEqual(1);
      expect(influencer.engagement).toBeLessThanOrEqual(5);
    }
  });
});

describe('GET /api/influencers/:id', () => {
  it("answers the influencer and its detail dialog's figures from stored data", async () => {
    const response = await get('/api/influencers/surflife_oc');
    expect(response.statusCode).toBe(200);
    const detail = response.json<InfluencerDetail>();
    expect(influencerDetailSchema.parse(detail)).toEqual(detail);
    const listed = (await get('/api/influencers'))
      .json<Influencer[]>()
      .find((i) => i.id === 'surflife_oc');
    expect(detail).toMatchObject({ ...listed, bio: expect.stringContaining('Doheny') });
    expect(detail.totalFollowers).toBe(167_000 + 121_000 + 88_000 + 7_000);

    const today = (await get('/api/daily-scores')).json<DailyScore[]>();
    const row = today.find((s) => s.influencerId === 'surflife_oc');
    expect(detail.today).toEqual({
      totalScore: row?.totalScore,
      posts: row?.posts,
      likes: row?.likes,
      shares: row?.shares,
      comments: row?.comments,
      timesSelected: 0,
    });
    expect(detail.postsToday).toBe(row?.posts);

    // A week of history: growth over 7 days, daily scores of each day, and the directory's
    // engagement (the same 24-hour figure, not another one).
    expect(detail.growth.days).toBe(7);
    expect(detail.growth.likes).toBeGreaterThan(10_000);
    expect(detail.growth.score).toBe(influencerScore(detail.growth));
    expect(detail.postsThisWeek).toBe(detail.growth.posts);
    expect(detail.postsThisWeek).toBeGreaterThanOrEqual(7);
    expect(detail.engagement).toBe(listed?.engagement);
    expect(detail.engagement).toBeGreaterThanOrEqual(1);
    expect(detail.engagement).toBeLessThanOrEqual(5);
    expect(detail.growth.percent).not.toBeNull();
    expect(detail.scoreHistory.map((s) => s.date)).toEqual([
      '2026-11-15',
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
      TODAY,
    ]);
    const latest = (await findLatestSnapshots(t.ctx, ['surflife_oc'], t.clock.now())).get(
      'surflife_oc',
    );
    expect(detail.lastUpdated).toBe(latest?.takenAt.toISOString());
  });

  it('says what history exists for an influencer with only one snapshot', async () => {
    const other = await createTestApp();
    try {
      other.clock.set(NOW);
      await seedInfluencers(other.ctx, { only: ['tech_oc'] });
      const detail = (
        await other.app.inject({ method: 'GET', url: '/api/influencers/tech_oc' })
      ).json<InfluencerDetail>();
      expect(detail.growth).toMatchObject({ days: 0, posts: 0, likes: 0, score: 0, percent: null });
      // One snapshot measures no day yet: no engagement figure rather than 0%.
      expect(detail.engagement).toBeNull();
      expect(detail.scoreHistory).toHaveLength(1);
      expect(detail.score).toBe(0);
    } finally {
      await other.close();
    }
  });

  it.each(['nobody', 'SOFIA', 'x'.repeat(100), '%27%20or%201=1'])(
    'answers 404 "Influencer not found" for %s',
    async (id) => {
      const response = await get(`/api/influencers/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: influencerMessages.notFound });
    },
  );
});

describe('GET /api/daily-scores', () => {
  it("answers today's rows (the shop's day) in the DailyScore shape, best first", async () => {
    const response = await get('/api/daily-scores');
    expect(response.statusCode).toBe(200);
    const scores = response.json<DailyScore[]>();
    expect(dailyScoreListSchema.parse(scores)).toEqual(scores);
    expect(scores).toHaveLength(24);
    expect(scores.every((s) => s.date === TODAY && s.timesSelected === 0)).toBe(true);
    const totals = scores.map((s) => s.totalScore);
    expect([...totals].sort((a, b) => b - a)).toEqual(totals);
    for (const score of scores) expect(score.totalScore).toBe(influencerScore(score));
  });

  it('counts the selections the competitions module records', async () => {
    await t.ctx.db
      .update(dailyScores)
      .set({ timesSelected: 4 })
      .where(and(eq(dailyScores.influencerId, 'oc_eats'), eq(dailyScores.date, TODAY)));
    const scores = (await get('/api/daily-scores')).json<DailyScore[]>();
    expect(scores.find((s) => s.influencerId === 'oc_eats')?.timesSelected).toBe(4);
  });

  it('answers another day with ?date=, and an empty list for a day without scores', async () => {
    const yesterday = (await get('/api/daily-scores?date=2026-11-21')).json<DailyScore[]>();
    expect(yesterday).toHaveLength(24);
    expect(yesterday.every((s) => s.date === '2026-11-21' && s.totalScore > 0)).toBe(true);
    expect((await get('/api/daily-scores?date=2025-01-01')).json()).toEqual([]);
  });

  it.each(['today', '2026-11-2', '2026-02-30', '22-11-2026'])(
    'answers 400 for ?date=%s',
    async (date) => {
      const response = await get(`/api/daily-scores?date=${date}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: influencerMessages.badDate });
    },
  );
});

describe('GET /api/instagram-metrics', () => {
  it('answers an empty array before any influencer exists', () => {
    expect(emptyMetrics).toEqual([]);
  });

  it("answers every influencer's latest counters as {username, posts, likes, shares, comments}", async () => {
    const response = await get('/api/instagram-metrics');
    expect(response.statusCode).toBe(200);
    const records = response.json<InstagramMetricsRecord[]>();
    expect(instagramMetricsListSchema.parse(records)).toEqual(records);
    expect(records).toHaveLength(24);
    expect(Object.keys(records[0] ?? {}).sort()).toEqual([
      'comments',
      'likes',
      'posts',
      'shares',
      'username',
    ]);
    const latest = await findLatestSnapshots(t.ctx, undefined, t.clock.now());
    for (const record of records) {
      const snapshot = latest.get(record.username);
      expect(record).toEqual({
        username: record.username,
        posts: snapshot?.posts,
        likes: snapshot?.likes,
        shares: snapshot?.shares,
        comments: snapshot?.comments,
      });
    }
  });

  it('only grows, so a baseline taken before midnight still gives a gain after it', async () => {
    const before = (await get('/api/instagram-metrics')).json<InstagramMetricsRecord[]>();
    t.clock.set('2026-11-23T08:10:00Z'); // 00:10 the next day
    await pollMetrics(t.ctx, defaultMetricsProvider);
    const after = (await get('/api/instagram-metrics')).json<InstagramMetricsRecord[]>();
    for (const record of after) {
      const earlier = before.find((r) => r.username === record.username);
      expect(record.likes).toBeGreaterThan(earlier?.likes ?? Number.POSITIVE_INFINITY);
      expect(record.posts).toBeGreaterThanOrEqual(earlier?.posts ?? Number.POSITIVE_INFINITY);
    }
  });
});

describe('GET /api/metrics-source', () => {
  it('says the metrics are simulated by default', async () => {
    const response = await get('/api/metrics-source');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ provider: 'simulated' });
  });

  it('says Instagram when the shop reads Instagram', async () => {
    const instagram = { name: 'instagram' as const, fetchCounters: async () => new Map() };
    const other = await createTestApp(undefined, undefined, { metrics: instagram });
    try {
      const response = await other.app.inject({ method: 'GET', url: '/api/metrics-source' });
      expect(response.json()).toEqual({ provider: 'instagram' });
    } finally {
      await other.close();
    }
  });
});
