import { describe, expect, it } from 'vitest';
import { mapsSearchUrl, partnerStoreAddress } from './shop-info';

describe('mapsSearchUrl', () => {
  it('searches Google Maps for the encoded address', () => {
    expect(mapsSearchUrl('1 Main St, Laguna Beach, CA 92651')).toBe(
      'https://www.google.com/maps/search/?api=1&query=1%20Main%20St%2C%20Laguna%20Beach%2C%20CA%2092651',
    );
  });

  it('points at the partner store in Laguna Beach', () => {
    expect(partnerStoreAddress()).toMatch(/Pacific Coast Hwy, Laguna Beach, CA 92651$/);
  });
});
