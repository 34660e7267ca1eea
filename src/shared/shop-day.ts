/**
 * The shop's calendar day. Daily scores and "today" follow Laguna Beach's clock, not UTC, so a day
 * starts at local midnight (PST or PDT).
 */
export const SHOP_TIME_ZONE = 'America/Los_Angeles';

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A date format in the shop's zone, built on its first use: the first one a page builds loads the
 * browser's time-zone data (20 ms of a phone's first visit, 80 ms at Lighthouse's 4x CPU), which a
 * page that shows no date should not pay for when it merely imports this module.
 */
export function shopDateFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions,
): () => Intl.DateTimeFormat {
  let format: Intl.DateTimeFormat | undefined;
  return () => {
    format ??= new Intl.DateTimeFormat(locale, { ...options, timeZone: SHOP_TIME_ZONE });
    return format;
  };
}

const dayFormat = shopDateFormat('en-CA', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

const wallClockFormat = shopDateFormat('en-US', {
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/** The shop's day of an instant, as 'YYYY-MM-DD'. */
export function shopDay(at: Date): string {
  return dayFormat().format(at);
}

/** True for a real calendar day written 'YYYY-MM-DD'. */
export function isDay(value: string): boolean {
  const match = DAY_PATTERN.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** How far the shop's wall clock is ahead of UTC at an instant, in ms (negative: -7 or -8 hours). */
function offsetAt(ms: number): number {
  const parts: Record<string, number> = {};
  for (const part of wallClockFormat().formatToParts(new Date(ms))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const wall = Date.UTC(
    parts.year ?? 0,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  );
  return wall - (ms - (ms % 1000));
}

/** The instant the shop's day begins (local midnight; never inside a DST jump, which is at 2 am). */
export function shopDayStart(day: string): Date {
  const match = DAY_PATTERN.exec(day);
  if (!match) throw new Error(`not a day: ${day}`);
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const midnightUtc = Date.UTC(y, m - 1, d);
  const guess = midnightUtc - offsetAt(midnightUtc);
  return new Date(midnightUtc - offsetAt(guess));
}

/** The day `count` days after `day` (before it when negative). */
export function addDays(day: string, count: number): string {
  const match = DAY_PATTERN.exec(day);
  if (!match) throw new Error(`not a day: ${day}`);
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  return new Date(Date.UTC(y, m - 1, d + count)).toISOString().slice(0, 10);
}
