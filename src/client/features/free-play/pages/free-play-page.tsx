import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, SearchX } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { type FreePlayGame, gameMessages } from '../../../../shared/contracts/games';
import { LoadError } from '../../../components/load-error';
import { PageMeta } from '../../../components/page-meta';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { ApiError, getErrorMessage, isNotFound, NetworkError } from '../../../lib/api';
import { useCurrentUser } from '../../../lib/current-user';
import { queryKeys } from '../../../lib/query-keys';
import { toast } from '../../../lib/toast';
import { useMetricsSource } from '../../influencers';
import {
  useCreateFreePlayGame,
  useFreePlayGame,
  useJoinFreePlayGame,
  useStartFreePlayGame,
} from '../api/free-play';
import { FreePlayHeader, GameClockBadges } from '../components/free-play-header';
import {
  GameCompleteCard,
  SetupPanel,
  Standings,
  TeamPerformance,
  WatchingNote,
} from '../components/game-panels';
import { InfluencerGrid } from '../components/influencer-grid';
import { HowFreePlayWorks, NameStep } from '../components/name-step';
import {
  estimateDeadline,
  freePlayTexts,
  gameIdFromSearch,
  hasPlayerName,
  normalizeGameId,
  startedToast,
  toggleTeamMember,
} from '../lib/free-play-rules';
import { useTeamSync } from '../lib/use-team-sync';

/** The server's words for a failed call, else the spec's fallback line. */
function failureText(error: unknown, fallback: string): string {
  if (error instanceof ApiError || error instanceof NetworkError) return getErrorMessage(error);
  return fallback;
}

/**
 * /free-play: the free-play game. Anyone may play (a guest cookie identifies visitors). The current
 * game's id lives in the address (`?game=ABC123`), so a reload or a shared link comes back to it.
 */
export function FreePlayPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const gameId = gameIdFromSearch(searchParams.get('game'));
  const queryClient = useQueryClient();
  const { user } = useCurrentUser();
  const [name, setName] = useState('');
  const create = useCreateFreePlayGame();
  const join = useJoinFreePlayGame();
  const game = useFreePlayGame(gameId);

  // A signed-in shopper plays as themselves: their username is the name unless they type another.
  const prefilled = useRef(false);
  useEffect(() => {
    if (prefilled.current || !user) return;
    prefilled.current = true;
    setName((current) => current || user.username);
  }, [user]);

  const openGame = useCallback(
    async (id: string) => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.freePlay.game(id) });
      setSearchParams({ game: id });
    },
    [queryClient, setSearchParams],
  );

  const createGame = async (playerName: string) => {
    try {
      const { gameId: id } = await create.mutateAsync(playerName.trim());
      await openGame(id);
    } catch (error) {
      toast.error(freePlayTexts.createFailed.title, {
        description: failureText(error, freePlayTexts.createFailed.fallback),
      });
    }
  };

  const joinGame = async () => {
    const id = normalizeGameId(window.prompt(freePlayTexts.joinPrompt, gameId ?? ''));
    if (!id) return;
    try {
      const { gameId: joined } = await join.mutateAsync({ gameId: id, playerName: name.trim() });
      await openGame(joined);
    } catch (error) {
      toast.error(freePlayTexts.joinFailed.title, {
        description: failureText(error, freePlayTexts.joinFailed.fallback),
      });
    }
  };

  const data = game.data;
  const inGame =
    gameId !== null && data !== undefined && (data.you !== null || data.status !== 'waiting');

  return (
    <div className="mx-auto w-full max-w-6xl px-4 pt-4 pb-10 sm:px-6 sm:pt-6">
      <PageMeta
        title="Free Play"
        description="Pick up to 5 local influencers, invite friends with a Game ID and see whose team scores the most."
      />
      {/* The lobby is for signed-in players (section 6): a guest goes back to the scoreboard. */}
      <Link
        to={user ? '/multiplayer' : '/'}
        className="mb-3 inline-flex min-h-6 items-center gap-1.5 text-sm font-semibold text-ocean-700 underline-offset-4 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {user ? 'Back to Lobby' : 'Back to Scoreboard'}
      </Link>

      {gameId !== null && game.isPending ? (
        <div className="flex flex-col gap-6">
          <FreePlayHeader />
          <GameSkeleton />
        </div>
      ) : gameId !== null && game.isError ? (
        <div className="flex flex-col gap-6">
          <FreePlayHeader />
          {isNotFound(game.error) ? (
            <GameNotFound
              message={getErrorMessage(game.error)}
              onReset={() => setSearchParams({})}
            />
          ) : (
            <LoadError
              error={game.error}
              onRetry={() => game.refetch()}
              title="We couldn't load this game"
            />
          )}
        </div>
      ) : inGame && data ? (
        <GameView
          key={data.id}
          game={data}
          receivedAt={game.dataUpdatedAt}
          onRefetch={() => void game.refetch()}
          replaying={create.isPending}
          onPlayAgain={() => {
            if (data.you) void createGame(data.you.name);
            else setSearchParams({});
          }}
        />
      ) : (
        <div className="flex flex-col gap-6">
          <FreePlayHeader />
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-2 lg:items-start">
            <NameStep
              name={name}
              onNameChange={setName}
              onCreate={() => hasPlayerName(name) && void createGame(name)}
              onJoin={() => hasPlayerName(name) && void joinGame()}
              creating={create.isPending}
              joining={join.isPending}
              invitedTo={gameId}
            />
            <HowFreePlayWorks />
          </div>
        </div>
      )}
    </div>
  );
}

