import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/fixtures/server';
import { type Counters, influencerScore } from '../../../shared/competition-rules';
import type { AppContext } from '../../context';
import { dailyScores, metricsSnapshots } from '../../db/schema/influencers';
import { seedInfluencers } from '../../db/seed/influencers';
import { findInfluencerRows } from './influencers.repository';
import {
  captureSnapshots,
  findLatestSnapshots,
  pollMetrics,
  snapshotCapturer,
  startMetricsPoller,
} from './metrics.service';
import {
  defaultMetricsProvider,
  type MetricsInfluencer,
  type MetricsProvider,
} from './metrics-provider';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const IDS = ['sofia', 'tech_oc', 'oc_eats'];

let t: TestApp;
let influencers: MetricsInfluencer[];
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set('2026-11-22T18:00:00Z'); // 10:00 in Laguna Beach
  await seedInfluencers(t.ctx, { historyDays: 0, only: IDS });
  influencers = await findInfluencerRows(t.ctx.db, IDS);
});
afterAll(() => t.close());

/** The simulated counters of one influencer at an instant, straight from the provider. */
async function expected(id: string, at: Date | string): Promise<Counters> {
  const counters = await defaultMetricsProvider.fetchCounters(influencers, new Date(at));
  const found = counters.get(id);
  if (!found) throw new Error(`no counters for ${id}`);
  return found;
}

const minus = (a: Counters, b: Counters): Counters => ({
  posts: a.posts - b.posts,
  likes: a.likes - b.likes,
  shares: a.shares - b.shares,
  comments: a.comments - b.comments,
});

async function snapshotCount(ctx: AppContext = t.ctx): Promise<number> {
  const [row] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(metricsSnapshots);
  return row?.n ?? 0;
}

async function dailyRow(id: string, date: string) {
  const [row] = await t.ctx.db
    .select()
    .from(dailyScores)
    .where(and(eq(dailyScores.influencerId, id), eq(dailyScores.date, date)));
  return row;
}

/** Wraps a provider, counting calls and the influencers asked for. */
function counting(inner: MetricsProvider = defaultMetricsProvider) {
  const calls: { ids: string[]; at: Date }[] = [];
  const provider: MetricsProvider = {
    name: inner.name,
    fetchCounters: (list, at) => {
      calls.push({ ids: list.map((i) => i.id), at });
      return inner.fetchCounters(list, at);
    },
  };
  return { provider, calls };
}

describe('pollMetrics', () => {
  it('stores one snapshot per influencer at the clock time, once per instant', async () => {
    const at = t.clock.now();
    const before = await snapshotCount();
    const report = await pollMetrics(t.ctx, defaultMetricsProvider);
    expect(report).toEqual({ at, snapshots: 3, dailyScores: 3 });
    expect(await snapshotCount()).toBe(before + 3);
    const stored = await findLatestSnapshots(t.ctx, IDS, at);
    expect(stored.get('sofia')).toMatchObject({ takenAt: at, ...(await expected('sofia', at)) });

    const { provider, calls } = counting();
    expect(await pollMetrics(t.ctx, provider)).toEqual(report);
    expect(calls).toHaveLength(0);
    expect(await snapshotCount()).toBe(before + 3);
  });

  it("scores today's gains from the day's first snapshot, with the spec's formula", async () => {
    const first = t.clock.now();
    // The day's first snapshot: nothing gained yet.
    expect(await dailyRow('sofia', '2026-11-22')).toMatchObject({
      totalScore: 0,
      posts: 0,
      likes: 0,
      timesSelected: 0,
    });
    t.clock.advance(HOUR);
    await pollMetrics(t.ctx, defaultMetricsProvider);
    const gains = minus(await expected('sofia', t.clock.now()), await expected('sofia', first));
    expect(gains.likes).toBeGreaterThan(100);
    expect(await dailyRow('sofia', '2026-11-22')).toMatchObject({
      ...gains,
      totalScore: influencerScore(gains),
      lastUpdated: t.clock.now(),
    });
  });

  it('starts a new day at local midnight from the snapshot taken then', async () => {
    const midnight = new Date('2026-11-23T08:00:00Z');
    t.clock.set(midnight);
    await pollMetrics(t.ctx, defaultMetricsProvider);
    expect((await dailyRow('tech_oc', '2026-11-23'))?.totalScore).toBe(0);
    t.clock.advance(5 * MINUTE);
    await pollMetrics(t.ctx, defaultMetricsProvider);
    const gains = minus(
      await expected('tech_oc', t.clock.now()),
      await expected('tech_oc', midnight),
    );
    expect(await dailyRow('tech_oc', '2026-11-23')).toMatchObject({
      ...gains,
      totalScore: influencerScore(gains),
    });
    // Yesterday's row is as its last poll left it.
    expect((await dailyRow('tech_oc', '2026-11-22'))?.totalScore).toBeGreaterThan(0);
  });

  it('never overwrites times_selected, which the competitions module counts', async () => {
    const today = '2026-11-23';
    await t.ctx.db
      .update(dailyScores)
      .set({ timesSelected: 3 })
      .where(and(eq(dailyScores.influencerId, 'sofia'), eq(dailyScores.date, today)));
    // A row the competitions module made first, before any poll of that day.
    await t.ctx.db.insert(dailyScores).values({
      influencerId: 'oc_eats',
      date: '2026-11-24',
      timesSelected: 1,
      lastUpdated: t.clock.now(),
    });
    t.clock.advance(10 * MINUTE);
    await pollMetrics(t.ctx, defaultMetricsProvider);
    const sofia = await dailyRow('sofia', today);
    expect(sofia?.timesSelected).toBe(3);
    expect(sofia?.totalScore).toBeGreaterThan(0);

    t.clock.set('2026-11-24T18:00:00Z');
    await pollMetrics(t.ctx, defaultMetricsProvider);
    t.clock.advance(HOUR);
    await pollMetrics(t.ctx, defaultMetricsProvider);
    const eats = await dailyRow('oc_eats', '2026-11-24');
    expect(eats?.timesSelected).toBe(1);
    expect(eats?.likes).toBeGreaterThan(0);
  });
});

