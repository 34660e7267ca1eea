import { describe, expect, it } from 'vitest';
import {
  formatCountdown,
  formatShopDate,
  formatShopDateTime,
  formatShopStamp,
  formatShopTime,
  formatShopWhen,
  isSameShopDay,
  secondsUntil,
  timeLeftText,
} from './shop-time';

describe('shop-local times (America/Los_Angeles, with the zone)', () => {
  it('says PST in winter and PDT in summer, whatever zone the process runs in', () => {
    expect(formatShopTime(new Date('2026-01-15T18:42:00Z'))).toBe('10:42 AM PST');
    expect(formatShopTime('2026-07-16T01:42:00Z')).toBe('6:42 PM PDT');
    expect(formatShopTime('not a date')).toBe('');
  });

  it('follows the DST changes: 2026-03-08 and 2026-11-01 at 2 am local', () => {
    // 09:59 UTC on 8 March is 1:59 AM PST; one minute later the clock jumps to 3:00 AM PDT.
    expect(formatShopTime('2026-03-08T09:59:00Z')).toBe('1:59 AM PST');
    expect(formatShopTime('2026-03-08T10:00:00Z')).toBe('3:00 AM PDT');
    // 1 November: 1:30 AM happens twice, first PDT then PST.
    expect(formatShopTime('2026-11-01T08:30:00Z')).toBe('1:30 AM PDT');
    expect(formatShopTime('2026-11-01T09:30:00Z')).toBe('1:30 AM PST');
  });

  it('dates on the shop calendar: late evening in Laguna Beach is already tomorrow in UTC', () => {
    expect(formatShopDate('2026-05-04T05:30:00Z')).toBe('May 3, 2026');
    expect(formatShopDateTime('2026-05-04T05:30:00Z')).toBe('May 3, 2026, 10:30 PM PDT');
    expect(isSameShopDay('2026-05-04T05:30:00Z', '2026-05-03T16:00:00Z')).toBe(true);
    expect(isSameShopDay('2026-05-04T07:30:00Z', '2026-05-03T16:00:00Z')).toBe(false);
  });

  it('says today or the day for a game start, and a short stamp for lists', () => {
    const now = '2026-12-01T17:00:00Z'; // 9:00 AM PST, Tuesday 1 December
    expect(formatShopWhen('2026-12-01T23:00:00Z', now)).toBe('today at 3:00 PM PST');
    expect(formatShopWhen('2026-12-02T09:00:00Z', now)).toBe('Wed, Dec 2 at 1:00 AM PST');
    expect(formatShopStamp('2026-12-01T16:05:00Z', now)).toBe('8:05 AM PST');
    expect(formatShopStamp('2026-11-30T16:05:00Z', now)).toBe('Nov 30, 8:05 AM PST');
  });
});

describe('the one countdown format', () => {
  it('is 1h 01m 21s from an hour up and 4m 05s below it', () => {
    expect(formatCountdown(3681)).toBe('1h 01m 21s');
    expect(formatCountdown(3600)).toBe('1h 00m 00s');
    expect(formatCountdown(3599)).toBe('59m 59s');
    expect(formatCountdown(81)).toBe('1m 21s');
    expect(formatCountdown(5)).toBe('0m 05s');
    expect(formatCountdown(-3)).toBe('0m 00s');
    expect(formatCountdown(86400)).toBe('1d 00h 00m 00s');
    expect(formatCountdown(86399)).toBe('23h 59m 59s');
    // A 7-day auction a quarter of an hour in (issue 37: it read '167h 46m').
    expect(formatCountdown(7 * 86400 - 13 * 60 - 55)).toBe('6d 23h 46m 05s');
    expect(timeLeftText(109)).toBe('1m 49s left');
  });

  it('counts whole seconds to an instant, never below 0', () => {
    expect(secondsUntil('2026-01-01T01:00:00Z', '2026-01-01T00:58:38.600Z')).toBe(81);
    expect(secondsUntil('2026-01-01T00:00:00Z', '2026-01-01T00:00:05Z')).toBe(0);
    expect(secondsUntil(null, '2026-01-01T00:00:05Z')).toBe(0);
  });
});
