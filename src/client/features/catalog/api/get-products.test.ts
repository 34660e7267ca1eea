import { describe, expect, it } from 'vitest';
import { productListQueryString } from './get-products';

describe('productListQueryString', () => {
  it('is empty for the whole catalogue in the default order', () => {
    expect(productListQueryString({})).toBe('');
    expect(productListQueryString({ sort: 'default', q: '  ' })).toBe('');
  });

  it('joins several types with a comma and keeps the rest', () => {
    expect(productListQueryString({ types: ['coffee', 'tea'], limit: 4 })).toBe(
      '?type=coffee%2Ctea&limit=4',
    );
    expect(productListQueryString({ types: ['shoe'], sort: 'price-low-high', q: ' run ' })).toBe(
      '?type=shoe&sort=price-low-high&q=run',
    );
  });
});
