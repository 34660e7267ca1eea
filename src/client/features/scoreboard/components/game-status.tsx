import { Timer } from 'lucide-react';
import type { Game } from '../../../../shared/contracts/competitions';
import { remainingText, stateText, statusBadge } from '../../../lib/competition-display';
import { useNow } from '../../../lib/use-now';
import { cn } from '../../../lib/utils';

const badgeStyles: Record<Game['status'], string> = {
  active: 'bg-coral-50 text-coral-700 ring-coral-200',
  waiting: 'bg-amber-50 text-amber-800 ring-amber-200',
  completed: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  cancelled: 'bg-slate-100 text-slate-600 ring-slate-200',
};

/** 'LIVE' (with a pulsing dot), 'WAITING', 'COMPLETED' or 'CANCELLED'. */
export function GameStatusBadge({
  status,
  className,
}: {
  status: Game['status'];
  className?: string;
}) {
  return (
    <span
      data-testid="game-status"
      className={cn(
        'inline-flex shrink-0 items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-bold tracking-wide ring-1',
        badgeStyles[status],
        className,
      )}
    >
      {status === 'active' && (
        <span aria-hidden="true" className="relative flex size-1.5">
          <span className="absolute inline-flex size-full animate-ping rounded-full bg-coral-400 opacity-75 motion-reduce:animate-none" />
          <span className="relative inline-flex size-1.5 rounded-full bg-coral-500" />
        </span>
      )}
      {statusBadge(status)}
    </span>
  );
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
export function GameStateText({ game, className }: { game: Game; className?: string }) {
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
          new Date(),
        );
  return (
    <span data-testid="game-state" className={className}>
      {text}
    </span>
  );
}
