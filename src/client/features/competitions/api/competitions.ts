import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  type Competition,
  competitionSchema,
  type Game,
  gameListSchema,
  gameSchema,
  type MyGame,
  myGameListSchema,
} from '../../../../shared/contracts/competitions';
import { liveTopics } from '../../../../shared/contracts/live';
import { ApiError, apiRequest } from '../../../lib/api';
import { livePollInterval, useLiveQuery, useLiveStatus } from '../../../lib/live';
import { competitionPollMs } from '../lib/competition-display';

/** Polling intervals of shopper.md section 7, used while the live connection is down. */
export const GAMES_LIST_POLL_MS = 10_000;
export const SINGLE_GAME_POLL_MS = 5 * 60_000;

export const competitionKeys = {
  all: ['competitions'] as const,
  product: (productId: number) => ['competitions', 'product', productId] as const,
  active: ['competitions', 'games', 'active'] as const,
  game: (id: string) => ['competitions', 'games', id] as const,
  mine: ['competitions', 'games', 'mine'] as const,
};

export async function getProductCompetition(productId: number): Promise<Competition> {
  return competitionSchema.parse(await apiRequest('GET', `/api/products/${productId}/competition`));
}

/**
 * The product's competition, re-fetched on its live events (the games list's until one exists)
 * and, while it runs, when scores move. Without the live connection it is polled every 10 s while
 * live, 30 s while waiting (or any other open state) and not at all once completed.
 */
export function useProductCompetition(productId: number, enabled = true) {
  const connected = useLiveStatus();
  const query = useQuery({
    queryKey: competitionKeys.product(productId),
    queryFn: () => getProductCompetition(productId),
    enabled,
    refetchInterval: (query) =>
      livePollInterval(connected, competitionPollMs(query.state.data?.gameStatus)),
    staleTime: 0,
  });
  const id = query.data?.id;
  useLiveQuery(
    competitionKeys.product(productId),
    enabled ? (id ? liveTopics.competition(id) : liveTopics.games) : null,
  );
  useLiveQuery(
    competitionKeys.product(productId),
    enabled && query.data?.gameStatus === 'active' ? liveTopics.metrics : null,
  );
  return query;
}

export function activeGamesQueryOptions() {
  return queryOptions({
    queryKey: competitionKeys.active,
    queryFn: async (): Promise<Game[]> =>
      gameListSchema.parse(await apiRequest('GET', '/api/games/active')),
    refetchInterval: GAMES_LIST_POLL_MS,
    staleTime: 0,
  });
}

/** Live games: re-fetched when any competition moves and when scores move. */
export function useActiveGames() {
  const connected = useLiveStatus();
  const query = useQuery({
    ...activeGamesQueryOptions(),
    refetchInterval: livePollInterval(connected, GAMES_LIST_POLL_MS),
  });
  useLiveQuery(competitionKeys.active, liveTopics.games);
  useLiveQuery(competitionKeys.active, liveTopics.metrics);
  return query;
}

/** One game (game tracking): re-fetched on its own events and when scores move. */
export function useGame(id: string) {
  const connected = useLiveStatus();
  const query = useQuery({
    queryKey: competitionKeys.game(id),
    queryFn: async (): Promise<Game> =>
      gameSchema.parse(await apiRequest('GET', `/api/games/${encodeURIComponent(id)}`)),
    refetchInterval: livePollInterval(connected, SINGLE_GAME_POLL_MS),
    staleTime: 0,
  });
  const competitionId = /^[1-9]\d{0,11}$/.test(id) ? Number(id) : null;
  useLiveQuery(
    competitionKeys.game(id),
    competitionId === null ? null : liveTopics.competition(competitionId),
  );
  useLiveQuery(
    competitionKeys.game(id),
    query.data?.status === 'active' ? liveTopics.metrics : null,
  );
  return query;
}

/** The signed-in user's games: re-fetched when any competition moves and when scores move. */
export function useMyGames(enabled = true) {
  const connected = useLiveStatus();
  const query = useQuery({
    queryKey: competitionKeys.mine,
    queryFn: async (): Promise<MyGame[]> =>
      myGameListSchema.parse(await apiRequest('GET', '/api/user/games')),
    enabled,
    refetchInterval: livePollInterval(connected, GAMES_LIST_POLL_MS),
    staleTime: 0,
  });
  useLiveQuery(competitionKeys.mine, enabled ? liveTopics.games : null);
  useLiveQuery(competitionKeys.mine, enabled ? liveTopics.metrics : null);
  return query;
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
