import {
  type QueryClient,
  type QueryKey,
  queryOptions,
  useInfiniteQuery,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { LEADERBOARD_TOP } from '../../../../shared/competition-texts';
import type {
  Competition,
  CompetitionLiveView,
  CompetitionScore,
  CompetitionSummary,
  FreeEntry,
  GameResults,
  LeaderboardPage,
  MyCompetition,
} from '../../../../shared/contracts/competitions';
import { liveTopics } from '../../../../shared/live-topics';
import { apiRequest } from '../../../lib/api';
import { competitionPollMs } from '../../../lib/competition-display';
import { useCurrentUser } from '../../../lib/current-user';
import { lazySchema, parseAnswer } from '../../../lib/lazy-schema';
import { livePollInterval, useLiveQuery, useLiveStatus, useLiveTopic } from '../../../lib/live';
import { queryKeys } from '../../../lib/query-keys';
import {
  applyViewToCompetition,
  applyViewToSummary,
  type Merged,
  OWN_ROW_SPREAD_MS,
  parseCompetitionView,
  withOwnPlay,
  withOwnScore,
} from '../lib/live-view';

// The answers' schemas load with the first request: a visitor's first visit, which reads the games
// the page came with, needs none (lib/page-answers.ts).
const schemas = () => import('../../../../shared/contracts/competitions');
const competitionSchema = lazySchema(async () => (await schemas()).competitionSchema);
const competitionSummarySchema = lazySchema(async () => (await schemas()).competitionSummarySchema);
const competitionSummaryListSchema = lazySchema(
  async () => (await schemas()).competitionSummaryListSchema,
);
const gameResultsSchema = lazySchema(async () => (await schemas()).gameResultsSchema);
const leaderboardPageSchema = lazySchema(async () => (await schemas()).leaderboardPageSchema);
const myCompetitionListSchema = lazySchema(async () => (await schemas()).myCompetitionListSchema);
const freeEntryListSchema = lazySchema(async () => (await schemas()).freeEntryListSchema);

/** Polling intervals of shopper.md section 7, used while the live connection is down. */
export const GAMES_LIST_POLL_MS = 10_000;
export const SINGLE_GAME_POLL_MS = 5 * 60_000;

/** Rows a 'Show more' adds to a leaderboard at a time. */
export const LEADERBOARD_MORE = 25;

/**
 * The rest of a game's leaderboard, past the top 10 the game itself carries: nothing is loaded
 * until the shopper asks for more, then a page at a time. `refreshedAt` is when the game's own
 * query last updated (live events, polls): the loaded pages follow it.
 */
export function useMoreLeaderboard(gameId: number | null, refreshedAt: number) {
  const [wanted, setWanted] = useState(false);
  const query = useInfiniteQuery({
    queryKey: queryKeys.competitions.leaderboard(gameId ?? 0),
    enabled: wanted && gameId !== null,
    initialPageParam: LEADERBOARD_TOP,
    queryFn: async ({ pageParam }): Promise<LeaderboardPage> =>
      parseAnswer(
        leaderboardPageSchema,
        apiRequest(
          'GET',
          `/api/games/${gameId}/leaderboard?offset=${pageParam}&limit=${LEADERBOARD_MORE}`,
        ),
      ),
    getNextPageParam: (last) =>
      last.offset + last.entries.length < last.total ? last.offset + last.limit : undefined,
    staleTime: 0,
  });
  const { refetch } = query;
  useEffect(() => {
    if (wanted && refreshedAt) void refetch();
  }, [wanted, refreshedAt, refetch]);
  return {
    pages: wanted ? query.data?.pages : undefined,
    loading: query.isFetching,
    /** Loads the first page past the top, then the next ones. */
    showMore: () => (wanted ? void query.fetchNextPage() : setWanted(true)),
    /** Back to the top 10 alone. */
    showLess: () => setWanted(false),
    expanded: wanted,
    hasMore: !wanted || query.hasNextPage,
  };
}

/** The top rows and the pages loaded since, one row per entry, best rank first. */
export function mergeLeaderboard(
  top: readonly CompetitionScore[],
  pages: readonly LeaderboardPage[] | undefined,
): CompetitionScore[] {
  const byPlay = new Map(top.map((row) => [row.playId, row]));
  for (const page of pages ?? []) for (const row of page.entries) byPlay.set(row.playId, row);
  return [...byPlay.values()].sort((a, b) => a.rank - b.rank || a.playId - b.playId);
}

export async function getProductCompetition(productId: number): Promise<Competition> {
  return parseAnswer(
    competitionSchema,
    apiRequest('GET', `/api/products/${productId}/competition`),
  );
}

/**
 * The product's competition, re-fetched on its live events (the games list's until one exists);
 * while it is active its new scores come pushed with those events. Without the live connection it is polled every 10 s while
 * live, 30 s while waiting (or any other open state) and not at all once completed.
 */
export function useProductCompetition(productId: number, enabled = true) {
  const connected = useLiveStatus();
  const query = useQuery({
    queryKey: queryKeys.competitions.product(productId),
    queryFn: () => getProductCompetition(productId),
    enabled,
    refetchInterval: (query) =>
      livePollInterval(connected, competitionPollMs(query.state.data?.gameStatus)),
    staleTime: 0,
  });
  const id = query.data?.id;
  useLiveQuery(queryKeys.competitions.product(productId), enabled && !id ? liveTopics.games : null);
  useCompetitionLive<Competition>(
    queryKeys.competitions.product(productId),
    enabled && id ? id : null,
    applyViewToCompetition,
    withOwnPlay,
  );
  return query;
}

/**
 * Follows `competition:{id}` for a cached copy of the competition: while it is active, new scores
 * come with the event as its public view (`CompetitionLiveView`, one per metrics poll) and are
 * merged into the copy without a re-fetch; the viewer's own row past the pushed top is kept and
 * re-read alone (its leaderboard `mine`) at a random moment within OWN_ROW_SPREAD_MS. Any other
 * event (entries, the start, the end, a reconnect's resync) re-fetches the copy.
 */
function useCompetitionLive<T>(
  queryKey: QueryKey,
  competitionId: number | null,
  apply: (cached: T, view: CompetitionLiveView, viewerId: number | null) => Merged<T> | null,
  withOwn: (cached: T, mine: CompetitionScore | null) => T,
): void {
  const queryClient = useQueryClient();
  const { user } = useCurrentUser();
  const viewerId = user?.id ?? null;
  const pending = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (pending.current) clearTimeout(pending.current);
      pending.current = null;
    },
    [],
  );
  useLiveTopic(competitionId === null ? null : liveTopics.competition(competitionId), (event) => {
    void parseCompetitionView(event.view).then((view) => {
      const cached = queryClient.getQueryData<T>(queryKey);
      const merged = view && cached !== undefined ? apply(cached, view, viewerId) : null;
      if (!merged) {
        void queryClient.invalidateQueries({ queryKey });
        return;
      }
      queryClient.setQueryData<T>(queryKey, merged.data);
      if (!merged.ownRowStale || pending.current || competitionId === null) return;
      pending.current = setTimeout(() => {
        pending.current = null;
        void refreshOwnRow(queryClient, queryKey, competitionId, withOwn);
      }, Math.random() * OWN_ROW_SPREAD_MS);
    });
  });
}

