import { describe, expect, it } from 'vitest';
import { computeMaxContestants } from './play-rules';

describe('computeMaxContestants', () => {
  it('is floor(price / entry fee)', () => {
    expect(computeMaxContestants(1000, 100)).toBe(10);
    expect(computeMaxContestants(15999, 500)).toBe(31);
    expect(computeMaxContestants(12000, 240)).toBe(50);
    expect(computeMaxContestants(12000, 239)).toBe(50);
    expect(computeMaxContestants(199, 100)).toBe(1);
  });

  it('is 0 for a free entry rather than infinite', () => {
    expect(computeMaxContestants(1000, 0)).toBe(0);
  });
});
