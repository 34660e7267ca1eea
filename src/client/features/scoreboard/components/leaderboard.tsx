import { Heart, MessageCircle, Repeat2 } from 'lucide-react';
import type { CompetitionSummary } from '../../../../shared/contracts/competitions';
import { ScoreBar } from '../../../components/ui/score-bar';
import { cn } from '../../../lib/class-names';
import { type LeaderboardRow, leaderboardRows } from '../lib/leaderboard';

const rankStyles = (rank: number) =>
  rank === 1
    ? 'bg-coral-500 text-white'
    : rank <= 3
      ? 'bg-ocean-100 text-ocean-900'
      : 'bg-slate-100 text-slate-700';

/** Every team of the game, ranked: score, bar relative to the leader, likes split, influencers. */
export function Leaderboard({
  game,
  userId,
  total,
}: {
  game: Pick<CompetitionSummary, 'scores'>;
  userId: number | null;
  /** Every entry of the game; the rows may be its top 10 plus the player's own. */
  total?: number;
}) {
  const rows = leaderboardRows(game, userId, total);
  if (rows.length === 0) {
    return <p className="px-5 py-10 text-center text-slate-600">No players have joined yet.</p>;
  }
  return (
    <ol aria-label="Leaderboard" className="divide-y divide-slate-100">
      {rows.map((row, index) => (
        <LeaderboardItem
          key={row.playId}
          row={row}
          gap={index > 0 && row.rank > (rows[index - 1]?.rank ?? 0) + 1}
        />
      ))}
    </ol>
  );
}

function LeaderboardItem({ row, gap }: { row: LeaderboardRow; gap: boolean }) {
  return (
    <li
      data-gap={gap ? 'true' : undefined}
      data-testid="leaderboard-row"
      data-me={row.isMe ? 'true' : undefined}
      className={cn(
        'flex gap-3 px-4 py-4 sm:gap-4 sm:px-6',
        row.isMe && 'bg-ocean-50/70',
        // Ranks skipped between the top rows and the player's own: a dashed break.
        gap && 'border-t-2 border-dashed border-slate-300',
      )}
    >
      <span
        className={cn(
          'flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-bold tabular-nums',
          rankStyles(row.rank),
        )}
      >
        <span className="sr-only">Rank </span>
        {row.rank}
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <p className="flex items-center gap-1.5 font-semibold text-slate-900">
              <span className="truncate" data-testid="leaderboard-name">
                {row.username}
              </span>
              {row.isMe && (
                <span className="shrink-0 rounded-full bg-ocean-800 px-2 py-0.5 text-[11px] font-bold text-white">
                  You
                </span>
              )}
            </p>
            {row.position && (
              <p
                className="text-xs font-semibold text-ocean-700"
                data-testid="leaderboard-position"
              >
                {row.position}
              </p>
            )}
          </div>
          <p
            className="shrink-0 text-lg font-extrabold text-ocean-950 tabular-nums"
            data-testid="leaderboard-score"
          >
            {row.scoreText}
            <span className="ml-1 text-xs font-semibold text-slate-500">pts</span>
          </p>
        </div>
        <ScoreBar
          testId="leaderboard-bar"
          percent={row.barPercent}
          height={8}
          className="mt-2"
          fillClassName={row.rank === 1 ? 'fill-coral-500' : 'fill-ocean-400'}
        />
        <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600 tabular-nums">
          <Stat icon={Heart} label="likes" value={row.likes} />
          <Stat icon={MessageCircle} label="comments" value={row.comments} />
          <Stat icon={Repeat2} label="shares" value={row.shares} />
        </p>
        {row.influencers.length > 0 && (
          <ul
            aria-label={`${row.username}'s influencers`}
            className="mt-2.5 flex flex-wrap gap-1.5"
          >
            {row.influencers.map((influencer) => (
              <li
                key={influencer.id}
                className="rounded-full bg-white px-2.5 py-1 text-xs font-medium text-slate-700 ring-1 ring-slate-200"
              >
                {influencer.name}
              </li>
            ))}
          </ul>
        )}
      </div>
    </li>
  );
}

function Stat({ icon: Icon, label, value }: { icon: typeof Heart; label: string; value: string }) {
  return (
    <span className="inline-flex items-center gap-1">
      <Icon aria-hidden="true" className="size-3.5 text-slate-400" />
      {`${value} ${label}`}
    </span>
  );
}