function GameView({
  game,
  receivedAt,
  onRefetch,
  replaying,
  onPlayAgain,
}: {
  game: FreePlayGame;
  /** When this state arrived: the countdown runs from the server's seconds left at that moment. */
  receivedAt: number;
  onRefetch: () => void;
  replaying: boolean;
  onPlayAgain: () => void;
}) {
  const queryClient = useQueryClient();
  const start = useStartFreePlayGame(game.id);
  const metricsProvider = useMetricsSource();
  const you = game.you;
  const waiting = game.status === 'waiting';

  // Before the start the picks are the player's own (saved as they change); after it, the server's.
  const [picks, setPicks] = useState<string[]>(() => you?.influencerIds ?? []);
  const team = waiting ? picks : (you?.influencerIds ?? []);

  const sync = useTeamSync(game.id, {
    onSaved: (saved) => queryClient.setQueryData(queryKeys.freePlay.game(game.id), saved),
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) {
        onRefetch();
        return;
      }
      toast.error('Team not saved', { description: getErrorMessage(error) });
    },
  });

  // Start and end, announced once to everyone watching the game change.
  const lastStatus = useRef(game.status);
  useEffect(() => {
    const before = lastStatus.current;
    lastStatus.current = game.status;
    if (before === 'waiting' && game.status === 'playing') {
      const text = startedToast(game.baselinesFromMetrics, metricsProvider);
      toast.success(text.title, { description: text.description });
    }
    if (before !== 'finished' && game.status === 'finished') {
      toast.success(freePlayTexts.complete.title, {
        description: freePlayTexts.complete.description,
      });
    }
  }, [game.status, game.baselinesFromMetrics, metricsProvider]);

  const toggle = (influencerId: string) => {
    if (!waiting || !you) return;
    const outcome = toggleTeamMember(picks, influencerId);
    if (outcome.kind === 'full') {
      toast.error(freePlayTexts.teamFull.title, {
        description: freePlayTexts.teamFull.description,
      });
      return;
    }
    setPicks(outcome.team);
    sync.save(outcome.team);
  };

  const startGame = async () => {
    if (picks.length === 0) {
      toast.error(freePlayTexts.noTeam.title, { description: freePlayTexts.noTeam.description });
      return;
    }
    if (!(await sync.flush())) return;
    try {
      await start.mutateAsync();
    } catch (error) {
      if (error instanceof ApiError && error.detail === gameMessages.noTeam) {
        toast.error(freePlayTexts.noTeam.title, { description: freePlayTexts.noTeam.description });
      } else {
        toast.error('Could not start the game', { description: getErrorMessage(error) });
      }
      onRefetch();
    }
  };

  const copyId = async () => {
    try {
      if (!navigator.clipboard) throw new Error('Clipboard unavailable');
      await navigator.clipboard.writeText(game.id);
      toast.success('Game ID copied', { description: `Send ${game.id} to your friends.` });
    } catch {
      toast('Share this Game ID', { description: game.id, duration: 10_000 });
    }
  };

  // Kept across re-reads of this game, so the countdown never jumps back.
  const deadlineRef = useRef<number | null>(null);
  const deadline =
    game.status === 'playing' && game.timeLeftSeconds !== null
      ? estimateDeadline(deadlineRef.current, receivedAt, game.timeLeftSeconds, game.endsAt)
      : null;
  deadlineRef.current = deadline;

  return (
    <div className="flex flex-col gap-6">
      <FreePlayHeader
        team={you ? { size: team.length, score: you.score } : undefined}
        clock={
          deadline !== null && (
            <GameClockBadges
              deadline={deadline}
              durationSeconds={game.durationSeconds}
              onQuarterStart={(quarter) => {
                const text = freePlayTexts.quarterStarted(quarter, metricsProvider);
                toast.success(text.title, { description: text.description });
                onRefetch();
              }}
              onTimeUp={onRefetch}
            />
          )
        }
      />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:items-start">
        <div className="flex flex-col gap-4">
          {!you && <WatchingNote />}
          {waiting ? (
            <SetupPanel
              game={game}
              teamSize={picks.length}
              starting={start.isPending}
              onCopy={() => void copyId()}
              onStart={() => void startGame()}
            />
          ) : game.status === 'finished' ? (
            <GameCompleteCard game={game} replaying={replaying} onPlayAgain={onPlayAgain} />
          ) : (
            <Standings game={game} />
          )}
          {you && !waiting && <TeamPerformance game={game} you={you} />}
        </div>
        <section aria-labelledby="influencers-title">
          <div className="mb-3">
            <h2 id="influencers-title" className="text-xl font-bold tracking-tight text-ocean-950">
              {waiting && you ? 'Choose your team' : 'Influencers'}
            </h2>
            <p className="text-sm text-slate-600">
              {waiting && you
                ? `Pick up to 5 (${team.length}/5 chosen). Tap a picked influencer to remove them.`
                : 'Teams are locked. Picked influencers show what they gained since the start.'}
            </p>
          </div>
          <InfluencerGrid
            influencers={game.influencers}
            team={team}
            selectable={waiting && you !== null}
            showGains={!waiting}
            onToggle={(influencer) => toggle(influencer.id)}
          />
        </section>
      </div>
    </div>
  );
}

function GameNotFound({ message, onReset }: { message: string; onReset: () => void }) {
  return (
    <Card>
      <CardContent className="flex flex-col items-center px-6 py-12 text-center">
        <div className="mb-4 flex size-14 items-center justify-center rounded-full bg-coral-50 text-coral-600">
          <SearchX aria-hidden="true" className="size-7" />
        </div>
        <h2 className="text-xl font-bold tracking-tight text-slate-900">Game not found</h2>
        <p className="mt-2 max-w-sm text-slate-600">{message}</p>
        <Button className="mt-6" onClick={onReset}>
          Create or join another game
        </Button>
      </CardContent>
    </Card>
  );
}

function GameSkeleton() {
  return (
    <div
      role="status"
      aria-label="Loading the game"
      className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]"
    >
      <Skeleton className="h-72 rounded-2xl" />
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {Array.from({ length: 6 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
          <Skeleton key={index} className="h-40 rounded-2xl" />
        ))}
      </div>
    </div>
  );
}
