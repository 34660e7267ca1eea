import { describe, expect, it } from 'vitest';
import {
  buildShareContent,
  buildShareUrls,
  discountClipboardText,
  instagramClipboardText,
} from './share';

const links = {
  url: 'https://shop.example/product/7',
  imageUrl: 'https://shop.example/images/abc.svg',
};

/** The codes usable now. */
const active = ['LAGUNA10'];

const shades = {
  productType: 'sunglasses' as const,
  brand: 'Laguna Optics',
  model: 'Coastline',
  description: 'BADGE:New;;DISCOUNT:10% off with code LAGUNA10;;Polarized.',
  price: 189,
  entryPrice: 1,
  playEnabled: true,
};

describe('buildShareContent', () => {
  it('names the product, its price and entry, and includes the discount', () => {
    const content = buildShareContent(shades, links, active);
    expect(content.title).toBe('Laguna Optics Coastline');
    expect(content.discount).toBe('10% off with code LAGUNA10');
    expect(content.text).toBe(
      'Check out Laguna Optics Coastline at Social Market in Laguna Beach: $189.00, or play for it with a $1 entry. 10% off with code LAGUNA10.',
    );
    expect(content.url).toBe(links.url);
    expect(content.imageUrl).toBe(links.imageUrl);
  });

  it('leaves the discount out when there is none, and the entry when play is closed', () => {
    const content = buildShareContent(
      { ...shades, description: 'Polarized.', playEnabled: false },
      links,
      active,
    );
    expect(content.discount).toBeNull();
    expect(content.text).toBe(
      'Check out Laguna Optics Coastline at Social Market in Laguna Beach: $189.00.',
    );
  });

  it('names a book by its title and author', () => {
    const content = buildShareContent(
      {
        ...shades,
        productType: 'book',
        brand: 'The Tidepool Almanac',
        model: 'Cove Light Press',
        description: 'AUTHOR:Marina Okafor;;DISCOUNT:$5 off with code TIDES5!;;Tides.',
        price: 18,
        entryPrice: 1,
      },
      links,
      ['TIDES5'],
    );
    expect(content.text).toBe(
      'Check out The Tidepool Almanac by Marina Okafor at Social Market in Laguna Beach: $18.00, or play for it with a $1 entry. $5 off with code TIDES5!',
    );
  });

  it('names only a code usable now: a paused, unknown or missing code leaves the discount out', () => {
    for (const [description, codes] of [
      ['DISCOUNT:10% off with code LAGUNA10;;Polarized.', []],
      ['DISCOUNT:10% off with code OLDCODE;;Polarized.', ['LAGUNA10']],
      ['DISCOUNT:$5 off!;;Polarized.', ['LAGUNA10']],
    ] as const) {
      const content = buildShareContent({ ...shades, description }, links, codes);
      expect(content.discount, description).toBeNull();
      expect(content.text).toBe(
        'Check out Laguna Optics Coastline at Social Market in Laguna Beach: $189.00, or play for it with a $1 entry.',
      );
    }
  });
});

describe('share URLs and clipboard texts', () => {
  const content = buildShareContent(shades, links, active);

  it('builds the Twitter, Facebook and Pinterest share links', () => {
    const urls = buildShareUrls(content);
    const twitter = new URL(urls.twitter);
    expect(`${twitter.origin}${twitter.pathname}`).toBe('https://twitter.com/intent/tweet');
    expect(twitter.searchParams.get('text')).toBe(content.text);
    expect(twitter.searchParams.get('text')).toContain('LAGUNA10');
    expect(twitter.searchParams.get('url')).toBe(links.url);

    expect(urls.facebook).toBe(
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(links.url)}`,
    );

    const pinterest = new URL(urls.pinterest);
    expect(`${pinterest.origin}${pinterest.pathname}`).toBe(
      'https://pinterest.com/pin/create/button/',
    );
    expect(pinterest.searchParams.get('url')).toBe(links.url);
    expect(pinterest.searchParams.get('media')).toBe(links.imageUrl);
    expect(pinterest.searchParams.get('description')).toBe(content.text);
  });

  it('copies the text with its discount and the link', () => {
    expect(discountClipboardText(content)).toBe(`${content.text} ${links.url}`);
    expect(discountClipboardText(content)).toContain('10% off with code LAGUNA10');
  });

  it('gives Instagram the link and the image address', () => {
    const text = instagramClipboardText(content);
    expect(text).toContain(links.url);
    expect(text).toContain(links.imageUrl);
  });
});
