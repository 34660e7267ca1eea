import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChatUnlockResult } from '../../../../shared/contracts/coach';
import { apiRequest } from '../../../lib/api';
import { lazySchema, parseAnswer } from '../../../lib/lazy-schema';
import { queryKeys } from '../../../lib/query-keys';

const chatUnlockResultSchema = lazySchema(
  async () => (await import('../../../../shared/contracts/coach')).chatUnlockResultSchema,
);

/**
 * POST /api/influencers/:id/chat-unlock: the $5 one-time charge of the saved card. The
 * Idempotency-Key is one per attempt, reused only when retrying an attempt whose outcome is unknown.
 */
export async function unlockChat(input: {
  influencerId: string;
  idempotencyKey: string;
}): Promise<ChatUnlockResult> {
  return parseAnswer(
    chatUnlockResultSchema,
    apiRequest(
      'POST',
      `/api/influencers/${encodeURIComponent(input.influencerId)}/chat-unlock`,
      undefined,
      { 'Idempotency-Key': input.idempotencyKey },
    ),
  );
}

export function useUnlockChat(influencerId: string, userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (idempotencyKey: string) => unlockChat({ influencerId, idempotencyKey }),
    onSuccess: () => {
      queryClient.setQueryData(queryKeys.chat.access(influencerId, userId), (current) =>
        current ? { ...current, unlocked: true } : current,
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.chat.access(influencerId, userId) });
      // The charge added a payment and an invoice.
      void queryClient.invalidateQueries({ queryKey: queryKeys.invoices.all });
    },
  });
}
