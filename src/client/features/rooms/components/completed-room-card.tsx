import { Trophy } from 'lucide-react';
import { Link } from 'react-router';
import type { GameRoom } from '../../../../shared/contracts/games';
import { Card, CardContent } from '../../../components/ui/card';
import { cn } from '../../../lib/class-names';
import { abbreviate } from '../../../lib/competition-display';
import { createdAtText, rankByScore } from '../lib/rooms';
import { RoomStatusBadge } from './room-status-badge';

/** A finished room: FINISHED, the results by score and the first place marked WINNER. */
export function CompletedRoomCard({ room, now }: { room: GameRoom; now: Date }) {
  const results = rankByScore(room.players);

  return (
    <Card data-testid="completed-room-card" data-room-id={room.id} className="flex flex-col">
      <CardContent className="flex flex-1 flex-col gap-4 p-5">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <h2 className="truncate text-lg font-bold text-ocean-950">
              <Link to={`/game/${room.id}`} className="hover:underline">
                {room.name}
              </Link>
            </h2>
            <p className="truncate text-sm text-slate-600">
              Host: <span className="font-semibold text-slate-800">{room.host}</span>
            </p>
            <p className="truncate text-xs text-slate-500">
              <span className="font-mono tracking-wider">{room.id}</span>
              <span aria-hidden="true"> · </span>
              {createdAtText(room.createdAt, now)}
            </p>
          </div>
          <RoomStatusBadge status={room.status} />
        </div>
        {room.prize && (
          <p className="rounded-xl bg-sand-100 px-3 py-2 text-sm text-slate-700">
            Prize: <span className="font-semibold text-slate-900">{room.prize}</span>
          </p>
        )}
        <ol aria-label={`Results of ${room.name}`} className="flex flex-col gap-1.5">
          {results.map((player, index) => (
            <li
              key={player.id}
              data-testid="result-row"
              data-winner={index === 0 ? 'true' : undefined}
              className={cn(
                'flex items-center gap-3 rounded-xl px-3 py-2 text-sm',
                index === 0
                  ? 'bg-linear-to-r from-coral-500 to-coral-600 font-semibold text-white shadow-sm'
                  : 'bg-slate-50 text-slate-800',
              )}
            >
              <span
                className={cn(
                  'flex size-6 shrink-0 items-center justify-center rounded-full text-xs font-bold tabular-nums',
                  index === 0 ? 'bg-white/20' : 'bg-white ring-1 ring-slate-200',
                )}
              >
                {index === 0 ? <Trophy aria-label="First place" className="size-3.5" /> : index + 1}
              </span>
              <span className="min-w-0 flex-1">
                {index === 0 && (
                  <span className="block text-[10px] font-extrabold tracking-[0.2em] text-coral-100">
                    WINNER
                  </span>
                )}
                <span className="block truncate">
                  {player.name}
                  {player.isYou && <span className="ml-1 text-xs opacity-80">(you)</span>}
                </span>
              </span>
              <span className="shrink-0 font-bold tabular-nums">
                {abbreviate(player.score)} pts
              </span>
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}
