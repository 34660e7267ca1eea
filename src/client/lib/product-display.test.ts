import { describe, expect, it } from 'vitest';
import { formatWeight, productName, productSubtitle, roastLabel } from './product-display';

const book = {
  productType: 'book' as const,
  brand: 'The Tidepool Almanac',
  model: 'Cove Light Press',
  description: 'AUTHOR:Marina Okafor;;A year of low tides.',
};
const shades = {
  productType: 'sunglasses' as const,
  brand: 'Laguna Optics',
  model: 'Coastline',
  description: 'BADGE:New;;Polarized.',
};

describe('product naming', () => {
  it('uses the author for a book and the model otherwise', () => {
    expect(productSubtitle(book)).toBe('by Marina Okafor');
    expect(productName(book)).toBe('The Tidepool Almanac by Marina Okafor');
    expect(productSubtitle(shades)).toBe('Coastline');
    expect(productName(shades)).toBe('Laguna Optics Coastline');
  });

  it('leaves a book without an author with its title alone', () => {
    expect(productSubtitle({ ...book, description: 'Summary only' })).toBe('');
    expect(productName({ ...book, description: null })).toBe('The Tidepool Almanac');
  });
});

describe('roastLabel', () => {
  it('names a roast or a tea type', () => {
    expect(roastLabel({ productType: 'coffee', roast: 'medium-dark' })).toBe('Medium-dark roast');
    expect(roastLabel({ productType: 'tea', roast: 'green' })).toBe('Green tea');
    expect(roastLabel({ productType: 'coffee', roast: null })).toBeNull();
    expect(roastLabel({ productType: 'shoe', roast: 'dark' })).toBeNull();
  });
});

describe('formatWeight', () => {
  it('shows grams under a kilogram and kilograms above', () => {
    expect(formatWeight(0.34)).toBe('340 g');
    expect(formatWeight(0.454)).toBe('454 g');
    expect(formatWeight(1)).toBe('1 kg');
    expect(formatWeight(2.5)).toBe('2.5 kg');
    expect(formatWeight(null)).toBeNull();
    expect(formatWeight(0)).toBeNull();
  });
});
