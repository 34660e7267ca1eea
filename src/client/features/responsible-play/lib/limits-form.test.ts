import { describe, expect, it } from 'vitest';
import { limitInputText, monthLabel, parseLimitInput, pendingText } from './limits-form';

describe('the limit fields', () => {
  it('empty is no limit; dollars with up to two decimals; anything else is refused', () => {
    expect(parseLimitInput('')).toEqual({ ok: true, value: null });
    expect(parseLimitInput(' $25 ')).toEqual({ ok: true, value: 25 });
    expect(parseLimitInput('1,000.50')).toEqual({ ok: true, value: 1000.5 });
    for (const bad of ['-1', '1.005', 'ten', '100000.01']) {
      expect(parseLimitInput(bad).ok, bad).toBe(false);
    }
    expect(limitInputText(null)).toBe('');
    expect(limitInputText(5)).toBe('5.00');
  });

  it('says what a pending raise does and when, in shop time', () => {
    expect(pendingText({ daily: 20, monthly: null, effectiveAt: '2026-11-28T18:00:00.000Z' })).toBe(
      'On Nov 28, 2026, 10:00 AM PST, your daily limit becomes $20.00 and your monthly limit is removed.',
    );
    expect(monthLabel('2026-11')).toBe('November 2026');
  });
});
