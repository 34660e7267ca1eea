import {
  ArrowRight,
  CircleCheck,
  Info,
  LoaderCircle,
  Lock,
  Megaphone,
  Rocket,
  Sparkles,
  Trophy,
} from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  type CoachPlatform,
  coachPlatforms,
  NO_TEAM_SCORE,
  PLATFORM_BOOSTS,
  platformLabels,
} from '../../../../shared/coach-rules';
import { PageMeta } from '../../../components/page-meta';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/class-names';
import { authPathFor } from '../../../lib/safe-path';
import { useActiveGames } from '../../competitions';
import { useCoachStats } from '../api/use-coach-stats';
import { CoachProductList } from '../components/coach-product-list';
import { PlatformIcon, platformTileClass } from '../components/platform-icon';
import {
  coachToolPath,
  formatBoost,
  lastCampaignLabel,
  PLATFORM_READY_DELAY_MS,
  preparingMessage,
  readyMessage,
} from '../lib/coach-platforms';
import { hubCompetitions } from '../lib/coach-products';

/** The hub lists this many active competitions (section 9). */
const HUB_COMPETITIONS = 3;

export function CoachHubPage() {
  const { stats, isSignedIn, isLoading } = useCoachStats();
  const games = useActiveGames();
  const competitions = hubCompetitions(games.data ?? [], HUB_COMPETITIONS).map(
    (game) => game.product,
  );
  const navigate = useNavigate();
  const [selected, setSelected] = useState<CoachPlatform | null>(null);
  const [ready, setReady] = useState(false);

  // The module 'prepares' for a second after each choice; a new choice starts over.
  useEffect(() => {
    if (!selected) return;
    setReady(false);
    const timer = setTimeout(() => setReady(true), PLATFORM_READY_DELAY_MS);
    return () => clearTimeout(timer);
  }, [selected]);

  return (
    <div className="flex flex-col bg-sand-50">
      <PageMeta
        title="Coach"
        description="Prepare social campaigns for Social Market products on X, Instagram, YouTube and TikTok."
      />
      <header className="bg-linear-to-br from-ocean-900 via-ocean-800 to-ocean-700 text-white">
        <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6 sm:py-10">
          <p className="text-xs font-semibold tracking-[0.2em] text-coral-300 uppercase">
            Social Coach
          </p>
          <h1 className="mt-2 text-3xl font-extrabold tracking-tight sm:text-4xl">Coach Hub</h1>
          <p className="mt-2 max-w-2xl text-ocean-100">
            Pop the shop on your socials: pick a platform, prepare a campaign for a product and grow
            your social boost.
          </p>
        </div>
      </header>

      <div className="mx-auto flex w-full max-w-4xl flex-col gap-8 px-4 py-6 sm:px-6 sm:py-8">
        <section aria-label="Your coach figures" className="flex flex-col gap-3">
          <dl className="grid grid-cols-3 gap-2 sm:gap-4">
            <Figure
              label="Team Score"
              value={stats.teamScore === null ? NO_TEAM_SCORE : String(stats.teamScore)}
              loading={isLoading}
            />
            <Figure
              label="Social Boost"
              value={formatBoost(stats.socialBoost)}
              loading={isLoading}
              accent
            />
            <Figure
              label="Last Campaign"
              value={lastCampaignLabel(stats.lastCampaign)}
              loading={isLoading}
            />
          </dl>
          {!isSignedIn && !isLoading && (
            <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
              <p className="text-sm text-slate-700">
                Sign in to see your own team score and record your campaigns.
              </p>
              <Button asChild size="sm" className="self-start sm:self-auto">
                <Link to={authPathFor('/coach')}>Sign in</Link>
              </Button>
            </Card>
          )}
          <p className="flex items-start gap-2 text-xs text-slate-600">
            <Info aria-hidden="true" className="mt-px size-4 shrink-0 text-ocean-600" />
            Boosts are a coach score: they never change competition results.
          </p>
        </section>

        <section aria-labelledby="coach-platforms" className="flex flex-col gap-3">
          <h2
            id="coach-platforms"
            className="flex items-center gap-2 text-xl font-extrabold tracking-tight text-ocean-950"
          >
            <Megaphone aria-hidden="true" className="size-5 text-coral-500" />
            Choose a platform
          </h2>
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {coachPlatforms.map((platform) => (
              <PlatformCard
                key={platform}
                platform={platform}
                selected={selected === platform}
                onSelect={() => setSelected(platform)}
              />
            ))}
          </div>

          <div aria-live="polite" role="status">
            {selected && (
              <div
                className={cn(
                  'flex items-center gap-2 rounded-xl px-4 py-3 font-mono text-sm',
                  ready ? 'bg-emerald-50 text-emerald-800' : 'bg-ocean-950 text-ocean-100',
                )}
              >
                {ready ? (
                  <CircleCheck aria-hidden="true" className="size-4 shrink-0" />
                ) : (
                  <LoaderCircle aria-hidden="true" className="size-4 shrink-0 animate-spin" />
                )}
                {ready ? readyMessage(selected) : preparingMessage(selected)}
              </div>
            )}
          </div>

          <div className="flex flex-col gap-3 sm:flex-row">
            {selected && (
              <Button
                variant="accent"
                size="lg"
                disabled={!ready}
                onClick={() => navigate(coachToolPath(selected))}
                className="sm:flex-1"
              >
                <Rocket aria-hidden="true" /> Pop The Shop
              </Button>
            )}
            <div className="flex flex-col gap-1 sm:flex-1">
              <Button variant="outline" size="lg" disabled aria-describedby="paid-pop-pro-note">
                <Lock aria-hidden="true" /> Paid Pop Pro
              </Button>
              <p id="paid-pop-pro-note" className="text-center text-xs text-slate-500">
                Arrives at launch: a $1 sponsored post.
              </p>
            </div>
          </div>
        </section>

        <section aria-labelledby="coach-competitions" className="flex flex-col gap-3">
          <h2
            id="coach-competitions"
            className="flex items-center gap-2 text-xl font-extrabold tracking-tight text-ocean-950"
          >
            <Trophy aria-hidden="true" className="size-5 text-coral-500" />
            Active Competitions
          </h2>
          <CoachProductList
            label="Active Competitions"
            products={competitions}
            isLoading={games.isPending}
            emptyText="No active competitions found"
            toFor={(product) => `/product/${product.id}`}
          />
        </section>

        <Button asChild variant="outline" className="self-center">
          <Link to="/">
            View All Products <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </div>
    </div>
  );
}

