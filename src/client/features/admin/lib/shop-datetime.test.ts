import { describe, expect, it } from 'vitest';
import { fromShopInput, toShopInput } from './shop-datetime';

describe('shop wall-clock fields', () => {
  it('reads and writes Laguna Beach time in winter (PST) and summer (PDT)', () => {
    expect(fromShopInput('2026-01-15T09:30')?.toISOString()).toBe('2026-01-15T17:30:00.000Z');
    expect(fromShopInput('2026-07-04T18:00')?.toISOString()).toBe('2026-07-05T01:00:00.000Z');
    expect(toShopInput(new Date('2026-01-15T17:30:00Z'))).toBe('2026-01-15T09:30');
    expect(toShopInput(new Date('2026-07-05T01:00:00Z'))).toBe('2026-07-04T18:00');
  });

  it('crosses the shop day at its own midnight, not UTC', () => {
    expect(toShopInput(new Date('2026-11-28T07:59:00Z'))).toBe('2026-11-27T23:59');
  });

  it('refuses what is not a time', () => {
    expect(fromShopInput('')).toBeNull();
    expect(fromShopInput('tomorrow')).toBeNull();
  });
});
