import { describe, expect, it } from 'vitest';
import { type Counters, influencerScore, teamScore } from '../../../shared/competition-rules';
import { demoInfluencers, freePlayInfluencers } from '../../db/seed/influencers-data';
import { DEFAULT_METRICS_SEED } from '../../env';
import type { MetricsInfluencer } from './metrics-provider';
import {
  createSimulatedProvider,
  pacificOffsetHours,
  postCurve,
  profileOf,
  SIMULATION,
} from './simulated-metrics';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;
const sofia: MetricsInfluencer = { id: 'sofia', pace: 1, instagramUserId: null };
const crew: MetricsInfluencer[] = [
  sofia,
  { id: 'occhiropractor', pace: 0.7, instagramUserId: null },
  { id: 'surflife_oc', pace: 1.4, instagramUserId: null },
  { id: 'tech_oc', pace: 1, instagramUserId: '17841400000000001' },
];
/** The demo influencers as the metrics poller reads them from the database. */
const seeded = (list = demoInfluencers): MetricsInfluencer[] =>
  list.map((influencer) => ({
    id: influencer.id,
    pace: influencer.pace,
    instagramUserId: null,
    followers: influencer.followers,
  }));

/** A small deterministic generator, so the "random" choices are the same on every run. */
function lcg(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

async function read(seed: number, influencer: MetricsInfluencer, at: Date): Promise<Counters> {
  const counters = await createSimulatedProvider(seed).fetchCounters([influencer], at);
  const found = counters.get(influencer.id);
  if (!found) throw new Error('no counters');
  return found;
}

const gain = (later: Counters, earlier: Counters): Counters => ({
  posts: later.posts - earlier.posts,
  likes: later.likes - earlier.likes,
  shares: later.shares - earlier.shares,
  comments: later.comments - earlier.comments,
});

/** Each influencer's gains from `from` to `to`. */
async function gains(
  seed: number,
  influencers: MetricsInfluencer[],
  from: number,
  to: number,
): Promise<Map<string, Counters>> {
  const provider = createSimulatedProvider(seed);
  const before = await provider.fetchCounters(influencers, new Date(from));
  const after = await provider.fetchCounters(influencers, new Date(to));
  return new Map(
    influencers.map(({ id }) => {
      const a = before.get(id);
      const b = after.get(id);
      if (!a || !b) throw new Error(`no counters for ${id}`);
      return [id, gain(b, a)];
    }),
  );
}

const interactions = (c: Counters) => c.likes + c.comments + c.shares;

describe('simulated metrics provider', () => {
  it('gives the same numbers for the same seed, influencer and time, from any instance', async () => {
    const at = new Date('2026-11-22T19:30:00Z');
    const first = await createSimulatedProvider(7).fetchCounters(crew, at);
    const second = await createSimulatedProvider(7).fetchCounters([...crew].reverse(), at);
    expect(second).toEqual(first);
    expect(first.size).toBe(crew.length);
    // Within one second the numbers do not move; another seed gives other numbers.
    expect(await read(7, sofia, new Date(at.getTime() + 999))).toEqual(first.get('sofia'));
    expect(await read(8, sofia, at)).not.toEqual(first.get('sofia'));
    // Reading other instants in between (other weeks in the cache) changes nothing.
    const provider = createSimulatedProvider(7);
    await provider.fetchCounters(crew, new Date('2025-02-01T00:00:00Z'));
    await provider.fetchCounters(crew, new Date('2024-07-04T12:00:00Z'));
    expect(await provider.fetchCounters(crew, at)).toEqual(first);
  });

  it('predicts the default seed exactly', async () => {
    const [seededSofia] = seeded(demoInfluencers.filter((i) => i.id === 'sofia'));
    if (!seededSofia) throw new Error('sofia is seeded');
    const at = new Date('2026-11-24T20:00:00Z');
    expect(await read(DEFAULT_METRICS_SEED, seededSofia, at)).toEqual({
      posts: 2258,
      likes: 6_067_555,
      comments: 361_079,
      shares: 299_809,
    });
  });

  it('never lets a counter go down, over random times, one second apart and across weeks', async () => {
    const provider = createSimulatedProvider(42);
    const random = lcg(2026);
    const start = Date.parse('2024-06-01T00:00:00Z');
    const span = 3 * 365 * DAY;
    const times: number[] = [];
    for (let i = 0; i < 400; i += 1) {
      const t = start + Math.floor(random() * span);
      times.push(t, t + 1000, t + 1);
    }
    // The seconds either side of 60 week boundaries, where a week's running totals hand over.
    for (let week = 0; week < 60; week += 1) {
      const boundary = SIMULATION.originMs + (20 + week * 2) * WEEK;
      times.push(boundary - 1000, boundary, boundary + 1000);
    }
    times.sort((a, b) => a - b);
    for (const influencer of [...crew, ...seeded().slice(0, 6)]) {
      let previous: Counters | undefined;
      for (const t of times) {
        const now = (await provider.fetchCounters([influencer], new Date(t))).get(influencer.id);
        if (!now) throw new Error('no counters');
        if (previous) {
          const g = gain(now, previous);
          expect(
            Math.min(g.posts, g.likes, g.shares, g.comments),
            `${influencer.id} at ${t}`,
          ).toBeGreaterThanOrEqual(0);
        }
        previous = now;
      }
    }
  });

  it('keeps every seeded influencer between 1% and 5% engagement a day', async () => {
    const influencers = seeded();
    expect(influencers).toHaveLength(24);
    const random = lcg(19);
    for (const seed of [DEFAULT_METRICS_SEED, 1, 2, 3]) {
      const provider = createSimulatedProvider(seed);
      // Every rolling day ending on the hour over two weeks, and 40 random days over three years.
      const ends: number[] = [];
      const from = Date.parse('2026-11-10T00:07:00Z');
      for (let h = 0; h < 14 * 24; h += 1) ends.push(from + h * HOUR);
      for (let i = 0; i < 40; i += 1) {
        ends.push(Date.parse('2024-02-01T00:00:00Z') + Math.floor(random() * 3 * 365 * DAY));
      }
      for (const end of ends) {
        const before = await provider.fetchCounters(influencers, new Date(end - DAY));
        const after = await provider.fetchCounters(influencers, new Date(end));
        for (const influencer of influencers) {
          const a = before.get(influencer.id);
          const b = after.get(influencer.id);
          if (!a || !b) throw new Error('no counters');
          const percent = (interactions(gain(b, a)) / (influencer.followers?.instagram ?? 1)) * 100;
          expect(percent, `${influencer.id}, seed ${seed}, day to ${end}`).toBeGreaterThanOrEqual(
            1,
          );
          expect(percent, `${influencer.id}, seed ${seed}, day to ${end}`).toBeLessThanOrEqual(5);
        }
      }
    }
  });

  it('gives each influencer its own gains over a game hour', async () => {
    const random = lcg(7);
    for (let trial = 0; trial < 20; trial += 1) {
      const seed = Math.floor(random() * 1_000_000);
      const start = Date.parse('2025-01-01T00:00:00Z') + Math.floor(random() * 700 * 24) * HOUR;
      const hour = await gains(seed, seeded(freePlayInfluencers), start, start + HOUR);
      const scores = [...hour.values()].map(influencerScore);
      // Twelve influencers, (nearly always) twelve different scores, and far apart: the best
      // gains at least half as much again as the weakest.
      expect(new Set(scores).size, `seed ${seed} at ${start}`).toBeGreaterThanOrEqual(11);
      expect(Math.max(...scores)).toBeGreaterThan(1.5 * Math.min(...scores));
      expect(new Set([...hour.values()].map((g) => g.likes)).size).toBeGreaterThan(9);
    }
  });

  it('never ties two teams with no influencer in common over 200 games; the same five always tie', async () => {
    const pool = seeded();
    const random = lcg(2027);
    const pick = () => {
      const ids = pool.map((influencer) => influencer.id);
      for (let i = ids.length - 1; i > 0; i -= 1) {
        const j = Math.floor(random() * (i + 1));
        [ids[i], ids[j]] = [ids[j] as string, ids[i] as string];
      }
      return [ids.slice(0, 5), ids.slice(5, 10)] as const;
    };
    let ties = 0;
    const results: string[] = [];
    for (let game = 0; game < 200; game += 1) {
      const seed = Math.floor(random() * 1_000_000);
      const start = Date.parse('2025-01-01T00:00:00Z') + Math.floor(random() * 700 * 24) * HOUR;
      const hour = await gains(seed, pool, start, start + HOUR);
      const score = (team: readonly string[]) =>
        teamScore(team.map((id) => influencerScore(hour.get(id) as Counters)));
      const [a, b] = pick();
      if (score(a) === score(b)) ties += 1;
      // The same five in another order score the same.
      expect(score([...a].reverse())).toBe(score(a));
      results.push(`${score(a)}:${score(b)}`);
    }
    expect(ties, results.join(' ')).toBe(0);
  });

  it('is quieter at night in Laguna Beach, in winter and in summer', async () => {
    const influencers = seeded();
    for (const localMidnight of ['2026-01-12T08:00:00Z', '2026-07-13T07:00:00Z']) {
      // Over a week: the likes of 1-5 am against those of 5-9 pm, local time, day after day.
      const night = new Map<string, number>();
      const evening = new Map<string, number>();
      for (let d = 0; d < 7; d += 1) {
        const day = Date.parse(localMidnight) + d * DAY;
        const add = async (into: Map<string, number>, fromHour: number) => {
          const g = await gains(1, influencers, day + fromHour * HOUR, day + (fromHour + 4) * HOUR);
          for (const [id, c] of g) into.set(id, (into.get(id) ?? 0) + c.likes);
        };
        await add(night, 1);
        await add(evening, 17);
      }
      for (const { id } of influencers) {
        expect(night.get(id), `${id} in the week of ${localMidnight}`).toBeLessThan(
          (evening.get(id) ?? 0) / 2,
        );
      }
    }
    expect(pacificOffsetHours(Date.parse('2026-03-08T09:59:59Z'))).toBe(-8);
    expect(pacificOffsetHours(Date.parse('2026-03-08T10:00:00Z'))).toBe(-7);
    expect(pacificOffsetHours(Date.parse('2026-11-01T08:59:59Z'))).toBe(-7);
    expect(pacificOffsetHours(Date.parse('2026-11-01T09:00:00Z'))).toBe(-8);
  });

  it('posts as whole events, 7 to 12 a week, each bringing a burst of likes', async () => {
    const influencers = seeded(freePlayInfluencers);
    const provider = createSimulatedProvider(DEFAULT_METRICS_SEED);
    const weekStart = SIMULATION.originMs + 150 * WEEK;
    for (const influencer of influencers) {
      const profile = profileOf(DEFAULT_METRICS_SEED, influencer);
      const read10 = async (t: number) => {
        const c = (await provider.fetchCounters([influencer], new Date(t))).get(influencer.id);
        if (!c) throw new Error('no counters');
        return c;
      };
      // Minute by minute over a week: the posts counter steps by one at a time.
      let previous = await read10(weekStart);
      const postMinutes: number[] = [];
      for (let m = 1; m <= 7 * 24 * 60; m += 1) {
        const now = await read10(weekStart + m * MINUTE);
        expect(now.posts - previous.posts).toBeLessThanOrEqual(1);
        if (now.posts > previous.posts) postMinutes.push(weekStart + m * MINUTE);
        previous = now;
      }
      expect(postMinutes).toHaveLength(profile.postsPerWeek);
      expect(profile.postsPerWeek).toBeGreaterThanOrEqual(7);
      expect(profile.postsPerWeek).toBeLessThanOrEqual(12);
      // The hour after a post gains more likes than the hour before it.
      let bursts = 0;
      for (const at of postMinutes) {
        const before = (await read10(at - MINUTE)).likes - (await read10(at - MINUTE - HOUR)).likes;
        const after = (await read10(at + HOUR)).likes - (await read10(at)).likes;
        if (after > before * 1.3) bursts += 1;
      }
      expect(bursts, influencer.id).toBeGreaterThanOrEqual(postMinutes.length - 1);
    }
    expect(postCurve(0)).toBe(0);
    expect(postCurve(HOUR)).toBeCloseTo(0.1305, 4);
    expect(postCurve(6 * HOUR)).toBeCloseTo(0.5811, 4);
    expect(postCurve(24 * HOUR)).toBeCloseTo(0.9827, 4);
    expect(postCurve(72 * HOUR)).toBe(1);
  });

  it('makes a faster pace gain more without followers, and influencers differ at the same pace', async () => {
    const from = new Date('2026-11-20T08:00:00Z');
    const to = new Date(from.getTime() + DAY);
    const dayScore = async (influencer: MetricsInfluencer) =>
      influencerScore(gain(await read(3, influencer, to), await read(3, influencer, from)));
    const slow = await dayScore({ ...sofia, pace: 0.6 });
    const fast = await dayScore({ ...sofia, pace: 1.8 });
    expect(fast).toBeGreaterThan(slow * 2.5);
    const other = await dayScore({ id: 'oc_style', pace: 1, instagramUserId: null });
    expect(other).not.toBe(await dayScore(sofia));
  });

  it('reads times before 2024 as the starting counters', async () => {
    const early = await read(1, sofia, new Date('2020-01-01T00:00:00Z'));
    expect(await read(1, sofia, new Date('2023-12-31T00:00:00Z'))).toEqual(early);
    expect(early.posts).toBeGreaterThan(100);
    expect(early.likes / early.posts).toBeGreaterThan(500);
  });
});
