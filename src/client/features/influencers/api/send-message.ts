import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Message } from '../../../../shared/contracts/coach';
import { apiRequest } from '../../../lib/api';
import { lazySchema, parseOrNull } from '../../../lib/lazy-schema';
import { queryKeys } from '../../../lib/query-keys';

const messageSchema = lazySchema(
  async () => (await import('../../../../shared/contracts/coach')).messageSchema,
);

/**
 * POST /api/influencers/:id/messages {body}: stores one message (blank refused, at most 1000).
 * Answers the stored message, or null when the answer has another shape (the thread is read again).
 */
export async function sendMessage(input: {
  influencerId: string;
  body: string;
}): Promise<Message | null> {
  const answer = await apiRequest(
    'POST',
    `/api/influencers/${encodeURIComponent(input.influencerId)}/messages`,
    { body: input.body },
  );
  return parseOrNull(messageSchema, answer);
}

export function useSendMessage(influencerId: string, userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => sendMessage({ influencerId, body }),
    onSuccess: (message) => {
      if (message) {
        queryClient.setQueryData<Message[]>(
          queryKeys.chat.messages(influencerId, userId),
          (current) =>
            current && !current.some((m) => m.id === message.id) ? [...current, message] : current,
        );
      }
      void queryClient.invalidateQueries({
        queryKey: queryKeys.chat.messages(influencerId, userId),
      });
    },
  });
}
