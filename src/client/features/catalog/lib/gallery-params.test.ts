import { describe, expect, it } from 'vitest';
import {
  coffeeTeaTypes,
  gallerySearchParams,
  parseCoffeeTeaSearch,
  parseGallerySearch,
} from './gallery-params';

const parse = (query: string) => parseGallerySearch(new URLSearchParams(query));

describe('parseGallerySearch', () => {
  it('defaults to sunglasses in the default order', () => {
    expect(parse('')).toEqual({ type: 'sunglasses', sort: 'default' });
  });

  it('reads a known type and sort', () => {
    expect(parse('type=tshirt&sort=price-low-high')).toEqual({
      type: 'tshirt',
      sort: 'price-low-high',
    });
    expect(parse('type=handbag&sort=newest')).toEqual({ type: 'handbag', sort: 'newest' });
    expect(parse('type=book&sort=price-high-low')).toEqual({
      type: 'book',
      sort: 'price-high-low',
    });
  });

  it('falls back to the defaults for unknown values', () => {
    expect(parse('type=spaceships&sort=cheapest')).toEqual({ type: 'sunglasses', sort: 'default' });
    // Coffee and tea have their own gallery, and a comma list is not a gallery type.
    expect(parse('type=coffee')).toEqual({ type: 'sunglasses', sort: 'default' });
    expect(parse('type=shoe,book')).toEqual({ type: 'sunglasses', sort: 'default' });
    expect(parse('type=SHOE&sort=')).toEqual({ type: 'sunglasses', sort: 'default' });
  });
});

describe('gallerySearchParams', () => {
  it('keeps the type and leaves out the default sort', () => {
    expect(gallerySearchParams({ type: 'shoe', sort: 'default' }).toString()).toBe('type=shoe');
    expect(gallerySearchParams({ type: 'shoe', sort: 'newest' }).toString()).toBe(
      'type=shoe&sort=newest',
    );
  });

  it('round-trips through parseGallerySearch', () => {
    const search = { type: 'book', sort: 'price-high-low' } as const;
    expect(parseGallerySearch(gallerySearchParams(search))).toEqual(search);
  });
});

describe('coffee and tea search', () => {
  it('reads the tab and the search text', () => {
    expect(parseCoffeeTeaSearch(new URLSearchParams('tab=tea&q=%20green%20'))).toEqual({
      tab: 'tea',
      q: 'green',
    });
    expect(parseCoffeeTeaSearch(new URLSearchParams('tab=juice'))).toEqual({ tab: 'all', q: '' });
    expect(parseCoffeeTeaSearch(new URLSearchParams(`q=${'a'.repeat(150)}`)).q).toHaveLength(100);
  });

  it('maps a tab to the API types', () => {
    expect(coffeeTeaTypes('all')).toEqual(['coffee', 'tea']);
    expect(coffeeTeaTypes('coffee')).toEqual(['coffee']);
    expect(coffeeTeaTypes('tea')).toEqual(['tea']);
  });
});
