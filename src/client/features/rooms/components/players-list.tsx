import { Check, Clock, Star } from 'lucide-react';
import type { GameRoom } from '../../../../shared/contracts/games';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/class-names';
import { abbreviate } from '../../../lib/competition-display';
import { playersCountText } from '../lib/rooms';

/** Everyone in the room: Ready or Not Ready, the host marked, points once playing. */
export function PlayersList({ room }: { room: GameRoom }) {
  const scored = room.status !== 'waiting';
  return (
    <Card role="region" aria-labelledby="players-title">
      <div className="flex items-center justify-between gap-3 border-b border-slate-100 px-4 py-4 sm:px-5">
        <h2 id="players-title" className="text-lg font-bold text-ocean-950">
          Players
        </h2>
        <span className="text-sm font-semibold text-slate-600 tabular-nums">
          {playersCountText(room)}
        </span>
      </div>
      <ul aria-label="Players" className="divide-y divide-slate-100">
        {room.players.map((player) => (
          <li
            key={player.id}
            data-testid="room-player"
            data-player-name={player.name}
            className={cn(
              'flex items-center gap-3 px-4 py-3 sm:px-5',
              player.isYou && 'bg-ocean-50/60',
            )}
          >
            <span
              aria-hidden="true"
              className="flex size-9 shrink-0 items-center justify-center rounded-full bg-ocean-800 text-sm font-bold text-white uppercase"
            >
              {player.name.slice(0, 1)}
            </span>
            <div className="min-w-0 flex-1">
              <p className="truncate font-semibold text-slate-900">{player.name}</p>
              {(player.isYou || player.isHost) && (
                <p className="mt-0.5 flex items-center gap-2 text-xs font-semibold">
                  {player.isHost && (
                    <span className="inline-flex items-center gap-1 text-amber-700">
                      <Star aria-hidden="true" className="size-3 fill-current" />
                      Host
                    </span>
                  )}
                  {player.isYou && (
                    <span className="rounded-full bg-ocean-800 px-2 py-0.5 text-[11px] font-bold text-white">
                      You
                    </span>
                  )}
                </p>
              )}
            </div>
            {scored ? (
              <span
                className="shrink-0 font-bold text-ocean-950 tabular-nums"
                data-testid="room-player-score"
              >
                {abbreviate(player.score)}
                <span className="ml-1 text-xs font-semibold text-slate-500">pts</span>
              </span>
            ) : player.ready ? (
              <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-emerald-50 px-2.5 py-1 text-xs font-bold text-emerald-700 ring-1 ring-emerald-200">
                <Check aria-hidden="true" className="size-3.5" />
                Ready
              </span>
            ) : (
              <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-slate-100 px-2.5 py-1 text-xs font-bold text-slate-600 ring-1 ring-slate-200">
                <Clock aria-hidden="true" className="size-3.5" />
                Not Ready
              </span>
            )}
          </li>
        ))}
      </ul>
    </Card>
  );
}
