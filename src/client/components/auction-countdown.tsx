import { formatShopWhen, secondsUntil, timeLeftText } from '../../shared/shop-time';
import { cn } from '../lib/class-names';
import { useNow } from '../lib/use-now';

/**
 * The one countdown (decision 0018: '4m 05s left', seconds always shown, so every second of the
 * last minute counts down) and when that is on the shop's clock. Only this part re-renders each second.
 */
export function AuctionCountdown({
  to,
  kind,
  className,
  compact = false,
}: {
  to: string;
  kind: 'ends' | 'starts';
  className?: string;
  compact?: boolean;
}) {
  const now = useNow(1000);
  const seconds = secondsUntil(to, now);
  const lastMinute = kind === 'ends' && seconds < 60;
  const countdown =
    kind === 'ends'
      ? timeLeftText(seconds)
      : `Starts in ${timeLeftText(seconds).replace(/ left$/, '')}`;
  return (
    <span className={cn('flex flex-col', className)}>
      <span
        role="timer"
        data-testid="auction-countdown"
        className={cn('font-bold tabular-nums', lastMinute ? 'text-coral-700' : 'text-ocean-950')}
      >
        {countdown}
      </span>
      {!compact && (
        <span className="text-xs text-slate-600">
          {`${kind === 'ends' ? 'Ends' : 'Starts'} ${formatShopWhen(to, now)}`}
        </span>
      )}
    </span>
  );
}
