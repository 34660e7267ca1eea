import { describe, expect, it } from 'vitest';
import { contestantsError, ENTRY_PRICE, previewMaxContestants } from './contestants';

describe('previewMaxContestants', () => {
  it('is floor(price / $1): the entry fee is always $1', () => {
    expect(ENTRY_PRICE).toBe(1);
    expect(previewMaxContestants('25')).toBe(25);
    expect(previewMaxContestants('149')).toBe(149);
    expect(previewMaxContestants('149.99')).toBe(149);
    expect(previewMaxContestants('1000.99')).toBe(1000);
  });

  it('is null until the price is a usable number', () => {
    expect(previewMaxContestants('')).toBeNull();
    expect(previewMaxContestants('abc')).toBeNull();
  });
});

describe('contestantsError', () => {
  it('applies 2..1,000 only when Bet/Play is on', () => {
    expect(contestantsError(1, true)).toBe('Must allow at least 2 contestants');
    expect(contestantsError(1001, true)).toBe('Maximum 1,000 contestants');
    expect(contestantsError(2, true)).toBeNull();
    expect(contestantsError(1000, true)).toBeNull();
    expect(contestantsError(5000, false)).toBeNull();
  });
});
