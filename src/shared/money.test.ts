import { describe, expect, it } from 'vitest';
import { formatCents, formatDollars, formatEntryPrice, toCents, toDollars } from './money';

describe('money', () => {
  it.each([
    [159.99, 15999],
    [1, 100],
    [0.01, 1],
    [1.005, 101],
    [0.1 + 0.2, 30],
    [19.999, 2000],
    [0, 0],
    [1e-300, 0],
    [1e21, 1e23],
  ])('toCents(%s) = %i', (dollars, cents) => {
    expect(toCents(dollars)).toBe(cents);
  });

  it('converts cents back to dollars', () => {
    expect(toDollars(15999)).toBe(159.99);
    expect(toDollars(100)).toBe(1);
  });

  it('formats with a dollar sign, thousands separators and exactly two decimals', () => {
    expect(formatDollars(1)).toBe('$1.00');
    expect(formatDollars(159.9)).toBe('$159.90');
    expect(formatDollars(1234.5)).toBe('$1,234.50');
    expect(formatCents(599)).toBe('$5.99');
    expect(formatCents(0)).toBe('$0.00');
    expect(formatCents(-250)).toBe('-$2.50');
    expect(formatCents(123_456_789)).toBe('$1,234,567.89');
    expect(formatDollars(0.1 + 0.2)).toBe('$0.30');
    // The same text as the browser's own currency format, for a spread of amounts.
    const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    for (const cents of [0, 1, 9, 10, 99, 100, 101, 999, 1_000, 99_999, 100_000, 1_000_000_07]) {
      expect(formatCents(cents)).toBe(usd.format(cents / 100));
      expect(formatCents(-cents)).toBe(usd.format(-cents / 100).replace('-$0.00', '$0.00'));
    }
  });

  it('says an entry price as the notifications do: whole dollars without cents', () => {
    expect(formatEntryPrice(100)).toBe('$1');
    expect(formatEntryPrice(200_000)).toBe('$2,000');
    expect(formatEntryPrice(50)).toBe('$0.50');
    expect(formatEntryPrice(150)).toBe('$1.50');
  });
});
