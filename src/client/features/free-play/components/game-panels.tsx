import { Copy, Eye, Play, RotateCcw, Trophy } from 'lucide-react';
import { Link } from 'react-router';
import type { FreePlayGame, GamePlayer } from '../../../../shared/contracts/games';
import { InfluencerAvatar } from '../../../components/influencer-avatar';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { formatCount, startButtonLabel } from '../lib/free-play-rules';
import { PlayersList } from './players-list';

/** Step 2: the id to share, who has joined, and the host's start button. */
export function SetupPanel({
  game,
  teamSize,
  starting,
  onCopy,
  onStart,
}: {
  game: FreePlayGame;
  teamSize: number;
  starting: boolean;
  onCopy: () => void;
  onStart: () => void;
}) {
  const isHost = game.you?.isHost ?? false;
  return (
    <Card>
      <CardContent className="p-5 sm:p-6">
        <p className="text-xs font-semibold tracking-[0.15em] text-coral-600 uppercase">Step 2</p>
        <h2 className="mt-1 text-lg font-bold tracking-tight text-ocean-950">
          Invite friends and pick your team
        </h2>
        <div className="mt-4 flex items-center justify-between gap-3 rounded-2xl bg-ocean-50 px-4 py-3">
          <div>
            <p className="text-xs font-semibold text-ocean-800">Game ID</p>
            <p
              className="font-mono text-2xl font-extrabold tracking-[0.2em] text-ocean-950"
              data-testid="game-id"
            >
              {game.id}
            </p>
          </div>
          <Button variant="outline" size="sm" onClick={onCopy} aria-label="Copy Game ID">
            <Copy aria-hidden="true" />
            Copy
          </Button>
        </div>
        <p className="mt-2 text-sm text-slate-600">
          Friends join with Join Friend's Game and this ID, until the game starts.
        </p>
      </CardContent>
      <div className="border-t border-slate-100">
        <h3 className="px-5 pt-4 text-sm font-bold text-slate-900 sm:px-6">
          Players ({game.players.length})
        </h3>
        <PlayersList players={game.players} status={game.status} />
      </div>
      <CardContent className="border-t border-slate-100 p-5 sm:p-6">
        {isHost ? (
          <>
            <Button
              variant="accent"
              size="lg"
              className="w-full"
              disabled={teamSize === 0 || starting}
              onClick={onStart}
            >
              <Play aria-hidden="true" />
              {starting ? 'Starting...' : startButtonLabel(game.durationSeconds)}
            </Button>
            <p className="mt-2 text-center text-xs text-slate-600">
              {teamSize === 0
                ? 'Pick at least one influencer to start.'
                : 'Everyone plays on one shared clock. Teams lock when you start.'}
            </p>
          </>
        ) : (
          <p className="flex items-center justify-center gap-2 text-sm font-semibold text-slate-700">
            <Spinner className="size-4" label="Waiting" />
            Waiting for the host to start
          </p>
        )}
      </CardContent>
    </Card>
  );
}

/** The player's team: points per member and the total. */
export function TeamPerformance({ game, you }: { game: FreePlayGame; you: GamePlayer }) {
  const byId = new Map(game.influencers.map((influencer) => [influencer.id, influencer]));
  const members = you.influencerIds.flatMap((id) => byId.get(id) ?? []);
  return (
    <Card>
      <CardContent className="p-5 sm:p-6">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
          <h2 className="text-lg font-bold tracking-tight text-ocean-950">Live Team Performance</h2>
          <p className="text-sm text-slate-600">
            Total{' '}
            <span className="font-extrabold text-ocean-950 tabular-nums" data-testid="team-total">
              {formatCount(you.score)}
            </span>{' '}
            pts
          </p>
        </div>
        {members.length === 0 && (
          <p className="mt-3 rounded-xl bg-slate-50 px-3 py-3 text-sm text-slate-600">
            You had not picked a team when the game started, so your team scores 0.
          </p>
        )}
        <ul aria-label="Your team" className="mt-3 flex flex-col gap-2">
          {members.map((member) => (
            <li
              key={member.id}
              data-testid="team-member"
              className="flex items-center gap-3 rounded-xl bg-slate-50 px-3 py-2"
            >
              <InfluencerAvatar name={member.name} src={member.avatar} className="size-9" />
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-semibold text-slate-900">{member.name}</p>
                <p className="truncate text-xs text-slate-500">{member.username}</p>
              </div>
              <p className="shrink-0 font-bold text-ocean-950 tabular-nums">
                {formatCount(member.score)}
                <span className="ml-1 text-xs font-semibold text-slate-500">pts</span>
              </p>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

/** Everyone's points while the game runs, best first. */
export function Standings({ game }: { game: FreePlayGame }) {
  return (
    <Card>
      <h2 className="px-5 pt-5 text-lg font-bold tracking-tight text-ocean-950 sm:px-6">
        Players ({game.players.length})
      </h2>
      <PlayersList players={game.players} status={game.status} label="Standings" />
    </Card>
  );
}

const ordinal = (n: number) => {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
};

/** The end: the player's final points and place, the ranking and 'Play Again'. */
export function GameCompleteCard({
  game,
  replaying,
  onPlayAgain,
}: {
  game: FreePlayGame;
  replaying: boolean;
  onPlayAgain: () => void;
}) {
  const you = game.you;
  return (
    <Card className="overflow-hidden">
      <CardContent className="bg-linear-to-br from-coral-50 to-sand-100 p-5 text-center sm:p-6">
        <Trophy aria-hidden="true" className="mx-auto size-10 text-coral-500" />
        <h2 className="mt-2 text-2xl font-extrabold tracking-tight text-ocean-950">
          Game Complete!
        </h2>
        {you ? (
          <p className="mt-1 text-slate-700">
            Your team scored{' '}
            <span className="font-extrabold text-ocean-950 tabular-nums" data-testid="final-points">
              {formatCount(you.score)}
            </span>{' '}
            points
            {you.rank !== null && ` and finished ${ordinal(you.rank)} of ${game.players.length}`}.
          </p>
        ) : (
          <p className="mt-1 text-slate-700">The final standings are in.</p>
        )}
        {game.winner && (
          <p
            className="mt-2 text-sm font-semibold wrap-anywhere text-coral-700"
            data-testid="winner"
          >
            {game.winner.playerId === you?.id ? 'You won!' : `Winner: ${game.winner.name}`}
          </p>
        )}
        <Link
          to={`/free-play-results/${game.id}`}
          className="mt-2 inline-flex min-h-6 items-center text-sm font-semibold text-ocean-700 underline underline-offset-2"
        >
          Check the results
        </Link>
      </CardContent>
      <div className="border-t border-slate-100">
        <h3 className="px-5 pt-4 text-sm font-bold text-slate-900 sm:px-6">Final ranking</h3>
        <PlayersList players={game.players} status={game.status} label="Final ranking" />
      </div>
      <CardContent className="border-t border-slate-100 p-5 sm:p-6">
        <Button size="lg" className="w-full" disabled={replaying} onClick={onPlayAgain}>
          <RotateCcw aria-hidden="true" />
          {replaying ? 'Creating...' : you ? 'Play Again' : 'Start your own game'}
        </Button>
      </CardContent>
    </Card>
  );
}

/** A visitor who opened a game that started without them. */
export function WatchingNote() {
  return (
    <p className="flex items-start gap-2 rounded-2xl bg-ocean-50 px-4 py-3 text-sm text-ocean-900">
      <Eye aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      This game started before you joined, so you are watching. Start your own game to play.
    </p>
  );
}
