import { Crown } from 'lucide-react';
import type { FreePlayGame, GamePlayer } from '../../../../shared/contracts/games';
import { cn } from '../../../lib/class-names';
import { formatCount } from '../lib/free-play-rules';

/** Join order while players gather; best first once the game runs (ties keep the server's rank). */
export function orderPlayers(players: readonly GamePlayer[], status: FreePlayGame['status']) {
  if (status === 'waiting') return [...players];
  return [...players].sort((a, b) => (a.rank ?? Infinity) - (b.rank ?? Infinity));
}

/** Every real player of the game with their points (and, before the start, whether they picked). */
export function PlayersList({
  players,
  status,
  label = 'Players',
}: {
  players: readonly GamePlayer[];
  status: FreePlayGame['status'];
  label?: string;
}) {
  const ranked = status !== 'waiting';
  return (
    <ol aria-label={label} className="divide-y divide-slate-100">
      {orderPlayers(players, status).map((player, index) => (
        <li
          key={player.id}
          data-testid="free-play-player"
          data-player-name={player.name}
          className={cn(
            'flex items-center gap-3 px-4 py-3 sm:px-5',
            player.isYou && 'bg-ocean-50/70',
          )}
        >
          <span
            className={cn(
              'flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-bold tabular-nums',
              ranked && player.rank === 1
                ? 'bg-coral-500 text-white'
                : 'bg-slate-100 text-slate-700',
            )}
          >
            {ranked && player.rank === 1 ? (
              <Crown aria-label="First place" className="size-4" />
            ) : (
              <>
                {ranked && <span className="sr-only">Rank </span>}
                {ranked ? (player.rank ?? '–') : index + 1}
              </>
            )}
          </span>
          <div className="min-w-0 flex-1">
            <p className="flex items-center gap-1.5 font-semibold text-slate-900">
              <span className="min-w-0 wrap-anywhere" data-testid="free-play-player-name">
                {player.name}
              </span>
              {player.isYou && (
                <span className="shrink-0 rounded-full bg-ocean-800 px-2 py-0.5 text-[11px] font-bold text-white">
                  You
                </span>
              )}
              {player.isHost && (
                <span className="shrink-0 rounded-full bg-sand-200 px-2 py-0.5 text-[11px] font-bold text-slate-800">
                  Host
                </span>
              )}
            </p>
            <p className="text-xs text-slate-500">
              {status === 'waiting'
                ? player.influencerIds.length > 0
                  ? `Team picked (${player.influencerIds.length}/5)`
                  : 'Choosing a team'
                : `${player.influencerIds.length} influencer${player.influencerIds.length === 1 ? '' : 's'}`}
            </p>
          </div>
          <p
            className="shrink-0 text-lg font-extrabold text-ocean-950 tabular-nums"
            data-testid="free-play-player-points"
          >
            {formatCount(player.score)}
            <span className="ml-1 text-xs font-semibold text-slate-500">pts</span>
          </p>
        </li>
      ))}
    </ol>
  );
}
