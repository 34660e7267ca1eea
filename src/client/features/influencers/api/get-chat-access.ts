import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { chatAccessSchema } from '../../../../shared/contracts/coach';
import { apiRequest } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';

export type ChatAccess = z.infer<typeof chatAccessSchema>;

/** GET /api/influencers/:id/chat: whether the signed-in user has unlocked this chat, and its price. */
export async function getChatAccess(influencerId: string): Promise<ChatAccess> {
  return chatAccessSchema.parse(
    await apiRequest('GET', `/api/influencers/${encodeURIComponent(influencerId)}/chat`),
  );
}

export function chatAccessQueryOptions(influencerId: string, userId: number) {
  return queryOptions({
    queryKey: queryKeys.chat.access(influencerId, userId),
    queryFn: () => getChatAccess(influencerId),
  });
}

/** Only for a signed-in user (a visitor sees the locked panel without asking). */
export function useChatAccess(influencerId: string, userId: number | null) {
  return useQuery({
    ...chatAccessQueryOptions(influencerId, userId ?? 0),
    enabled: userId !== null,
  });
}
