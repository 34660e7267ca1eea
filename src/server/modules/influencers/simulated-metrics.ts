import { createHash } from 'node:crypto';
import type { Counters } from '../../../shared/competition-rules';
import type { MetricsInfluencer, MetricsProvider } from './metrics-provider';

/** METRICS_SEED's default: the same numbers on every machine unless told otherwise. */
export const DEFAULT_METRICS_SEED = 92651;

/** Counters grow from here: midnight in Laguna Beach, 1 January 2024 (a Monday). */
const ORIGIN_MS = Date.UTC(2024, 0, 1, 8);
const HOUR = 3600;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;
const TAU = 2 * Math.PI;

/** One sinusoidal swing of a rate: amplitude relative to the mean rate, period in seconds. */
interface Wave {
  amplitude: number;
  period: number;
  phase: number;
}

/** A counter: a mean rate per second shaped by waves whose amplitudes sum below 1. */
interface Curve {
  offset: number;
  perSecond: number;
  waves: Wave[];
}

/**
 * The counter at `t` seconds after the origin: offset + ∫₀ᵗ rate, with
 * rate(s) = perSecond · (1 + Σ aᵢ·sin(2πs/Pᵢ + φᵢ)), integrated in closed form. The rate stays
 * positive (Σ aᵢ < 1), so the counter only grows; no history is summed.
 */
function valueAt(curve: Curve, t: number): number {
  let seconds = t;
  for (const wave of curve.waves) {
    const omega = TAU / wave.period;
    seconds += (wave.amplitude * (Math.cos(wave.phase) - Math.cos(omega * t + wave.phase))) / omega;
  }
  return curve.offset + curve.perSecond * seconds;
}

/** A wave whose peak falls `peakSeconds` into each period (the origin is local midnight). */
const peakingAt = (amplitude: number, period: number, peakSeconds: number): Wave => ({
  amplitude,
  period,
  phase: Math.PI / 2 - (TAU * peakSeconds) / period,
});

/** Sixteen numbers in [0, 1] that depend only on the seed and the influencer. */
function uniforms(seed: number, id: string): number[] {
  const digest = createHash('sha256').update(`${seed}:${id}`).digest();
  return Array.from({ length: 16 }, (_, i) => digest.readUInt16BE(i * 2) / 0xffff);
}

interface Rhythm {
  posts: Curve;
  likes: Curve;
  shares: Curve;
  comments: Curve;
}

/**
 * An influencer's rhythm: a few posts a day, mostly in the afternoon; likes, shares and comments
 * peaking late in the afternoon or early in the evening (each influencer at its own hour, so the
 * small hours are quiet), higher at the weekend, and in bursts of a few hours. At pace 1: about 1,000 likes an hour on average (up to 2,000 at the evening peak),
 * 3-7% as many shares and 2.5-4.5% as many comments.
 */
function rhythmOf(seed: number, influencer: MetricsInfluencer): Rhythm {
  const u = uniforms(seed, influencer.id);
  const at = (i: number) => u[i] ?? 0.5;
  const pace = influencer.pace > 0 ? influencer.pace : 1;

  const eveningPeak = (15.5 + 3 * at(0)) * HOUR;
  const sundayPeak = (6 + at(1)) * DAY;
  const burst = (phaseIndex: number): Wave => ({
    amplitude: 0.22,
    period: (2.5 + 4.5 * at(2)) * HOUR,
    phase: TAU * at(phaseIndex),
  });
  const engagement = (lag: number, phaseIndex: number): Wave[] => [
    peakingAt(0.58, DAY, eveningPeak + lag),
    peakingAt(0.12, WEEK, sundayPeak),
    burst(phaseIndex),
  ];

  const postsPerDay = (2 + 2 * at(3)) * Math.sqrt(pace);
  const likesPerHour = 1000 * pace * (0.85 + 0.3 * at(4));
  const sharesPerLike = 0.03 + 0.04 * at(5);
  const commentsPerLike = 0.025 + 0.02 * at(6);
  const postsSoFar = Math.round(400 + 1000 * at(7));
  const likesSoFar = postsSoFar * likesPerHour * (5 + 3 * at(8));

  return {
    posts: {
      offset: postsSoFar,
      perSecond: postsPerDay / DAY,
      waves: [peakingAt(0.8, DAY, (12 + 6 * at(9)) * HOUR), peakingAt(0.1, WEEK, sundayPeak)],
    },
    likes: {
      offset: likesSoFar,
      perSecond: likesPerHour / HOUR,
      waves: engagement(0, 10),
    },
    shares: {
      offset: likesSoFar * sharesPerLike,
      perSecond: (likesPerHour * sharesPerLike) / HOUR,
      waves: engagement(0.25 * HOUR, 11),
    },
    comments: {
      offset: likesSoFar * commentsPerLike,
      perSecond: (likesPerHour * commentsPerLike) / HOUR,
      waves: engagement(0.5 * HOUR, 12),
    },
  };
}

/**
 * Deterministic counters: the same (seed, influencer, pace, instant) always gives the same numbers,
 * so every server process agrees and tests can predict them. Time is read in whole seconds since
 * the origin (earlier instants read as the origin), which also keeps the floors monotonic.
 */
export function createSimulatedProvider(seed: number = DEFAULT_METRICS_SEED): MetricsProvider {
  const rhythms = new Map<string, Rhythm>();
  const rhythm = (influencer: MetricsInfluencer) => {
    const key = `${influencer.id}\u0000${influencer.pace}`;
    let found = rhythms.get(key);
    if (!found) {
      found = rhythmOf(seed, influencer);
      rhythms.set(key, found);
    }
    return found;
  };

  return {
    name: 'simulated',
    async fetchCounters(influencers, at) {
      const t = Math.max(0, Math.floor((at.getTime() - ORIGIN_MS) / 1000));
      const counters = new Map<string, Counters>();
      for (const influencer of influencers) {
        const r = rhythm(influencer);
        counters.set(influencer.id, {
          posts: Math.floor(valueAt(r.posts, t)),
          likes: Math.floor(valueAt(r.likes, t)),
          shares: Math.floor(valueAt(r.shares, t)),
          comments: Math.floor(valueAt(r.comments, t)),
        });
      }
      return counters;
    },
  };
}
