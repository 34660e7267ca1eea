import { describe, expect, it } from 'vitest';
import { checkedSize, sizeChoices } from './sizes';

describe('sizes', () => {
  it('turns a range of letter sizes into the sizes to choose from', () => {
    expect(sizeChoices('S-XL')).toEqual(['S', 'M', 'L', 'XL']);
    expect(sizeChoices(' xs – 2xl ')).toEqual(['XS', 'S', 'M', 'L', 'XL', 'XXL']);
    for (const text of ['54mm', '320 pages', '8-12', 'M', '', null, 'XL-S']) {
      expect(sizeChoices(text), String(text)).toEqual([]);
    }
  });

  it('checks a chosen size against the product', () => {
    expect(checkedSize('S-XL', 'm')).toEqual({ ok: true, size: 'M' });
    expect(checkedSize('S-XL', undefined)).toEqual({ ok: false, message: 'Please choose a size' });
    expect(checkedSize('S-XL', 'XXL')).toEqual({
      ok: false,
      message: 'Choose one of the sizes: S, M, L, XL',
    });
    expect(checkedSize('54mm', undefined)).toEqual({ ok: true, size: '' });
    expect(checkedSize('54mm', 'M').ok).toBe(false);
  });
});
