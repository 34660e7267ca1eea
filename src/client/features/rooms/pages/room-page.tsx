import { ArrowLeft, Eye, LoaderCircle, SearchX, Trophy, UserPlus } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { type GameRoomDetail, gameMessages } from '../../../../shared/contracts/games';
import { LoadError } from '../../../components/load-error';
import { PageMeta } from '../../../components/page-meta';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { PageSpinner } from '../../../components/ui/spinner';
import { getErrorMessage, isNotFound } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { useRoom } from '../api/get-room';
import { useJoinRoom } from '../api/join-room';
import { HostControls } from '../components/host-controls';
import { JoinByIdForm } from '../components/join-by-id-form';
import { PlayersList } from '../components/players-list';
import { RoomHeader } from '../components/room-header';
import { RoomLeaderboard } from '../components/room-leaderboard';
import { TeamPicker } from '../components/team-picker';
import { isRoomFull, parseGameId, roomToasts } from '../lib/rooms';

/** /game/:gameId (also /game?gameId=, the prototype's address): one room, live. */
export function RoomPage() {
  const params = useParams();
  const [searchParams] = useSearchParams();
  const gameId = parseGameId(params.gameId ?? searchParams.get('gameId'));
  const room = useRoom(gameId ?? '', gameId !== null);

  let body: ReactNode;
  if (gameId === null) {
    body = <InvalidGame detail="A Game ID is 6 letters or digits, such as AB12CD." />;
  } else if (room.data) {
    body = <RoomView room={room.data} fetchedAt={room.dataUpdatedAt} />;
  } else if (room.isError) {
    body = isNotFound(room.error) ? (
      <InvalidGame detail={getErrorMessage(room.error)} />
    ) : (
      <LoadError
        error={room.error}
        onRetry={() => room.refetch()}
        title="We couldn't load this game"
      />
    );
  } else {
    body = <PageSpinner label="Loading the game" />;
  }

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 sm:py-10">
      <PageMeta
        title={room.data ? room.data.name : 'Game Room'}
        description="A multiplayer Social Market game: teams of 5 influencers, scored live."
      />
      {body}
    </div>
  );
}

function RoomView({ room, fetchedAt }: { room: GameRoomDetail; fetchedAt: number }) {
  const you = room.you;
  const [changingTeam, setChangingTeam] = useState(false);
  useStartedToast(room);

  const picking = room.status === 'waiting' && you !== null && (!you.ready || changingTeam);

  return (
    <div className="flex flex-col gap-6">
      <RoomHeader room={room} fetchedAt={fetchedAt} />
      {room.status === 'finished' && <WinnerBanner room={room} />}
      {you === null && <NotPlaying room={room} />}
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="flex min-w-0 flex-col gap-6">
          {picking ? (
            <TeamPicker
              room={room}
              initial={you.influencerIds}
              onConfirmed={() => setChangingTeam(false)}
              onCancel={you.ready ? () => setChangingTeam(false) : undefined}
            />
          ) : room.status === 'waiting' ? (
            you && <YourTeam room={room} onChange={() => setChangingTeam(true)} />
          ) : (
            <RoomLeaderboard room={room} />
          )}
        </div>
        <div className="flex flex-col gap-6">
          {room.status === 'waiting' && you?.isHost && <HostControls room={room} />}
          <PlayersList room={room} />
        </div>
      </div>
    </div>
  );
}

/**
 * 'Game Started!' for every player when the room goes live (the host sees it from the start call
 * itself), once per start.
 */
function useStartedToast(room: GameRoomDetail) {
  const previous = useRef(room.status);
  useEffect(() => {
    const before = previous.current;
    previous.current = room.status;
    if (before === 'waiting' && room.status === 'playing' && room.you && !room.you.isHost) {
      toast.success(roomToasts.started.title, { description: roomToasts.started.description });
    }
  }, [room.status, room.you]);
}

