import type { MetricsProviderName } from '../../shared/contracts/influencers';

/**
 * How screens name the metrics: 'Instagram metrics' when they are read from Instagram,
 * 'simulated metrics' when simulated, plain 'metrics' until the source is known.
 */
export function metricsNoun(provider: MetricsProviderName | undefined): string {
  if (provider === 'instagram') return 'Instagram metrics';
  if (provider === 'simulated') return 'simulated metrics';
  return 'metrics';
}
