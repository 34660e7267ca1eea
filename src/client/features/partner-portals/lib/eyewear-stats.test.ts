import { describe, expect, it } from 'vitest';
import { brandsOf, eyewearStats, isLowStock, valueByBrand } from './eyewear-stats';

const products = [
  { brand: 'Laguna Optics', model: 'A', quantity: 10, price: 149.99 },
  { brand: 'Laguna Optics', model: 'B', quantity: 4, price: 0.1 },
  { brand: 'Tidepool Shades', model: 'C', quantity: 0, price: 89 },
];

describe('eyewear vendor figures', () => {
  it('counts models, units, stock value (price × quantity) and low stock under 5', () => {
    expect(eyewearStats(products)).toEqual({
      models: 3,
      units: 14,
      stockValueCents: 149_990 + 40,
      lowStock: 2,
    });
    expect(eyewearStats([])).toEqual({ models: 0, units: 0, stockValueCents: 0, lowStock: 0 });
  });

  it('treats 4 as low and 5 as not', () => {
    expect(isLowStock({ quantity: 4 })).toBe(true);
    expect(isLowStock({ quantity: 5 })).toBe(false);
  });

  it('sums value per brand, largest first, and lists brands once', () => {
    expect(valueByBrand(products)).toEqual([
      { brand: 'Laguna Optics', cents: 150_030 },
      { brand: 'Tidepool Shades', cents: 0 },
    ]);
    expect(brandsOf(products)).toEqual(['Laguna Optics', 'Tidepool Shades']);
  });
});
