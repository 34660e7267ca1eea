import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type AdminInfluencer,
  adminInfluencerListSchema,
  adminInfluencerSchema,
  type ChatReport,
  chatReportListSchema,
} from '../../../../shared/contracts/chat';
import { apiRequest, getErrorMessage } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';
import { toast } from '../../../lib/toast';
import { reopenGateIfPinRequired } from '../lib/admin-write-error';

/** GET /api/admin/influencers: every influencer with the account linked to it (elevated admins). */
export function useAdminInfluencers() {
  return useQuery({
    queryKey: queryKeys.admin.influencers,
    queryFn: async (): Promise<AdminInfluencer[]> =>
      adminInfluencerListSchema.parse(await apiRequest('GET', '/api/admin/influencers')),
    staleTime: 0,
  });
}

/** GET /api/admin/chat-reports: conversations influencers reported, newest first. */
export function useChatReports() {
  return useQuery({
    queryKey: queryKeys.admin.chatReports,
    queryFn: async (): Promise<ChatReport[]> =>
      chatReportListSchema.parse(await apiRequest('GET', '/api/admin/chat-reports')),
    staleTime: 0,
  });
}

type AccountChange = { influencerId: string; username: string | null };

/**
 * POST /api/admin/influencers/:id/account {username} links an account; DELETE (username null)
 * unlinks it.
 */
export function useChangeInfluencerAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ influencerId, username }: AccountChange) =>
      adminInfluencerSchema.parse(
        await apiRequest(
          username === null ? 'DELETE' : 'POST',
          `/api/admin/influencers/${encodeURIComponent(influencerId)}/account`,
          username === null ? undefined : { username },
        ),
      ),
    onSuccess: (influencer) => {
      toast.success(influencer.account ? 'Account linked' : 'Account unlinked', {
        description: influencer.account
          ? `${influencer.account.username} now answers ${influencer.name}'s chats.`
          : `No account answers ${influencer.name}'s chats now.`,
      });
    },
    onError: (error) => {
      if (reopenGateIfPinRequired(queryClient, error)) return;
      toast.error('Account not changed', { description: getErrorMessage(error) });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.influencers }),
  });
}
