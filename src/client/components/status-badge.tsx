import type { Competition } from '../../shared/contracts/competitions';
import { statusBadge } from '../lib/competition-display';
import { cn } from '../lib/utils';

const tones: Record<Competition['gameStatus'], string> = {
  active: 'bg-red-600 text-white',
  waiting: 'bg-amber-100 text-amber-900 ring-1 ring-amber-300/70',
  completed: 'bg-slate-200 text-slate-700',
  cancelled: 'bg-slate-200 text-slate-700',
};

/** 'LIVE' (with a pulsing dot) or 'WAITING', as shopper.md section 4 names them. */
export function StatusBadge({
  status,
  className,
}: {
  status: Competition['gameStatus'];
  className?: string;
}) {
  return (
    <span
      data-testid="status-badge"
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs leading-none font-bold tracking-wider',
        tones[status],
        className,
      )}
    >
      {status === 'active' && (
        <span aria-hidden="true" className="relative flex size-2">
          <span className="absolute inline-flex size-full animate-ping rounded-full bg-white/80" />
          <span className="relative inline-flex size-2 rounded-full bg-white" />
        </span>
      )}
      {statusBadge(status)}
    </span>
  );
}
