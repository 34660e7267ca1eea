import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Influencer } from '../../../../shared/contracts/influencers';
import { apiRequest } from '../../../lib/api';
import { lazySchema, parseAnswer } from '../../../lib/lazy-schema';
import { queryKeys } from '../../../lib/query-keys';
import { INFLUENCERS_POLL_MS } from '../lib/directory';

const influencerListSchema = lazySchema(
  async () => (await import('../../../../shared/contracts/influencers')).influencerListSchema,
);

/** GET /api/influencers: everyone, with today's score, category, location and followers. */
export async function getInfluencers(): Promise<Influencer[]> {
  return parseAnswer(influencerListSchema, apiRequest('GET', '/api/influencers'));
}

export function influencersQueryOptions() {
  return queryOptions({ queryKey: queryKeys.influencers.all, queryFn: getInfluencers });
}

/** The directory's list, read again every 60 s (section 7). */
export function useDirectoryInfluencers() {
  return useQuery({ ...influencersQueryOptions(), refetchInterval: INFLUENCERS_POLL_MS });
}

/** The list without polling (the profile's similar influencers). */
export function useInfluencers() {
  return useQuery(influencersQueryOptions());
}
