import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Message } from '../../../../shared/contracts/coach';
import { apiRequest } from '../../../lib/api';
import { lazySchema, parseAnswer } from '../../../lib/lazy-schema';
import { queryKeys } from '../../../lib/query-keys';

const messageListSchema = lazySchema(
  async () => (await import('../../../../shared/contracts/coach')).messageListSchema,
);

/** GET /api/influencers/:id/messages: the signed-in user's own messages to this influencer. */
export async function getMessages(influencerId: string): Promise<Message[]> {
  return parseAnswer(
    messageListSchema,
    apiRequest('GET', `/api/influencers/${encodeURIComponent(influencerId)}/messages`),
  );
}

export function messagesQueryOptions(influencerId: string, userId: number) {
  return queryOptions({
    queryKey: queryKeys.chat.messages(influencerId, userId),
    queryFn: () => getMessages(influencerId),
  });
}

/** Only once the chat is unlocked (the server answers 403 before). */
export function useMessages(influencerId: string, userId: number, enabled: boolean) {
  return useQuery({ ...messagesQueryOptions(influencerId, userId), enabled });
}
