import { createHash } from 'node:crypto';
import type { Counters } from '../../../shared/competition-rules';
import { DEFAULT_METRICS_SEED } from '../../env';
import type { MetricsInfluencer, MetricsProvider } from './metrics-provider';

/**
 * The model's parameters. Counters grow from the origin, midnight in Laguna Beach
 * on Monday 1 January 2024, in weeks of 168 hours; every figure below is per influencer and drawn
 * from (seed, influencer id) unless it says otherwise.
 */
export const SIMULATION = {
  /** Monday 1 January 2024, 00:00 PST. */
  originMs: Date.UTC(2024, 0, 1, 8),
  /** Without Instagram followers: the audience is this × pace × 0.8-1.2. */
  audiencePerPace: 100_000,
  /** Interactions (likes + comments + shares) a day, as a share of the audience. */
  engagementPerDay: { min: 0.02, max: 0.03 },
  /** The part of them that trickles in all day (older posts, stories); the rest comes from posts. */
  backgroundShare: { min: 0.55, max: 0.65 },
  /** Posts a week at pace 1 (× √pace), within these bounds. */
  postsPerWeek: { min: 7, max: 12, atPaceOne: { min: 7, max: 10.5 } },
  /** Comments and shares per like. */
  commentsPerLike: { min: 0.02, max: 0.06 },
  sharesPerLike: { min: 0.015, max: 0.05 },
  /** A post gathers its interactions over this many hours, most of them in the first few. */
  postLifeHours: 72,
  /** Share of a post's interactions gathered Δ hours after it: 1 − (1 − Δ/72)^10. */
  postCurveExponent: 10,
  /** Each post's size relative to the others of its week, before normalising: 0.65-1.45. */
  postSize: { min: 0.65, max: 1.45 },
  /** The hour-by-hour noise of the background: × 0.7-1.3. */
  hourNoise: { min: 0.7, max: 1.3 },
  /** Each influencer's daily curve is shifted by up to ±1.5 hours. */
  peakShiftHours: 1.5,
  /** Saturdays and Sundays: × 1.0-1.2. */
  weekendLift: { min: 1, max: 1.2 },
  /** Posts and interactions before the origin. */
  postsBefore: { min: 300, max: 1500 },
} as const;

/**
 * How busy an average hour of the shop's day is (local hour 0-23): quiet in the small hours,
 * rising through the morning, peaking in the evening.
 */
const DAILY_RHYTHM = [
  0.35, 0.22, 0.15, 0.12, 0.12, 0.18, 0.35, 0.6, 0.8, 0.9, 0.95, 1.05, 1.2, 1.1, 1.0, 1.0, 1.1, 1.3,
  1.5, 1.65, 1.6, 1.4, 1.0, 0.6,
] as const;

/** When posts go up (local hour 0-23): never between 11 pm and 7 am; lunch and early evening. */
const POSTING_RHYTHM = [
  0, 0, 0, 0, 0, 0, 0, 0.4, 0.8, 1.0, 1.0, 1.2, 1.5, 1.2, 1.0, 1.0, 1.2, 1.5, 1.8, 1.6, 1.2, 0.8,
  0.4, 0,
] as const;

const HOUR_MS = 3600 * 1000;
const WEEK_HOURS = 168;
const WEEK_MS = WEEK_HOURS * HOUR_MS;

