import { CalendarClock } from 'lucide-react';
import type { CompetitionStatus } from '../../shared/competition-rules';
import { fillDeadlineText } from '../../shared/competition-texts';
import { cn } from '../lib/class-names';

/**
 * Where a shopper decides to enter a game that has not filled: when it starts, and when every
 * entry comes back if it does not. Nothing once the game has filled or moved on.
 */
export function FillDeadlineNote({
  competition,
  className,
}: {
  competition: {
    status: CompetitionStatus;
    startTime: string | null;
    requiredParticipants: number;
    fillDeadline: string;
  } | null;
  className?: string;
}) {
  if (competition?.status !== 'waiting' || competition.startTime) return null;
  return (
    <p data-testid="fill-deadline" className={cn('flex gap-1.5 text-sm text-slate-700', className)}>
      <CalendarClock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-ocean-700" />
      <span>{fillDeadlineText(competition.requiredParticipants, competition.fillDeadline)}</span>
    </p>
  );
}
