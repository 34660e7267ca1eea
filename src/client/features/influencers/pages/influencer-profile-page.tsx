import { ArrowLeft, MapPin, MessageCircle, Sparkles, TrendingUp, UserRoundX } from 'lucide-react';
import { useMemo } from 'react';
import { Link, useParams } from 'react-router';
import type { InfluencerDetail } from '../../../../shared/contracts/influencers';
import { ENGAGEMENT_LABEL, engagementText } from '../../../../shared/engagement';
import { influencerSummary, shareImagePaths } from '../../../../shared/page-meta';
import { formatCount } from '../../../../shared/plural';
import { InfluencerAvatar } from '../../../components/influencer-avatar';
import { LoadError } from '../../../components/load-error';
import { PageMeta } from '../../../components/page-meta';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { isNotFound } from '../../../lib/api';
import { abbreviate } from '../../../lib/competition-display';
import { useInfluencer } from '../api/get-influencer';
import { useInfluencers } from '../api/get-influencers';
import { useMetricsSource } from '../api/get-metrics-source';
import { ChatPanel } from '../components/chat-panel';
import { MessageDialog } from '../components/message-dialog';
import { PlatformIcon } from '../components/platform-icon';
import { ScoreChart } from '../components/score-chart';
import { ShareProfileButton } from '../components/share-profile-button';
import { SimilarInfluencers } from '../components/similar-influencers';
import { type CardStats, cardStats, categoryOf, platformFollowers } from '../lib/directory';
import { similarInfluencers, specialties } from '../lib/profile';

function BackLink() {
  return (
    <Link
      to="/influencer-directory"
      className="inline-flex min-h-6 items-center gap-1.5 rounded-sm text-sm font-semibold text-ocean-700 hover:text-ocean-900"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back to Directory
    </Link>
  );
}

/** /influencer/:id: the profile, its figures and chart, the chat and similar influencers. */
export function InfluencerProfilePage() {
  const { id = '' } = useParams();
  const query = useInfluencer(id);

  if (query.isPending) return <ProfileSkeleton />;
  if (isNotFound(query.error)) return <InfluencerNotFound />;
  if (query.error || !query.data) {
    return (
      <div className="mx-auto w-full max-w-3xl px-4 py-8">
        <PageMeta title="Influencer" />
        <BackLink />
        <h1 className="sr-only">Influencer</h1>
        <div className="mt-6">
          <LoadError
            error={query.error}
            onRetry={() => query.refetch()}
            title="We couldn't load this profile"
          />
        </div>
      </div>
    );
  }
  return <ProfileView influencer={query.data} />;
}

function ProfileView({ influencer }: { influencer: InfluencerDetail }) {
  const all = useInfluencers();
  const similar = useMemo(
    () => similarInfluencers(influencer, all.data ?? []),
    [influencer, all.data],
  );
  const category = categoryOf(influencer);
  const stats = cardStats(influencer);

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-5 sm:px-6 sm:py-8">
      <PageMeta
        title={`${influencer.name} (${influencer.handle})`}
        description={influencerSummary({
          ...influencer,
          category,
          followers: influencer.totalFollowers,
        })}
        image={shareImagePaths.influencer(influencer.id)}
        imageAlt={`${influencer.name}, ${influencer.handle}`}
        type="profile"
      />
      <BackLink />

      <div className="mt-4 grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
        <div className="flex min-w-0 flex-col gap-6">
          <section className="rounded-3xl border border-slate-200/80 bg-white p-5 shadow-sm sm:p-6">
            <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
              <InfluencerAvatar
                src={influencer.avatar}
                name={influencer.name}
                eager
                className="size-20 ring-4 ring-sand-100 sm:size-24"
              />
              <div className="min-w-0 flex-1">
                <h1 className="text-2xl font-extrabold tracking-tight text-ocean-950 sm:text-3xl">
                  {influencer.name}
                </h1>
                <p className="text-slate-500">{influencer.handle}</p>
                <div className="mt-2 flex flex-wrap items-center gap-2 text-sm">
                  <span className="rounded-full bg-coral-50 px-2.5 py-0.5 font-semibold text-coral-700">
                    {category}
                  </span>
                  <span className="inline-flex items-center gap-1 text-slate-600">
                    <MapPin aria-hidden="true" className="size-4" />
                    {influencer.location}
                  </span>
                </div>
              </div>
              <div className="flex gap-2">
                <MessageDialog influencer={influencer} />
                <ShareProfileButton influencer={influencer} />
              </div>
            </div>
            {influencer.bio && <p className="mt-4 text-slate-700">{influencer.bio}</p>}

            <dl className="mt-5 grid grid-cols-2 gap-3 sm:grid-cols-4">
              <Stat label="Followers" value={abbreviate(influencer.totalFollowers)} />
              <Stat
                label="Today's score"
                value={abbreviate(Math.round(influencer.today.totalScore))}
              />
              <Stat
                label={ENGAGEMENT_LABEL}
                value={engagementText(stats.engagement)}
                testId="engagement"
              />
              <Stat label="Picked today" value={`${influencer.today.timesSelected}×`} />
            </dl>
          </section>

          <SpecialtiesSection influencer={influencer} />
          <PlatformsSection influencer={influencer} stats={stats} />
          <DailyScoresSection influencer={influencer} />
        </div>

        <aside className="flex min-w-0 flex-col gap-6 lg:sticky lg:top-20">
          <section
            aria-labelledby="direct-messages"
            className="render-later rounded-3xl border border-slate-200/80 bg-white p-5 shadow-sm"
          >
            <h2
              id="direct-messages"
              className="mb-4 flex items-center gap-2 text-lg font-bold text-slate-900"
            >
              <MessageCircle aria-hidden="true" className="size-5 text-ocean-600" />
              Direct Messages
            </h2>
            <ChatPanel influencer={influencer} />
          </section>
          {similar.length > 0 && <SimilarInfluencers influencers={similar} />}
        </aside>
      </div>
    </div>
  );
}

