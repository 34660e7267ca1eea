import type { GameStatus } from '../../../../shared/contracts/games';
import { cn } from '../../../lib/utils';
import { statusBadgeText } from '../lib/rooms';

const styles: Record<GameStatus, string> = {
  playing: 'bg-coral-50 text-coral-700 ring-coral-200',
  waiting: 'bg-amber-50 text-amber-800 ring-amber-200',
  finished: 'bg-slate-100 text-slate-700 ring-slate-200',
};

/** LIVE (with a pulsing dot) while playing, else WAITING or FINISHED. */
export function RoomStatusBadge({ status, className }: { status: GameStatus; className?: string }) {
  return (
    <span
      data-testid="room-status"
      className={cn(
        'inline-flex shrink-0 items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-bold tracking-wide ring-1',
        styles[status],
        className,
      )}
    >
      {status === 'playing' && (
        <span aria-hidden="true" className="relative flex size-1.5">
          <span className="absolute inline-flex size-full animate-ping rounded-full bg-coral-400 opacity-75 motion-reduce:animate-none" />
          <span className="relative inline-flex size-1.5 rounded-full bg-coral-500" />
        </span>
      )}
      {statusBadgeText(status)}
    </span>
  );
}
