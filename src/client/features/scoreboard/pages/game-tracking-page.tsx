import { CalendarClock, Flag, RotateCw, Trophy, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import type { CompetitionSummary } from '../../../../shared/contracts/competitions';
import {
  gameFacts,
  gameSummary,
  productImageAltText,
  shareImagePaths,
} from '../../../../shared/page-meta';
import { PRIZE_PRICE_TEXT } from '../../../../shared/pricing';
import { formatShopStamp } from '../../../../shared/shop-time';
import { LoadError } from '../../../components/load-error';
import { PageMeta } from '../../../components/page-meta';
import { ShowMoreRows } from '../../../components/show-more-rows';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { isNotFound } from '../../../lib/api';
import { cn } from '../../../lib/class-names';
import { abbreviate, positionText } from '../../../lib/competition-display';
import { useCurrentUser } from '../../../lib/current-user';
import { productName } from '../../../lib/product-display';
import { useNow, useNowAtRender } from '../../../lib/use-now';
import { useTransitionRefetch } from '../../../lib/use-transition-refetch';
import { mergeLeaderboard, useGame, useMoreLeaderboard, useMyGames } from '../../competitions';
import { GameNotFound } from '../components/game-not-found';
import { GameProduct } from '../components/game-product';
import { GameStateText, GameStatusBadge } from '../components/game-status';
import { Leaderboard } from '../components/leaderboard';
import { PrizeActions } from '../components/prize-actions';
import { myPosition, transitionDueAt } from '../lib/leaderboard';
import { isFull, outcomeFor } from '../lib/scoreboard';

/** /game-tracking/:gameId: a competition's live leaderboard. */
export function GameTrackingPage() {
  const { gameId = '' } = useParams();
  const { user } = useCurrentUser();
  const game = useGame(gameId);
  useTransitionRefetch(transitionDueAt(game.data), game.data?.status, game.refetch);

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-6 sm:px-6 sm:py-10">
      {game.isPending ? (
        <>
          <PageMeta title="Game" description="A live Social Market game." />
          <GameSkeleton />
        </>
      ) : game.isError ? (
        isNotFound(game.error) ? (
          <GameNotFound />
        ) : (
          <>
            <PageMeta title="Game" description="A live Social Market game." />
            <LoadError
              error={game.error}
              onRetry={() => game.refetch()}
              title="We couldn't load this game"
            />
          </>
        )
      ) : (
        <GameView
          game={game.data}
          updatedAt={game.dataUpdatedAt}
          userId={user?.id ?? null}
          refreshing={game.isFetching}
          onRefresh={() => game.refetch()}
        />
      )}
    </div>
  );
}

/** The page's head: the product, the players and the time left (as the server writes it). */
function GamePageMeta({ game, name }: { game: CompetitionSummary; name: string }) {
  const now = useNow(60_000, game.status === 'waiting' || game.status === 'active');
  return (
    <PageMeta
      title={`${name} game`}
      description={gameSummary(gameFacts(name, game), now)}
      image={`${shareImagePaths.product(game.product.id)}?v=${game.product.version}`}
      imageAlt={productImageAltText(game.product)}
    />
  );
}

/**
 * A waiting game's call to action: 'Join Game' for whoever isn't in it yet (while it has seats), or
 * that the shopper is in, with the way to their team. A signed-in shopper's entry is looked up in
 * their own games, not in the first leaderboard page (a thousand players don't fit on it).
 */
function JoinOrEntered({ game, userId }: { game: CompetitionSummary; userId: number | null }) {
  const myGames = useMyGames(userId !== null);
  if (userId !== null && myGames.isPending) return null;
  if (myGames.data?.some((mine) => mine.id === game.id)) {
    return (
      <p
        data-testid="entered"
        className="mt-5 flex flex-wrap items-center gap-x-3 gap-y-1 font-semibold text-ocean-900"
      >
        You're in this game.
        <Link
          to={`/social-play/${game.productId}`}
          className="inline-flex min-h-11 items-center text-sm text-ocean-700 underline underline-offset-2 hover:text-ocean-900"
        >
          See your team
        </Link>
      </p>
    );
  }
  if (isFull(game)) return null;
  return (
    <Button asChild variant="accent" className="mt-5">
      <Link to={`/social-play/${game.productId}`}>Join Game</Link>
    </Button>
  );
}

