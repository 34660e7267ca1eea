import { formatShopWhen } from '../../shared/shop-time';

/**
 * When a full game starts, in the shop's time with its zone: 'Starts today at
 * 3:00 PM PST', or 'Starts Tue, Mar 3 at 3:00 PM PST' on another day. The one start-time text of
 * every screen (product tab, play page, scoreboard, landing, coach); a game with no start time yet
 * says so, a time that cannot be read says nothing.
 */
export function startTimeText(startTime: string | null, now: Date): string {
  if (!startTime) return 'Start time to be announced';
  const when = formatShopWhen(startTime, now);
  return when ? `Starts ${when}` : '';
}
