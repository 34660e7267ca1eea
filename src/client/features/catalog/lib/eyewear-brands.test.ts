import { describe, expect, it } from 'vitest';
import type { Brand } from '../../../../shared/contracts/catalog';
import { eyewearBrands } from './eyewear-brands';

const brand = (id: number, name: string): Brand => ({
  id,
  name,
  logoUrl: null,
  description: null,
  websiteUrl: null,
  isActive: true,
  createdAt: '2025-01-01T00:00:00.000Z',
});

const brands = [
  brand(1, 'Laguna Optics'),
  brand(2, 'Canyon Roasters'),
  brand(3, 'Tidepool Shades'),
];

describe('eyewearBrands', () => {
  it('keeps the brands that have sunglasses, matching names loosely', () => {
    expect(
      eyewearBrands(brands, [{ brand: 'laguna optics' }, { brand: 'Tidepool Shades ' }]).map(
        (b) => b.id,
      ),
    ).toEqual([1, 3]);
  });

  it('shows every brand when the sunglasses are unknown', () => {
    expect(eyewearBrands(brands, undefined)).toHaveLength(3);
  });

  it('shows none when no brand has sunglasses', () => {
    expect(eyewearBrands(brands, [])).toEqual([]);
  });
});
