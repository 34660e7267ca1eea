import { ChartNoAxesColumn, Check, MapPin, Plus } from 'lucide-react';
import type { Influencer } from '../../../../shared/contracts/influencers';
import { InfluencerAvatar } from '../../../components/influencer-avatar';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/class-names';
import { abbreviate } from '../../../lib/competition-display';
import { platformFollowers } from '../lib/influencer-stats';

interface InfluencerCardProps {
  influencer: Influencer;
  selected: boolean;
  /** False once the shopper is in the game or joining is closed: details only. */
  selectable: boolean;
  /** In the shopper's entered team. */
  onTeam?: boolean;
  onToggle: () => void;
  onView: () => void;
}

export function InfluencerCard({
  influencer,
  selected,
  selectable,
  onTeam = false,
  onToggle,
  onView,
}: InfluencerCardProps) {
  const platforms = platformFollowers(influencer.platforms, influencer.followers);
  const highlighted = selected || onTeam;

  return (
    <li
      data-testid="influencer-card"
      data-influencer-id={influencer.id}
      data-selected={selected}
      className={cn(
        'rounded-2xl border bg-white p-4 shadow-sm transition-colors',
        highlighted
          ? 'border-coral-400 bg-coral-50/40 ring-1 ring-coral-400'
          : 'border-slate-200/80',
      )}
    >
      <div className="flex gap-3">
        <InfluencerAvatar name={influencer.name} src={influencer.avatar} />
        <div className="min-w-0 flex-1">
          <div className="flex items-start justify-between gap-2">
            <div className="min-w-0">
              <h3 className="truncate font-bold text-slate-900">{influencer.name}</h3>
              <p className="truncate text-sm text-slate-500">{influencer.handle}</p>
            </div>
            <span
              title="Today's score"
              className="shrink-0 rounded-full bg-ocean-50 px-2.5 py-1 text-xs font-bold text-ocean-800 tabular-nums"
            >
              <span className="sr-only">Today's score: </span>
              {abbreviate(influencer.score)}
              <span aria-hidden="true" className="font-medium text-ocean-600">
                {' '}
                pts
              </span>
            </span>
          </div>
          <p className="mt-1 flex flex-wrap items-center gap-x-2 text-xs text-slate-600">
            <span className="font-semibold text-coral-700">{influencer.category}</span>
            <span className="flex items-center gap-0.5">
              <MapPin aria-hidden="true" className="size-3" />
              {influencer.location}
            </span>
          </p>
          {platforms.length > 0 && (
            <ul aria-label="Followers" className="mt-2 flex flex-wrap gap-1.5">
              {platforms.map((entry) => (
                <li
                  key={entry.platform}
                  className="rounded-md bg-slate-100 px-2 py-0.5 text-xs text-slate-700"
                >
                  {entry.label}{' '}
                  <span className="font-semibold text-slate-900 tabular-nums">{entry.text}</span>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
      <div className="mt-3 flex gap-2">
        <Button
          variant="outline"
          size="sm"
          className="flex-1"
          onClick={onView}
          aria-label={`View ${influencer.name} details`}
        >
          <ChartNoAxesColumn aria-hidden="true" />
          Details
        </Button>
        {selectable ? (
          <Button
            variant={selected ? 'accent' : 'primary'}
            size="sm"
            className="flex-1"
            aria-pressed={selected}
            onClick={onToggle}
          >
            {selected ? <Check aria-hidden="true" /> : <Plus aria-hidden="true" />}
            {/* The name holds the visible word (WCAG 2.5.3): "Select Ava" or "Selected Ava". */}
            {selected ? 'Selected' : 'Select'}
            <span className="sr-only"> {influencer.name}</span>
          </Button>
        ) : (
          onTeam && (
            <span className="flex flex-1 items-center justify-center gap-1.5 rounded-full bg-coral-100 text-sm font-semibold text-coral-800">
              <Check aria-hidden="true" className="size-4" />
              On your team
            </span>
          )
        )}
      </div>
    </li>
  );
}
