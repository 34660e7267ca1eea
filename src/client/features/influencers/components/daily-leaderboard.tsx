import { ChevronDown, RotateCw, Trophy } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { InfluencerAvatar } from '../../../components/influencer-avatar';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/class-names';
import { abbreviate } from '../../../lib/competition-display';
import type { LeaderboardEntry } from '../lib/directory';

const PHONE_ROWS = 5;

const medal: Record<number, string> = {
  1: 'bg-amber-400 text-amber-950',
  2: 'bg-slate-300 text-slate-900',
  3: 'bg-orange-300 text-orange-950',
};

/** Today's top 10: most picked by paid entries, then best score. */
export function DailyLeaderboard({
  entries,
  isPending,
  error,
  onRetry,
}: {
  entries: LeaderboardEntry[];
  isPending: boolean;
  error: unknown;
  onRetry: () => void;
}) {
  // Phones see the top 5 until asked for all 10, so the directory itself is not pushed far down.
  const [expanded, setExpanded] = useState(false);
  return (
    <section
      aria-labelledby="daily-leaderboard"
      className="overflow-hidden rounded-3xl border border-slate-200/80 bg-white shadow-sm"
    >
      <div className="flex items-center gap-3 bg-linear-to-r from-ocean-900 to-ocean-700 px-5 py-4 text-white">
        <span className="flex size-9 items-center justify-center rounded-full bg-white/15">
          <Trophy aria-hidden="true" className="size-5 text-amber-300" />
        </span>
        <div>
          <h2 id="daily-leaderboard" className="text-lg font-bold tracking-tight">
            Daily Leaderboard
          </h2>
          <p className="text-xs text-ocean-100">Most picked today, then highest score</p>
        </div>
      </div>

      {isPending ? (
        <ul className="divide-y divide-slate-100" aria-label="Loading the leaderboard">
          {Array.from({ length: 5 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to key on.
            <li key={index} className="flex items-center gap-3 px-4 py-2.5">
              <Skeleton className="size-7 rounded-full" />
              <Skeleton className="size-9 rounded-full" />
              <Skeleton className="h-4 flex-1" />
            </li>
          ))}
        </ul>
      ) : error ? (
        <div role="alert" className="flex flex-col items-center gap-3 px-4 py-8 text-center">
          <p className="text-sm font-medium text-slate-700">Failed to fetch influencers</p>
          <Button size="sm" variant="outline" onClick={onRetry}>
            <RotateCw aria-hidden="true" />
            Try again
          </Button>
        </div>
      ) : entries.length === 0 ? (
        <p className="px-4 py-8 text-center text-sm text-slate-600">No influencers found</p>
      ) : (
        <ol aria-label="Daily leaderboard" className="divide-y divide-slate-100">
          {entries.map((entry) => (
            <li
              key={entry.influencer.id}
              data-testid="leaderboard-row"
              className={cn(entry.rank > PHONE_ROWS && !expanded && 'max-lg:hidden')}
            >
              <Link
                to={`/influencer/${encodeURIComponent(entry.influencer.id)}`}
                className="flex items-center gap-3 px-4 py-2.5 transition-colors hover:bg-sand-50 focus-visible:bg-sand-50"
              >
                <span
                  className={cn(
                    'flex size-7 shrink-0 items-center justify-center rounded-full text-xs font-bold tabular-nums',
                    medal[entry.rank] ?? 'bg-slate-100 text-slate-600',
                  )}
                >
                  {entry.rank}
                </span>
                <InfluencerAvatar
                  src={entry.influencer.avatar}
                  name={entry.influencer.name}
                  className="size-9 ring-0"
                />
                <span className="min-w-0 flex-1">
                  <span
                    className="block truncate text-sm font-semibold text-slate-900"
                    data-testid="leaderboard-name"
                  >
                    {entry.influencer.name}
                  </span>
                  <span className="block truncate text-xs text-slate-500">
                    {entry.influencer.handle}
                  </span>
                </span>
                <span className="shrink-0 text-right">
                  <span className="block text-sm font-bold text-ocean-900 tabular-nums">
                    {entry.timesSelected} {entry.timesSelected === 1 ? 'pick' : 'picks'}
                  </span>
                  <span className="block text-xs text-slate-500 tabular-nums">
                    {abbreviate(Math.round(entry.score))} pts
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ol>
      )}
      {!isPending && !error && entries.length > PHONE_ROWS && !expanded && (
        <button
          type="button"
          onClick={() => setExpanded(true)}
          className="flex w-full cursor-pointer items-center justify-center gap-1 border-t border-slate-100 py-3 text-sm font-semibold text-ocean-700 hover:bg-sand-50 lg:hidden"
        >
          Show all {entries.length}
          <ChevronDown aria-hidden="true" className="size-4" />
        </button>
      )}
    </section>
  );
}
