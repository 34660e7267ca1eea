import { CalendarClock, type LucideIcon, Radio, Trophy, Users } from 'lucide-react';
import { type ReactNode, type Ref, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { CompetitionSummary } from '../../../../shared/contracts/competitions';
import { formatCount } from '../../../../shared/plural';
import { LoadError } from '../../../components/load-error';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { useActiveGames } from '../../competitions';
import { splitActiveGames } from '../lib/scoreboard';
import { LiveGameCard, NextGameCard, OpenLeagueCard } from './active-game-cards';

/**
 * The Active tab: live games, full games about to start, and open leagues with seats left.
 */
export function ActiveGamesTab({ userId }: { userId: number | null }) {
  const games = useActiveGames();

  if (games.isPending) return <GamesSkeleton label="Loading the games" />;
  if (games.isError) {
    return (
      <LoadError
        error={games.error}
        onRetry={() => games.refetch()}
        title="We couldn't load the games"
      />
    );
  }

  const { live, startingNext, openLeagues } = splitActiveGames(games.data);
  if (live.length + startingNext.length + openLeagues.length === 0) return <NoGames />;

  return (
    <div className="flex flex-col gap-10">
      {live.length > 0 && (
        <GameSection id="live-games" icon={Radio} title="Live games" count={live.length}>
          {live.map((game) => (
            <LiveGameCard key={game.id} game={game} userId={userId} />
          ))}
        </GameSection>
      )}
      {startingNext.length > 0 && (
        <GameSection
          id="next-games"
          icon={CalendarClock}
          title="Next Game Starting"
          count={startingNext.length}
        >
          {startingNext.map((game) => (
            <NextGameCard key={game.id} game={game} />
          ))}
        </GameSection>
      )}
      {openLeagues.length > 0 && <OpenLeaguesSection games={openLeagues} />}
    </div>
  );
}

/** How many open leagues show at first, and how many more each 'Show more' adds: three rows of a
 * desktop's grid. The demo catalogue alone opens 65; all of them on a first visit made the page
 * 18,000 px tall on a phone and its hydration one long task. */
export const OPEN_LEAGUES_PAGE = 9;

function OpenLeaguesSection({ games }: { games: readonly CompetitionSummary[] }) {
  const [shown, setShown] = useState(OPEN_LEAGUES_PAGE);
  const list = useRef<HTMLDivElement>(null);
  // After 'Show more', focus moves to the first card it revealed (its Join Game link), so a
  // keyboard or screen-reader user carries on where the new cards start.
  const [revealedFrom, setRevealedFrom] = useState<number | null>(null);
  useEffect(() => {
    if (revealedFrom === null) return;
    list.current?.children[revealedFrom]?.querySelector<HTMLElement>('a, button')?.focus();
  }, [revealedFrom]);
  const visibleCount = Math.min(shown, games.length);

  return (
    <GameSection
      id="open-leagues"
      icon={Users}
      title="Open leagues"
      count={games.length}
      description="Games still filling up. Pick 5 influencers and join for the entry price."
      listRef={list}
      footer={
        games.length > OPEN_LEAGUES_PAGE && (
          <div className="mt-4 flex flex-wrap items-center justify-between gap-2">
            <p data-testid="open-leagues-count" className="text-sm text-slate-600 tabular-nums">
              {`Showing ${formatCount(visibleCount)} of ${formatCount(games.length)} open leagues`}
            </p>
            {visibleCount < games.length && (
              <Button
                variant="outline"
                size="sm"
                onClick={() => {
                  setRevealedFrom(visibleCount);
                  setShown(visibleCount + OPEN_LEAGUES_PAGE);
                }}
              >
                Show more
              </Button>
            )}
          </div>
        )
      }
    >
      {games.slice(0, visibleCount).map((game) => (
        <OpenLeagueCard key={game.id} game={game} />
      ))}
    </GameSection>
  );
}

function GameSection({
  id,
  icon: Icon,
  title,
  count,
  description,
  footer,
  listRef,
  children,
}: {
  id: string;
  icon: LucideIcon;
  title: string;
  count: number;
  description?: string;
  /** Under the cards (the open leagues' 'Show more'). */
  footer?: ReactNode;
  listRef?: Ref<HTMLDivElement>;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <div className="mb-4">
        <h2 id={id} className="flex items-center gap-2 text-xl font-bold text-ocean-950">
          <Icon aria-hidden="true" className="size-5 text-coral-600" />
          {title}
          <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-bold text-slate-600 tabular-nums">
            {count}
          </span>
        </h2>
        {description && <p className="mt-1 text-sm text-slate-600">{description}</p>}
      </div>
      {/* The cards after a desktop's first row (a long list on a phone) render when scrolled near
          (render-later, decision 0046). */}
      <div
        ref={listRef}
        className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 [&>:nth-child(n+4)]:render-later [&>:nth-child(n+4)]:[--render-later-height:15rem]"
      >
        {children}
      </div>
      {footer}
    </section>
  );
}

function NoGames() {
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-3 px-6 py-14 text-center">
        <div className="mb-2 flex size-16 items-center justify-center rounded-full bg-ocean-50 text-ocean-700">
          <Trophy aria-hidden="true" className="size-8" />
        </div>
        <h2 className="text-xl font-bold text-slate-900">No games right now</h2>
        <p className="max-w-sm text-slate-600">
          New games open as soon as products are ready to play. Browse the shop in the meantime.
        </p>
        <Button asChild variant="accent" className="mt-3">
          <Link to="/products">Browse Products</Link>
        </Button>
      </CardContent>
    </Card>
  );
}

export function GamesSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {[0, 1, 2].map((key) => (
        <Card key={key} className="flex flex-col gap-4 p-5">
          <div className="flex gap-3">
            <Skeleton className="size-16 rounded-xl" />
            <div className="flex flex-1 flex-col gap-2">
              <Skeleton className="h-3 w-16" />
              <Skeleton className="h-5 w-2/3" />
              <Skeleton className="h-4 w-1/3" />
            </div>
          </div>
          <Skeleton className="h-9 w-full rounded-xl" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-4/5" />
        </Card>
      ))}
    </div>
  );
}