/** murmur3's finaliser: a well-mixed 32-bit integer. */
function mix(value: number): number {
  let h = value >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** A number in [0, 1) that depends only on the influencer's key, the week, an index and a stream. */
function unit(key: number, week: number, index: number, stream: number): number {
  let h = mix(key ^ Math.imul(week + 1, 0x9e3779b1));
  h = mix(h ^ Math.imul(index + 1, 0x85ebca77));
  h = mix(h ^ Math.imul(stream + 1, 0xc2b2ae3d));
  return h / 2 ** 32;
}

const between = (range: { min: number; max: number }, u: number) =>
  range.min + (range.max - range.min) * u;

/** The rhythm at a fractional local hour, read off the table with linear interpolation. */
function rhythmAt(table: readonly number[], hour: number): number {
  const h = ((hour % 24) + 24) % 24;
  const low = Math.floor(h);
  const a = table[low] ?? 0;
  const b = table[(low + 1) % 24] ?? 0;
  return a + (b - a) * (h - low);
}

interface WeekClock {
  /** The shop's local hour (0-23) of each of the week's 168 hours. */
  hours: number[];
  /** Whether each hour falls on a Saturday or Sunday in the shop. */
  weekend: boolean[];
}

/** The day of the month of the nth Sunday (n ≥ 1) of a month, in UTC dates. */
function nthSunday(year: number, month: number, n: number): number {
  const first = new Date(Date.UTC(year, month, 1)).getUTCDay();
  return 1 + ((7 - first) % 7) + 7 * (n - 1);
}

/**
 * Pacific time's offset from UTC in hours at an instant: −7 from the second Sunday of March at
 * 2 am PST to the first Sunday of November at 2 am PDT, else −8 (the US rule since 2007). Computed,
 * not read from the machine's time-zone data, so every machine agrees.
 */
export function pacificOffsetHours(ms: number): number {
  const year = new Date(ms).getUTCFullYear();
  const dstStart = Date.UTC(year, 2, nthSunday(year, 2, 2), 10);
  const dstEnd = Date.UTC(year, 10, nthSunday(year, 10, 1), 9);
  return ms >= dstStart && ms < dstEnd ? -7 : -8;
}

const weekClocks = new Map<number, WeekClock>();

/** The local hours of a week (daylight saving included), shared by every influencer. */
function weekClock(week: number): WeekClock {
  let found = weekClocks.get(week);
  if (found) return found;
  const hours: number[] = [];
  const weekend: boolean[] = [];
  for (let h = 0; h < WEEK_HOURS; h += 1) {
    const utc = SIMULATION.originMs + week * WEEK_MS + h * HOUR_MS;
    const local = new Date(utc + pacificOffsetHours(utc) * HOUR_MS);
    hours.push(local.getUTCHours());
    const day = local.getUTCDay();
    weekend.push(day === 0 || day === 6);
  }
  found = { hours, weekend };
  if (weekClocks.size >= 256) weekClocks.clear();
  weekClocks.set(week, found);
  return found;
}

type Kind = 'likes' | 'comments' | 'shares';
const kinds: readonly Kind[] = ['likes', 'comments', 'shares'];
const STREAM = { likes: 1, comments: 2, shares: 3, postHour: 4, postSize: 5 } as const;

/** An influencer's fixed traits. */
export interface Profile {
  key: number;
  audience: number;
  engagementPerDay: number;
  backgroundShare: number;
  postsPerWeek: number;
  commentsPerLike: number;
  sharesPerLike: number;
  peakShift: number;
  weekendLift: number;
  /** Interactions of each kind a week: trickling in, and brought by posts. */
  background: Record<Kind, number>;
  fromPosts: Record<Kind, number>;
  /** Counters at the origin. */
  start: Counters;
}

/** Sixteen numbers in [0, 1] that depend only on the seed and the influencer. */
function uniforms(seed: number, id: string): number[] {
  const digest = createHash('sha256').update(`${seed}:${id}`).digest();
  return Array.from({ length: 16 }, (_, i) => digest.readUInt16BE(i * 2) / 0xffff);
}

/** The audience the rates are measured against: Instagram followers, or one drawn from the pace. */
function audienceOf(influencer: MetricsInfluencer, pace: number, u: number): number {
  const instagram = influencer.followers?.instagram ?? 0;
  if (instagram > 0) return instagram;
  return Math.round(SIMULATION.audiencePerPace * pace * (0.8 + 0.4 * u));
}

export function profileOf(seed: number, influencer: MetricsInfluencer): Profile {
  const u = uniforms(seed, influencer.id);
  const at = (i: number) => u[i] ?? 0.5;
  const pace = influencer.pace > 0 ? influencer.pace : 1;
  const audience = audienceOf(influencer, pace, at(0));
  const engagementPerDay = between(SIMULATION.engagementPerDay, at(1));
  const backgroundShare = between(SIMULATION.backgroundShare, at(2));
  const { postsPerWeek: postRange } = SIMULATION;
  const postsPerWeek = Math.min(
    postRange.max,
    Math.max(postRange.min, Math.round(between(postRange.atPaceOne, at(3)) * Math.sqrt(pace))),
  );
  const commentsPerLike = between(SIMULATION.commentsPerLike, at(4));
  const sharesPerLike = between(SIMULATION.sharesPerLike, at(5));
  const likesPerWeek = (7 * audience * engagementPerDay) / (1 + commentsPerLike + sharesPerLike);
  const perWeek: Record<Kind, number> = {
    likes: likesPerWeek,
    comments: likesPerWeek * commentsPerLike,
    shares: likesPerWeek * sharesPerLike,
  };
  const split = (share: number) =>
    Object.fromEntries(kinds.map((kind) => [kind, Math.round(perWeek[kind] * share)])) as Record<
      Kind,
      number
    >;
  const postsBefore = Math.round(between(SIMULATION.postsBefore, at(6)));
  const weeksBefore = postsBefore / postsPerWeek;
  return {
    key: mix(Math.round(at(7) * 0xffff) * 0x10000 + Math.round(at(8) * 0xffff)),
    audience,
    engagementPerDay,
    backgroundShare,
    postsPerWeek,
    commentsPerLike,
    sharesPerLike,
    peakShift: (2 * at(9) - 1) * SIMULATION.peakShiftHours,
    weekendLift: between(SIMULATION.weekendLift, at(10)),
    background: split(backgroundShare),
    fromPosts: split(1 - backgroundShare),
    start: {
      posts: postsBefore,
      likes: Math.round(perWeek.likes * weeksBefore),
      comments: Math.round(perWeek.comments * weeksBefore),
      shares: Math.round(perWeek.shares * weeksBefore),
    },
  };
}

/**
 * Whole numbers that add up to `total`, in proportion to `weights`, as running totals: entry i is
 * the sum of the first i shares (entry 0 is 0, the last is `total`).
 */
function runningShares(weights: readonly number[], total: number): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  const running = [0];
  let acc = 0;
  for (const weight of weights) {
    acc += weight;
    running.push(Math.round((total * acc) / sum));
  }
  running[running.length - 1] = total;
  return running;
}

