import { Clock, Trophy, Users } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { MAX_TEAM } from '../../../../shared/contracts/games';
import { Card, CardContent } from '../../../components/ui/card';
import { cn } from '../../../lib/class-names';
import { useNow } from '../../../lib/use-now';
import { formatCount, formatCountdown, quarterAt } from '../lib/free-play-rules';

export function FreePlayHeader({
  team,
  clock,
}: {
  /** The player's team size and score, once they are in a game. */
  team?: { size: number; score: number } | undefined;
  /** The quarter and countdown badges, while the game runs. */
  clock?: ReactNode;
}) {
  return (
    <Card className="overflow-hidden">
      <CardContent className="flex flex-col gap-4 bg-linear-to-br from-ocean-900 to-ocean-700 p-5 text-white sm:flex-row sm:items-center sm:justify-between sm:p-6">
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-[0.15em] text-coral-300 uppercase">
            Free play
          </p>
          <h1 className="mt-1 text-2xl font-extrabold tracking-tight sm:text-3xl">
            Influencer Fantasy Game
          </h1>
          <p className="mt-1 text-sm text-ocean-100">
            Pick up to 5 local influencers and play friends for the highest team score.
          </p>
        </div>
        {(team || clock) && (
          <ul aria-label="Game status" className="flex flex-wrap gap-2 sm:justify-end">
            {team && (
              <>
                <Badge testId="team-size-badge" icon={<Users aria-hidden="true" />}>
                  <span className="sr-only">Team size: </span>
                  {`${team.size}/${MAX_TEAM}`}
                </Badge>
                <Badge testId="team-score-badge" icon={<Trophy aria-hidden="true" />}>
                  <span className="sr-only">Team score: </span>
                  {`${formatCount(team.score)} pts`}
                </Badge>
              </>
            )}
            {clock}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function Badge({
  icon,
  children,
  testId,
  tone = 'light',
}: {
  icon?: ReactNode;
  children: ReactNode;
  testId: string;
  tone?: 'light' | 'accent';
}) {
  return (
    <li
      data-testid={testId}
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-3 py-1.5 text-sm font-bold tabular-nums [&_svg]:size-4',
        tone === 'accent'
          ? 'bg-coral-500 text-white'
          : 'bg-white/15 text-white ring-1 ring-white/25',
      )}
    >
      {icon}
      {children}
    </li>
  );
}

/**
 * The quarter and countdown badges, ticking each second (kept apart so only they re-render).
 * `deadline` is the local time the game ends (from the server's seconds left, so a wrong device
 * clock does not matter). Calls `onQuarterStart` when a later quarter begins and `onTimeUp` at 0.
 */
export function GameClockBadges({
  deadline,
  durationSeconds,
  onQuarterStart,
  onTimeUp,
}: {
  deadline: number;
  durationSeconds: number;
  onQuarterStart: (quarter: number) => void;
  onTimeUp: () => void;
}) {
  const now = useNow(1000);
  const secondsLeft = Math.max(0, Math.ceil((deadline - now.getTime()) / 1000));
  const quarter = quarterAt(durationSeconds, secondsLeft);

  // The first quarter seen (on a reload, the current one) is not announced; later ones are, once.
  const announced = useRef(quarter);
  const handlers = useRef({ onQuarterStart, onTimeUp });
  handlers.current = { onQuarterStart, onTimeUp };
  useEffect(() => {
    if (quarter <= announced.current) return;
    announced.current = quarter;
    handlers.current.onQuarterStart(quarter);
  }, [quarter]);
  const over = secondsLeft === 0;
  useEffect(() => {
    if (over) handlers.current.onTimeUp();
  }, [over]);

  return (
    <>
      <Badge testId="quarter-badge">
        <span className="sr-only">Quarter: </span>
        {`Q ${quarter}/4`}
      </Badge>
      <Badge testId="countdown-badge" tone="accent" icon={<Clock aria-hidden="true" />}>
        <span className="sr-only">Time left: </span>
        <time dateTime={`PT${secondsLeft}S`}>{formatCountdown(secondsLeft)}</time>
      </Badge>
    </>
  );
}