/** A confirmed team while waiting for the start, with a way to change it. */
function YourTeam({ room, onChange }: { room: GameRoomDetail; onChange: () => void }) {
  const names = new Map(room.influencers.map((influencer) => [influencer.id, influencer.name]));
  const team = room.you?.influencerIds ?? [];
  return (
    <Card role="region" aria-labelledby="your-team-title">
      <CardContent className="flex flex-col gap-4 p-5 sm:p-6">
        <div className="flex items-start justify-between gap-3">
          <div>
            <h2 id="your-team-title" className="text-lg font-bold text-ocean-950">
              Your Team
            </h2>
            <p className="text-sm text-slate-600">
              {room.you?.isHost
                ? 'Start the game once every player is ready.'
                : 'You are ready. The game begins when the host starts it.'}
            </p>
          </div>
          <Button variant="outline" size="sm" onClick={onChange}>
            Change Team
          </Button>
        </div>
        <ul aria-label="Your influencers" className="flex flex-wrap gap-2">
          {team.map((id) => (
            <li
              key={id}
              className="rounded-full bg-coral-50 px-3 py-1.5 text-sm font-semibold text-coral-800 ring-1 ring-coral-200"
            >
              {names.get(id) ?? id}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

/** Someone who is not a player: join a waiting room, or watch a live or finished one. */
function NotPlaying({ room }: { room: GameRoomDetail }) {
  const join = useJoinRoom();
  if (room.status !== 'waiting') {
    return (
      <div
        data-testid="spectating"
        className="flex items-center gap-3 rounded-2xl bg-ocean-950 px-4 py-3 text-white sm:px-5"
      >
        <Eye aria-hidden="true" className="size-5 shrink-0 text-ocean-200" />
        <p className="text-sm">
          <span className="font-bold">Spectating.</span>{' '}
          {room.status === 'playing'
            ? 'You are watching this game live; scores update as they come in.'
            : 'This game is over; here is how it ended.'}
        </p>
      </div>
    );
  }
  const full = isRoomFull(room);
  return (
    <Card className="border-coral-200 bg-coral-50/50">
      <CardContent className="flex flex-col gap-3 p-5 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <p className="font-bold text-slate-900">You're not in this game yet</p>
          <p className="text-sm text-slate-600">
            {full ? gameMessages.roomFull : 'Join to pick your team before the host starts.'}
          </p>
        </div>
        <Button
          variant="accent"
          disabled={full || join.isPending}
          onClick={() => join.mutate(room)}
        >
          {join.isPending ? (
            <>
              <LoaderCircle aria-hidden="true" className="animate-spin" />
              Joining...
            </>
          ) : (
            <>
              <UserPlus aria-hidden="true" />
              Join Game
            </>
          )}
        </Button>
      </CardContent>
    </Card>
  );
}

function WinnerBanner({ room }: { room: GameRoomDetail }) {
  if (!room.winner) return null;
  const youWon = room.you !== null && room.you.id === room.winner.playerId;
  return (
    <section
      aria-label="Winner"
      data-testid="room-winner"
      className="flex items-center gap-4 rounded-2xl bg-linear-to-br from-coral-500 to-coral-700 p-5 text-white shadow-sm sm:p-6"
    >
      <div className="flex size-12 shrink-0 items-center justify-center rounded-full bg-white/15">
        <Trophy aria-hidden="true" className="size-6" />
      </div>
      <div className="min-w-0">
        <p className="text-xs font-extrabold tracking-[0.2em] text-coral-100">WINNER</p>
        <h2 className="truncate text-xl font-extrabold">
          {youWon ? 'You won this game!' : `${room.winner.name} won this game`}
        </h2>
        {room.prize && <p className="mt-0.5 text-sm text-coral-50">Prize: {room.prize}</p>}
        <Link
          to={`/room-results/${room.id}`}
          className="mt-1 inline-flex min-h-6 items-center text-sm font-semibold text-white underline underline-offset-2"
        >
          Check the results
        </Link>
      </div>
    </section>
  );
}

function InvalidGame({ detail }: { detail: string }) {
  return (
    <Card className="mx-auto max-w-lg">
      <CardContent className="flex flex-col items-center gap-3 px-6 py-14 text-center">
        <div className="mb-2 flex size-16 items-center justify-center rounded-full bg-ocean-50 text-ocean-700">
          <SearchX aria-hidden="true" className="size-8" />
        </div>
        <h1 className="text-2xl font-bold text-slate-900">{gameMessages.invalidGameId}</h1>
        <p className="max-w-sm text-slate-600">{detail}</p>
        <JoinByIdForm className="mt-3 w-full max-w-xs text-left" />
        <Button asChild variant="outline" className="mt-3">
          <Link to="/multiplayer">
            <ArrowLeft aria-hidden="true" />
            Back to Lobby
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