interface Post {
  /** Epoch ms. */
  at: number;
  /** What the post gathers over its life, per kind. */
  totals: Record<Kind, number>;
}

interface Week {
  /** Running background totals per kind over the week's hours (169 entries). */
  background: Record<Kind, number[]>;
  /** The week's posts, in time order. */
  posts: Post[];
}

function buildWeek(profile: Profile, week: number): Week {
  const clock = weekClock(week);
  const weekStart = SIMULATION.originMs + week * WEEK_MS;
  const dayWeight = (h: number) => (clock.weekend[h] ? profile.weekendLift : 1);
  const localHour = (h: number) => (clock.hours[h] ?? 0) + 0.5 - profile.peakShift;

  const background = {} as Record<Kind, number[]>;
  for (const kind of kinds) {
    const weights = Array.from(
      { length: WEEK_HOURS },
      (_, h) =>
        rhythmAt(DAILY_RHYTHM, localHour(h)) *
        dayWeight(h) *
        between(SIMULATION.hourNoise, unit(profile.key, week, h, STREAM[kind])),
    );
    background[kind] = runningShares(weights, profile.background[kind]);
  }

  // One post in each equal slot of the week, at an hour drawn from the posting rhythm.
  const n = profile.postsPerWeek;
  const times: number[] = [];
  for (let i = 0; i < n; i += 1) {
    const from = Math.floor((i * WEEK_HOURS) / n);
    const to = Math.floor(((i + 1) * WEEK_HOURS) / n);
    const weights: number[] = [];
    for (let h = from; h < to; h += 1) weights.push(POSTING_RHYTHM[clock.hours[h] ?? 0] ?? 0);
    const total = weights.reduce((a, b) => a + b, 0);
    let pick = unit(profile.key, week, i, STREAM.postHour) * total;
    let hour = from;
    for (const weight of weights) {
      if (pick < weight || hour === to - 1) break;
      pick -= weight;
      hour += 1;
    }
    const within = Math.min(0.999, pick / Math.max(1e-9, weights[hour - from] ?? 1));
    times.push(weekStart + Math.floor((hour + within) * 3600) * 1000);
  }
  const sizes = Array.from({ length: n }, (_, i) =>
    between(SIMULATION.postSize, unit(profile.key, week, i, STREAM.postSize)),
  );
  const totals = Object.fromEntries(
    kinds.map((kind, k) => {
      // Comments and shares follow the post's size loosely: each kind gets its own nudge.
      const weights = sizes.map(
        (size, i) => size * (k === 0 ? 1 : 0.8 + 0.4 * unit(profile.key, week, i, 10 + k)),
      );
      return [kind, runningShares(weights, profile.fromPosts[kind])];
    }),
  ) as Record<Kind, number[]>;
  const posts = times.map((at, i) => ({
    at,
    totals: Object.fromEntries(
      kinds.map((kind) => [kind, (totals[kind][i + 1] ?? 0) - (totals[kind][i] ?? 0)]),
    ) as Record<Kind, number>,
  }));
  return { background, posts };
}

