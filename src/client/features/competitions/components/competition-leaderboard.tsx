import { Trophy } from 'lucide-react';
import { Link } from 'react-router';
import type { Product } from '../../../../shared/contracts/catalog';
import type { Competition } from '../../../../shared/contracts/competitions';
import { FillDeadlineNote } from '../../../components/fill-deadline-note';
import { LoadError } from '../../../components/load-error';
import { ShowMoreRows } from '../../../components/show-more-rows';
import { CompetitionStatusBadge } from '../../../components/status-badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { ScoreBar } from '../../../components/ui/score-bar';
import { Skeleton } from '../../../components/ui/skeleton';
import { isNotFound } from '../../../lib/api';
import { cn } from '../../../lib/class-names';
import { stateText, waitingText } from '../../../lib/competition-display';
import { useCurrentUser } from '../../../lib/current-user';
import { startTimeText } from '../../../lib/start-time';
import { useNow } from '../../../lib/use-now';
import { useTransitionRefetch } from '../../../lib/use-transition-refetch';
import { mergeLeaderboard, useMoreLeaderboard, useProductCompetition } from '../api/competitions';
import { competitionTransitionAt } from '../lib/competition-transition';
import { leaderboardRows, myPositionText } from '../lib/leaderboard';
import { GameResultCard, gameResultOf } from './game-result-card';
import { SocialCompetitionInfo } from './social-competition-info';

export const FAILED_TO_FETCH_COMPETITION = 'Failed to fetch competition data';

/** The product page's 'Social Competition' tab: the live leaderboard, then how a game works. */
export function ProductCompetitionTab({ product }: { product: Product }) {
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)]">
      <CompetitionLeaderboard product={product} />
      <SocialCompetitionInfo product={product} />
    </div>
  );
}

function CompetitionLeaderboard({ product }: { product: Product }) {
  const query = useProductCompetition(product.id);
  const { user } = useCurrentUser();
  useTransitionRefetch(competitionTransitionAt(query.data), query.data?.gameStatus, () =>
    query.refetch(),
  );

  if (query.isPending) {
    return (
      <Card role="status" aria-label="Loading the leaderboard">
        <CardContent className="space-y-3 p-5 sm:p-8">
          <Skeleton className="h-6 w-40" />
          <Skeleton className="h-4 w-64" />
          <Skeleton className="h-14 w-full rounded-xl" />
          <Skeleton className="h-14 w-full rounded-xl" />
        </CardContent>
      </Card>
    );
  }
  // No competition opened for the product yet: an empty leaderboard waiting for players.
  if (query.isError && !isNotFound(query.error)) {
    return (
      <LoadError
        error={query.error}
        onRetry={() => query.refetch()}
        title={FAILED_TO_FETCH_COMPETITION}
      />
    );
  }
  return (
    <LeaderboardCard
      product={product}
      competition={query.data ?? null}
      updatedAt={query.dataUpdatedAt}
      userId={user?.id ?? null}
    />
  );
}

