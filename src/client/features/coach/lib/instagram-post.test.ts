import { describe, expect, it } from 'vitest';
import { instagramFilterCss, nextProduct, productCaption, randomProduct } from './instagram-post';

const list = [{ id: 1 }, { id: 2 }, { id: 3 }];

describe('nextProduct', () => {
  it('starts with the first when none of the list is shown', () => {
    expect(nextProduct(list, null)?.id).toBe(1);
    expect(nextProduct(list, 99)?.id).toBe(1);
  });

  it('moves on, wrapping after the last', () => {
    expect(nextProduct(list, 1)?.id).toBe(2);
    expect(nextProduct(list, 3)?.id).toBe(1);
  });

  it('has nothing to give from an empty list', () => {
    expect(nextProduct([], null)).toBeUndefined();
  });
});

describe('randomProduct', () => {
  it('never repeats the current product when there is a choice', () => {
    expect(randomProduct(list, 1, () => 0)?.id).toBe(2);
    expect(randomProduct(list, 1, () => 0.99)?.id).toBe(3);
  });

  it('returns the only product, or nothing', () => {
    expect(randomProduct([{ id: 4 }], 4, () => 0.5)?.id).toBe(4);
    expect(randomProduct([], null)).toBeUndefined();
  });
});

describe('productCaption', () => {
  const product = {
    productType: 'tshirt' as const,
    brand: 'Salt Air',
    model: 'Wave Tee',
    description: null,
    playEnabled: true,
  };

  it('names the product in every style', () => {
    for (const style of ['default', 'competition', 'shop-with-me'] as const) {
      expect(productCaption(product, style)).toContain('Salt Air Wave Tee');
    }
  });

  it('is long enough for the full caption boost', () => {
    expect(productCaption(product).length).toBeGreaterThan(50);
  });
});

describe('instagramFilterCss', () => {
  it('leaves Normal unfiltered and styles the others', () => {
    expect(instagramFilterCss.Normal).toBe('none');
    expect(instagramFilterCss.Clarendon).not.toBe('none');
    expect(instagramFilterCss.Gingham).not.toBe('none');
  });
});
