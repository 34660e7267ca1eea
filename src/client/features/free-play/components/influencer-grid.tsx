import { Check, Heart, MessageCircle, Repeat2, SquarePlay } from 'lucide-react';
import type { FreePlayGame } from '../../../../shared/contracts/games';
import { InfluencerAvatar } from '../../../components/influencer-avatar';
import { cn } from '../../../lib/class-names';
import { abbreviate } from '../../../lib/competition-display';
import { formatCount } from '../lib/free-play-rules';

type FreePlayInfluencer = FreePlayGame['influencers'][number];

/**
 * The 12 free-play influencers. Before play a card shows followers and toggles the pick; once the
 * game runs the team is locked and the picked cards show their gains since the start.
 */
export function InfluencerGrid({
  influencers,
  team,
  selectable,
  showGains,
  onToggle,
}: {
  influencers: FreePlayInfluencer[];
  team: readonly string[];
  selectable: boolean;
  showGains: boolean;
  onToggle: (influencer: FreePlayInfluencer) => void;
}) {
  return (
    <ul aria-label="Influencers" className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      {influencers.map((influencer) => (
        <InfluencerTile
          key={influencer.id}
          influencer={influencer}
          selected={team.includes(influencer.id)}
          selectable={selectable}
          showGains={showGains}
          onToggle={() => onToggle(influencer)}
        />
      ))}
    </ul>
  );
}

function InfluencerTile({
  influencer,
  selected,
  selectable,
  showGains,
  onToggle,
}: {
  influencer: FreePlayInfluencer;
  selected: boolean;
  selectable: boolean;
  showGains: boolean;
  onToggle: () => void;
}) {
  const body = (
    <>
      {selected && (
        <span className="absolute top-2 right-2 flex size-6 items-center justify-center rounded-full bg-coral-500 text-white shadow-sm">
          <Check aria-hidden="true" className="size-3.5" strokeWidth={3} />
        </span>
      )}
      <InfluencerAvatar name={influencer.name} src={influencer.avatar} className="size-14" />
      <span className="mt-2 block w-full truncate font-bold text-slate-900">{influencer.name}</span>
      <span className="block w-full truncate text-xs text-slate-500">{influencer.username}</span>
      <span className="mt-1.5 rounded-full bg-ocean-50 px-2 py-0.5 text-[11px] font-semibold text-ocean-800">
        {influencer.category}
      </span>
      {showGains && selected ? (
        <Gains influencer={influencer} />
      ) : (
        <span className="mt-2 text-sm text-slate-600">
          <span className="font-bold text-slate-900 tabular-nums">
            {abbreviate(influencer.followers)}
          </span>{' '}
          followers
        </span>
      )}
    </>
  );
  const tileClass = cn(
    'relative flex h-full w-full flex-col items-center rounded-2xl border bg-white p-3 text-center shadow-sm transition-colors',
    selected ? 'border-coral-400 bg-coral-50/60 ring-2 ring-coral-400' : 'border-slate-200/80',
  );
  return (
    <li
      data-testid="free-play-influencer"
      data-influencer-id={influencer.id}
      data-selected={selected}
    >
      {selectable ? (
        <button
          type="button"
          aria-pressed={selected}
          onClick={onToggle}
          className={cn(
            tileClass,
            'cursor-pointer hover:border-coral-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ocean-500',
          )}
        >
          {body}
        </button>
      ) : (
        <div className={cn(tileClass, !selected && showGains && 'opacity-70')}>{body}</div>
      )}
    </li>
  );
}

function Gains({ influencer }: { influencer: FreePlayInfluencer }) {
  return (
    <span className="mt-2 block w-full" data-testid="influencer-gains">
      <span className="block text-lg font-extrabold text-ocean-950 tabular-nums">
        {formatCount(influencer.score)}
        <span className="ml-1 text-xs font-semibold text-slate-500">pts</span>
      </span>
      <span className="mt-1 grid grid-cols-2 gap-x-2 gap-y-0.5 text-[11px] text-slate-600 tabular-nums">
        <Stat icon={SquarePlay} label="post" value={influencer.posts} />
        <Stat icon={Heart} label="like" value={influencer.likes} />
        <Stat icon={Repeat2} label="share" value={influencer.shares} />
        <Stat icon={MessageCircle} label="comment" value={influencer.comments} />
      </span>
    </span>
  );
}

function Stat({ icon: Icon, label, value }: { icon: typeof Heart; label: string; value: number }) {
  return (
    <span className="inline-flex items-center justify-center gap-1 whitespace-nowrap">
      <Icon aria-hidden="true" className="size-3 shrink-0 text-slate-400" />
      {`${abbreviate(value)} ${label}${value === 1 ? '' : 's'}`}
    </span>
  );
}
