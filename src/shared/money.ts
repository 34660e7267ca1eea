/** Money is integer cents everywhere but the API edge (dollars) and the screen (formatted). */

import { formatCount } from './plural';

/** Dollars (as the API speaks them) to cents, exact to the cent: 0.1 + 0.2 style noise is removed. */
export function toCents(dollars: number): number {
  const text = String(dollars);
  // `1e-300` or `1e+21` already has an exponent: shifting the text would make NaN.
  if (text.includes('e')) return Math.round(dollars * 100);
  return Math.round(Number(`${text}e2`));
}

export function toDollars(cents: number): number {
  return cents / 100;
}

/**
 * '$1,234.50' for 123450: what `Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })`
 * prints for whole cents, written out by hand: building that formatter loads the browser's currency
 * data, which took 20 ms of a phone's first visit (80 ms at Lighthouse's 4× CPU) before any price
 * could show.
 */
export function formatCents(cents: number): string {
  const whole = Math.round(Math.abs(cents));
  const dollars = String(Math.floor(whole / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const rest = String(whole % 100).padStart(2, '0');
  return `${cents < 0 && whole > 0 ? '-' : ''}$${dollars}.${rest}`;
}

/** '$1,234.50': always two decimals, as the specification shows money. */
export function formatDollars(dollars: number): string {
  return formatCents(toCents(dollars));
}

/**
 * A game entry's price as the notification texts say it: '$1' for whole dollars (shopper.md:
 * 'Payment Successful ($1 game entry)'), '$0.50' otherwise.
 */
export function formatEntryPrice(cents: number): string {
  return cents % 100 === 0 ? `$${formatCount(cents / 100)}` : formatCents(cents);
}