function GameView({
  game,
  updatedAt,
  userId,
  refreshing,
  onRefresh,
}: {
  game: CompetitionSummary;
  updatedAt: number;
  userId: number | null;
  refreshing: boolean;
  onRefresh: () => void;
}) {
  const name = productName(game.product);
  const mine = myPosition(game, userId);
  const more = useMoreLeaderboard(game.id, updatedAt);
  const scores = mergeLeaderboard(game.scores, more.pages);
  const now = useNowAtRender();

  return (
    <div className="flex flex-col gap-6">
      <GamePageMeta game={game} name={name} />
      <Card>
        <CardContent className="p-5 sm:p-7">
          <div className="flex items-center justify-between gap-3">
            <p className="text-xs font-semibold tracking-[0.2em] text-coral-600 uppercase">
              Game #{game.id}
            </p>
            <GameStatusBadge status={game.status} />
          </div>
          <div className="mt-4">
            <GameProduct product={game.product} size="lg" headingLevel={1} />
          </div>
          <GameStateText
            game={game}
            className={cn(
              'mt-5 flex w-full rounded-xl px-4 py-3 font-semibold',
              game.status === 'active'
                ? 'bg-ocean-950 text-white'
                : game.status === 'completed'
                  ? 'bg-emerald-50 text-emerald-800'
                  : 'bg-amber-50 text-amber-900',
            )}
          />
          <dl className="mt-4 grid grid-cols-2 gap-2 text-sm sm:grid-cols-3">
            <Fact icon={Users} label="Players">
              {`${game.participants}/${game.requiredParticipants}`}
            </Fact>
            <Fact icon={CalendarClock} label={game.status === 'waiting' ? 'Starts' : 'Started'}>
              {game.startTime ? formatShopStamp(game.startTime, now) : 'When full'}
            </Fact>
            <Fact icon={Flag} label={game.status === 'completed' ? 'Ended' : 'Ends'}>
              {game.endTime ? formatShopStamp(game.endTime, now) : 'One hour after'}
            </Fact>
          </dl>
          {game.status === 'waiting' && <JoinOrEntered game={game} userId={userId} />}
          <GameCommitment game={game} />
        </CardContent>
      </Card>

      <WinnerBanner game={game} userId={userId} />

      {mine && (
        <Card className="border-ocean-200 bg-ocean-50/60" data-testid="my-position-card">
          <CardContent className="flex items-center justify-between gap-4 px-5 py-4">
            <div>
              <p className="text-xs font-semibold tracking-wide text-ocean-700 uppercase">
                Your team
              </p>
              <p className="font-bold text-ocean-950">{positionText(mine.rank, mine.total)}</p>
            </div>
            <p className="text-2xl font-extrabold text-ocean-950 tabular-nums">
              {abbreviate(mine.score)}
              <span className="ml-1 text-sm font-semibold text-slate-500">pts</span>
            </p>
          </CardContent>
        </Card>
      )}

      <Card>
        <div className="flex items-center justify-between gap-3 border-b border-slate-100 px-4 py-4 sm:px-6">
          <h2 className="text-lg font-bold text-ocean-950">Leaderboard</h2>
          <Button variant="ghost" size="sm" onClick={onRefresh} disabled={refreshing}>
            <RotateCw aria-hidden="true" className={cn(refreshing && 'animate-spin')} />
            Refresh
          </Button>
        </div>
        <Leaderboard game={{ scores }} userId={userId} total={game.participants} />
        <ShowMoreRows
          shown={scores.length}
          total={game.participants}
          hasMore={more.hasMore}
          expanded={more.expanded}
          loading={more.loading}
          onMore={more.showMore}
          onLess={more.showLess}
        />
      </Card>
    </div>
  );
}

/**
 * From the start: the SHA-256 commitment over the entries and baselines (issue 18); once the game
 * is over, the way to its published results.
 */
function GameCommitment({ game }: { game: CompetitionSummary }) {
  if (!game.commitment && game.status !== 'completed') return null;
  return (
    <div className="mt-4 flex flex-col gap-2 text-sm text-slate-700">
      {game.commitment && (
        <p>
          <span className="font-semibold text-slate-900">Commitment (SHA-256): </span>
          <span data-testid="game-commitment" className="font-mono break-all">
            {game.commitment.sha256}
          </span>
        </p>
      )}
      <p>
        <Link
          to={`/game-results/${game.id}`}
          className="inline-flex min-h-11 items-center font-semibold text-ocean-700 underline underline-offset-2 hover:text-ocean-900"
        >
          {game.status === 'completed' ? 'Check the results' : 'How results are checked'}
        </Link>
      </p>
    </div>
  );
}

