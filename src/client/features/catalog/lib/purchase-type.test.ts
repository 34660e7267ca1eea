import { describe, expect, it } from 'vitest';
import { purchaseTypeForIndex } from './purchase-type';

describe('purchaseTypeForIndex', () => {
  it('cycles BUY_NOW, BID, BET by index', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(purchaseTypeForIndex)).toEqual([
      'BUY_NOW',
      'BID',
      'BET',
      'BUY_NOW',
      'BID',
      'BET',
      'BUY_NOW',
    ]);
  });

  it('never fails on an odd index', () => {
    expect(purchaseTypeForIndex(-1)).toBe('BET');
    expect(purchaseTypeForIndex(1.7)).toBe('BID');
  });
});
