import { describe, expect, it } from 'vitest';
import {
  codesNamedIn,
  type DiscountTerms,
  discountedTotals,
  discountLineLabel,
  discountMessages,
  discountOffText,
  normalizeDiscountCode,
  priceDiscount,
  shareableDiscount,
} from './discount-rules';

const percent = (percentOff: number, more: Partial<DiscountTerms> = {}): DiscountTerms => ({
  code: 'LAGUNA10',
  percentOff,
  amountOffCents: null,
  minSubtotalCents: null,
  productTypes: [],
  ...more,
});
const amount = (amountOffCents: number, more: Partial<DiscountTerms> = {}): DiscountTerms => ({
  code: 'FIVE',
  percentOff: null,
  amountOffCents,
  minSubtotalCents: null,
  productTypes: [],
  ...more,
});

describe('priceDiscount', () => {
  it('takes a percentage off each line, rounded half-up per line', () => {
    // 10% of $18.95 = 189.5 cents -> 190; 10% of 2 × $4.99 = 99.8 -> 100.
    const priced = priceDiscount(
      [
        { productType: 'coffee', unitPriceCents: 1895, quantity: 1 },
        { productType: 'tea', unitPriceCents: 499, quantity: 2 },
      ],
      percent(10),
    );
    expect(priced).toEqual({ ok: true, discountCents: 290, lineDiscountsCents: [190, 100] });
  });

  it('takes 100% off everything it covers', () => {
    const priced = priceDiscount(
      [{ productType: 'book', unitPriceCents: 1299, quantity: 3 }],
      percent(100),
    );
    expect(priced).toEqual({ ok: true, discountCents: 3897, lineDiscountsCents: [3897] });
  });

  it('shares a fixed amount in proportion, the left-over cents to the largest remainders', () => {
    // $5.00 over $10.00 + $10.00 + $10.00: 166.66… each, 2 cents left, to the first two lines.
    const priced = priceDiscount(
      [
        { productType: 'tea', unitPriceCents: 1000, quantity: 1 },
        { productType: 'tea', unitPriceCents: 1000, quantity: 1 },
        { productType: 'tea', unitPriceCents: 1000, quantity: 1 },
      ],
      amount(500),
    );
    expect(priced).toEqual({ ok: true, discountCents: 500, lineDiscountsCents: [167, 167, 166] });
  });

  it('never takes more than the lines it covers cost', () => {
    const priced = priceDiscount(
      [{ productType: 'tea', unitPriceCents: 350, quantity: 1 }],
      amount(500),
    );
    expect(priced).toEqual({ ok: true, discountCents: 350, lineDiscountsCents: [350] });
  });

  it('leaves prizes, auction units and other product types at their price', () => {
    const priced = priceDiscount(
      [
        { productType: 'sunglasses', unitPriceCents: 10000, quantity: 1 },
        { productType: 'coffee', unitPriceCents: 2000, quantity: 1 },
        { productType: 'coffee', unitPriceCents: 100, quantity: 1, fixedPrice: true },
      ],
      percent(10, { productTypes: ['coffee'] }),
    );
    expect(priced).toEqual({ ok: true, discountCents: 200, lineDiscountsCents: [0, 200, 0] });
  });

  it('refuses a code that covers none of the lines', () => {
    expect(
      priceDiscount(
        [{ productType: 'sunglasses', unitPriceCents: 10000, quantity: 1 }],
        percent(10, { productTypes: ['coffee', 'tea'] }),
      ),
    ).toEqual({
      ok: false,
      message: 'Discount code LAGUNA10 is not valid for the items in this order.',
    });
  });

  it('refuses a subtotal under the minimum (of the lines it covers)', () => {
    const lines = [
      { productType: 'coffee', unitPriceCents: 4999, quantity: 1 },
      { productType: 'sunglasses', unitPriceCents: 10000, quantity: 1 },
    ];
    const terms = percent(10, { minSubtotalCents: 5000, productTypes: ['coffee'] });
    expect(priceDiscount(lines, terms)).toEqual({
      ok: false,
      message: 'Discount code LAGUNA10 needs a subtotal of at least $50.00.',
    });
    expect(priceDiscount([{ ...lines[0], unitPriceCents: 5000 } as never], terms)).toMatchObject({
      ok: true,
      discountCents: 500,
    });
  });
});

describe('discountedTotals', () => {
  it('charges tax on the subtotal after the discount', () => {
    // $189.00 - $18.90 = $170.10; 8% = $13.608 -> $13.61; total $183.71.
    expect(discountedTotals([{ unitPriceCents: 18900, quantity: 1 }], 1890)).toEqual({
      subtotalCents: 18900,
      discountCents: 1890,
      shippingCents: 0,
      taxCents: 1361,
      totalCents: 18371,
    });
  });
});

describe('texts', () => {
  it('reads codes in upper case, trimmed', () => {
    expect(normalizeDiscountCode('  laguna10 ')).toBe('LAGUNA10');
  });

  it('says what a code takes and how its line reads', () => {
    expect(discountOffText({ percentOff: 10, amountOffCents: null })).toBe('10% off');
    expect(discountOffText({ percentOff: null, amountOffCents: 500 })).toBe('$5.00 off');
    expect(discountLineLabel('LAGUNA10')).toBe('Discount (LAGUNA10)');
  });

  it('words every refusal', () => {
    expect(discountMessages.unknown('NOPE')).toBe('Discount code NOPE does not exist.');
    expect(discountMessages.expired('OLD')).toBe('Discount code OLD has expired.');
    expect(discountMessages.usedUp('GONE')).toBe('Discount code GONE has been used up.');
    expect(discountMessages.usedUpByYou('ONCE', 1)).toBe(
      'You have already used discount code ONCE once, the most allowed per shopper.',
    );
    expect(discountMessages.notStarted('SOON', '2025-07-04T16:00:00Z')).toBe(
      'Discount code SOON is not valid until Jul 4, 2025, 9:00 AM PDT.',
    );
  });
});

describe('share texts', () => {
  it('finds the codes a DISCOUNT: segment names', () => {
    expect(codesNamedIn('10% off with code LAGUNA10')).toEqual(['LAGUNA10']);
    expect(codesNamedIn('Use code: summer-5 or code TEA')).toEqual(['SUMMER-5', 'TEA']);
    expect(codesNamedIn('$5 off!')).toEqual([]);
  });

  it('shares a segment only when every code it names is usable now', () => {
    expect(shareableDiscount('10% off with code LAGUNA10', ['LAGUNA10'])).toBe(
      '10% off with code LAGUNA10',
    );
    expect(shareableDiscount('10% off with code LAGUNA10', [])).toBeNull();
    expect(shareableDiscount('$5 off!', ['LAGUNA10'])).toBeNull();
    expect(shareableDiscount(null, ['LAGUNA10'])).toBeNull();
  });
});
