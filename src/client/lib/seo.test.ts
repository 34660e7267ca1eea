import { describe, expect, it } from 'vitest';
import { DEFAULT_DESCRIPTION, formatPageTitle, resolvePageMeta } from './seo';

describe('formatPageTitle', () => {
  it("reads '{title} | Social Market', or the site name alone", () => {
    expect(formatPageTitle('Cart')).toBe('Cart | Social Market');
    expect(formatPageTitle()).toBe('Social Market');
    expect(formatPageTitle('  ')).toBe('Social Market');
  });
});

describe('resolvePageMeta', () => {
  const location = { origin: 'https://shop.test', pathname: '/welcome', search: '?x=1' };

  it('fills defaults and makes URLs absolute for share crawlers, as the server writes them', () => {
    expect(resolvePageMeta({}, location)).toEqual({
      title: 'Social Market',
      shareTitle: 'Social Market',
      description: DEFAULT_DESCRIPTION,
      image: 'https://shop.test/share-image.png',
      imageAlt: 'Social Market',
      // The canonical address drops the query, as the server's does.
      url: 'https://shop.test/welcome',
      type: 'website',
      noindex: false,
    });
    expect(
      resolvePageMeta(
        { title: 'Books' },
        { origin: 'https://shop.test', pathname: '/products', search: '?type=book&sort=newest' },
      ),
    ).toMatchObject({
      url: 'https://shop.test/products?type=book',
      imageAlt: 'Social Market: Books',
    });
  });

  it('keeps what the page gives', () => {
    expect(
      resolvePageMeta(
        {
          title: 'Aviators',
          shareTitle: 'Aviators: $159.99',
          description: 'Polarized.',
          image: '/share/product/3.png',
          imageAlt: 'Aviators (sunglasses)',
          url: '/product/3',
          type: 'product',
          noindex: true,
        },
        location,
      ),
    ).toEqual({
      title: 'Aviators | Social Market',
      shareTitle: 'Aviators: $159.99',
      description: 'Polarized.',
      image: 'https://shop.test/share/product/3.png',
      imageAlt: 'Aviators (sunglasses)',
      url: 'https://shop.test/product/3',
      type: 'product',
      noindex: true,
    });
  });
});
