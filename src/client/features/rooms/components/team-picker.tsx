import { Check, LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { type GameRoomDetail, MAX_TEAM } from '../../../../shared/contracts/games';
import { InfluencerAvatar } from '../../../components/influencer-avatar';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/class-names';
import { abbreviate } from '../../../lib/competition-display';
import { toast } from '../../../lib/toast';
import { useInfluencers } from '../../influencers';
import { useSelectTeam } from '../api/select-team';
import { roomToasts, teamCounterText, toggleTeamPick } from '../lib/rooms';

interface PickerInfluencer {
  id: string;
  name: string;
  handle: string;
  avatar: string;
  score: number;
}

/**
 * Exactly 5 influencers for the room, with today's scores (GET /api/influencers, as section 7 says
 * for the room picker; the room's own list stands in if that call fails). Confirming marks the
 * player ready.
 */
export function TeamPicker({
  room,
  initial,
  onConfirmed,
  onCancel,
}: {
  room: GameRoomDetail;
  initial: readonly string[];
  onConfirmed: () => void;
  /** Shown when changing a confirmed team: keep it as it was. */
  onCancel?: () => void;
}) {
  const influencers = useInfluencers();
  const selectTeam = useSelectTeam(room.id);
  const [selected, setSelected] = useState<string[]>(() => [...initial]);
  const list: PickerInfluencer[] = influencers.data ?? room.influencers;

  const toggle = (id: string) => {
    const outcome = toggleTeamPick(selected, id);
    if (outcome.kind === 'full') {
      toast.error(roomToasts.teamFull.title, { description: roomToasts.teamFull.description });
      return;
    }
    setSelected(outcome.selected);
  };

  const confirm = () => {
    if (selected.length !== MAX_TEAM) {
      toast.error(roomToasts.selectTeam.title, { description: roomToasts.selectTeam.description });
      return;
    }
    selectTeam.mutate(selected, { onSuccess: onConfirmed });
  };

  return (
    <Card role="region" aria-labelledby="team-picker-title">
      <div className="flex items-center justify-between gap-3 border-b border-slate-100 px-4 py-4 sm:px-6">
        <div>
          <h2 id="team-picker-title" className="text-lg font-bold text-ocean-950">
            Pick Your Team
          </h2>
          <p className="text-sm text-slate-600">
            Choose exactly {MAX_TEAM} influencers; their gains are your score.
          </p>
        </div>
        <span
          data-testid="team-counter"
          className={cn(
            'shrink-0 rounded-full px-3 py-1 text-sm font-bold tabular-nums',
            selected.length > 0 ? 'bg-coral-500 text-white' : 'bg-slate-100 text-slate-700',
          )}
        >
          {teamCounterText(selected.length)}
        </span>
      </div>
      {influencers.isPending ? (
        <div className="flex justify-center py-12">
          <Spinner label="Loading influencers" />
        </div>
      ) : (
        <ul aria-label="Influencers" className="grid grid-cols-1 gap-2 p-3 sm:grid-cols-2 sm:p-4">
          {list.map((influencer) => {
            const picked = selected.includes(influencer.id);
            return (
              <li key={influencer.id}>
                <button
                  type="button"
                  aria-pressed={picked}
                  data-testid="team-pick"
                  data-influencer-id={influencer.id}
                  onClick={() => toggle(influencer.id)}
                  disabled={selectTeam.isPending}
                  className={cn(
                    'flex w-full cursor-pointer items-center gap-3 rounded-xl border bg-white p-2.5 text-left transition-colors',
                    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ocean-500',
                    picked
                      ? 'border-coral-400 bg-coral-50/60 ring-1 ring-coral-400'
                      : 'border-slate-200 hover:bg-slate-50',
                  )}
                >
                  <InfluencerAvatar
                    name={influencer.name}
                    src={influencer.avatar}
                    className="size-10"
                  />
                  <span className="min-w-0 flex-1">
                    <span className="block truncate font-semibold text-slate-900">
                      {influencer.name}
                    </span>
                    <span className="block truncate text-xs text-slate-500">
                      {influencer.handle}
                    </span>
                  </span>
                  <span className="shrink-0 text-right text-xs font-bold text-ocean-800 tabular-nums">
                    {abbreviate(influencer.score)}
                    <span className="block text-[10px] font-medium text-slate-500">pts</span>
                  </span>
                  <span
                    aria-hidden="true"
                    className={cn(
                      'flex size-6 shrink-0 items-center justify-center rounded-full border',
                      picked ? 'border-coral-500 bg-coral-500 text-white' : 'border-slate-300',
                    )}
                  >
                    {picked && <Check className="size-3.5" />}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <div className="sticky bottom-[calc(4rem+1px+env(safe-area-inset-bottom))] flex flex-col-reverse gap-2 rounded-b-2xl border-t border-slate-100 bg-white/95 px-4 py-3 backdrop-blur sm:flex-row sm:justify-end sm:px-6">
        {onCancel && (
          <Button variant="outline" onClick={onCancel} disabled={selectTeam.isPending}>
            Keep My Team
          </Button>
        )}
        <Button variant="accent" onClick={confirm} disabled={selectTeam.isPending}>
          {selectTeam.isPending ? (
            <>
              <LoaderCircle aria-hidden="true" className="animate-spin" />
              Confirming...
            </>
          ) : (
            'Confirm Team Selection'
          )}
        </Button>
      </div>
    </Card>
  );
}
