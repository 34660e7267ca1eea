import type { PlayLimits } from '../../../../shared/contracts/responsible-play';
import { formatDollars } from '../../../../shared/money';
import { MAX_LIMIT_CENTS } from '../../../../shared/responsible-play';
import { formatShopDateTime } from '../../../../shared/shop-time';

export const LIMIT_INPUT_MESSAGE = `Enter an amount in dollars up to ${formatDollars(MAX_LIMIT_CENTS / 100)}, or leave it empty for no limit.`;

/** A limit field: empty is no limit (null); else dollars with at most two decimals. */
export function parseLimitInput(
  text: string,
): { ok: true; value: number | null } | { ok: false; message: string } {
  const trimmed = text.trim().replace(/^\$/, '').replace(/,/g, '');
  if (trimmed === '') return { ok: true, value: null };
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return { ok: false, message: LIMIT_INPUT_MESSAGE };
  const value = Number(trimmed);
  if (value * 100 > MAX_LIMIT_CENTS) return { ok: false, message: LIMIT_INPUT_MESSAGE };
  return { ok: true, value };
}

/** A limit as its field shows it: '25.00', or empty for none. */
export function limitInputText(value: number | null): string {
  return value === null ? '' : value.toFixed(2);
}

export function limitText(value: number | null): string {
  return value === null ? 'No limit' : formatDollars(value);
}

/** 'Your daily limit becomes $20.00 and your monthly limit is removed on Nov 28, 2026, 10:00 AM PST.' */
export function pendingText(pending: NonNullable<PlayLimits['pendingIncrease']>): string {
  const parts: string[] = [];
  const part = (name: string, value: number | null | undefined) => {
    if (value === undefined) return;
    parts.push(
      value === null
        ? `your ${name} limit is removed`
        : `your ${name} limit becomes ${formatDollars(value)}`,
    );
  };
  part('daily', pending.daily);
  part('monthly', pending.monthly);
  const text = parts.join(' and ');
  return `On ${formatShopDateTime(pending.effectiveAt)}, ${text}.`;
}

/** 'November 2026' for the month '2026-11'. */
export function monthLabel(month: string): string {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, mon - 1, 15)).toLocaleString('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
