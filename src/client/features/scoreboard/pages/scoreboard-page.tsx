import { ArrowRight, Radio, UsersRound } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { PageMeta } from '../../../components/page-meta';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useCurrentUser } from '../../../lib/current-user';
import { ActiveGamesTab } from '../components/active-games-tab';
import { MyGamesTab } from '../components/my-games-tab';
import { parseScoreboardTab, type ScoreboardTab, scoreboardTabs } from '../lib/scoreboard';

/** /scoreboard and /: the Active and My Games tabs (?tab=active, ?tab=my-games). */
export function ScoreboardPage() {
  const { user, isLoading } = useCurrentUser();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = parseScoreboardTab(searchParams.get('tab'));
  const userId = user?.id ?? null;

  const selectTab = (value: string) => {
    const next = parseScoreboardTab(value);
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        params.set('tab', next);
        return params;
      },
      { replace: true },
    );
  };

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 sm:py-10">
      <PageMeta
        title="Scoreboard"
        description="Live social games for Laguna Beach products: follow the leaderboards, see the next games starting and join an open league."
      />
      <div className="flex flex-col gap-5 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <p className="text-xs font-semibold tracking-[0.2em] text-coral-600 uppercase">
            Social games
          </p>
          <h1 className="mt-1 text-3xl font-extrabold tracking-tight text-ocean-950 sm:text-4xl">
            Scoreboard
          </h1>
          <p className="mt-2 max-w-xl text-slate-600">
            Teams of 5 influencers compete for an hour; the highest score wins the product.
          </p>
        </div>
        <nav aria-label="Game links" className="flex flex-wrap gap-2">
          <Link
            to="/coach"
            className="inline-flex h-10 items-center gap-2 rounded-full bg-ocean-950 px-4 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-ocean-800"
          >
            <Radio aria-hidden="true" className="size-4" />
            Coach
            <span className="rounded-full bg-coral-500 px-1.5 py-0.5 text-[10px] font-bold tracking-wide">
              LIVE
            </span>
          </Link>
          <Link
            to="/influencer-directory"
            className="inline-flex h-10 items-center gap-2 rounded-full border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-900 shadow-xs transition-colors hover:bg-slate-50"
          >
            <UsersRound aria-hidden="true" className="size-4" />
            Influencer Directory
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </nav>
      </div>

      <Tabs value={tab} onValueChange={selectTab} className="mt-8">
        <TabsList className="max-w-sm">
          {scoreboardTabs.map((entry) => (
            <TabsTrigger key={entry.value} value={entry.value}>
              {entry.label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value={'active' satisfies ScoreboardTab}>
          <ActiveGamesTab userId={userId} />
        </TabsContent>
        <TabsContent value={'my-games' satisfies ScoreboardTab}>
          <MyGamesTab userId={userId} userLoading={isLoading} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