function SpecialtiesSection({ influencer }: { influencer: InfluencerDetail }) {
  return (
    <section
      aria-labelledby="specialties"
      className="rounded-3xl border border-slate-200/80 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="specialties" className="flex items-center gap-2 text-lg font-bold text-slate-900">
        <Sparkles aria-hidden="true" className="size-5 text-coral-500" />
        Specialties
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {specialties(influencer).map((specialty) => (
          <li
            key={specialty}
            className="rounded-full border border-ocean-100 bg-ocean-50 px-3 py-1 text-sm font-medium text-ocean-800"
          >
            {specialty}
          </li>
        ))}
      </ul>
    </section>
  );
}

function PlatformsSection({
  influencer,
  stats,
}: {
  influencer: InfluencerDetail;
  /** The profile's figures (`cardStats`), worked out once by the page. */
  stats: CardStats;
}) {
  const metricsProvider = useMetricsSource();
  return (
    <section
      aria-labelledby="platforms"
      className="rounded-3xl border border-slate-200/80 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="platforms" className="text-lg font-bold text-slate-900">
        Platforms
      </h2>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2">
        {platformFollowers(influencer.followers).map((entry) => (
          <li
            key={entry.platform}
            data-testid="platform-figures"
            className="rounded-2xl bg-sand-50 p-4"
          >
            <p className="flex items-center gap-2 text-sm font-semibold text-slate-700">
              <PlatformIcon platform={entry.platform} className="size-4 text-slate-500" />
              {entry.label}
            </p>
            <p className="mt-1 text-2xl font-extrabold text-ocean-950 tabular-nums">
              {formatCount(entry.count)}
            </p>
            <p className="text-xs text-slate-500">followers</p>
            {entry.platform === 'instagram' && (
              <dl className="mt-3 grid grid-cols-4 gap-1 border-t border-slate-200 pt-3 text-center">
                <MiniStat label="Posts" value={influencer.today.posts} />
                <MiniStat label="Likes" value={influencer.today.likes} />
                <MiniStat label="Comments" value={influencer.today.comments} />
                <MiniStat label="Shares" value={influencer.today.shares} />
              </dl>
            )}
          </li>
        ))}
      </ul>
      <p className="mt-3 text-xs text-slate-500">
        {metricsProvider === 'simulated'
          ? "Posts, likes, comments and shares are today's simulated Instagram figures"
          : "Posts, likes, comments and shares are today's Instagram figures"}
        {stats.averageLikes !== null
          ? `; ${abbreviate(stats.averageLikes)} likes per post on average over all posts.`
          : '.'}
      </p>
    </section>
  );
}

function DailyScoresSection({ influencer }: { influencer: InfluencerDetail }) {
  const days = Math.round(influencer.growth.days);
  return (
    <section
      aria-labelledby="score-history"
      className="render-later rounded-3xl border border-slate-200/80 bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="score-history" className="text-lg font-bold text-slate-900">
          Daily Scores
        </h2>
        {influencer.growth.days > 0 && (
          <p className="inline-flex items-center gap-1 text-sm text-slate-600">
            <TrendingUp aria-hidden="true" className="size-4 text-emerald-600" />
            {abbreviate(Math.round(influencer.growth.score))} points over {days}{' '}
            {days === 1 ? 'day' : 'days'}
          </p>
        )}
      </div>
      <div className="mt-4">
        <ScoreChart history={influencer.scoreHistory} />
      </div>
    </section>
  );
}

function Stat({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="rounded-2xl bg-sand-50 px-3 py-3 text-center">
      <dt className="text-xs font-medium text-slate-500">{label}</dt>
      <dd
        data-testid={testId}
        className="mt-0.5 text-xl font-extrabold text-ocean-950 tabular-nums"
      >
        {value}
      </dd>
    </div>
  );
}

function MiniStat({ label, value }: { label: string; value: number }) {
  return (
    <div>
      <dt className="text-[11px] text-slate-500">{label}</dt>
      <dd className="text-sm font-bold text-slate-900 tabular-nums">{abbreviate(value)}</dd>
    </div>
  );
}

function InfluencerNotFound() {
  return (
    <div className="mx-auto flex w-full max-w-lg flex-1 flex-col items-center px-6 py-16 text-center">
      <PageMeta title="Influencer not found" />
      <div className="mb-6 flex size-16 items-center justify-center rounded-full bg-coral-50 text-coral-600">
        <UserRoundX aria-hidden="true" className="size-8" />
      </div>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">Influencer not found</h1>
      <p className="mt-3 text-slate-600">This profile doesn't exist or is no longer listed.</p>
      <Button asChild className="mt-8">
        <Link to="/influencer-directory">Back to Directory</Link>
      </Button>
    </div>
  );
}

function ProfileSkeleton() {
  return (
    <div
      className="mx-auto w-full max-w-6xl px-4 py-5 sm:px-6 sm:py-8"
      role="status"
      aria-label="Loading the profile"
    >
      <Skeleton className="h-5 w-40" />
      <div className="mt-4 grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <Skeleton className="h-80 rounded-3xl" />
        <Skeleton className="h-64 rounded-3xl" />
      </div>
    </div>
  );
}
