import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InfluencerDetail } from '../../../../shared/contracts/influencers';
import { apiRequest } from '../../../lib/api';
import { lazySchema, parseAnswer } from '../../../lib/lazy-schema';
import { queryKeys } from '../../../lib/query-keys';

const influencerDetailSchema = lazySchema(
  async () => (await import('../../../../shared/contracts/influencers')).influencerDetailSchema,
);

/** GET /api/influencers/:id: the profile's figures, all from stored metrics. */
export async function getInfluencer(id: string): Promise<InfluencerDetail> {
  return parseAnswer(
    influencerDetailSchema,
    apiRequest('GET', `/api/influencers/${encodeURIComponent(id)}`),
  );
}

export function influencerQueryOptions(id: string) {
  return queryOptions({
    queryKey: queryKeys.influencers.detail(id),
    queryFn: () => getInfluencer(id),
    // The figures move through the day: a profile opened again after a minute is read again.
    staleTime: 60_000,
  });
}

export function useInfluencer(id: string) {
  return useQuery(influencerQueryOptions(id));
}
