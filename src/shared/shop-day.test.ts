import { describe, expect, it } from 'vitest';
import { addDays, isDay, shopDay, shopDayStart } from './shop-day';

describe('shop day (America/Los_Angeles)', () => {
  it('names the local day of an instant', () => {
    expect(shopDay(new Date('2026-01-15T07:59:59Z'))).toBe('2026-01-14');
    expect(shopDay(new Date('2026-01-15T08:00:00Z'))).toBe('2026-01-15');
    expect(shopDay(new Date('2026-07-15T06:59:59Z'))).toBe('2026-07-14');
    expect(shopDay(new Date('2026-07-15T07:00:00Z'))).toBe('2026-07-15');
  });

  it('starts each day at local midnight, in winter and summer time and across the jumps', () => {
    expect(shopDayStart('2026-01-15').toISOString()).toBe('2026-01-15T08:00:00.000Z');
    expect(shopDayStart('2026-07-15').toISOString()).toBe('2026-07-15T07:00:00.000Z');
    // 2026-03-08 and 2026-11-01 are the DST change days: they start before the jump.
    expect(shopDayStart('2026-03-08').toISOString()).toBe('2026-03-08T08:00:00.000Z');
    expect(shopDayStart('2026-03-09').toISOString()).toBe('2026-03-09T07:00:00.000Z');
    expect(shopDayStart('2026-11-01').toISOString()).toBe('2026-11-01T07:00:00.000Z');
    expect(shopDayStart('2026-11-02').toISOString()).toBe('2026-11-02T08:00:00.000Z');
    for (const day of ['2026-03-08', '2026-06-30', '2026-11-01', '2026-12-31']) {
      const start = shopDayStart(day);
      expect(shopDay(start)).toBe(day);
      expect(shopDay(new Date(start.getTime() - 1))).toBe(addDays(day, -1));
    }
  });

  it('adds days across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-01-15', -7)).toBe('2026-01-08');
  });

  it('accepts only real days written YYYY-MM-DD', () => {
    expect(isDay('2026-02-28')).toBe(true);
    expect(isDay('2028-02-29')).toBe(true);
    expect(isDay('2026-02-29')).toBe(false);
    expect(isDay('2026-13-01')).toBe(false);
    expect(isDay('2026-1-01')).toBe(false);
    expect(isDay('today')).toBe(false);
  });
});
