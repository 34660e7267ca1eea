import { ArrowLeft, Copy, Gift, Timer, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import type { GameRoom } from '../../../../shared/contracts/games';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { toast } from '../../../lib/toast';
import { RoomCountdown } from './room-countdown';
import { RoomStatusBadge } from './room-status-badge';

const idleText: Record<GameRoom['status'], string> = {
  waiting: 'Not started',
  playing: '',
  finished: 'Game over',
};

/** The room's name, Game ID (to share), host, status badge and time remaining. */
export function RoomHeader({ room, fetchedAt }: { room: GameRoom; fetchedAt: number }) {
  const copyId = async () => {
    try {
      await navigator.clipboard.writeText(room.id);
      toast.success('Copied!', { description: `Game ID ${room.id}` });
    } catch {
      toast.error('Copy failed', { description: `Share the Game ID ${room.id} by hand.` });
    }
  };

  return (
    <Card>
      <CardContent className="p-5 sm:p-7">
        <div className="flex items-center justify-between gap-3">
          <Link
            to="/multiplayer"
            className="inline-flex min-h-6 items-center gap-1.5 text-sm font-semibold text-ocean-700 hover:underline"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            Lobby
          </Link>
          <RoomStatusBadge status={room.status} />
        </div>
        <h1 className="mt-3 text-2xl font-extrabold tracking-tight break-words text-ocean-950 sm:text-3xl">
          {room.name}
        </h1>
        <dl className="mt-4 grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
          <div className="rounded-xl bg-sand-100 px-3 py-2">
            <dt className="text-xs font-medium text-slate-600">Game ID</dt>
            <dd className="mt-0.5 flex items-center gap-1">
              <span
                className="font-mono font-bold tracking-wider text-slate-900"
                data-testid="room-game-id"
              >
                {room.id}
              </span>
              <Button
                variant="ghost"
                size="icon"
                className="-my-2 size-11 rounded-full"
                aria-label="Copy Game ID"
                onClick={copyId}
              >
                <Copy aria-hidden="true" />
              </Button>
            </dd>
          </div>
          <div className="min-w-0 rounded-xl bg-sand-100 px-3 py-2">
            <dt className="flex items-center gap-1 text-xs font-medium text-slate-600">
              <UserRound aria-hidden="true" className="size-3.5" />
              Host
            </dt>
            <dd className="mt-0.5 truncate font-semibold text-slate-900" data-testid="room-host">
              {room.host}
            </dd>
          </div>
          <div className="col-span-2 rounded-xl bg-ocean-950 px-3 py-2 text-white sm:col-span-1">
            <dt className="flex items-center gap-1 text-xs font-medium text-ocean-100">
              <Timer aria-hidden="true" className="size-3.5" />
              Time remaining
            </dt>
            <dd className="mt-0.5 font-bold tabular-nums">
              <RoomCountdown
                timeRemaining={room.timeRemaining}
                fetchedAt={fetchedAt}
                idle={idleText[room.status]}
                className={room.status === 'playing' ? 'text-lg' : 'text-sm'}
              />
            </dd>
          </div>
          {room.prize && (
            <div className="col-span-2 min-w-0 rounded-xl bg-coral-50 px-3 py-2 sm:col-span-1">
              <dt className="flex items-center gap-1 text-xs font-medium text-coral-700">
                <Gift aria-hidden="true" className="size-3.5" />
                Prize
              </dt>
              <dd className="mt-0.5 truncate font-semibold text-slate-900">{room.prize}</dd>
            </div>
          )}
        </dl>
        <p className="mt-3 text-sm text-slate-600" data-testid="room-visibility">
          {room.visibility === 'private'
            ? 'Private room: not listed in the lobby. Friends join with its Game ID.'
            : 'Public room: listed in the lobby for every signed-in player.'}
        </p>
      </CardContent>
    </Card>
  );
}
