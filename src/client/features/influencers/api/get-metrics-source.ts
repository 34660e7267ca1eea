import { useQuery } from '@tanstack/react-query';
import {
  type MetricsProviderName,
  metricsSourceSchema,
} from '../../../../shared/contracts/influencers';
import { apiRequest } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';

/** Which metrics provider the shop reads; it never changes while the server runs. */
export function useMetricsSource(): MetricsProviderName | undefined {
  const query = useQuery({
    queryKey: queryKeys.metricsSource,
    queryFn: async () => metricsSourceSchema.parse(await apiRequest('GET', '/api/metrics-source')),
    staleTime: Number.POSITIVE_INFINITY,
  });
  return query.data?.provider;
}
