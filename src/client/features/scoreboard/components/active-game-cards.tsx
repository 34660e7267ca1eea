import { ArrowRight, CalendarClock, Eye, Users } from 'lucide-react';
import { Link } from 'react-router';
import type { CompetitionSummary } from '../../../../shared/contracts/competitions';
import { formatEntryPrice, toCents } from '../../../../shared/money';
import { FillDeadlineNote } from '../../../components/fill-deadline-note';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { progressPercent, waitingText } from '../../../lib/competition-display';
import { startTimeText } from '../../../lib/start-time';
import { useNow } from '../../../lib/use-now';
import { GameProduct } from './game-product';
import { GameStatusBadge, RemainingTime } from './game-status';
import { TopPlayers } from './top-players';

function playersText(game: Pick<CompetitionSummary, 'participants'>): string {
  return game.participants === 1 ? '1 player' : `${game.participants} players`;
}

/** A game being played now: countdown, the leading teams and 'View Live'. */
export function LiveGameCard({
  game,
  userId,
}: {
  game: CompetitionSummary;
  userId: number | null;
}) {
  return (
    <Card data-testid="live-game" data-game-id={game.id} className="flex flex-col">
      <CardContent className="flex flex-1 flex-col gap-4 p-5">
        <div className="flex items-start justify-between gap-3">
          <GameProduct product={game.product} />
          <GameStatusBadge status={game.status} />
        </div>
        <RemainingTime
          endTime={game.endTime}
          className="rounded-xl bg-ocean-50 px-3 py-2 text-sm font-semibold text-ocean-900"
        />
        <TopPlayers game={game} userId={userId} />
        <div className="mt-auto flex items-center justify-between gap-3 border-t border-slate-100 pt-4">
          <span className="inline-flex items-center gap-1.5 text-sm text-slate-600">
            <Users aria-hidden="true" className="size-4" />
            {playersText(game)}
          </span>
          <Button asChild size="sm">
            <Link to={`/game-tracking/${game.id}`}>
              <Eye aria-hidden="true" />
              View Live
            </Link>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

/** A full game waiting for its start time (the top of the hour). */
export function NextGameCard({ game }: { game: CompetitionSummary }) {
  const now = useNow(60_000);
  return (
    <Card data-testid="next-game" data-game-id={game.id} className="flex flex-col">
      <CardContent className="flex flex-1 flex-col gap-4 p-5">
        <div className="flex items-start justify-between gap-3">
          <GameProduct product={game.product} />
          <GameStatusBadge status={game.status} />
        </div>
        <div className="rounded-xl bg-amber-50 px-3 py-2.5 ring-1 ring-amber-100">
          <p className="font-semibold text-amber-900">Game starting soon!</p>
          <p className="mt-0.5 inline-flex items-center gap-1.5 text-sm text-amber-800">
            <CalendarClock aria-hidden="true" className="size-4" />
            <span data-testid="game-start-time">{startTimeText(game.startTime, now)}</span>
          </p>
        </div>
        <div className="mt-auto flex items-center justify-between gap-3 border-t border-slate-100 pt-4">
          <span className="inline-flex items-center gap-1.5 text-sm text-slate-600">
            <Users aria-hidden="true" className="size-4" />
            {`${game.participants}/${game.requiredParticipants} players ready`}
          </span>
          <Button asChild size="sm" variant="outline">
            <Link to={`/game-tracking/${game.id}`}>
              View Game
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

/** A waiting game with seats left: how many more are needed, progress and 'Join Game'. */
export function OpenLeagueCard({ game }: { game: CompetitionSummary }) {
  const percent = progressPercent(game.participants, game.requiredParticipants);
  return (
    <Card data-testid="open-league" data-game-id={game.id} className="flex flex-col">
      <CardContent className="flex flex-1 flex-col gap-4 p-5">
        <div className="flex items-start justify-between gap-3">
          <GameProduct product={game.product} />
          <GameStatusBadge status={game.status} />
        </div>
        <div>
          <p className="text-sm text-slate-700" data-testid="game-state">
            {waitingText(game.participants, game.requiredParticipants)}
          </p>
          <ProgressBar label="Players joined" value={percent} max={100} className="mt-2" />
          <FillDeadlineNote className="mt-3" competition={game} />
        </div>
        <div className="mt-auto flex items-center justify-between gap-3 border-t border-slate-100 pt-4">
          <span className="text-sm text-slate-600">
            <span className="font-bold text-slate-900">
              {formatEntryPrice(toCents(game.product.entryPrice))}
            </span>{' '}
            entry
          </span>
          <Button asChild size="sm" variant="accent">
            <Link to={`/social-play/${game.productId}`}>Join Game</Link>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
