import type { CompetitionSummary } from '../../../../shared/contracts/competitions';
import { ScoreBar } from '../../../components/ui/score-bar';
import { cn } from '../../../lib/class-names';
import { leaderboardRows } from '../lib/leaderboard';

/** The first few teams of a game with their scores and bars relative to the leader. */
export function TopPlayers({
  game,
  userId,
  count = 3,
}: {
  game: Pick<CompetitionSummary, 'scores'>;
  userId: number | null;
  count?: number;
}) {
  const rows = leaderboardRows(game, userId).slice(0, count);
  if (rows.length === 0) return <p className="text-sm text-slate-500">No players yet.</p>;
  return (
    <ol aria-label="Top players" className="space-y-2.5">
      {rows.map((row) => (
        <li key={row.playId} className="text-sm" data-testid="top-player">
          <div className="flex items-center gap-2">
            <span
              className={cn(
                'flex size-6 shrink-0 items-center justify-center rounded-full text-xs font-bold tabular-nums',
                row.rank === 1 ? 'bg-coral-500 text-white' : 'bg-slate-100 text-slate-700',
              )}
            >
              {row.rank}
            </span>
            <span className="min-w-0 flex-1 truncate font-semibold text-slate-900">
              {row.username}
              {row.isMe && (
                <span className="ml-1.5 rounded-full bg-ocean-100 px-1.5 py-0.5 text-[11px] font-bold text-ocean-800">
                  You
                </span>
              )}
            </span>
            <span className="shrink-0 font-bold text-ocean-950 tabular-nums">
              {row.scoreText} pts
            </span>
          </div>
          <ScoreBar
            percent={row.barPercent}
            height={6}
            className="mt-1.5 ml-8 w-[calc(100%-2rem)]"
            fillClassName={row.rank === 1 ? 'fill-coral-500' : 'fill-ocean-400'}
          />
        </li>
      ))}
    </ol>
  );
}
