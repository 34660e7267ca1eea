import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Message, messageListSchema } from '../../../../shared/contracts/coach';
import { apiRequest } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/influencers/:id/messages: the signed-in user's own messages to this influencer. */
export async function getMessages(influencerId: string): Promise<Message[]> {
  return messageListSchema.parse(
    await apiRequest('GET', `/api/influencers/${encodeURIComponent(influencerId)}/messages`),
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
