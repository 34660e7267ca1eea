import { Crown } from 'lucide-react';
import type { GameRoomDetail } from '../../../../shared/contracts/games';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/class-names';
import { abbreviate } from '../../../lib/competition-display';
import { rankByScore } from '../lib/rooms';

/**
 * The players ranked by score, a crown on first place, each team's influencers with their points
 * so far. While playing it is the 'Live Leaderboard'; once finished, the final standings with the
 * WINNER.
 */
export function RoomLeaderboard({ room }: { room: GameRoomDetail }) {
  const finished = room.status === 'finished';
  const rows = rankByScore(room.players);
  const leader = rows[0]?.score ?? 0;
  const influencers = new Map(room.influencers.map((influencer) => [influencer.id, influencer]));

  return (
    <Card role="region" aria-labelledby="leaderboard-title">
      <div className="flex items-center justify-between gap-3 border-b border-slate-100 px-4 py-4 sm:px-6">
        <h2 id="leaderboard-title" className="text-lg font-bold text-ocean-950">
          {finished ? 'Final Results' : 'Live Leaderboard'}
        </h2>
        {!finished && (
          <span className="hidden text-xs font-medium text-slate-500 sm:inline">
            Scores update as they come in
          </span>
        )}
      </div>
      <ol
        aria-label={finished ? 'Final results' : 'Live leaderboard'}
        className="divide-y divide-slate-100"
      >
        {rows.map((player, index) => {
          const first = index === 0;
          return (
            <li
              key={player.id}
              data-testid="leaderboard-row"
              data-player-name={player.name}
              className={cn(
                'flex gap-3 px-4 py-4 sm:gap-4 sm:px-6',
                first && finished && 'bg-coral-50/70',
                player.isYou && !(first && finished) && 'bg-ocean-50/60',
              )}
            >
              <span
                className={cn(
                  'flex size-9 shrink-0 items-center justify-center rounded-full text-sm font-bold tabular-nums',
                  first ? 'bg-amber-400 text-amber-950' : 'bg-slate-100 text-slate-700',
                )}
              >
                {first ? (
                  <Crown aria-label="First place" data-testid="leader-crown" className="size-5" />
                ) : (
                  <>
                    <span className="sr-only">Rank </span>
                    {index + 1}
                  </>
                )}
              </span>
              <div className="min-w-0 flex-1">
                <div className="flex items-start justify-between gap-3">
                  <p className="flex min-w-0 flex-wrap items-center gap-1.5 font-semibold text-slate-900">
                    <span className="truncate">{player.name}</span>
                    {player.isYou && (
                      <span className="rounded-full bg-ocean-800 px-2 py-0.5 text-[11px] font-bold text-white">
                        You
                      </span>
                    )}
                    {first && finished && (
                      <span className="rounded-full bg-coral-500 px-2 py-0.5 text-[11px] font-extrabold tracking-wide text-white">
                        WINNER
                      </span>
                    )}
                  </p>
                  <p
                    className="shrink-0 text-lg font-extrabold text-ocean-950 tabular-nums"
                    data-testid="leaderboard-score"
                  >
                    {abbreviate(player.score)}
                    <span className="ml-1 text-xs font-semibold text-slate-500">pts</span>
                  </p>
                </div>
                <div aria-hidden="true" className="mt-2 h-2 rounded-full bg-slate-100">
                  <div
                    className={cn('h-full rounded-full', first ? 'bg-coral-500' : 'bg-ocean-400')}
                    style={{
                      width: `${leader > 0 ? Math.max(4, (player.score / leader) * 100) : 4}%`,
                    }}
                  />
                </div>
                {player.influencerIds.length > 0 && (
                  <ul
                    aria-label={`${player.name}'s team`}
                    className="mt-2.5 flex flex-wrap gap-1.5"
                  >
                    {player.influencerIds.map((id) => {
                      const influencer = influencers.get(id);
                      return (
                        <li
                          key={id}
                          className="rounded-full bg-white px-2.5 py-1 text-xs font-medium text-slate-700 ring-1 ring-slate-200"
                        >
                          {influencer?.name ?? id}
                          <span className="ml-1 font-bold text-ocean-800 tabular-nums">
                            {abbreviate(influencer?.score ?? 0)}
                          </span>
                        </li>
                      );
                    })}
                  </ul>
                )}
              </div>
            </li>
          );
        })}
      </ol>
    </Card>
  );
}
