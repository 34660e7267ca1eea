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
  const location = { origin: 'https://shop.test', href: 'https://shop.test/welcome?x=1' };

  it('fills defaults and makes URLs absolute for share crawlers', () => {
    expect(resolvePageMeta({}, location)).toEqual({
      title: 'Social Market',
      description: DEFAULT_DESCRIPTION,
      image: 'https://shop.test/share-image.png',
      url: 'https://shop.test/welcome?x=1',
      type: 'website',
    });
  });

  it('keeps what the page gives', () => {
    expect(
      resolvePageMeta(
        {
          title: 'Aviators',
          description: 'Polarized.',
          image: 'https://cdn.test/a.png',
          url: '/product/3',
          type: 'product',
        },
        location,
      ),
    ).toEqual({
      title: 'Aviators | Social Market',
      description: 'Polarized.',
      image: 'https://cdn.test/a.png',
      url: 'https://shop.test/product/3',
      type: 'product',
    });
  });
});
