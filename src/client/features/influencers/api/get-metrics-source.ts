import { useQuery } from '@tanstack/react-query';
import type { MetricsProviderName } from '../../../../shared/contracts/influencers';
import { apiRequest } from '../../../lib/api';
import { lazySchema, parseAnswer } from '../../../lib/lazy-schema';
import { queryKeys } from '../../../lib/query-keys';

const metricsSourceSchema = lazySchema(
  async () => (await import('../../../../shared/contracts/influencers')).metricsSourceSchema,
);

/** Which metrics provider the shop reads; it never changes while the server runs. */
export function useMetricsSource(): MetricsProviderName | undefined {
  const query = useQuery({
    queryKey: queryKeys.metricsSource,
    queryFn: async () => parseAnswer(metricsSourceSchema, apiRequest('GET', '/api/metrics-source')),
    staleTime: Number.POSITIVE_INFINITY,
  });
  return query.data?.provider;
}
