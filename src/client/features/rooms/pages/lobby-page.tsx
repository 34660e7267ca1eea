import { Plus, Swords, Trophy } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { GameRoom } from '../../../../shared/contracts/games';
import { LoadError } from '../../../components/load-error';
import { PageMeta } from '../../../components/page-meta';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { PageSpinner } from '../../../components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useCurrentUser } from '../../../lib/current-user';
import { useNow } from '../../../lib/use-now';
import { useRooms } from '../api/get-rooms';
import { useJoinRoom } from '../api/join-room';
import { ActiveRoomCard } from '../components/active-room-card';
import { CompletedRoomCard } from '../components/completed-room-card';
import { CreateRoomDialog } from '../components/create-room-dialog';
import { JoinByIdForm } from '../components/join-by-id-form';
import { LoginRequired } from '../components/login-required';
import { splitRooms } from '../lib/rooms';
import { useDelayedNavigate } from '../lib/use-delayed-navigate';

type LobbyTab = 'active' | 'completed';

const meta = {
  title: 'Multiplayer Games',
  description:
    'Create a multiplayer room, invite friends with its Game ID and compete with teams of 5 Laguna Beach influencers.',
};

/** /multiplayer: the lobby of rooms (signed-in players), 'Create Game', Active and Completed tabs. */
export function LobbyPage() {
  const { user, isLoading } = useCurrentUser();

  if (isLoading) return <PageSpinner label="Checking your session" />;
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 sm:py-10">
      <PageMeta title={meta.title} description={meta.description} />
      {user ? <Lobby /> : <LoginRequired returnTo="/multiplayer" />}
    </div>
  );
}

function Lobby() {
  const rooms = useRooms(true);
  const join = useJoinRoom();
  const openLater = useDelayedNavigate();
  const now = useNow(30_000);
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: LobbyTab = searchParams.get('tab') === 'completed' ? 'completed' : 'active';
  const [creating, setCreating] = useState(false);
  // The room whose join is on its way or done (the room opens a second later).
  const [joiningId, setJoiningId] = useState<string | null>(null);

  const { active, completed } = splitRooms(rooms.data ?? []);

  const selectTab = (value: string) =>
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        params.set('tab', value === 'completed' ? 'completed' : 'active');
        return params;
      },
      { replace: true },
    );

  const onJoin = (room: GameRoom) => {
    setJoiningId(room.id);
    join.mutate(room, {
      onSuccess: (joined) => openLater(`/game/${joined.id}`),
      onError: () => setJoiningId(null),
    });
  };

  const firstLoad = rooms.isPending ? (
    <LobbySkeleton />
  ) : (
    <div className="mt-6">
      <LoadError
        error={rooms.error}
        onRetry={() => rooms.refetch()}
        title="We couldn't load the games"
      />
    </div>
  );

  return (
    <>
      <div className="flex flex-col gap-5 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <p className="text-xs font-semibold tracking-[0.2em] text-coral-600 uppercase">
            Multiplayer VS
          </p>
          <h1 className="mt-1 text-3xl font-extrabold tracking-tight text-ocean-950 sm:text-4xl">
            Game Lobby
          </h1>
          <p className="mt-2 max-w-xl text-slate-600">
            Create a room or join a friend's: everyone picks exactly 5 influencers, the host starts
            the clock and the highest team score wins. Public rooms are listed below; a private room
            is joined with its Game ID.
          </p>
        </div>
        <Button variant="accent" size="lg" onClick={() => setCreating(true)}>
          <Plus aria-hidden="true" />
          Create Game
        </Button>
      </div>

      <div data-testid="rules-why" className="mt-4 max-w-xl text-sm text-slate-700">
        <h2 className="font-bold text-slate-900">Why exactly 5?</h2>
        <p className="mt-1">
          A room is a game against your friends by the $1 game's rules, so every team is a full team
          of 5 and a win means the same as in a paid game. For a free practice against the 24-hour
          clock with up to 5 picks and no sign-in, try{' '}
          <Link
            to="/free-play"
            className="font-semibold text-ocean-700 underline underline-offset-4"
          >
            Free Play
          </Link>
          .
        </p>
      </div>

      <JoinByIdForm className="mt-6 max-w-md" />

      <CreateRoomDialog
        open={creating}
        onOpenChange={setCreating}
        onCreated={(room) => openLater(`/game/${room.id}?host=true`)}
      />

      <Tabs value={tab} onValueChange={selectTab} className="mt-8">
        <TabsList className="max-w-md">
          <TabsTrigger value="active">{`Active Games (${active.length})`}</TabsTrigger>
          <TabsTrigger value="completed">{`Completed (${completed.length})`}</TabsTrigger>
        </TabsList>
        {/* Both panels are always there (each tab names its panel); until the first load they hold
            its placeholder or error. A failed poll keeps the rooms on screen. */}
        <TabsContent value="active">
          {rooms.data === undefined ? (
            firstLoad
          ) : active.length === 0 ? (
            <EmptyState
              icon={Swords}
              text="No active games found"
              hint="Create one and invite your friends."
            />
          ) : (
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {active.map((room) => (
                <ActiveRoomCard
                  key={room.id}
                  room={room}
                  now={now}
                  fetchedAt={rooms.dataUpdatedAt}
                  joining={joiningId === room.id}
                  busy={joiningId !== null}
                  onJoin={() => onJoin(room)}
                />
              ))}
            </div>
          )}
        </TabsContent>
        <TabsContent value="completed">
          {rooms.data === undefined ? (
            firstLoad
          ) : completed.length === 0 ? (
            <EmptyState
              icon={Trophy}
              text="No completed games yet"
              hint="Finished games and their winners show here."
            />
          ) : (
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {completed.map((room) => (
                <CompletedRoomCard key={room.id} room={room} now={now} />
              ))}
            </div>
          )}
        </TabsContent>
      </Tabs>
    </>
  );
}

function EmptyState({
  icon: Icon,
  text,
  hint,
}: {
  icon: typeof Swords;
  text: string;
  hint: string;
}) {
  return (
    <Card className="flex flex-col items-center gap-2 px-6 py-14 text-center">
      <div className="mb-1 flex size-14 items-center justify-center rounded-full bg-ocean-50 text-ocean-700">
        <Icon aria-hidden="true" className="size-7" />
      </div>
      <p className="text-lg font-bold text-slate-900">{text}</p>
      <p className="text-sm text-slate-600">{hint}</p>
    </Card>
  );
}

function LobbySkeleton() {
  return (
    <div
      role="status"
      aria-label="Loading the games"
      className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
    >
      {[0, 1, 2].map((key) => (
        <Card key={key} className="flex flex-col gap-3 p-5">
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-4 w-1/3" />
          <Skeleton className="h-24 w-full rounded-xl" />
          <Skeleton className="h-11 w-full rounded-full" />
        </Card>
      ))}
    </div>
  );
}
