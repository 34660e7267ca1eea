import { CalendarClock, Check, Eye, Gift, Hash, LoaderCircle, Timer, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { GameRoom } from '../../../../shared/contracts/games';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { cn } from '../../../lib/class-names';
import { abbreviate } from '../../../lib/competition-display';
import { createdAtText, lobbyAction, playersCountText } from '../lib/rooms';
import { RoomCountdown } from './room-countdown';
import { RoomStatusBadge } from './room-status-badge';

interface ActiveRoomCardProps {
  room: GameRoom;
  now: Date;
  /** When the list was read, for the countdown. */
  fetchedAt: number;
  /** This card's join is on its way (or done, and the room is about to open). */
  joining: boolean;
  /** Another card's join is on its way. */
  busy: boolean;
  onJoin: () => void;
}

/** A waiting or live room of the lobby with every field of the spec and its one button. */
export function ActiveRoomCard({
  room,
  now,
  fetchedAt,
  joining,
  busy,
  onJoin,
}: ActiveRoomCardProps) {
  const action = lobbyAction(room);
  const playing = room.status === 'playing';

  return (
    <Card data-testid="room-card" data-room-id={room.id} className="flex flex-col">
      <CardContent className="flex flex-1 flex-col gap-4 p-5">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <h2 className="truncate text-lg font-bold text-ocean-950" data-testid="room-name">
              {room.name}
            </h2>
            <p className="truncate text-sm text-slate-600">
              Host: <span className="font-semibold text-slate-800">{room.host}</span>
            </p>
          </div>
          <RoomStatusBadge status={room.status} />
        </div>

        <dl className="grid grid-cols-2 gap-2 text-sm">
          <Fact icon={Hash} label="Game ID">
            <span className="font-mono tracking-wider" data-testid="room-id">
              {room.id}
            </span>
          </Fact>
          <Fact icon={CalendarClock} label="Created">
            {createdAtText(room.createdAt, now)}
          </Fact>
          <Fact icon={Timer} label="Time left">
            <RoomCountdown
              timeRemaining={room.timeRemaining}
              fetchedAt={fetchedAt}
              idle="Not started"
            />
          </Fact>
          <Fact icon={Users} label="Players">
            <span data-testid="room-players-count">{playersCountText(room)}</span>
          </Fact>
          {room.prize && (
            <Fact icon={Gift} label="Prize" className="col-span-2">
              {room.prize}
            </Fact>
          )}
        </dl>

        <ul aria-label={`Players in ${room.name}`} className="flex flex-wrap gap-1.5">
          {room.players.map((player) => (
            <li
              key={player.id}
              data-testid="player-chip"
              className={cn(
                'inline-flex items-center gap-1.5 rounded-full bg-white py-1 pr-1 pl-2.5 text-xs font-medium text-slate-800 ring-1 ring-slate-200',
                player.isYou && 'ring-ocean-300 bg-ocean-50',
              )}
            >
              <span className="max-w-32 truncate">{player.name}</span>
              {playing && (
                <span className="font-bold text-ocean-800 tabular-nums">
                  {abbreviate(player.score)} pts
                </span>
              )}
              {player.ready ? (
                <span className="inline-flex items-center gap-0.5 rounded-full bg-emerald-50 px-1.5 py-0.5 text-[11px] font-bold text-emerald-700">
                  <Check aria-hidden="true" className="size-3" />
                  Ready
                </span>
              ) : (
                <span className="pr-1.5" />
              )}
            </li>
          ))}
        </ul>

        <div className="mt-auto border-t border-slate-100 pt-4">
          {joining || action === 'join' || action === 'full' ? (
            <Button
              variant="accent"
              className="w-full"
              disabled={action === 'full' || joining || busy}
              onClick={onJoin}
            >
              {joining ? (
                <>
                  <LoaderCircle aria-hidden="true" className="animate-spin" />
                  Joining...
                </>
              ) : (
                'Join Game'
              )}
            </Button>
          ) : action === 'open' ? (
            <Button asChild variant="primary" className="w-full">
              <Link to={`/game/${room.id}`}>Open Game</Link>
            </Button>
          ) : (
            <Button asChild variant="outline" className="w-full">
              <Link to={`/game/${room.id}`}>
                <Eye aria-hidden="true" />
                Spectate Game
              </Link>
            </Button>
          )}
          {action === 'full' && (
            <p className="mt-2 text-center text-xs font-medium text-slate-500">
              This game is full.
            </p>
          )}
        </div>
      </CardContent>
    </Card>
  );
}

function Fact({
  icon: Icon,
  label,
  className,
  children,
}: {
  icon: typeof Users;
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn('min-w-0 rounded-xl bg-sand-100 px-3 py-2', className)}>
      <dt className="flex items-center gap-1.5 text-xs font-medium text-slate-600">
        <Icon aria-hidden="true" className="size-3.5" />
        {label}
      </dt>
      <dd className="mt-0.5 truncate font-semibold text-slate-900 tabular-nums">{children}</dd>
    </div>
  );
}
