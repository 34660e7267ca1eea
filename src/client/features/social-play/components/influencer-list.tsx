import { ChevronDown, ChevronUp } from 'lucide-react';
import type { Influencer } from '../../../../shared/contracts/influencers';
import { LoadError } from '../../../components/load-error';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { visibleInfluencers } from '../lib/selection';
import { InfluencerCard } from './influencer-card';

export const FAILED_TO_FETCH_INFLUENCERS = 'Failed to fetch influencers';
const COLLAPSED_COUNT = 3;

interface InfluencerListProps {
  influencers: Influencer[] | undefined;
  isPending: boolean;
  error: unknown;
  onRetry: () => void;
  selected: readonly string[];
  selectable: boolean;
  team: readonly string[];
  expanded: boolean;
  onExpandedChange: (expanded: boolean) => void;
  onToggle: (influencer: Influencer) => void;
  onView: (influencer: Influencer) => void;
}

/** Three influencers, or all of them after 'View More Influencers'. */
export function InfluencerList({
  influencers,
  isPending,
  error,
  onRetry,
  selected,
  selectable,
  team,
  expanded,
  onExpandedChange,
  onToggle,
  onView,
}: InfluencerListProps) {
  if (error) {
    return <LoadError error={error} onRetry={onRetry} title={FAILED_TO_FETCH_INFLUENCERS} />;
  }
  if (isPending || !influencers) {
    return (
      <ul aria-label="Loading influencers" className="grid gap-3">
        {[0, 1, 2].map((key) => (
          <li key={key} className="rounded-2xl border border-slate-200/80 bg-white p-4">
            <div className="flex gap-3">
              <Skeleton className="size-12 rounded-full" />
              <div className="flex-1 space-y-2">
                <Skeleton className="h-4 w-1/2" />
                <Skeleton className="h-3 w-1/3" />
                <Skeleton className="h-3 w-2/3" />
              </div>
            </div>
          </li>
        ))}
      </ul>
    );
  }
  if (influencers.length === 0) {
    return (
      <p className="rounded-2xl border border-dashed border-slate-300 px-4 py-8 text-center text-sm text-slate-600">
        No influencers to pick yet. Check back soon!
      </p>
    );
  }

  const shown = visibleInfluencers(influencers, expanded, COLLAPSED_COUNT);
  return (
    <>
      <ul id="influencer-list" aria-label="Influencers" className="grid gap-3">
        {shown.map((influencer) => (
          <InfluencerCard
            key={influencer.id}
            influencer={influencer}
            selected={selected.includes(influencer.id)}
            selectable={selectable}
            onTeam={team.includes(influencer.id)}
            onToggle={() => onToggle(influencer)}
            onView={() => onView(influencer)}
          />
        ))}
      </ul>
      {influencers.length > COLLAPSED_COUNT ? (
        <Button
          variant="outline"
          className="mt-4 w-full"
          aria-controls="influencer-list"
          aria-expanded={expanded}
          onClick={() => onExpandedChange(!expanded)}
        >
          {expanded ? <ChevronUp aria-hidden="true" /> : <ChevronDown aria-hidden="true" />}
          {expanded ? 'Show Less' : 'View More Influencers'}
        </Button>
      ) : null}
    </>
  );
}
