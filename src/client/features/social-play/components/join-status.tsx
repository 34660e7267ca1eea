import { CircleCheck, Lock } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { Competition } from '../../../../shared/contracts/competitions';
import type { Influencer } from '../../../../shared/contracts/influencers';
import { InfluencerAvatar } from '../../../components/influencer-avatar';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';

export const YOURE_IN = "You're in!";

/**
 * The shopper's entry in this game: their team and where to follow it. Right after the entry is
 * paid (`justPaid`) it is scrolled into view: the confirm step happens lower on the page, by the
 * team picker, and the shopper should see at once that they are in.
 */
export function EnteredCard({
  competitionId,
  status,
  team,
  justPaid = false,
}: {
  competitionId: number;
  status: Competition['gameStatus'];
  justPaid?: boolean;
  /** The team's influencers, in the order picked; unknown ids show as they are. */
  team: { id: string; influencer: Influencer | undefined }[];
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!justPaid) return;
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    ref.current?.scrollIntoView({ block: 'center', behavior: reduced ? 'auto' : 'smooth' });
  }, [justPaid]);
  return (
    <Card ref={ref} className="border-emerald-200 bg-emerald-50/60" data-testid="entered-card">
      <CardContent className="p-5 sm:p-6">
        <div className="flex items-center gap-3">
          <CircleCheck aria-hidden="true" className="size-7 shrink-0 text-emerald-600" />
          <div>
            <h2 className="text-xl font-extrabold text-emerald-900">{YOURE_IN}</h2>
            <p className="text-sm text-emerald-900/80">
              {status === 'active'
                ? 'Your game is live. Follow your team on the leaderboard.'
                : "Your team is entered. We'll notify you when the game starts."}
            </p>
          </div>
        </div>
        <h3 className="mt-4 text-xs font-semibold tracking-wide text-emerald-900/70 uppercase">
          Your team
        </h3>
        <ul aria-label="Your team" className="mt-2 flex flex-wrap gap-2">
          {team.map(({ id, influencer }) => (
            <li
              key={id}
              className="flex items-center gap-2 rounded-full bg-white py-1 pr-3 pl-1 text-sm font-semibold text-slate-800 shadow-xs ring-1 ring-emerald-200"
            >
              <InfluencerAvatar
                name={influencer?.name ?? id}
                src={influencer?.avatar ?? ''}
                className="size-7 text-[10px] ring-0"
              />
              {influencer?.name ?? id}
            </li>
          ))}
        </ul>
        <Button asChild className="mt-5 w-full sm:w-auto">
          <Link to={`/game-tracking/${competitionId}`}>Track your game</Link>
        </Button>
      </CardContent>
    </Card>
  );
}

/** Joining is closed (full, started, or no social play for this product). */
export function JoinClosedCard({ text }: { text: string }) {
  return (
    <Card className="border-amber-200 bg-amber-50/70" data-testid="join-closed">
      <CardContent className="flex gap-3 p-5 sm:p-6">
        <Lock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-700" />
        <div>
          <h2 className="font-bold text-amber-950">Joining is closed</h2>
          <p className="mt-1 text-sm text-amber-950/80">{text}</p>
          <Link
            to="/scoreboard"
            className="mt-2 inline-block text-sm font-semibold text-ocean-700 underline-offset-4 hover:underline"
          >
            See games you can join
          </Link>
        </div>
      </CardContent>
    </Card>
  );
}