/** The share of a post's interactions gathered `ms` after it went up: 0 at first, 1 after 72 h. */
export function postCurve(ms: number): number {
  if (ms <= 0) return 0;
  const life = SIMULATION.postLifeHours * HOUR_MS;
  if (ms >= life) return 1;
  return 1 - (1 - ms / life) ** SIMULATION.postCurveExponent;
}

/** One influencer's counters at any instant, with its recent weeks kept. */
class Simulation {
  private readonly weeks = new Map<number, Week>();

  constructor(private readonly profile: Profile) {}

  private week(index: number): Week {
    let found = this.weeks.get(index);
    if (!found) {
      found = buildWeek(this.profile, index);
      if (this.weeks.size >= 8) this.weeks.clear();
      this.weeks.set(index, found);
    }
    return found;
  }

  /** The counters at `ms` (whole seconds since the epoch, not before the origin). */
  countersAt(ms: number): Counters {
    const { profile } = this;
    const sinceOrigin = ms - SIMULATION.originMs;
    const w = Math.floor(sinceOrigin / WEEK_MS);
    const intoWeek = sinceOrigin - w * WEEK_MS;
    const hour = Math.floor(intoWeek / HOUR_MS);
    const fraction = (intoWeek - hour * HOUR_MS) / HOUR_MS;
    const current = this.week(w);
    const previous = w > 0 ? this.week(w - 1) : undefined;

    let posts = profile.start.posts + w * profile.postsPerWeek;
    const gathered: Record<Kind, number> = { likes: 0, comments: 0, shares: 0 };
    // Posts of two weeks ago and before have gathered everything (a post lives 72 hours).
    for (const kind of kinds) gathered[kind] = Math.max(0, w - 1) * profile.fromPosts[kind];
    for (const post of previous?.posts ?? []) {
      const share = postCurve(ms - post.at);
      for (const kind of kinds) gathered[kind] += post.totals[kind] * share;
    }
    for (const post of current.posts) {
      if (post.at > ms) break;
      posts += 1;
      const share = postCurve(ms - post.at);
      for (const kind of kinds) gathered[kind] += post.totals[kind] * share;
    }

    const counter = (kind: Kind) => {
      const running = current.background[kind];
      const before = running[hour] ?? 0;
      const after = running[hour + 1] ?? before;
      const trickled = w * profile.background[kind] + before + (after - before) * fraction;
      return Math.floor(profile.start[kind] + trickled + gathered[kind]);
    };
    return {
      posts,
      likes: counter('likes'),
      comments: counter('comments'),
      shares: counter('shares'),
    };
  }
}

/**
 * Deterministic counters: the same (seed, influencer, instant) always gives the same numbers, so
 * every server process agrees and tests can predict them. Time is read in whole seconds (earlier
 * instants than the origin read as the origin). Each influencer has its own audience, engagement
 * rate, posting frequency and daily curve; the background follows the shop's day with hourly
 * noise, and each post brings a burst of likes, comments and shares.
 */
export function createSimulatedProvider(seed: number = DEFAULT_METRICS_SEED): MetricsProvider {
  const simulations = new Map<string, Simulation>();
  const simulationOf = (influencer: MetricsInfluencer) => {
    const key = `${influencer.id}\u0000${influencer.pace}\u0000${influencer.followers?.instagram ?? ''}`;
    let found = simulations.get(key);
    if (!found) {
      found = new Simulation(profileOf(seed, influencer));
      simulations.set(key, found);
    }
    return found;
  };

  return {
    name: 'simulated',
    async fetchCounters(influencers, at) {
      const ms = Math.max(SIMULATION.originMs, Math.floor(at.getTime() / 1000) * 1000);
      const counters = new Map<string, Counters>();
      for (const influencer of influencers) {
        counters.set(influencer.id, simulationOf(influencer).countersAt(ms));
      }
      return counters;
    },
  };
}
