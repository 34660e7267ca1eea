import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import {
  type GameRoom,
  type GameRoomDetail,
  gameRoomDetailSchema,
} from '../../../../shared/contracts/games';
import { liveTopics } from '../../../../shared/contracts/live';
import { apiRequest, isNotFound } from '../../../lib/api';
import { livePollInterval, useLiveQuery, useLiveStatus } from '../../../lib/live';
import { queryKeys } from '../../../lib/query-keys';
import { ROOM_POLL_MS } from '../lib/rooms';

/** GET /api/game-rooms/:id: the room, its players, the influencers' game scores and you. */
export async function getRoom(id: string): Promise<GameRoomDetail> {
  return gameRoomDetailSchema.parse(
    await apiRequest('GET', `/api/game-rooms/${encodeURIComponent(id)}`),
  );
}

export function roomQueryOptions(id: string) {
  return queryOptions({ queryKey: queryKeys.rooms.detail(id), queryFn: () => getRoom(id) });
}

/**
 * A room, re-fetched on its live events (`room:{id}`) and, while it is played, when new metrics
 * move the scores. Without the live connection: every 3 s (section 9). Nothing more once it has
 * finished or turned out not to exist.
 */
export function useRoom(id: string, enabled = true) {
  const connected = useLiveStatus();
  const query = useQuery({
    ...roomQueryOptions(id),
    enabled,
    refetchInterval: (query) =>
      query.state.data?.status === 'finished' || isNotFound(query.state.error)
        ? false
        : livePollInterval(connected, ROOM_POLL_MS),
    staleTime: 0,
  });
  const live = enabled && query.data?.status !== 'finished' && !isNotFound(query.error);
  useLiveQuery(queryKeys.rooms.detail(id), live ? liveTopics.room(id) : null);
  useLiveQuery(
    queryKeys.rooms.detail(id),
    live && query.data?.status === 'playing' ? liveTopics.metrics : null,
  );
  return query;
}

/**
 * Puts a room a write answered with into the cached detail at once (the answer has no influencer
 * scores; those stay until the refetch that follows every write).
 */
export function mergeRoom(queryClient: QueryClient, room: GameRoom): void {
  queryClient.setQueryData<GameRoomDetail>(queryKeys.rooms.detail(room.id), (cached) =>
    cached
      ? { ...cached, ...room, you: room.players.find((player) => player.isYou) ?? null }
      : cached,
  );
}
