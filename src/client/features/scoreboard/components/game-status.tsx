import { Timer } from 'lucide-react';
import type { CompetitionSummary } from '../../../../shared/contracts/competitions';
import { CompetitionStatusBadge } from '../../../components/status-badge';
import { cn } from '../../../lib/class-names';
import { remainingText, stateText } from '../../../lib/competition-display';
import { useNow, useNowAtRender } from '../../../lib/use-now';

/** 'LIVE' (with a pulsing dot), 'WAITING', 'COMPLETED' or 'CANCELLED'. */
export function GameStatusBadge({
  status,
  className,
}: {
  status: CompetitionSummary['status'];
  className?: string;
}) {
  return <CompetitionStatusBadge status={status} testId="game-status" className={className} />;
}

/** The one countdown ('1h 01m 21s left'), ticking every second; 'Competition ended' once the time is up. */
export function RemainingTime({
  endTime,
  className,
}: {
  endTime: string | null;
  className?: string;
}) {
  const now = useNow();
  return (
    <span
      data-testid="game-countdown"
      className={cn('inline-flex items-center gap-1.5 tabular-nums', className)}
    >
      <Timer aria-hidden="true" className="size-4 shrink-0" />
      {remainingText(endTime, now)}
    </span>
  );
}

/**
 * The game's state line (shopper.md section 4): the waiting line or 'Game starting soon!', the
 * ticking countdown while live, 'Competition completed!' at the end.
 */
export function GameStateText({
  game,
  className,
}: {
  game: CompetitionSummary;
  className?: string;
}) {
  // Only a live game's line depends on the time, and RemainingTime ticks it: no timer here.
  const now = useNowAtRender();
  if (game.status === 'active')
    return <RemainingTime endTime={game.endTime} className={className} />;
  const text =
    game.status === 'cancelled'
      ? 'Competition cancelled: every entry was refunded.'
      : stateText(
          {
            gameStatus: game.status,
            entriesCount: game.participants,
            requiredParticipants: game.requiredParticipants,
            endTime: game.endTime,
          },
          now,
        );
  return (
    <span data-testid="game-state" className={className}>
      {text}
    </span>
  );
}
