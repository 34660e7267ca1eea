import { describe, expect, it } from 'vitest';
import {
  composePost,
  isOverLimit,
  postLength,
  productPromoText,
  TWITTER_HASHTAGS,
  TWITTER_LOCATION,
  tweetIntentUrl,
  viralTemplates,
} from './twitter-post';

const on = { includeHashtags: true, addLocation: false };

describe('composePost', () => {
  it('adds the hashtags by default, after a blank line', () => {
    expect(composePost('Hello Laguna', on)).toBe(`Hello Laguna\n\n${TWITTER_HASHTAGS}`);
  });

  it('adds the location before the hashtags when switched on', () => {
    expect(composePost('Hi', { includeHashtags: true, addLocation: true })).toBe(
      `Hi\n\n${TWITTER_LOCATION} ${TWITTER_HASHTAGS}`,
    );
    expect(composePost('Hi', { includeHashtags: false, addLocation: true })).toBe(
      `Hi\n\n${TWITTER_LOCATION}`,
    );
  });

  it('leaves the text alone with both off, trimmed', () => {
    expect(composePost('  Hi  ', { includeHashtags: false, addLocation: false })).toBe('Hi');
  });

  it('keeps a blank post blank, whatever is switched on', () => {
    expect(composePost('', on)).toBe('');
    expect(composePost('   \n ', { includeHashtags: true, addLocation: true })).toBe('');
  });
});

describe('the 280 limit', () => {
  it('allows exactly 280 and refuses 281', () => {
    expect(isOverLimit('a'.repeat(280))).toBe(false);
    expect(isOverLimit('a'.repeat(281))).toBe(true);
  });

  it('counts the hashtags and location too', () => {
    const text = 'a'.repeat(250);
    expect(postLength(composePost(text, on))).toBe(250 + 2 + TWITTER_HASHTAGS.length);
    expect(isOverLimit(composePost(text, on))).toBe(true);
    expect(isOverLimit(composePost(text, { includeHashtags: false, addLocation: false }))).toBe(
      false,
    );
  });
});

describe('tweetIntentUrl', () => {
  it('opens X compose with the text encoded', () => {
    expect(tweetIntentUrl('Win it for $1 & more #SocialMarket\nnow')).toBe(
      'https://twitter.com/intent/tweet?text=Win%20it%20for%20%241%20%26%20more%20%23SocialMarket%0Anow',
    );
  });
});

describe('templates', () => {
  const product = {
    id: 7,
    productType: 'sunglasses' as const,
    brand: 'Laguna Optics',
    model: 'Coastline',
    description: null,
    price: 189,
    playEnabled: true,
  };

  it('promotes a play-enabled product with its $1 entry and its link', () => {
    const text = productPromoText(product, 'https://shop.example');
    expect(text).toContain('Laguna Optics Coastline');
    expect(text).toContain('$1 entry');
    expect(text).toContain('https://shop.example/product/7');
    expect(isOverLimit(composePost(text, { includeHashtags: true, addLocation: true }))).toBe(
      false,
    );
  });

  it('promotes any other product with its price', () => {
    expect(productPromoText({ ...product, playEnabled: false }, 'https://s.example')).toContain(
      '$189.00',
    );
  });

  it('offers five viral templates that fit with hashtags and location', () => {
    expect(viralTemplates).toHaveLength(5);
    for (const template of viralTemplates) {
      expect(
        isOverLimit(composePost(template.text, { includeHashtags: true, addLocation: true })),
      ).toBe(false);
    }
  });
});