function Fact({
  icon: Icon,
  label,
  children,
}: {
  icon: typeof Users;
  label: string;
  children: ReactNode;
}) {
  return (
    <div className="rounded-xl bg-sand-100 px-3 py-2.5">
      <dt className="flex items-center gap-1.5 text-xs font-medium text-slate-600">
        <Icon aria-hidden="true" className="size-3.5" />
        {label}
      </dt>
      <dd className="mt-0.5 font-semibold text-slate-900 tabular-nums">{children}</dd>
    </div>
  );
}

/** Once the game is over: who won, and for the winner the prize's way out. */
function WinnerBanner({ game, userId }: { game: CompetitionSummary; userId: number | null }) {
  if (game.status !== 'completed' || !game.winner) return null;
  const outcome = outcomeFor(game, userId);
  const won = outcome !== null && outcome !== 'lost';
  const name = productName(game.product);
  const winnerScore = game.scores.find((entry) => entry.playId === game.winner?.playId)?.score;

  return (
    <section
      aria-label="Winner"
      data-testid="winner-banner"
      className="overflow-hidden rounded-2xl bg-linear-to-br from-coral-500 to-coral-700 p-5 text-white shadow-sm sm:p-7"
    >
      <div className="flex items-start gap-4">
        <div className="flex size-12 shrink-0 items-center justify-center rounded-full bg-white/15">
          <Trophy aria-hidden="true" className="size-6" />
        </div>
        <div className="min-w-0">
          {won ? (
            <>
              <h2 className="text-xl font-extrabold">Congratulations! You Won!</h2>
              <p className="mt-1 text-coral-50">
                {outcome === 'prize-pending'
                  ? `Your team won ${name}. Buy it for ${PRIZE_PRICE_TEXT} or donate it.`
                  : outcome === 'prize-claimed'
                    ? `You bought ${name} for ${PRIZE_PRICE_TEXT}.`
                    : `You donated ${name}. Thank you.`}
              </p>
            </>
          ) : (
            <>
              <h2 className="text-xl font-extrabold">{game.winner.username} won this game</h2>
              <p className="mt-1 text-coral-50">
                {outcome === 'lost' ? 'Better luck next time!' : `The winning team takes ${name}.`}
              </p>
            </>
          )}
          {winnerScore !== undefined && (
            <p data-testid="winner-score" className="mt-1 font-semibold text-white">
              {`Winning team score: ${abbreviate(winnerScore)} pts`}
            </p>
          )}
          {!won && game.product.playEnabled && (
            <Button asChild size="sm" className="mt-4 bg-white text-coral-700 hover:bg-coral-50">
              <Link to={`/social-play/${game.productId}`}>Play the next game</Link>
            </Button>
          )}
          {outcome === 'prize-pending' && (
            <PrizeActions
              competitionId={game.id}
              productName={name}
              className="mt-4 [&_a]:bg-white [&_a]:text-coral-700 [&_a:hover]:bg-coral-50"
            />
          )}
        </div>
      </div>
    </section>
  );
}

function GameSkeleton() {
  return (
    <div role="status" aria-label="Loading the game" className="flex flex-col gap-6">
      <Card className="p-5 sm:p-7">
        <Skeleton className="h-3 w-20" />
        <div className="mt-4 flex gap-4">
          <Skeleton className="size-20 rounded-xl sm:size-24" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-3 w-16" />
            <Skeleton className="h-6 w-1/2" />
            <Skeleton className="h-4 w-1/3" />
          </div>
        </div>
        <Skeleton className="mt-5 h-12 w-full rounded-xl" />
      </Card>
      <Card className="flex flex-col gap-4 p-6">
        {[0, 1, 2].map((key) => (
          <div key={key} className="flex gap-3">
            <Skeleton className="size-8 rounded-full" />
            <div className="flex flex-1 flex-col gap-2">
              <Skeleton className="h-4 w-1/3" />
              <Skeleton className="h-2 w-full" />
            </div>
          </div>
        ))}
      </Card>
    </div>
  );
}
