import { useQuery } from '@tanstack/react-query';
import { Fingerprint } from 'lucide-react';
import { Link, useParams } from 'react-router';
import {
  type PlayedGameResults,
  playedGameResultsSchema,
} from '../../../../shared/contracts/games';
import { RESULTS_PAGE_DESCRIPTION } from '../../../../shared/page-meta';
import { GAME_TIE_BREAK_TEXT } from '../../../../shared/results';
import { formatShopStamp } from '../../../../shared/shop-time';
import { LoadError } from '../../../components/load-error';
import { PageMeta } from '../../../components/page-meta';
import { Card, CardContent } from '../../../components/ui/card';
import { ApiError, apiRequest, getErrorMessage, isNotFound } from '../../../lib/api';
import { useNowAtRender } from '../../../lib/use-now';
import { GameNotFound } from '../components/game-not-found';
import { ResultsBody, ResultsSkeleton } from './game-results-page';

type Kind = 'room' | 'free_play';

const SOURCES: Record<Kind, { api: string; game: string; label: string; back: string }> = {
  room: { api: '/api/game-rooms', game: '/game/', label: 'Room', back: '/multiplayer' },
  free_play: {
    api: '/api/free-play/games',
    game: '/free-play?game=',
    label: 'Free-play game',
    back: '/free-play',
  },
};

/**
 * /room-results/:gameId and /free-play-results/:gameId: a finished room's or free-play game's
 * published results (issue 18), shown and checked in the browser exactly as a competition's
 * (the same results body and `verifyResults`). Client-rendered: the JSON is public, names as the
 * game shows them.
 */
export function PlayedGameResultsPage({ kind }: { kind: Kind }) {
  const { gameId = '' } = useParams();
  const source = SOURCES[kind];
  const jsonUrl = `${source.api}/${encodeURIComponent(gameId)}/results`;
  const results = useQuery({
    queryKey: ['played-game-results', kind, gameId],
    queryFn: async (): Promise<PlayedGameResults> =>
      playedGameResultsSchema.parse(await apiRequest('GET', jsonUrl)),
    retry: false,
  });
  const now = useNowAtRender();

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-6 sm:px-6 sm:py-10">
      <PageMeta
        title={results.data ? `${results.data.name} results` : 'Game results'}
        description={RESULTS_PAGE_DESCRIPTION}
      />
      {results.isPending ? (
        <ResultsSkeleton />
      ) : results.isError ? (
        isNotFound(results.error) ? (
          <GameNotFound back={source.back} />
        ) : results.error instanceof ApiError && results.error.status === 409 ? (
          <Card>
            <CardContent className="px-5 py-6 text-slate-700" data-testid="results-not-ready">
              <h1 className="mb-2 text-2xl font-extrabold tracking-tight text-ocean-950">
                Game results
              </h1>
              {getErrorMessage(results.error)}{' '}
              <Link
                to={`${source.game}${encodeURIComponent(gameId)}`}
                className="font-semibold text-ocean-700 underline underline-offset-2"
              >
                Back to the game
              </Link>
            </CardContent>
          </Card>
        ) : (
          <LoadError
            error={results.error}
            onRetry={() => results.refetch()}
            title="We couldn't load the results"
          />
        )
      ) : (
        <div className="flex flex-col gap-6">
          <Card>
            <CardContent className="p-5 sm:p-7">
              <p className="text-xs font-semibold tracking-[0.2em] text-coral-600 uppercase">
                {`${source.label} ${results.data.competitionId} results`}
              </p>
              <h1 className="mt-3 text-2xl font-extrabold tracking-tight wrap-anywhere text-ocean-950 sm:text-3xl">
                {results.data.name}
              </h1>
              {results.data.startTime && results.data.endTime && (
                <p className="mt-2 text-slate-700">
                  {`Played ${formatShopStamp(results.data.startTime, now)} to ${formatShopStamp(results.data.endTime, now)}.`}
                </p>
              )}
            </CardContent>
          </Card>
          {results.data.commitment && (
            <Card>
              <CardContent className="p-5 sm:p-6">
                <h2 className="flex items-center gap-2 text-lg font-bold text-ocean-950">
                  <Fingerprint aria-hidden="true" className="size-5 text-ocean-700" />
                  Commitment
                </h2>
                <p className="mt-2 text-sm text-slate-700">
                  SHA-256, made when the game started (
                  {formatShopStamp(results.data.commitment.createdAt, now)}):
                </p>
                <p
                  data-testid="commitment"
                  className="mt-2 rounded-lg bg-sand-100 px-3 py-2 font-mono text-sm break-all text-slate-900"
                >
                  {results.data.commitment.sha256}
                </p>
                <p className="mt-2 text-sm text-slate-700">
                  {`It covers the ${results.data.entries.length} players (player id, join time, team) and the baseline snapshot of each influencer they chose, as canonical JSON.`}
                </p>
              </CardContent>
            </Card>
          )}
          <ResultsBody
            results={results.data}
            jsonUrl={jsonUrl}
            tieBreakText={GAME_TIE_BREAK_TEXT}
          />
        </div>
      )}
    </div>
  );
}

export function RoomResultsPage() {
  return <PlayedGameResultsPage kind="room" />;
}

export function FreePlayResultsPage() {
  return <PlayedGameResultsPage kind="free_play" />;
}
