import { LogIn, Plus } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { hasPlayerName } from '../lib/free-play-rules';

/** Step 1: the player's name, then a new game or a friend's. */
export function NameStep({
  name,
  onNameChange,
  onCreate,
  onJoin,
  creating,
  joining,
  invitedTo,
}: {
  name: string;
  onNameChange: (name: string) => void;
  onCreate: () => void;
  onJoin: () => void;
  creating: boolean;
  joining: boolean;
  /** A game id from a shared link that the visitor has not joined yet. */
  invitedTo: string | null;
}) {
  const inputId = useId();
  const ready = hasPlayerName(name) && !creating && !joining;
  return (
    <Card>
      <CardContent className="p-5 sm:p-6">
        <p className="text-xs font-semibold tracking-[0.15em] text-coral-600 uppercase">Step 1</p>
        <form
          aria-label="Start or join a game"
          className="mt-2 flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (ready) onCreate();
          }}
        >
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={inputId} className="text-base font-bold text-slate-900">
              Your Name
            </Label>
            <Input
              id={inputId}
              value={name}
              maxLength={40}
              autoComplete="nickname"
              placeholder="How friends will see you"
              onChange={(event) => onNameChange(event.target.value)}
            />
          </div>
          {invitedTo && (
            <p className="rounded-xl bg-ocean-50 px-3.5 py-2.5 text-sm text-ocean-900">
              You were invited to game{' '}
              <span className="font-mono font-bold tracking-wider">{invitedTo}</span>. Enter your
              name, then choose Join Friend's Game.
            </p>
          )}
          <div className="grid gap-2 sm:grid-cols-2">
            <Button type="submit" disabled={!ready}>
              <Plus aria-hidden="true" />
              {creating ? 'Creating...' : 'Create New Game'}
            </Button>
            <Button variant="outline" disabled={!ready} onClick={onJoin}>
              <LogIn aria-hidden="true" />
              {joining ? 'Joining...' : "Join Friend's Game"}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

/** What the game is, beside step 1. */
export function HowFreePlayWorks() {
  const steps = [
    'Create a game and share its 6-character Game ID, or join a friend’s with theirs.',
    'Pick up to 5 of the 12 local influencers for your team.',
    'The host starts one shared 24-hour clock for everyone; teams lock at the start.',
    'Your team scores for every post, like, share and comment its influencers gain, over four 6-hour quarters.',
  ];
  return (
    <Card>
      <CardContent className="p-5 sm:p-6">
        <h2 className="text-lg font-bold tracking-tight text-ocean-950">How it works</h2>
        <ol className="mt-3 flex flex-col gap-3">
          {steps.map((step, index) => (
            <li key={step} className="flex gap-3 text-sm text-slate-700">
              <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-coral-100 text-xs font-bold text-coral-800">
                {index + 1}
              </span>
              {step}
            </li>
          ))}
        </ol>
        <p className="mt-4 rounded-xl bg-sand-100 px-3.5 py-2.5 text-xs text-slate-700">
          Score = posts × 10 + likes + shares × 2 + comments × 1.5, counted from the start of the
          game. Free to play: no sign-in needed.
        </p>
        <div data-testid="rules-why" className="mt-4 text-sm text-slate-700">
          <h3 className="font-bold text-slate-900">Why these rules?</h3>
          <p className="mt-1">
            Free play is the free-play fantasy-style game: a free practice against the 24-hour
            clock, so a team of up to 5 is enough to try picks at your own pace. Multiplayer rooms
            play your friends by the $1 game's rules instead: exactly 5 influencers each, signed in,
            and the host starts the clock once everyone is ready.
          </p>
        </div>
      </CardContent>
    </Card>
  );
}
