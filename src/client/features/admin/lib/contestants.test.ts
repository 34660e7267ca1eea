import { describe, expect, it } from 'vitest';
import { contestantsError, entryPriceOf, previewMaxContestants } from './contestants';

describe('previewMaxContestants', () => {
  it('is floor(price / entry fee), with an empty fee meaning $1', () => {
    expect(previewMaxContestants('25', '')).toBe(25);
    expect(previewMaxContestants('10', '3')).toBe(3);
    expect(previewMaxContestants('0.3', '0.1')).toBe(3);
    expect(entryPriceOf('')).toBe(1);
  });

  it('is null until price and fee are usable numbers', () => {
    expect(previewMaxContestants('', '1')).toBeNull();
    expect(previewMaxContestants('abc', '1')).toBeNull();
    expect(previewMaxContestants('10', '0')).toBeNull();
  });
});

describe('contestantsError', () => {
  it('applies 2..50 only when Bet/Play is on', () => {
    expect(contestantsError(1, true)).toBe('Must allow at least 2 contestants');
    expect(contestantsError(51, true)).toBe('Maximum 50 contestants');
    expect(contestantsError(2, true)).toBeNull();
    expect(contestantsError(50, true)).toBeNull();
    expect(contestantsError(200, false)).toBeNull();
  });
});
