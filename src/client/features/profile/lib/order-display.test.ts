import { describe, expect, it } from 'vitest';
import { orderStatusClassName } from '../../../lib/status-tones';
import { formatOrderDate, shippingMethodLabel } from './order-display';

describe('order display', () => {
  it('colours completed green, processing blue and the rest pink', () => {
    expect(orderStatusClassName('completed')).toContain('emerald');
    expect(orderStatusClassName('processing')).toContain('blue');
    expect(orderStatusClassName('pending_payment')).toContain('pink');
    expect(orderStatusClassName('cancelled')).toContain('pink');
  });

  it('names the shipping method', () => {
    expect(shippingMethodLabel('local')).toBe('Local delivery in 2-3 hours to ZIP 92651');
    expect(shippingMethodLabel('standard')).toBe('Standard Shipping (5-7 business days)');
    expect(shippingMethodLabel('express')).toBe('Express Shipping (2-3 business days)');
    expect(shippingMethodLabel('free')).toBe('Free Shipping');
  });

  it('formats the order date, keeping text that is not a date', () => {
    expect(formatOrderDate('2026-05-15T12:00:00.000Z')).toBe('May 15, 2026');
    expect(formatOrderDate('soon')).toBe('soon');
  });
});
