import { ArrowRight, Eye, LogIn, PartyPopper, Ticket, Trophy } from 'lucide-react';
import { Link } from 'react-router';
import type { MyCompetition } from '../../../../shared/contracts/competitions';
import { PRIZE_PRICE_TEXT } from '../../../../shared/pricing';
import { LoadError } from '../../../components/load-error';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { abbreviate, positionText } from '../../../lib/competition-display';
import { productName } from '../../../lib/product-display';
import { authPathFor } from '../../../lib/safe-path';
import { startTimeText } from '../../../lib/start-time';
import { useNow } from '../../../lib/use-now';
import { useMyGames } from '../../competitions';
import { outcomeFor } from '../lib/scoreboard';
import { GamesSkeleton } from './active-games-tab';
import { GameProduct } from './game-product';
import { GameStateText, GameStatusBadge } from './game-status';
import { PrizeActions } from './prize-actions';

/** The My Games tab: the signed-in player's entries; visitors are asked to sign in. */
export function MyGamesTab({
  userId,
  userLoading,
}: {
  userId: number | null;
  userLoading: boolean;
}) {
  if (userLoading) return <GamesSkeleton label="Loading your games" />;
  if (userId === null) return <SignInPrompt />;
  return <MyGamesList userId={userId} />;
}

function MyGamesList({ userId }: { userId: number }) {
  const games = useMyGames();

  if (games.isPending) return <GamesSkeleton label="Loading your games" />;
  if (games.isError) {
    return (
      <LoadError
        error={games.error}
        onRetry={() => games.refetch()}
        title="We couldn't load your games"
      />
    );
  }
  if (games.data.length === 0) return <NoEntries />;

  return (
    <ul aria-label="My games" className="grid gap-4 md:grid-cols-2">
      {games.data.map((game) => (
        <li key={game.myPlayId} className="flex">
          <MyGameCard game={game} userId={userId} />
        </li>
      ))}
    </ul>
  );
}

function MyGameCard({ game, userId }: { game: MyCompetition; userId: number }) {
  const now = useNow(60_000);
  const outcome = outcomeFor(game, userId);
  const name = productName(game.product);
  const ranked = game.status !== 'cancelled';

  return (
    <Card data-testid="my-game" data-game-id={game.id} className="flex w-full flex-col">
      <CardContent className="flex flex-1 flex-col gap-4 p-5">
        <div className="flex items-start justify-between gap-3">
          {/* The cards sit right under the page's h1: no section heading between them. */}
          <GameProduct product={game.product} headingLevel={2} />
          <GameStatusBadge status={game.status} />
        </div>
        <div className="text-sm">
          <GameStateText game={game} className="font-medium text-slate-700" />
          {game.status === 'waiting' && game.startTime && (
            <p className="mt-0.5 text-slate-600">{startTimeText(game.startTime, now)}</p>
          )}
        </div>
        {ranked && (
          <dl className="grid grid-cols-2 gap-2">
            <div className="rounded-xl bg-ocean-50 px-3 py-2.5">
              <dt className="text-xs font-medium text-slate-600">Your score</dt>
              <dd
                className="text-lg font-extrabold text-ocean-950 tabular-nums"
                data-testid="my-score"
              >
                {abbreviate(game.myScore)} pts
              </dd>
            </div>
            <div className="rounded-xl bg-ocean-50 px-3 py-2.5">
              <dt className="text-xs font-medium text-slate-600">Rank</dt>
              <dd
                className="text-sm font-bold text-ocean-950 tabular-nums"
                data-testid="my-position"
              >
                {positionText(game.myRank, game.scores.length)}
              </dd>
            </div>
          </dl>
        )}

        {outcome === 'prize-pending' && (
          <div className="rounded-xl bg-coral-50 p-3.5 ring-1 ring-coral-100">
            <p className="flex items-center gap-2 font-bold text-coral-800">
              <Trophy aria-hidden="true" className="size-4" />
              You won! Buy it for {PRIZE_PRICE_TEXT} or donate it.
            </p>
            <PrizeActions competitionId={game.id} productName={name} className="mt-3" />
          </div>
        )}
        {outcome === 'prize-claimed' && (
          <p className="flex items-center gap-2 rounded-xl bg-emerald-50 px-3.5 py-3 text-sm font-semibold text-emerald-800">
            <PartyPopper aria-hidden="true" className="size-4" />
            You won! Prize bought for {PRIZE_PRICE_TEXT}.
          </p>
        )}
        {outcome === 'prize-donated' && (
          <p className="flex items-center gap-2 rounded-xl bg-emerald-50 px-3.5 py-3 text-sm font-semibold text-emerald-800">
            <PartyPopper aria-hidden="true" className="size-4" />
            You won! Prize donated. Thank you.
          </p>
        )}
        {outcome === 'lost' && (
          <p className="rounded-xl bg-slate-50 px-3.5 py-3 text-sm text-slate-700">
            Better luck next time!
            {game.winner && (
              <>
                {' '}
                <span className="font-semibold text-slate-900">{game.winner.username}</span> won
                this game.
              </>
            )}
          </p>
        )}

        <div className="mt-auto flex justify-end border-t border-slate-100 pt-4">
          <Button asChild size="sm" variant={game.status === 'active' ? 'primary' : 'outline'}>
            <Link to={`/game-tracking/${game.id}`}>
              {game.status === 'active' ? (
                <>
                  <Eye aria-hidden="true" />
                  View Live
                </>
              ) : (
                <>
                  View Game
                  <ArrowRight aria-hidden="true" />
                </>
              )}
            </Link>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

function SignInPrompt() {
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-3 px-6 py-14 text-center">
        <div className="mb-2 flex size-16 items-center justify-center rounded-full bg-ocean-50 text-ocean-700">
          <LogIn aria-hidden="true" className="size-8" />
        </div>
        <h2 className="text-xl font-bold text-slate-900">Sign in to see your games</h2>
        <p className="max-w-sm text-slate-600">
          Your entries, scores and prizes appear here once you are signed in.
        </p>
        <Button asChild className="mt-3">
          <Link to={authPathFor('/scoreboard?tab=my-games')}>Sign in</Link>
        </Button>
      </CardContent>
    </Card>
  );
}

function NoEntries() {
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-3 px-6 py-14 text-center">
        <div className="mb-2 flex size-16 items-center justify-center rounded-full bg-ocean-50 text-ocean-700">
          <Ticket aria-hidden="true" className="size-8" />
        </div>
        <h2 className="text-xl font-bold text-slate-900">No games yet</h2>
        <p className="max-w-sm text-slate-600">
          Pick a product, choose 5 influencers and pay the entry to play for it.
        </p>
        <Button asChild variant="accent" className="mt-3">
          <Link to="/products">Browse Products</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
