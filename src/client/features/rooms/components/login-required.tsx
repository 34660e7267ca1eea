import { ArrowLeft, LogIn, Swords } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { authPathFor } from '../../../lib/safe-path';

/** The lobby for visitors: rooms are for signed-in players (section 6). */
export function LoginRequired({ returnTo }: { returnTo: string }) {
  return (
    <Card className="mx-auto max-w-lg">
      <CardContent className="flex flex-col items-center gap-3 px-6 py-12 text-center">
        <div className="mb-2 flex size-16 items-center justify-center rounded-full bg-ocean-50 text-ocean-700">
          <Swords aria-hidden="true" className="size-8" />
        </div>
        <h1 className="text-2xl font-bold text-slate-900">Login Required</h1>
        <p className="max-w-sm text-slate-600">
          Sign in to create multiplayer games, join your friends' rooms and watch live games.
        </p>
        <Button asChild variant="accent" size="lg" className="mt-3">
          <Link to={authPathFor(returnTo)}>
            <LogIn aria-hidden="true" />
            Login / Create Account
          </Link>
        </Button>
        <Button asChild variant="link" className="mt-1">
          <Link to="/">
            <ArrowLeft aria-hidden="true" />
            Back to Scoreboard
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
