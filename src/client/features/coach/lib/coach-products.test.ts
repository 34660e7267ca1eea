import { describe, expect, it } from 'vitest';
import {
  activeCompetitionProducts,
  coachEmptyStates,
  coachProductStatus,
  competingProductIds,
  filterCoachProducts,
  filteredEmptyText,
} from './coach-products';

const products = [
  { id: 1, playEnabled: true },
  { id: 2, playEnabled: false },
  { id: 3, playEnabled: true },
  { id: 4, playEnabled: true },
  { id: 5, playEnabled: true },
];

describe('coachProductStatus', () => {
  it('labels a play-enabled product Active / Live Now', () => {
    expect(coachProductStatus({ playEnabled: true })).toEqual({
      active: true,
      badge: 'Active',
      state: 'Live Now',
    });
  });

  it('labels any other product Coming Soon / Not Started', () => {
    expect(coachProductStatus({ playEnabled: false })).toEqual({
      active: false,
      badge: 'Coming Soon',
      state: 'Not Started',
    });
  });
});

describe('filterCoachProducts', () => {
  const competing = competingProductIds([{ productId: 2 }, { productId: 3 }, { productId: 3 }]);

  it('collects the products of the user entries once each', () => {
    expect([...competing]).toEqual([2, 3]);
    expect(competingProductIds(undefined).size).toBe(0);
  });

  it('keeps the competing products for My Tickets', () => {
    expect(filterCoachProducts(products, 'competing', competing).map((p) => p.id)).toEqual([2, 3]);
  });

  it('keeps the others for Shop With Me', () => {
    expect(filterCoachProducts(products, 'shop-with-me', competing).map((p) => p.id)).toEqual([
      1, 4, 5,
    ]);
  });

  it('keeps everything for All', () => {
    expect(filterCoachProducts(products, 'all', competing)).toHaveLength(5);
  });
});

describe('filteredEmptyText', () => {
  it('says there is nothing to promote when the catalogue is empty', () => {
    expect(filteredEmptyText(0, 'competing')).toBe('No products found to promote');
    expect(filteredEmptyText(0, 'all')).toBe(coachEmptyStates.noProducts);
  });

  it('blames the filter when products exist but none match', () => {
    expect(filteredEmptyText(4, 'competing')).toBe('No products found matching your filter');
    expect(filteredEmptyText(4, 'shop-with-me')).toBe(coachEmptyStates.noMatch);
  });

  it('says no products found for an unfiltered list', () => {
    expect(filteredEmptyText(4, 'all')).toBe('No products found');
  });
});

describe('activeCompetitionProducts', () => {
  it('takes up to the first n play-enabled products, in catalogue order', () => {
    expect(activeCompetitionProducts(products, 3).map((p) => p.id)).toEqual([1, 3, 4]);
  });

  it('returns fewer, or none, when fewer are play-enabled', () => {
    expect(activeCompetitionProducts(products.slice(0, 2), 3).map((p) => p.id)).toEqual([1]);
    expect(activeCompetitionProducts([{ id: 9, playEnabled: false }], 3)).toEqual([]);
  });
});
