/**
 * Every time a shopper reads is the shop's local time in Laguna Beach, with its zone ('6:42 PM
 * PDT', 'PST' in winter), whoever writes it: the server's notification texts and the screens use
 * these same functions. Countdowns have one format, '1h 01m 21s' ('4m 05s' under
 * an hour, '6d 23h 46m 05s' from a day), said as '… left'.
 */
import { shopDateFormat } from './shop-day';

/** ICU may put a narrow no-break space before AM/PM; texts and tests want a plain one. */
const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

const timeFormat = shopDateFormat('en-US', {
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});
const dayKeyFormat = shopDateFormat('en-CA', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const weekdayDateFormat = shopDateFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
});
const shortDateFormat = shopDateFormat('en-US', {
  month: 'short',
  day: 'numeric',
});
const longDateFormat = shopDateFormat('en-US', {
  dateStyle: 'long',
});
const mediumDateFormat = shopDateFormat('en-US', {
  dateStyle: 'medium',
});

type Instant = Date | string | number;

function toDate(at: Instant): Date {
  return at instanceof Date ? at : new Date(at);
}

function valid(at: Instant): Date | null {
  const date = toDate(at);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** '6:42 PM PDT' (the shop's clock and zone). */
export function formatShopTime(at: Instant): string {
  const date = valid(at);
  return date ? plain(timeFormat().format(date)) : '';
}

/** 'May 3, 2025' on the shop's calendar. */
export function formatShopDate(at: Instant): string {
  const date = valid(at);
  return date ? plain(longDateFormat().format(date)) : '';
}

/** 'May 3, 2025, 6:42 PM PDT'. */
export function formatShopDateTime(at: Instant): string {
  const date = valid(at);
  return date ? `${plain(mediumDateFormat().format(date))}, ${formatShopTime(date)}` : '';
}

/** 'Mon, Dec 7, 6:00 PM PST': a day of the coming week or so, with its time. */
export function formatShopDayTime(at: Instant): string {
  const date = valid(at);
  return date ? `${plain(weekdayDateFormat().format(date))}, ${formatShopTime(date)}` : '';
}

/** True when both instants fall on the same day of the shop's calendar. */
export function isSameShopDay(a: Instant, b: Instant): boolean {
  return dayKeyFormat().format(toDate(a)) === dayKeyFormat().format(toDate(b));
}

/**
 * An instant relative to now, for games and rooms: 'today at 6:42 PM PDT', else 'Tue, Mar 3 at
 * 6:42 PM PST'.
 */
export function formatShopWhen(at: Instant, now: Instant): string {
  const date = valid(at);
  if (!date) return '';
  const day = isSameShopDay(date, now) ? 'today' : plain(weekdayDateFormat().format(date));
  return `${day} at ${formatShopTime(date)}`;
}

/** A short stamp for lists: '6:42 PM PDT' today, else 'Mar 3, 6:42 PM PST'. */
export function formatShopStamp(at: Instant, now: Instant): string {
  const date = valid(at);
  if (!date) return '';
  if (isSameShopDay(date, now)) return formatShopTime(date);
  return `${plain(shortDateFormat().format(date))}, ${formatShopTime(date)}`;
}

/**
 * The one countdown format: '6d 23h 46m 05s' from a day up (a 7-day auction is not '167h 46m'),
 * '1h 01m 21s' from an hour up, '4m 05s' under it, never below '0m 00s'. Callers say '… left'.
 */
export function formatCountdown(secondsLeft: number): string {
  const total = Math.max(0, Math.floor(Number.isFinite(secondsLeft) ? secondsLeft : 0));
  const pad = (n: number) => String(n).padStart(2, '0');
  const d = Math.floor(total / 86_400);
  const h = Math.floor((total % 86_400) / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  if (d > 0) return `${d}d ${pad(h)}h ${pad(m)}m ${pad(s)}s`;
  return h > 0 ? `${h}h ${pad(m)}m ${pad(s)}s` : `${m}m ${pad(s)}s`;
}

/** The countdown to an end time: '1h 01m 21s left'. */
export function timeLeftText(secondsLeft: number): string {
  return `${formatCountdown(secondsLeft)} left`;
}

/** The seconds from now to an instant, rounded down, at least 0. */
export function secondsUntil(at: Instant | null, now: Instant): number {
  if (at === null) return 0;
  const end = toDate(at).getTime();
  const from = toDate(now).getTime();
  if (Number.isNaN(end) || Number.isNaN(from)) return 0;
  return Math.max(0, Math.floor((end - from) / 1000));
}
