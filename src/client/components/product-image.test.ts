import { describe, expect, it } from 'vitest';
import { imageCandidates } from './product-image';

describe('imageCandidates', () => {
  it('tries the picture, then the fallback, then the default image', () => {
    expect(imageCandidates('/images/a.webp', '/assets/placeholders/shoe.svg')).toEqual([
      '/images/a.webp',
      '/assets/placeholders/shoe.svg',
      '/assets/default-product.png',
    ]);
  });

  it('skips a missing picture and works without a fallback', () => {
    expect(imageCandidates(null, '/assets/placeholders/book.svg')).toEqual([
      '/assets/placeholders/book.svg',
      '/assets/default-product.png',
    ]);
    expect(imageCandidates('images/a.png')).toEqual([
      '/images/a.png',
      '/assets/default-product.png',
    ]);
    expect(imageCandidates(undefined)).toEqual(['/assets/default-product.png']);
  });
});
