import { describe, expect, it } from 'vitest';
import {
  computeMaxContestants,
  ENTRY_PRICE_CENTS,
  ENTRY_PRICE_TEXT,
  isPlayablePrice,
  MAX_CONTESTANTS,
  MIN_CONTESTANTS,
} from './play-rules';

describe('computeMaxContestants', () => {
  it('is floor(price / $1) by default: every entry costs $1', () => {
    expect(ENTRY_PRICE_CENTS).toBe(100);
    expect(ENTRY_PRICE_TEXT).toBe('$1');
    expect(computeMaxContestants(14900)).toBe(149);
    expect(computeMaxContestants(15999)).toBe(159);
    expect(computeMaxContestants(199)).toBe(1);
    expect(computeMaxContestants(100099)).toBe(1000);
  });

  it('is floor(price / entry fee) for another fee, and 0 for a free entry rather than infinite', () => {
    expect(computeMaxContestants(15999, 500)).toBe(31);
    expect(computeMaxContestants(1000, 0)).toBe(0);
  });
});

describe('isPlayablePrice', () => {
  it('allows 2 to 1,000 contestants: $2.00 to $1,000.99', () => {
    expect([MIN_CONTESTANTS, MAX_CONTESTANTS]).toEqual([2, 1000]);
    expect(isPlayablePrice(199)).toBe(false);
    expect(isPlayablePrice(200)).toBe(true);
    expect(isPlayablePrice(14900)).toBe(true);
    expect(isPlayablePrice(100099)).toBe(true);
    expect(isPlayablePrice(100100)).toBe(false);
  });
});
