import { type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type GameRoom,
  type GameRoomDetail,
  gameRoomDetailSchema,
  roomLiveViewSchema,
} from '../../../../shared/contracts/games';
import { liveTopics } from '../../../../shared/live-topics';
import { apiRequest, isNotFound } from '../../../lib/api';
import { livePollInterval, useLiveStatus, useLiveTopic } from '../../../lib/live';
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
 * A room, re-fetched on its live events (`room:{id}`); while it is played, the server pushes its
 * public view on that topic when new metrics move the scores. Without the live connection: every
 * 3 s (section 9). Nothing more once it has finished or turned out not to exist.
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
  const queryClient = useQueryClient();
  useLiveTopic(live ? liveTopics.room(id) : null, (event) => {
    // New scores come with the room's public view (one per poll): shown without a re-fetch.
    // Anything else (a join, a team, the start or end, a reconnect) re-fetches.
    if (!applyRoomView(queryClient, id, event.version, event.view)) {
      void queryClient.invalidateQueries({ queryKey: queryKeys.rooms.detail(id) });
    }
  });
  return query;
}

/**
 * Puts a pushed view of the room (`RoomLiveView`) into the cache when it is of the version the
 * cache holds (same players and teams, new scores): the players' and influencers' scores change,
 * the influencers' cards and the caller's own `isYou`/`you` stay from its last fetch.
 * False when it cannot (no view, another version, nothing cached): the caller re-fetches.
 */
export function applyRoomView(
  queryClient: QueryClient,
  id: string,
  version: number,
  view: unknown,
): boolean {
  if (view === undefined) return false;
  const cached = queryClient.getQueryData<GameRoomDetail>(queryKeys.rooms.detail(id));
  if (!cached || cached.version !== version) return false;
  const parsed = roomLiveViewSchema.safeParse(view);
  if (!parsed.success || parsed.data.id !== cached.id) return false;
  const youId = cached.you?.id;
  const players = parsed.data.players.map((player) => ({ ...player, isYou: player.id === youId }));
  const scores = new Map(
    parsed.data.influencers.map((influencer) => [influencer.id, influencer.score]),
  );
  queryClient.setQueryData<GameRoomDetail>(queryKeys.rooms.detail(id), {
    ...parsed.data,
    players,
    influencers: cached.influencers.map((influencer) => ({
      ...influencer,
      score: scores.get(influencer.id) ?? influencer.score,
    })),
    you: players.find((player) => player.isYou) ?? null,
  });
  return true;
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
