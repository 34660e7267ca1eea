import { SHOP_TIME_ZONE } from '../../../../shared/shop-day';

/**
 * A `datetime-local` field holds a wall-clock time without a zone. The admin's times are the
 * shop's, whatever the admin's device says: these read and write that field in
 * Laguna Beach time.
 */
const wallFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: SHOP_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

function wallParts(ms: number): Record<string, number> {
  const parts: Record<string, number> = {};
  for (const part of wallFormat.formatToParts(new Date(ms))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return parts;
}

/** The shop's wall clock at `ms` as UTC milliseconds of the same digits. */
function wallMs(ms: number): number {
  const p = wallParts(ms);
  return Date.UTC(
    p.year ?? 0,
    (p.month ?? 1) - 1,
    p.day ?? 1,
    p.hour ?? 0,
    p.minute ?? 0,
    p.second ?? 0,
  );
}

const pad = (n: number) => String(n).padStart(2, '0');

/** '2026-11-27T14:05': the instant on the shop's clock, to the minute. */
export function toShopInput(at: Date): string {
  const p = wallParts(at.getTime());
  return `${p.year}-${pad(p.month ?? 1)}-${pad(p.day ?? 1)}T${pad(p.hour ?? 0)}:${pad(p.minute ?? 0)}`;
}

const INPUT_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** The instant a shop wall-clock time names, or null for an unreadable field. */
export function fromShopInput(text: string): Date | null {
  const match = INPUT_PATTERN.exec(text.trim());
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const target = Date.UTC(y, mo - 1, d, h, mi);
  // The zone's offset at the guess, then at the corrected instant (right across a DST change).
  let guess = target;
  for (let i = 0; i < 3; i += 1) guess = target - (wallMs(guess) - guess);
  return Number.isNaN(guess) ? null : new Date(guess);
}
