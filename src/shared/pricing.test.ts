import { describe, expect, it } from 'vitest';
import {
  DELIVERY_PROMISE,
  LOCAL_DELIVERY,
  orderTotals,
  PRIZE_PRICE_TEXT,
  PRIZE_TOTALS,
  shippingMethodLabel,
  shippingPriceText,
} from './pricing';

describe('pricing', () => {
  it('has one delivery promise: local, in 2-3 hours, to 92651, free', () => {
    expect(DELIVERY_PROMISE).toBe('Local delivery in 2-3 hours to ZIP 92651');
    expect(LOCAL_DELIVERY.costCents).toBe(0);
    expect(shippingPriceText(LOCAL_DELIVERY.costCents)).toBe('Free');
    expect(shippingMethodLabel('local')).toBe(DELIVERY_PROMISE);
  });

  it('still names the methods of old orders', () => {
    expect(shippingMethodLabel('standard')).toBe('Standard Shipping (5-7 business days)');
    expect(shippingMethodLabel('express')).toBe('Express Shipping (2-3 business days)');
    expect(shippingMethodLabel('free')).toBe('Free Shipping');
    expect(shippingPriceText(599)).toBe('$5.99');
  });

  it('delivers every order free by default', () => {
    expect(orderTotals([{ unitPriceCents: 2499, quantity: 2 }])).toEqual({
      subtotalCents: 4998,
      shippingCents: 0,
      taxCents: 400,
      totalCents: 5398,
    });
  });

  it('prices a prize at $1 plus the tax on it: $1.08 in all', () => {
    expect(PRIZE_TOTALS).toEqual({
      subtotalCents: 100,
      shippingCents: 0,
      taxCents: 8,
      totalCents: 108,
    });
    expect(PRIZE_PRICE_TEXT).toBe('$1 (+ $0.08 tax)');
  });
});
