import { Link } from 'react-router';
import type { Influencer } from '../../../../shared/contracts/influencers';
import { totalFollowers } from '../../../../shared/engagement';
import { InfluencerAvatar } from '../../../components/influencer-avatar';
import { abbreviate } from '../../../lib/competition-display';
import { categoryOf } from '../lib/directory';

/** Three influencers like this one (same category first). */
export function SimilarInfluencers({ influencers }: { influencers: Influencer[] }) {
  if (influencers.length === 0) return null;
  return (
    <section aria-labelledby="similar-influencers">
      <h2 id="similar-influencers" className="text-lg font-bold tracking-tight text-slate-900">
        Similar Influencers
      </h2>
      <ul className="mt-3 grid gap-3">
        {influencers.map((influencer) => (
          <li key={influencer.id} data-testid="similar-influencer">
            <Link
              to={`/influencer/${encodeURIComponent(influencer.id)}`}
              className="flex items-center gap-3 rounded-2xl border border-slate-200/80 bg-white p-3 shadow-xs transition-colors hover:bg-sand-50"
            >
              <InfluencerAvatar
                src={influencer.avatar}
                name={influencer.name}
                className="size-11"
              />
              <span className="min-w-0 flex-1">
                <span className="block truncate text-sm font-semibold text-slate-900">
                  {influencer.name}
                </span>
                <span className="block truncate text-xs text-slate-500">
                  {influencer.handle} · {categoryOf(influencer)}
                </span>
              </span>
              <span className="shrink-0 text-right text-xs text-slate-500">
                <span className="block text-sm font-bold text-ocean-900 tabular-nums">
                  {abbreviate(totalFollowers(influencer.followers))}
                </span>
                followers
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
