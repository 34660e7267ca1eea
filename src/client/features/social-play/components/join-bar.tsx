import { LoaderCircle } from 'lucide-react';
import { TEAM_SIZE } from '../../../../shared/competition-rules';
import type { Influencer } from '../../../../shared/contracts/influencers';
import { formatEntryPrice, toCents } from '../../../../shared/money';
import { InfluencerAvatar } from '../../../components/influencer-avatar';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/class-names';

interface JoinBarProps {
  selected: readonly Influencer[];
  entryPrice: number;
  /** The shopper holds a free entry for this product. */
  free?: boolean;
  busy: boolean;
  signedIn: boolean;
  onJoin: () => void;
}

/** Sticks above the tab bar: the team so far, the entry price and 'Join Game'. */
export function JoinBar({
  selected,
  entryPrice,
  free = false,
  busy,
  signedIn,
  onJoin,
}: JoinBarProps) {
  const count = selected.length;
  const missing = TEAM_SIZE - count;
  const hint = busy
    ? free
      ? 'Joining…'
      : 'Paying your entry…'
    : missing > 0
      ? `Pick ${missing} more to join`
      : signedIn
        ? 'Your team is ready'
        : 'Sign in to join';

  return (
    <section
      aria-label="Join this game"
      className="fixed inset-x-0 bottom-[calc(4rem+env(safe-area-inset-bottom))] z-30 border-t border-slate-200 bg-white/95 shadow-[0_-6px_20px_-12px_rgb(15_58_80/0.35)] backdrop-blur-md"
    >
      <div className="mx-auto flex max-w-6xl items-center gap-3 px-4 py-3 sm:px-6">
        <ol aria-hidden="true" className="hidden -space-x-2 sm:flex">
          {Array.from({ length: TEAM_SIZE }, (_, index) => {
            const influencer = selected[index];
            return influencer ? (
              <li key={influencer.id}>
                <InfluencerAvatar
                  name={influencer.name}
                  src={influencer.avatar}
                  className="size-9 text-xs"
                />
              </li>
            ) : (
              // biome-ignore lint/suspicious/noArrayIndexKey: empty seats have nothing else to key on.
              <li key={`empty-${index}`}>
                <span className="block size-9 rounded-full border-2 border-dashed border-slate-300 bg-white" />
              </li>
            );
          })}
        </ol>
        <div className="min-w-0 flex-1">
          <p className="text-sm font-bold text-slate-900">
            <span data-testid="selected-count" className="tabular-nums">
              {count}/{TEAM_SIZE}
            </span>{' '}
            selected
            <span className="font-medium text-slate-500"> · </span>
            <span className="text-coral-700 tabular-nums">
              {free ? 'Free entry' : `${formatEntryPrice(toCents(entryPrice))} entry`}
            </span>
          </p>
          <p aria-live="polite" className={cn('truncate text-xs text-slate-600')}>
            {hint}
          </p>
        </div>
        <Button
          variant="accent"
          size="lg"
          className="px-5 sm:px-8"
          disabled={count !== TEAM_SIZE || busy}
          onClick={onJoin}
        >
          {busy && <LoaderCircle aria-hidden="true" className="animate-spin" />}
          Join Game
        </Button>
      </div>
    </section>
  );
}
