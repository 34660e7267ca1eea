import { ArrowLeft, RotateCw, TriangleAlert } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageMeta } from '../../../components/page-meta';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { useDailyScores } from '../api/get-daily-scores';
import { useDirectoryInfluencers } from '../api/get-influencers';
import { DailyLeaderboard } from '../components/daily-leaderboard';
import { DirectoryFilters } from '../components/directory-filters';
import { InfluencerCard } from '../components/influencer-card';
import {
  dailyLeaderboard,
  directorySearchParams,
  emptyFilters,
  type DirectoryFilters as Filters,
  filterInfluencers,
  parseDirectoryFilters,
} from '../lib/directory';

const description =
  "Orange County's creators in one place: today's most picked influencers, their followers and engagement, by category and city.";

/** /influencer-directory: the daily leaderboard, filters and a card per influencer. */
export function InfluencerDirectoryPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  // The filters live in state (two quick changes must not read a stale address) and are mirrored
  // into the address, so a filtered directory can be shared or reloaded.
  const [filters, setFilters] = useState(() => parseDirectoryFilters(searchParams));
  useEffect(() => {
    const next = directorySearchParams(filters);
    if (next.toString() !== searchParams.toString()) setSearchParams(next, { replace: true });
  }, [filters, searchParams, setSearchParams]);
  const influencers = useDirectoryInfluencers();
  const dailyScores = useDailyScores();

  const leaderboard = useMemo(
    () => dailyLeaderboard(influencers.data ?? [], dailyScores.data ?? []),
    [influencers.data, dailyScores.data],
  );
  const shown = useMemo(
    () => filterInfluencers(influencers.data ?? [], filters),
    [influencers.data, filters],
  );

  const update = (change: Partial<Filters>) => setFilters((current) => ({ ...current, ...change }));

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-5 sm:px-6 sm:py-8">
      <PageMeta title="Influencer Directory" description={description} />
      <Link
        to="/scoreboard"
        className="inline-flex min-h-6 items-center gap-1.5 rounded-sm text-sm font-semibold text-ocean-700 hover:text-ocean-900"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to Scoreboard
      </Link>

      <div className="mt-4">
        <p className="text-xs font-semibold tracking-[0.2em] text-coral-600 uppercase">
          Orange County creators
        </p>
        <h1 className="mt-1 text-3xl font-extrabold tracking-tight text-ocean-950 sm:text-4xl">
          Influencer Directory
        </h1>
        <p className="mt-2 max-w-2xl text-slate-600">
          Find the creators to pick for your team: who players chose most today, and how each
          account is doing.
        </p>
      </div>

      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <div className="lg:sticky lg:top-20 lg:order-last">
          <DailyLeaderboard
            entries={leaderboard}
            isPending={influencers.isPending || dailyScores.isPending}
            error={influencers.error ?? dailyScores.error}
            onRetry={() => {
              void influencers.refetch();
              void dailyScores.refetch();
            }}
          />
        </div>

        <div className="min-w-0">
          <DirectoryFilters
            filters={filters}
            onChange={update}
            onClear={() => setFilters(emptyFilters)}
          />

          <div className="mt-5">
            {influencers.isPending ? (
              <ul aria-label="Loading influencers" className="grid gap-4 sm:grid-cols-2">
                {Array.from({ length: 4 }, (_, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to key on.
                  <li key={index}>
                    <Skeleton className="h-60 rounded-3xl" />
                  </li>
                ))}
              </ul>
            ) : influencers.error && !influencers.data ? (
              <div
                role="alert"
                className="flex flex-col items-center gap-3 rounded-3xl border border-red-200 bg-red-50/60 px-4 py-10 text-center"
              >
                <TriangleAlert aria-hidden="true" className="size-6 text-red-600" />
                <p className="font-semibold text-slate-900">Failed to fetch influencers</p>
                <Button size="sm" variant="outline" onClick={() => influencers.refetch()}>
                  <RotateCw aria-hidden="true" />
                  Try again
                </Button>
              </div>
            ) : shown.length === 0 ? (
              <p className="rounded-3xl border border-dashed border-slate-300 bg-white/60 px-4 py-12 text-center text-sm font-medium text-slate-600">
                No influencers found
              </p>
            ) : (
              <>
                <p className="mb-3 text-sm text-slate-600" aria-live="polite">
                  Showing {shown.length} of {influencers.data?.length ?? 0} influencers
                </p>
                <ul aria-label="Influencers" className="grid gap-4 sm:grid-cols-2">
                  {shown.map((influencer) => (
                    <li key={influencer.id}>
                      <InfluencerCard influencer={influencer} />
                    </li>
                  ))}
                </ul>
              </>
            )}
          </div>
        </div>
      </div>
    </div>
  );
}
