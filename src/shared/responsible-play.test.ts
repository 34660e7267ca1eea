import { describe, expect, it } from 'vitest';
import {
  bidExposureCents,
  changeLimits,
  judgePlay,
  LIMIT_RAISE_DELAY_MS,
  NO_LIMITS,
  type PlayLimitState,
  resolvePending,
  shopDayWindow,
  shopMonth,
  shopMonthWindow,
  startCoolOff,
} from './responsible-play';

const at = (iso: string) => new Date(iso);
const adult: PlayLimitState = { ...NO_LIMITS, ageConfirmedAt: at('2026-01-01T00:00:00Z') };
const none = { todayCents: 0, thisMonthCents: 0 };

describe('the shop day and month of the limits', () => {
  it('a day runs from local midnight (PST: 08:00 UTC) to the next', () => {
    expect(shopDayWindow(at('2026-11-27T07:59:59Z'))).toEqual({
      start: at('2026-11-26T08:00:00Z'),
      end: at('2026-11-27T08:00:00Z'),
    });
    expect(shopDayWindow(at('2026-11-27T08:00:00Z')).start).toEqual(at('2026-11-27T08:00:00Z'));
  });

  it('a day in summer starts at 07:00 UTC (PDT), and the day the clocks move is 23 or 25 hours', () => {
    expect(shopDayWindow(at('2026-07-04T18:00:00Z')).start).toEqual(at('2026-07-04T07:00:00Z'));
    const spring = shopDayWindow(at('2026-03-08T12:00:00Z'));
    expect(spring).toEqual({ start: at('2026-03-08T08:00:00Z'), end: at('2026-03-09T07:00:00Z') });
    const fall = shopDayWindow(at('2026-11-01T12:00:00Z'));
    expect(fall.end.getTime() - fall.start.getTime()).toBe(25 * 3600_000);
  });

  it('a month is the shop calendar month: the evening of the 30th in California is still November', () => {
    expect(shopMonth(at('2026-12-01T07:59:59Z'))).toBe('2026-11');
    expect(shopMonth(at('2026-12-01T08:00:00Z'))).toBe('2026-12');
    expect(shopMonthWindow(at('2026-11-15T12:00:00Z'))).toEqual({
      start: at('2026-11-01T07:00:00Z'),
      end: at('2026-12-01T08:00:00Z'),
    });
    expect(shopMonthWindow(at('2026-12-31T20:00:00Z')).end).toEqual(at('2027-01-01T08:00:00Z'));
  });
});

describe('limits: lower at once, raise after 24 hours', () => {
  const now = at('2026-11-27T18:00:00Z');
  const later = new Date(now.getTime() + LIMIT_RAISE_DELAY_MS);

  it('a first limit and a lower one apply at once', () => {
    const first = changeLimits(adult, { daily: 1000 }, now);
    expect(first.dailyCents).toBe(1000);
    expect(first.pending).toBeNull();
    const lower = changeLimits(first, { daily: 500, monthly: 2000 }, now);
    expect([lower.dailyCents, lower.monthlyCents, lower.pending]).toEqual([500, 2000, null]);
  });

  it('a higher limit, or removing one (null), waits 24 hours and then applies', () => {
    const set = changeLimits(adult, { daily: 500, monthly: 2000 }, now);
    const raised = changeLimits(set, { daily: 800, monthly: null }, now);
    expect(raised.dailyCents).toBe(500);
    expect(raised.monthlyCents).toBe(2000);
    expect(raised.pending).toEqual({ daily: 800, monthly: null, effectiveAt: later });
    expect(resolvePending(raised, new Date(later.getTime() - 1)).dailyCents).toBe(500);
    const applied = resolvePending(raised, later);
    expect([applied.dailyCents, applied.monthlyCents, applied.pending]).toEqual([800, null, null]);
  });

  it('lowering a limit cancels its pending raise; the other pending raise keeps its time', () => {
    const set = changeLimits(adult, { daily: 500, monthly: 2000 }, now);
    const raised = changeLimits(set, { daily: 800, monthly: 3000 }, now);
    const hourLater = new Date(now.getTime() + 3600_000);
    const lowered = changeLimits(raised, { daily: 400 }, hourLater);
    expect(lowered.dailyCents).toBe(400);
    expect(lowered.pending).toEqual({ monthly: 3000, effectiveAt: later });
  });

  it('a limit is judged with the spend of the day and the month', () => {
    const limited = changeLimits(adult, { daily: 300, monthly: 1000 }, now);
    expect(
      judgePlay(limited, { todayCents: 200, thisMonthCents: 200 }, 'entry', 100, now),
    ).toBeNull();
    const daily = judgePlay(limited, { todayCents: 300, thisMonthCents: 300 }, 'entry', 100, now);
    expect(daily?.code).toBe('PLAY_LIMIT');
    expect(daily?.message).toBe(
      'This entry ($1.00) would pass your daily play limit of $3.00: you have spent $3.00 today. The limit resets at Nov 28, 2026, 12:00 AM PST.',
    );
    const monthly = judgePlay(limited, { todayCents: 0, thisMonthCents: 950 }, 'bid', 108, now);
    expect(monthly?.message).toBe(
      'This bid ($1.08) would pass your monthly play limit of $10.00: you have spent $9.50 this month. The limit resets at Dec 1, 2026, 12:00 AM PST.',
    );
  });
});

describe('breaks, self-exclusion and the age confirmation', () => {
  const now = at('2026-11-27T18:00:00Z');

  it('refuses without the age confirmation', () => {
    expect(judgePlay(NO_LIMITS, none, 'entry', 100, now)).toEqual({
      code: 'AGE_CONFIRMATION_REQUIRED',
      message: 'Please confirm you are 18 or older before your first paid game entry or bid.',
    });
  });

  it('a cool-off refuses until it ends, and only ever lengthens', () => {
    const week = startCoolOff(adult, '7d', now);
    expect(week.coolOffUntil).toEqual(at('2026-12-04T18:00:00Z'));
    expect(startCoolOff(week, '24h', now).coolOffUntil).toEqual(week.coolOffUntil);
    expect(judgePlay(week, none, 'entry', 100, now)).toEqual({
      code: 'COOL_OFF',
      message:
        'You are taking a break from paid play until Dec 4, 2026, 10:00 AM PST. Paid game entries and bids are paused until then; shopping still works.',
    });
    expect(judgePlay(week, none, 'entry', 100, at('2026-12-04T18:00:00Z'))).toBeNull();
    expect(startCoolOff(adult, '30d', now).coolOffUntil).toEqual(at('2026-12-27T18:00:00Z'));
  });

  it('self-exclusion refuses for good and comes before everything else', () => {
    const out = startCoolOff(startCoolOff(NO_LIMITS, '24h', now), 'self-exclusion', now);
    const refusal = judgePlay(out, none, 'bid', 100, at('2030-01-01T00:00:00Z'));
    expect(refusal?.code).toBe('SELF_EXCLUDED');
    expect(refusal?.message).toBe(
      'You excluded yourself from paid play on November 27, 2026. Paid game entries and bids stay closed on this account: self-exclusion does not lift. Shopping still works.',
    );
  });

  it('a bid counts the most a win can charge: the maximum and its 8% tax', () => {
    expect(bidExposureCents(5000)).toBe(5400);
    expect(bidExposureCents(1)).toBe(1);
  });
});
