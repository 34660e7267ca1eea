import { describe, expect, it } from 'vitest';
import { type CreditLine, productsEarningFreeEntry } from './free-entries.service';

const line = (overrides: Partial<CreditLine>): CreditLine => ({
  productId: 1,
  buyOnePlayFreeEnabled: true,
  playEnabled: true,
  fixedPrice: false,
  paidCents: 2_000,
  ...overrides,
});

describe('which order lines earn a free entry (decision 0063)', () => {
  it('a line bought with the flag and play on, at the shop’s price or discounted, earns one', () => {
    expect(productsEarningFreeEntry([line({}), line({ productId: 2, paidCents: 1 })])).toEqual([
      1, 2,
    ]);
  });

  it('one per product per order: two lines of one product earn one', () => {
    expect(productsEarningFreeEntry([line({}), line({ paidCents: 500 })])).toEqual([1]);
  });

  it('no flag, no play, a won prize or an auction unit, or a line a discount made free earn none', () => {
    expect(
      productsEarningFreeEntry([
        line({ buyOnePlayFreeEnabled: false }),
        line({ productId: 2, playEnabled: false }),
        line({ productId: 3, fixedPrice: true }),
        line({ productId: 4, paidCents: 0 }),
      ]),
    ).toEqual([]);
  });
});