function Figure({
  label,
  value,
  loading,
  accent = false,
}: {
  label: string;
  value: string;
  loading: boolean;
  accent?: boolean;
}) {
  return (
    <Card className="flex flex-col justify-between gap-1 p-3 sm:p-5">
      <dt className="text-[11px] font-semibold tracking-wide text-slate-500 uppercase sm:text-xs">
        {label}
      </dt>
      <dd
        className={cn(
          'text-lg font-bold tracking-tight break-words tabular-nums sm:text-2xl',
          accent ? 'text-emerald-700' : 'text-slate-900',
        )}
      >
        {loading ? <Skeleton className="h-7 w-14" /> : value}
      </dd>
    </Card>
  );
}

function PlatformCard({
  platform,
  selected,
  onSelect,
}: {
  platform: CoachPlatform;
  selected: boolean;
  onSelect: () => void;
}) {
  return (
    <button
      type="button"
      aria-pressed={selected}
      onClick={onSelect}
      className={cn(
        'flex cursor-pointer items-center gap-2.5 rounded-2xl border bg-white p-3 text-left shadow-xs transition-colors sm:flex-col sm:items-start sm:gap-3 sm:p-4',
        'hover:border-ocean-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ocean-500',
        selected ? 'border-ocean-500 ring-2 ring-ocean-200' : 'border-slate-200',
      )}
    >
      <span
        className={cn(
          'flex size-10 shrink-0 items-center justify-center rounded-xl sm:size-11',
          platformTileClass[platform],
        )}
      >
        <PlatformIcon platform={platform} />
      </span>
      <span className="flex min-w-0 flex-col">
        <span className="font-semibold text-slate-900">{platformLabels[platform]}</span>
        <span className="inline-flex items-center gap-1 text-sm font-semibold whitespace-nowrap text-emerald-700">
          <Sparkles aria-hidden="true" className="size-3.5" />
          {`+${PLATFORM_BOOSTS[platform]} boost`}
        </span>
      </span>
    </button>
  );
}