function LeaderboardCard({
  product,
  competition,
  updatedAt,
  userId,
}: {
  product: Product;
  competition: Competition | null;
  updatedAt: number;
  userId: number | null;
}) {
  const status = competition?.gameStatus ?? 'waiting';
  const now = useNow(1000, status === 'active');
  const line = competition ? stateText(competition, now) : waitingText(0, product.maxContestants);
  const more = useMoreLeaderboard(competition?.id ?? null, updatedAt);
  const total = competition?.entriesCount ?? 0;
  const merged = mergeLeaderboard(
    (competition?.plays ?? []).map((play) => ({
      playId: play.id,
      userId: play.userId,
      username: play.username,
      score: play.score,
      rank: play.rank,
      influencers: [],
    })),
    more.pages,
  );
  const rows = leaderboardRows(
    merged.map((entry) => ({ ...entry, id: entry.playId })),
    userId,
  );
  const position = myPositionText(rows, total);
  const result = gameResultOf(competition, userId);
  const startsAt =
    status === 'waiting' && competition?.startTime
      ? startTimeText(competition.startTime, now)
      : null;

  return (
    <Card>
      <CardContent className="p-5 sm:p-8">
        <div className="flex items-center justify-between gap-3">
          <h2 className="text-lg font-bold text-ocean-950">Live leaderboard</h2>
          <CompetitionStatusBadge status={status} />
        </div>
        <p
          data-testid="competition-state"
          aria-live="polite"
          className="mt-2 font-semibold text-slate-800 tabular-nums"
        >
          {line}
        </p>
        {startsAt && <p className="mt-0.5 text-sm font-medium text-coral-700">{startsAt}</p>}
        <FillDeadlineNote
          className="mt-2"
          competition={competition && { ...competition, status: competition.gameStatus }}
        />
        {competition?.winner && status === 'completed' && (
          <p className="mt-2 flex items-center gap-1.5 text-sm font-semibold text-amber-800">
            <Trophy aria-hidden="true" className="size-4" />
            Winner: {competition.winner.userId === userId ? 'You' : competition.winner.username}
          </p>
        )}
        {result && status !== 'completed' && (
          <div className="mt-4">
            <GameResultCard result={result} userId={userId} />
          </div>
        )}
        {position && (
          <p
            data-testid="my-position"
            className="mt-3 inline-block rounded-full bg-coral-50 px-3 py-1 text-sm font-bold text-coral-700"
          >
            {position}
          </p>
        )}

        {rows.length === 0 ? (
          <div className="mt-5 rounded-2xl border border-dashed border-slate-300 px-4 py-8 text-center">
            <p className="font-semibold text-slate-900">No players yet</p>
            <p className="mt-1 text-sm text-slate-600">Be the first to join this game.</p>
            {product.playEnabled && (
              <Button asChild variant="accent" size="sm" className="mt-4">
                <Link to={`/social-play/${product.id}`}>Play Now</Link>
              </Button>
            )}
          </div>
        ) : (
          <ol aria-label="Leaderboard" className="mt-5 space-y-2">
            {rows.map((row, index) => (
              <li
                key={row.playId}
                data-testid="leaderboard-row"
                data-you={row.isYou}
                className={cn(
                  'rounded-xl px-3 py-2.5 ring-1',
                  row.isYou ? 'bg-coral-50/70 ring-coral-300' : 'bg-white ring-slate-200/80',
                  // Ranks skipped between the top rows and the viewer's own: a gap.
                  index > 0 && row.rank > (rows[index - 1]?.rank ?? 0) + 1 && 'mt-5',
                )}
              >
                <div className="flex items-center gap-3">
                  <span
                    className={cn(
                      'flex size-7 shrink-0 items-center justify-center rounded-full text-xs font-bold',
                      row.rank === 1
                        ? 'bg-amber-400 text-amber-950'
                        : 'bg-slate-100 text-slate-700',
                    )}
                  >
                    <span className="sr-only">Rank </span>
                    {row.rank}
                  </span>
                  <span className="min-w-0 flex-1 truncate font-semibold text-slate-900">
                    {row.username}
                    {row.isYou && (
                      <span className="ml-2 rounded-full bg-coral-500 px-2 py-0.5 text-xs font-bold text-white">
                        You
                      </span>
                    )}
                  </span>
                  <span className="font-bold text-ocean-950 tabular-nums">
                    {row.scoreText}
                    <span className="sr-only"> points</span>
                  </span>
                </div>
                <ScoreBar
                  percent={row.barPercent}
                  height={6}
                  className="mt-2"
                  fillClassName={row.isYou ? 'fill-coral-500' : 'fill-ocean-500'}
                />
              </li>
            ))}
          </ol>
        )}
        {rows.length > 0 && (
          <div className="-mx-4 mt-2 sm:-mx-6">
            <ShowMoreRows
              shown={rows.length}
              total={total}
              hasMore={more.hasMore}
              expanded={more.expanded}
              loading={more.loading}
              onMore={more.showMore}
              onLess={more.showLess}
            />
          </div>
        )}
      </CardContent>
    </Card>
  );
}
