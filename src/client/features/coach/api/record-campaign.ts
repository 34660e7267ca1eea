import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type CampaignRequest,
  type CampaignResult,
  campaignResultSchema,
} from '../../../../shared/contracts/coach';
import { apiRequest } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';

/** POST /api/coach/campaigns: records a prepared campaign; the server computes its boost. */
export async function recordCampaign(campaign: CampaignRequest): Promise<CampaignResult> {
  return campaignResultSchema.parse(await apiRequest('POST', '/api/coach/campaigns', campaign));
}

/**
 * Records a prepared campaign and refreshes the hub's figures. Only a signed-in user's campaigns
 * can be recorded; callers skip it for visitors (the share or copy itself still works for them).
 */
export function useRecordCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordCampaign,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.coachStats }),
  });
}
