import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type Campaign,
  type CampaignInput,
  campaignListSchema,
  campaignSchema,
} from '../../../../shared/contracts/campaigns';
import { apiRequest } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';

export async function getCampaigns(): Promise<Campaign[]> {
  return campaignListSchema.parse(await apiRequest('GET', '/api/meta/campaigns'));
}

export function campaignsQueryOptions() {
  return queryOptions({ queryKey: queryKeys.metaCampaigns, queryFn: getCampaigns });
}

export function useCampaigns() {
  return useQuery(campaignsQueryOptions());
}

export async function createCampaign(input: CampaignInput): Promise<Campaign> {
  return campaignSchema.parse(await apiRequest('POST', '/api/meta/campaigns', input));
}

/** Creates a campaign; the list refetches on success. */
export function useCreateCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCampaign,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: campaignsQueryOptions().queryKey }),
  });
}
