import { describe, expect, it } from 'vitest';
import { purchaseTypeFor, purchaseTypeLabels } from './purchase-type';

describe('purchaseTypeFor', () => {
  it('names what the product offers, never a bid (auctions are not built)', () => {
    expect(purchaseTypeFor({ buyNowEnabled: true, playEnabled: true })).toBe('BET');
    expect(purchaseTypeFor({ buyNowEnabled: false, playEnabled: true })).toBe('BET');
    expect(purchaseTypeFor({ buyNowEnabled: true, playEnabled: false })).toBe('BUY_NOW');
    expect(purchaseTypeFor({ buyNowEnabled: false, playEnabled: false })).toBeNull();
    expect(purchaseTypeLabels.BET).toBe('$1 to play');
    expect(purchaseTypeLabels.BUY_NOW).toBe('Buy now');
  });
});
