import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChatAccess } from '../../../../shared/contracts/coach';
import { apiRequest } from '../../../lib/api';
import { lazySchema, parseAnswer } from '../../../lib/lazy-schema';
import { queryKeys } from '../../../lib/query-keys';

const chatAccessSchema = lazySchema(
  async () => (await import('../../../../shared/contracts/coach')).chatAccessSchema,
);

/** GET /api/influencers/:id/chat: whether the signed-in user has unlocked this chat, and its price. */
export async function getChatAccess(influencerId: string): Promise<ChatAccess> {
  return parseAnswer(
    chatAccessSchema,
    apiRequest('GET', `/api/influencers/${encodeURIComponent(influencerId)}/chat`),
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
