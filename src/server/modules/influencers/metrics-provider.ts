import type { Counters } from '../../../shared/competition-rules';
import { DEFAULT_METRICS_SEED, type Env } from '../../env';
import { createInstagramProvider, DEFAULT_INSTAGRAM_GRAPH_URL } from './instagram-metrics';
import { createSimulatedProvider } from './simulated-metrics';

/** What a provider needs to know of an influencer. */
export interface MetricsInfluencer {
  id: string;
  /** The simulated provider's pace (1 = average). */
  pace: number;
  /**
   * Followers per platform: the simulated provider measures its rates against the Instagram
   * audience (without it, one drawn from the pace). The Instagram provider reads real counters.
   */
  followers?: Readonly<Record<string, number>>;
  /** The Instagram professional account the `instagram` provider reads; null: skipped by it. */
  instagramUserId: string | null;
}

/**
 * The one source of influencers' public counters. Counters are cumulative (all posts, all likes
 * on them, ...): a score over a window is the difference between two readings.
 */
export interface MetricsProvider {
  readonly name: 'simulated' | 'instagram';
  /**
   * The counters of these influencers at `at` (the simulated provider computes them for that
   * instant; a live provider reads them now). Influencers the provider cannot read are absent from
   * the map. Throws when the source fails.
   */
  fetchCounters(
    influencers: readonly MetricsInfluencer[],
    at: Date,
  ): Promise<Map<string, Counters>>;
}

/** The provider of apps built without one (tests, tools): simulated, with the default seed. */
export const defaultMetricsProvider: MetricsProvider =
  createSimulatedProvider(DEFAULT_METRICS_SEED);

type MetricsEnv = Pick<
  Env,
  'METRICS_PROVIDER' | 'METRICS_SEED' | 'INSTAGRAM_ACCESS_TOKEN' | 'INSTAGRAM_GRAPH_URL'
>;

/**
 * The provider METRICS_PROVIDER names; parseEnv has already required the Instagram token. With
 * Instagram, an account that cannot be read is logged and skipped; the others are still read.
 */
export function metricsProviderFromEnv(
  env: MetricsEnv,
  log?: { warn(details: object, message: string): void },
): MetricsProvider {
  if (env.METRICS_PROVIDER !== 'instagram') return createSimulatedProvider(env.METRICS_SEED);
  if (!env.INSTAGRAM_ACCESS_TOKEN) throw new Error('Instagram needs INSTAGRAM_ACCESS_TOKEN');
  return createInstagramProvider({
    accessToken: env.INSTAGRAM_ACCESS_TOKEN,
    baseUrl: env.INSTAGRAM_GRAPH_URL ?? DEFAULT_INSTAGRAM_GRAPH_URL,
    onAccountError: (influencerId, error) =>
      log?.warn({ influencerId, err: error }, 'instagram account skipped'),
  });
}
