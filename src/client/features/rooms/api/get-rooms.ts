import { queryOptions, useQuery } from '@tanstack/react-query';
import { type GameRoom, gameRoomListSchema } from '../../../../shared/contracts/games';
import { liveTopics } from '../../../../shared/live-topics';
import { apiRequest } from '../../../lib/api';
import { livePollInterval, useLiveQuery, useLiveStatus } from '../../../lib/live';
import { queryKeys } from '../../../lib/query-keys';
import { LOBBY_POLL_MS } from '../lib/rooms';

/** GET /api/game-rooms: waiting, playing and finished rooms (signed-in users only). */
export async function getRooms(): Promise<GameRoom[]> {
  return gameRoomListSchema.parse(await apiRequest('GET', '/api/game-rooms'));
}

export function roomsQueryOptions() {
  return queryOptions({ queryKey: queryKeys.rooms.list, queryFn: getRooms });
}

/**
 * The lobby's rooms (only for a signed-in user), re-fetched on the `rooms` events and, while a
 * room is live, when new metrics move its points. Without the live connection: every 5 s
 * (section 9).
 */
export function useRooms(enabled: boolean) {
  const connected = useLiveStatus();
  const query = useQuery({
    ...roomsQueryOptions(),
    enabled,
    refetchInterval: livePollInterval(connected, LOBBY_POLL_MS),
    staleTime: 0,
  });
  const anyPlaying = query.data?.some((room) => room.status === 'playing') ?? false;
  useLiveQuery(queryKeys.rooms.list, enabled ? liveTopics.rooms : null);
  useLiveQuery(queryKeys.rooms.list, enabled && anyPlaying ? liveTopics.metrics : null);
  return query;
}
