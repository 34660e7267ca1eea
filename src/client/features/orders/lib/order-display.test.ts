import { describe, expect, it } from 'vitest';
import { orderStatusClassName } from '../../../lib/status-tones';
import { cardLabel, orderPaymentLabel, orderShippingLabel, productTypeName } from './order-display';

describe('order display', () => {
  it('names a card by brand and last four', () => {
    expect(cardLabel('visa', '1111')).toBe('VISA •••• 1111');
    expect(
      orderPaymentLabel({ paymentMethod: 'card', card: { brand: 'VISA', last4: '4242' } }),
    ).toBe('VISA •••• 4242');
    expect(orderPaymentLabel({ paymentMethod: 'card', card: null })).toBe('Card');
    expect(orderPaymentLabel({ paymentMethod: 'cod', card: null })).toBe('Cash on delivery');
    expect(orderPaymentLabel({ paymentMethod: 'apple_pay', card: null })).toBe('Apple Pay');
  });

  it('names the shipping method with its delivery time, old orders as they were sold', () => {
    expect(orderShippingLabel('local')).toBe('Local delivery in 2-3 hours to ZIP 92651');
    expect(orderShippingLabel('express')).toBe('Express Shipping (2-3 business days)');
    expect(orderShippingLabel('standard')).toBe('Standard Shipping (5-7 business days)');
    expect(orderShippingLabel('free')).toBe('Free Shipping');
  });

  it('colours completed green, processing blue and the rest pink', () => {
    expect(orderStatusClassName('completed')).toContain('emerald');
    expect(orderStatusClassName('processing')).toContain('blue');
    expect(orderStatusClassName('pending_payment')).toContain('pink');
    expect(orderStatusClassName('cancelled')).toContain('pink');
  });
});

describe('productTypeName', () => {
  it('names known product types and ignores unknown ones', () => {
    expect(productTypeName('sunglasses')).toBe('Sunglasses');
    expect(productTypeName('book')).toBe('Book');
    expect(productTypeName('spaceship')).toBeNull();
  });
});