/** Re-reads the viewer's own row alone (`GET /api/games/:id/leaderboard?limit=1`, its `mine`). */
async function refreshOwnRow<T>(
  queryClient: QueryClient,
  queryKey: QueryKey,
  competitionId: number,
  withOwn: (cached: T, mine: CompetitionScore | null) => T,
): Promise<void> {
  try {
    const page = await parseAnswer(
      leaderboardPageSchema,
      apiRequest('GET', `/api/games/${competitionId}/leaderboard?limit=1`),
    );
    queryClient.setQueryData<T>(queryKey, (cached) =>
      cached === undefined ? cached : withOwn(cached, page.mine),
    );
  } catch {
    // The next event or poll re-reads it.
  }
}

export function activeGamesQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.competitions.active,
    queryFn: async (): Promise<CompetitionSummary[]> =>
      parseAnswer(competitionSummaryListSchema, apiRequest('GET', '/api/games/active')),
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
  useLiveQuery(queryKeys.competitions.active, liveTopics.games);
  useLiveQuery(queryKeys.competitions.active, liveTopics.metrics);
  return query;
}

/** One game (game tracking): new scores pushed with its events, re-fetched on its other events. */
export function useGame(id: string) {
  const connected = useLiveStatus();
  const query = useQuery({
    queryKey: queryKeys.competitions.game(id),
    queryFn: async (): Promise<CompetitionSummary> =>
      parseAnswer(
        competitionSummarySchema,
        apiRequest('GET', `/api/games/${encodeURIComponent(id)}`),
      ),
    refetchInterval: livePollInterval(connected, SINGLE_GAME_POLL_MS),
    staleTime: 0,
  });
  const competitionId = /^[1-9]\d{0,11}$/.test(id) ? Number(id) : null;
  useCompetitionLive<CompetitionSummary>(
    queryKeys.competitions.game(id),
    competitionId,
    applyViewToSummary,
    withOwnScore,
  );
  return query;
}

/**
 * A game's published results (GET /api/games/:id/results): 409 until it has completed, then fixed
 * for good, so it is fetched once; the game's own events bring it when the game completes.
 */
export function useGameResults(id: string) {
  const query = useQuery({
    queryKey: queryKeys.competitions.results(id),
    queryFn: async (): Promise<GameResults> =>
      parseAnswer(
        gameResultsSchema,
        apiRequest('GET', `/api/games/${encodeURIComponent(id)}/results`),
      ),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  const competitionId = /^[1-9]\d{0,11}$/.test(id) ? Number(id) : null;
  useLiveQuery(
    queryKeys.competitions.results(id),
    query.isError && competitionId !== null ? liveTopics.competition(competitionId) : null,
  );
  return query;
}

/** The signed-in user's games: re-fetched when any competition moves and when scores move. */
export function useMyGames(enabled = true) {
  const connected = useLiveStatus();
  const query = useQuery({
    queryKey: queryKeys.competitions.mine,
    queryFn: async (): Promise<MyCompetition[]> =>
      parseAnswer(myCompetitionListSchema, apiRequest('GET', '/api/user/games')),
    enabled,
    refetchInterval: livePollInterval(connected, GAMES_LIST_POLL_MS),
    staleTime: 0,
  });
  useLiveQuery(queryKeys.competitions.mine, enabled ? liveTopics.games : null);
  useLiveQuery(queryKeys.competitions.mine, enabled ? liveTopics.metrics : null);
  return query;
}

/**
 * Whether the signed-in shopper holds a free entry for this product (buy one, play free, decision
 * 0063): read fresh each time the play page asks, since an order or an entry changes it.
 */
export function useFreeEntry(productId: number, signedIn: boolean): boolean {
  const query = useQuery({
    queryKey: queryKeys.competitions.freeEntries,
    queryFn: async (): Promise<FreeEntry[]> =>
      parseAnswer(freeEntryListSchema, apiRequest('GET', '/api/user/free-entries')),
    enabled: signedIn,
    staleTime: 0,
  });
  return signedIn && (query.data ?? []).some((entry) => entry.productId === productId);
}
