import { ArrowRight, CalendarClock, Eye, Trophy, Users } from 'lucide-react';
import { Link } from 'react-router';
import type { CompetitionSummary } from '../../../../shared/contracts/competitions';
import { formatCents, formatDollars } from '../../../../shared/money';
import { Button } from '../../../components/ui/button';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { Skeleton } from '../../../components/ui/skeleton';
import { progressPercent, waitingText } from '../../../lib/competition-display';
import { useCurrentUser } from '../../../lib/current-user';
import { soldPriceCents } from '../../../lib/product-display';
import { startTimeText } from '../../../lib/start-time';
import { useNow } from '../../../lib/use-now';
import { useActiveGames } from '../../competitions';
import {
  GameProduct,
  GameStatusBadge,
  isFull,
  RemainingTime,
  splitActiveGames,
  TopPlayers,
} from '../../scoreboard';

/**
 * The game /welcome shows: a live one if any is being played (the one ending soonest), else the
 * next to start (full, waiting for its time), else the one closest to full. Null with none open.
 */
export function showcaseGame(games: readonly CompetitionSummary[]): CompetitionSummary | null {
  const { live, startingNext, openLeagues } = splitActiveGames(games);
  return live[0] ?? startingNext[0] ?? openLeagues[0] ?? null;
}

/** Whether any game is being played right now (the hero's 'Live games' dot pulses only then). */
export function useSomeGameLive(): boolean {
  const games = useActiveGames();
  return (games.data ?? []).some((game) => game.status === 'active');
}

/**
 * The hero's game card, from the real games: a live game with its countdown and leading teams, or
 * the next game and how many players it still needs, or an honest 'no game open'.
 */
export function GameShowcase() {
  const games = useActiveGames();
  const { user } = useCurrentUser();
  const game = showcaseGame(games.data ?? []);
  return (
    <section
      aria-label="Game showcase"
      data-testid="game-showcase"
      className="relative mx-auto w-full max-w-sm lg:max-w-none"
    >
      <div
        aria-hidden="true"
        className="absolute -inset-4 rotate-3 rounded-[2rem] bg-white/5 ring-1 ring-white/10"
      />
      <div className="relative rounded-3xl bg-white p-5 text-slate-900 shadow-2xl sm:p-6">
        {games.isPending ? (
          <div className="space-y-4" aria-busy="true">
            <Skeleton className="h-6 w-24" />
            <Skeleton className="h-16 w-full" />
            <Skeleton className="h-20 w-full" />
          </div>
        ) : game ? (
          <ShowcasedGame game={game} userId={user?.id ?? null} />
        ) : (
          <NoGameOpen />
        )}
      </div>
    </section>
  );
}

function ShowcasedGame({ game, userId }: { game: CompetitionSummary; userId: number | null }) {
  const now = useNow(60_000);
  const live = game.status === 'active';
  const full = isFull(game);
  return (
    <div className="flex flex-col gap-5" data-game-id={game.id}>
      <div className="flex items-center justify-between gap-3">
        <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
          {live ? 'Playing now' : 'Next game'}
        </p>
        <GameStatusBadge status={game.status} />
      </div>
      <GameProduct product={game.product} headingLevel={2} />
      <p className="-mt-2 text-sm text-slate-600">
        <span className="font-semibold text-slate-900">
          {formatCents(soldPriceCents(game.product))}
        </span>
        {' · '}
        {`Entry ${formatDollars(game.product.entryPrice)}`}
      </p>

      {live ? (
        <>
          <RemainingTime
            endTime={game.endTime}
            className="rounded-xl bg-ocean-50 px-3 py-2 text-sm font-semibold text-ocean-900"
          />
          <TopPlayers game={game} userId={userId} />
        </>
      ) : full ? (
        <p
          data-testid="showcase-state"
          className="inline-flex items-center gap-1.5 rounded-xl bg-amber-50 px-3 py-2 text-sm font-semibold text-amber-900"
        >
          <CalendarClock aria-hidden="true" className="size-4 shrink-0" />
          {startTimeText(game.startTime, now)}
        </p>
      ) : (
        <div>
          <p data-testid="showcase-state" className="text-sm text-slate-700">
            {waitingText(game.participants, game.requiredParticipants)}
          </p>
          <ProgressBar
            label="Players joined"
            value={progressPercent(game.participants, game.requiredParticipants)}
            max={100}
            className="mt-2"
          />
        </div>
      )}

      <div className="flex items-center justify-between gap-3 border-t border-slate-100 pt-4">
        <span className="inline-flex items-center gap-1.5 text-sm text-slate-600">
          <Users aria-hidden="true" className="size-4" />
          {`${game.participants}/${game.requiredParticipants} players`}
        </span>
        {live ? (
          <Button asChild size="sm">
            <Link to={`/game-tracking/${game.id}`}>
              <Eye aria-hidden="true" />
              View Live
            </Link>
          </Button>
        ) : (
          <Button asChild size="sm" variant="accent">
            <Link to={`/social-play/${game.productId}`}>
              {full ? 'View Game' : 'Join Game'}
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        )}
      </div>
    </div>
  );
}

function NoGameOpen() {
  return (
    <div data-testid="showcase-empty" className="flex flex-col items-start gap-3">
      <span className="flex size-12 items-center justify-center rounded-2xl bg-coral-50 text-coral-600">
        <Trophy aria-hidden="true" className="size-6" />
      </span>
      <h2 className="text-lg font-bold text-slate-900">No game is open right now</h2>
      <p className="text-sm text-slate-600">
        A game opens for every product that can be played. Browse the shop, or check the games page
        for the next one.
      </p>
      <Button asChild size="sm" variant="outline">
        <Link to="/scoreboard">
          See games
          <ArrowRight aria-hidden="true" />
        </Link>
      </Button>
    </div>
  );
}