describe('captureSnapshots', () => {
  it('asks the provider only for influencers without a snapshot at that instant', async () => {
    const at = new Date('2026-11-24T20:30:00Z');
    const { provider, calls } = counting();
    await captureSnapshots(t.ctx, provider, ['sofia'], at);
    const all = await captureSnapshots(t.ctx, provider, IDS, at);
    expect(calls.map((c) => c.ids)).toEqual([['sofia'], ['oc_eats', 'tech_oc']]);
    expect([...all.keys()].sort()).toEqual(['oc_eats', 'sofia', 'tech_oc']);
    expect(all.get('tech_oc')).toEqual(await expected('tech_oc', at));
    // The same instant again: the stored numbers, no call.
    expect(await captureSnapshots(t.ctx, provider, IDS, at)).toEqual(all);
    expect(calls).toHaveLength(2);
  });

  it('leaves out influencers the provider cannot read, and unknown ids', async () => {
    const at = new Date('2026-11-24T20:35:00Z');
    const partial: MetricsProvider = {
      name: 'instagram',
      fetchCounters: async (list, when) => {
        const counters = await defaultMetricsProvider.fetchCounters(list, when);
        counters.delete('oc_eats');
        return counters;
      },
    };
    const stored = await captureSnapshots(t.ctx, partial, [...IDS, 'nobody'], at);
    expect([...stored.keys()].sort()).toEqual(['sofia', 'tech_oc']);
    expect((await findLatestSnapshots(t.ctx, ['oc_eats'], at)).get('oc_eats')?.takenAt).not.toEqual(
      at,
    );
  });

  it('stores a snapshot of just the given influencers (the scheduler’s form)', async () => {
    const at = new Date('2026-11-24T20:40:00Z');
    const capture = snapshotCapturer(t.ctx, defaultMetricsProvider);
    await capture(['sofia', 'oc_eats'], at);
    const latest = await findLatestSnapshots(t.ctx, undefined, at);
    expect(latest.get('sofia')?.takenAt).toEqual(at);
    expect(latest.get('oc_eats')?.takenAt).toEqual(at);
    expect(latest.get('tech_oc')?.takenAt.getTime()).toBeLessThan(at.getTime());
  });

  it("finds each influencer's latest snapshot at or before a time", async () => {
    const latest = await findLatestSnapshots(t.ctx, IDS, new Date('2026-11-24T20:34:59Z'));
    expect(latest.get('sofia')?.takenAt).toEqual(new Date('2026-11-24T20:30:00Z'));
    expect((await findLatestSnapshots(t.ctx, IDS, new Date('2020-01-01T00:00:00Z'))).size).toBe(0);
    expect((await findLatestSnapshots(t.ctx, [], new Date())).size).toBe(0);
  });
});

describe('startMetricsPoller', () => {
  const log = () => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() });
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const realTime = (logger = log()): AppContext => ({
    db: t.ctx.db,
    clock: { now: () => new Date() },
    log: logger,
  });

  it('polls at once, then on the multiples of the interval, until stopped', async () => {
    const { provider, calls } = counting();
    const stop = startMetricsPoller(realTime(), provider, 0.2);
    await sleep(750);
    await stop();
    const made = calls.length;
    expect(made).toBeGreaterThanOrEqual(2);
    // After the first poll, every instant is a multiple of 200 ms.
    for (const call of calls.slice(1)) expect(call.at.getTime() % 200).toBe(0);
    await sleep(450);
    expect(calls.length).toBe(made);
  });

  it('skips a poll while the previous one runs, and logs failures without throwing', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let calls = 0;
    const slow: MetricsProvider = {
      name: 'simulated',
      fetchCounters: async (list, at) => {
        calls += 1;
        await gate;
        return defaultMetricsProvider.fetchCounters(list, at);
      },
    };
    const slowLog = log();
    const stopSlow = startMetricsPoller(realTime(slowLog), slow, 0.05);
    await sleep(300);
    expect(calls).toBe(1);
    expect(slowLog.warn).toHaveBeenCalledWith(
      expect.objectContaining({ provider: 'simulated' }),
      'metrics poll skipped: the previous one is still running',
    );
    const stopped = stopSlow();
    release();
    await stopped;

    const failingLog = log();
    const failing: MetricsProvider = {
      name: 'instagram',
      fetchCounters: async () => {
        throw new Error('Instagram Graph API GET /1 failed: HTTP 400, code 4 (rate limited)');
      },
    };
    const stopFailing = startMetricsPoller(realTime(failingLog), failing, 0.05);
    await sleep(300);
    await stopFailing();
    expect(failingLog.error.mock.calls.length).toBeGreaterThanOrEqual(2);
    expect(failingLog.error).toHaveBeenCalledWith(
      expect.objectContaining({ provider: 'instagram', err: expect.any(Error) }),
      'metrics poll failed',
    );
  });
});
