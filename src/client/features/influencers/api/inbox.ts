import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type ChatReport,
  chatReportSchema,
  type InboxConversation,
  inboxSchema,
} from '../../../../shared/contracts/chat';
import { type Message, messageListSchema, messageSchema } from '../../../../shared/contracts/coach';
import { apiRequest } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';

/*
 * The influencer account's inbox: GET /api/inbox, the thread of one shopper
 * (reading it marks it read), a reply, a block and a report.
 */

export function useInbox(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.inbox.list,
    queryFn: async (): Promise<InboxConversation[]> =>
      inboxSchema.parse(await apiRequest('GET', '/api/inbox')),
    enabled,
    retry: false,
  });
}

export function useInboxThread(shopperId: number | null) {
  return useQuery({
    queryKey: queryKeys.inbox.thread(shopperId ?? 0),
    queryFn: async (): Promise<Message[]> =>
      messageListSchema.parse(await apiRequest('GET', `/api/inbox/${shopperId}/messages`)),
    enabled: shopperId !== null,
  });
}

export function useSendReply(shopperId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: string): Promise<Message> =>
      messageSchema.parse(await apiRequest('POST', `/api/inbox/${shopperId}/messages`, { body })),
    onSuccess: (message) => {
      queryClient.setQueryData<Message[]>(queryKeys.inbox.thread(shopperId), (current) =>
        current && !current.some((m) => m.id === message.id) ? [...current, message] : current,
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.inbox.all });
    },
  });
}

export function useBlockShopper(shopperId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (blocked: boolean) =>
      apiRequest('PUT', `/api/inbox/${shopperId}/block`, { blocked }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.inbox.all }),
  });
}

export function useReportConversation(shopperId: number) {
  return useMutation({
    mutationFn: async (reason: string): Promise<ChatReport> =>
      chatReportSchema.parse(
        await apiRequest('POST', `/api/inbox/${shopperId}/report`, { reason }),
      ),
  });
}
