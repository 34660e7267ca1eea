import { describe, expect, it } from 'vitest';
import { stockStatus } from './stock';

describe('stockStatus', () => {
  it('calls 0 (and a negative count) out of stock', () => {
    expect(stockStatus(0)).toEqual({ state: 'out', label: 'Out of stock' });
    expect(stockStatus(-2)).toEqual({ state: 'out', label: 'Out of stock' });
  });

  it.each([1, 2, 5])('calls %i low stock with the count', (quantity) => {
    expect(stockStatus(quantity)).toEqual({ state: 'low', label: `Only ${quantity} left` });
  });

  it.each([6, 40])('calls %i in stock', (quantity) => {
    expect(stockStatus(quantity)).toEqual({ state: 'in', label: 'In stock' });
  });
});
