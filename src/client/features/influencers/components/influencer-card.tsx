import { ArrowRight, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import type { Influencer } from '../../../../shared/contracts/influencers';
import { ENGAGEMENT_LABEL, engagementText } from '../../../../shared/engagement';
import { formatCount } from '../../../../shared/plural';
import { InfluencerAvatar } from '../../../components/influencer-avatar';
import { abbreviate } from '../../../lib/competition-display';
import { cardStats, categoryOf, platformFollowers } from '../lib/directory';
import { PlatformIcon } from './platform-icon';

/** A directory card: who, where, followers per platform and the last day's engagement. */
export function InfluencerCard({ influencer }: { influencer: Influencer }) {
  const stats = cardStats(influencer);
  const path = `/influencer/${encodeURIComponent(influencer.id)}`;
  const platforms = platformFollowers(influencer.followers);

  return (
    <article
      data-testid="influencer-card"
      data-influencer-id={influencer.id}
      className="group relative flex h-full flex-col rounded-3xl border border-slate-200/80 bg-white p-4 shadow-sm transition-shadow hover:shadow-md sm:p-5"
    >
      <div className="flex items-start gap-3">
        <InfluencerAvatar src={influencer.avatar} name={influencer.name} className="size-14" />
        <div className="min-w-0 flex-1">
          <h3 className="truncate text-base font-bold text-slate-900">
            <Link
              to={path}
              className="rounded-sm after:absolute after:inset-0 after:rounded-3xl focus-visible:outline-2 focus-visible:outline-ocean-500"
            >
              {influencer.name}
            </Link>
          </h3>
          <p className="truncate text-sm text-slate-500">{influencer.handle}</p>
          <div className="mt-1.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs">
            <span
              data-testid="influencer-category"
              className="rounded-full bg-coral-50 px-2 py-0.5 font-semibold text-coral-700"
            >
              {categoryOf(influencer)}
            </span>
            <span className="inline-flex items-center gap-1 text-slate-600">
              <MapPin aria-hidden="true" className="size-3.5" />
              <span data-testid="influencer-location">{influencer.location}</span>
            </span>
          </div>
        </div>
      </div>

      <dl className="mt-4 grid grid-cols-3 gap-2 rounded-2xl bg-sand-50 p-3 text-center">
        <div>
          <dt className="text-[11px] font-medium text-slate-500">Followers</dt>
          <dd className="text-base font-bold text-ocean-950 tabular-nums">
            {abbreviate(stats.followers)}
          </dd>
        </div>
        <div>
          <dt className="text-[11px] font-medium text-slate-500">Avg. likes</dt>
          <dd
            data-testid="average-likes"
            className="text-base font-bold text-ocean-950 tabular-nums"
          >
            {stats.averageLikes === null ? '—' : abbreviate(stats.averageLikes)}
          </dd>
        </div>
        <div>
          <dt className="text-[11px] font-medium text-slate-500">{ENGAGEMENT_LABEL}</dt>
          <dd data-testid="engagement" className="text-base font-bold text-ocean-950 tabular-nums">
            {engagementText(stats.engagement)}
          </dd>
        </div>
      </dl>

      {platforms.length > 0 && (
        <ul aria-label="Followers per platform" className="mt-3 flex flex-wrap gap-1.5">
          {platforms.map((entry) => (
            <li
              key={entry.platform}
              title={`${entry.label}: ${formatCount(entry.count)} followers`}
              className="inline-flex items-center gap-1 rounded-full border border-slate-200 px-2 py-0.5 text-xs text-slate-700"
            >
              <PlatformIcon platform={entry.platform} className="size-3.5 text-slate-500" />
              <span className="sr-only">{entry.label}</span>
              <span className="font-semibold tabular-nums">{abbreviate(entry.count)}</span>
            </li>
          ))}
        </ul>
      )}

      <div className="mt-auto flex items-center justify-between gap-2 pt-4 text-sm">
        <span className="text-slate-600">
          Today:{' '}
          <span className="font-semibold text-slate-900 tabular-nums">
            {abbreviate(influencer.score)}
          </span>{' '}
          pts
        </span>
        <span className="inline-flex items-center gap-1 font-semibold text-ocean-700 group-hover:text-ocean-900">
          View Profile
          <ArrowRight aria-hidden="true" className="size-4" />
        </span>
      </div>
    </article>
  );
}
