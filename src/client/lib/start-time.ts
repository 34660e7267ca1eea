import { formatShopWhen } from '../../shared/shop-time';

/**
 * When a full game starts, in the shop's time with its zone (decision 0018): 'Starts today at
 * 3:00 PM PST', or 'Starts Tue, Mar 3 at 3:00 PM PST' on another day.
 */
export function startTimeText(startTime: string, now: Date): string {
  const when = formatShopWhen(startTime, now);
  return when ? `Starts ${when}` : '';
}
