import { describe, expect, it } from 'vitest';
import { formatCount, plural } from './plural';

describe('plural', () => {
  it('uses the singular for exactly one', () => {
    expect(plural(1, 'participant')).toBe('1 participant');
    expect(plural(0, 'participant')).toBe('0 participants');
    expect(plural(2, 'participant')).toBe('2 participants');
    expect(plural(1000, 'entry', 'entries')).toBe('1,000 entries');
    expect(plural(1, 'entry', 'entries')).toBe('1 entry');
  });
});

describe('formatCount', () => {
  it("writes what toLocaleString('en-US') writes, without the browser's number data", () => {
    const counts = [0, 7, 42, 999, 1000, 1001, 12_345, 999_999, 1_000_000, 2_147_483_647];
    for (let power = 1; power <= Number.MAX_SAFE_INTEGER; power *= 7) counts.push(power, power - 1);
    // Negated, but for 0: toLocaleString writes -0 as '-0', a count is '0'.
    for (const count of [...counts, ...counts.filter(Boolean).map((count) => -count)]) {
      expect(formatCount(count)).toBe(count.toLocaleString('en-US'));
    }
    expect(formatCount(1234567)).toBe('1,234,567');
    expect(formatCount(-0)).toBe('0');
  });

  it('leaves fractions and non-numbers to toLocaleString', () => {
    expect(formatCount(1234.5)).toBe('1,234.5');
    expect(formatCount(Number.NaN)).toBe('NaN');
  });
});
