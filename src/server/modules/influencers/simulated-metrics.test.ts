import { describe, expect, it } from 'vitest';
import { type Counters, influencerScore } from '../../../shared/competition-rules';
import type { MetricsInfluencer } from './metrics-provider';
import { createSimulatedProvider } from './simulated-metrics';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const sofia: MetricsInfluencer = { id: 'sofia', pace: 1, instagramUserId: null };
const crew: MetricsInfluencer[] = [
  sofia,
  { id: 'occhiropractor', pace: 0.7, instagramUserId: null },
  { id: 'surflife_oc', pace: 1.4, instagramUserId: null },
  { id: 'tech_oc', pace: 1, instagramUserId: '17841400000000001' },
];

/** A small deterministic generator, so the "random" times are the same on every run. */
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
  });

  it('never lets a counter go down, over random times and one second apart', async () => {
    const provider = createSimulatedProvider(42);
    const random = lcg(2026);
    const start = Date.parse('2024-06-01T00:00:00Z');
    const span = 3 * 365 * DAY;
    const times: number[] = [];
    for (let i = 0; i < 400; i += 1) {
      const t = start + Math.floor(random() * span);
      times.push(t, t + 1000, t + 1);
    }
    times.sort((a, b) => a - b);
    for (const influencer of crew) {
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

  it('moves like an Orange County account with 50k-250k followers', async () => {
    const dayStart = new Date('2026-11-18T08:00:00Z'); // a Wednesday, local midnight
    const day = gain(
      await read(1, sofia, new Date(dayStart.getTime() + DAY)),
      await read(1, sofia, dayStart),
    );
    expect(day.posts).toBeGreaterThanOrEqual(1);
    expect(day.posts).toBeLessThanOrEqual(8);
    expect(day.likes).toBeGreaterThan(12_000);
    expect(day.likes).toBeLessThan(45_000);
    expect(day.shares).toBeLessThan(day.likes / 10);
    expect(day.comments).toBeLessThan(day.likes / 10);
    expect(day.shares + day.comments).toBeGreaterThan(0);

    // Thousands of likes an hour in the evening, far fewer in the small hours.
    const hourFrom = async (localHour: number) => {
      const from = new Date(dayStart.getTime() + localHour * HOUR);
      return gain(await read(1, sofia, new Date(from.getTime() + HOUR)), await read(1, sofia, from))
        .likes;
    };
    const evening = Math.max(await hourFrom(18), await hourFrom(19), await hourFrom(20));
    expect(evening).toBeGreaterThan(1000);
    expect(await hourFrom(5)).toBeLessThan(evening / 2);
  });

  it('makes a faster pace gain more, and influencers differ even at the same pace', async () => {
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
  });
});
