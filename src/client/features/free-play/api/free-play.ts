import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type FreePlayGame,
  freePlayGameSchema,
  gameIdResultSchema,
} from '../../../../shared/contracts/games';
import { liveTopics } from '../../../../shared/live-topics';
import { apiRequest, isNotFound } from '../../../lib/api';
import { livePollInterval, useLiveQuery, useLiveStatus } from '../../../lib/live';
import { queryKeys } from '../../../lib/query-keys';
import { gamePollMs } from '../lib/free-play-rules';

const gamePath = (id: string) => `/api/free-play/games/${encodeURIComponent(id)}`;

export async function getFreePlayGame(id: string): Promise<FreePlayGame> {
  return freePlayGameSchema.parse(await apiRequest('GET', gamePath(id)));
}

/**
 * One free-play game, re-fetched on its live events (`free-play:{id}`) and, while it runs, when new
 * metrics are stored (scores moved). Without the live connection it is polled at the pace of its
 * phase (gamePollMs); with it, waiting games fall back to the slow safety poll. The closing polls
 * (just after the end, then every 2 s until the server records it) stay as they are. A failed read
 * is retried 3 times (the spec's metrics poll), except a game that does not exist.
 */
export function useFreePlayGame(id: string | null) {
  const connected = useLiveStatus();
  const query = useQuery({
    queryKey: queryKeys.freePlay.game(id ?? ''),
    queryFn: () => getFreePlayGame(id ?? ''),
    enabled: id !== null,
    staleTime: 0,
    refetchInterval: (query) => {
      const specMs = gamePollMs(query.state.data);
      return query.state.data?.status === 'waiting' ? livePollInterval(connected, specMs) : specMs;
    },
    retry: (failures, error) => !isNotFound(error) && failures < 3,
  });
  useLiveQuery(queryKeys.freePlay.game(id ?? ''), id ? liveTopics.freePlay(id) : null);
  useLiveQuery(
    queryKeys.freePlay.game(id ?? ''),
    id && query.data?.status === 'playing' ? liveTopics.metrics : null,
  );
  return query;
}

export function useCreateFreePlayGame() {
  return useMutation({
    mutationFn: async (playerName: string) =>
      gameIdResultSchema.parse(await apiRequest('POST', '/api/free-play/games', { playerName })),
  });
}

export function useJoinFreePlayGame() {
  return useMutation({
    mutationFn: async ({ gameId, playerName }: { gameId: string; playerName: string }) =>
      gameIdResultSchema.parse(
        await apiRequest('POST', `${gamePath(gameId)}/join`, { playerName }),
      ),
  });
}

/** PUT the caller's team (1 to 5 ids); the answer is the whole game, kept in the cache. */
export async function saveFreePlayTeam(id: string, influencerIds: string[]): Promise<FreePlayGame> {
  return freePlayGameSchema.parse(
    await apiRequest('PUT', `${gamePath(id)}/team`, { influencerIds }),
  );
}

export function useStartFreePlayGame(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      freePlayGameSchema.parse(await apiRequest('POST', `${gamePath(id)}/start`)),
    onSuccess: (game) => queryClient.setQueryData(queryKeys.freePlay.game(id), game),
  });
}
