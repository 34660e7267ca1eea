import { Users } from 'lucide-react';
import type { Product } from '../../../../shared/contracts/catalog';
import type { Competition } from '../../../../shared/contracts/competitions';
import { FillDeadlineNote } from '../../../components/fill-deadline-note';
import { CompetitionStatusBadge } from '../../../components/status-badge';
import { Card, CardContent } from '../../../components/ui/card';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { stateText, waitingText } from '../../../lib/competition-display';
import { startTimeText } from '../../../lib/start-time';
import { useNow } from '../../../lib/use-now';

/**
 * The game's state on the play page: its badge, the state line (the '59m 07s' countdown while
 * live, ticking each second) and how many of the seats are taken.
 */
export function PlayStatusCard({
  product,
  competition,
}: {
  product: Product;
  competition: Competition | null;
}) {
  const status = competition?.gameStatus ?? 'waiting';
  const now = useNow(1000, status === 'active');
  const entries = competition?.entriesCount ?? 0;
  const required = competition?.requiredParticipants ?? product.maxContestants;
  const text = competition ? stateText(competition, now, 'play') : waitingText(0, required);
  const clock = status === 'active' && /^(\d+d )?(\d+h )?\d+m \d{2}s$/.test(text);
  const startsAt =
    status === 'waiting' && competition?.startTime
      ? startTimeText(competition.startTime, now)
      : null;

  return (
    <Card>
      <CardContent className="p-5 sm:p-6">
        <div className="flex items-center justify-between gap-3">
          <h2 className="text-sm font-semibold tracking-wide text-slate-500 uppercase">
            Game status
          </h2>
          <CompetitionStatusBadge status={status} />
        </div>
        <div aria-live="polite" className="mt-3">
          {clock ? (
            <>
              <p
                data-testid="play-state"
                className="font-mono text-4xl font-extrabold tracking-tight text-ocean-950 tabular-nums"
              >
                {text}
              </p>
              <p className="mt-1 text-sm text-slate-600">left in this game</p>
            </>
          ) : (
            <p data-testid="play-state" className="text-lg font-bold text-ocean-950">
              {text}
            </p>
          )}
          {startsAt && (
            <p data-testid="play-start-time" className="mt-1 text-sm font-medium text-coral-700">
              {startsAt}
            </p>
          )}
          <FillDeadlineNote
            className="mt-2"
            competition={competition && { ...competition, status: competition.gameStatus }}
          />
        </div>
        <div className="mt-5">
          <div className="flex items-center justify-between text-sm">
            <span className="flex items-center gap-1.5 font-medium text-slate-700">
              <Users aria-hidden="true" className="size-4 text-ocean-700" />
              Players
            </span>
            <span data-testid="play-progress" className="font-semibold text-slate-900 tabular-nums">
              {entries}/{required}
            </span>
          </div>
          <ProgressBar
            label="Players joined"
            value={entries}
            max={required}
            className="mt-2 h-2.5"
            fillClassName="[&::-moz-progress-bar]:bg-linear-to-r [&::-moz-progress-bar]:from-coral-400 [&::-moz-progress-bar]:to-coral-600 [&::-webkit-progress-value]:bg-linear-to-r [&::-webkit-progress-value]:from-coral-400 [&::-webkit-progress-value]:to-coral-600 [&::-webkit-progress-value]:transition-[width] [&::-webkit-progress-value]:duration-500"
          />
        </div>
      </CardContent>
    </Card>
  );
}
