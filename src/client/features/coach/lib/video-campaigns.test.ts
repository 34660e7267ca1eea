import { describe, expect, it } from 'vitest';
import { LIMITS, TIKTOK_SOUNDS, tiktokBoost, youtubeBoost } from '../../../../shared/coach-rules';
import type { Product } from '../../../../shared/contracts/catalog';
import {
  effectiveSoundId,
  fitTo,
  MAX_TAG_LENGTH,
  MAX_TAGS,
  parseTags,
  soundLabel,
  TIKTOK_IDEA_PRODUCTS,
  TIKTOK_MAX_BOOST,
  TIKTOK_RECOMMENDED_LENGTH,
  tagsProblem,
  tiktokClipboardText,
  tiktokIdeaCaption,
  tiktokProductCaption,
  tiktokVideoIdeas,
  YOUTUBE_MAX_BOOST,
  YOUTUBE_RECOMMENDED_LENGTH,
  YOUTUBE_TEMPLATE_PRODUCTS,
  youtubeClipboardText,
  youtubeIdeaFields,
  youtubeProductTemplate,
  youtubeVideoIdeas,
} from './video-campaigns';

const origin = 'https://shop.example';

const product: Pick<Product, 'id' | 'productType' | 'brand' | 'model' | 'description' | 'price'> = {
  id: 7,
  productType: 'sunglasses',
  brand: 'Ray-Ban',
  model: 'Wayfarer',
  description: null,
  price: 163.5,
};

describe('the spec constants', () => {
  it('offers 5 products on YouTube, 4 on TikTok, and the recommended lengths', () => {
    expect(YOUTUBE_TEMPLATE_PRODUCTS).toBe(5);
    expect(TIKTOK_IDEA_PRODUCTS).toBe(4);
    expect(YOUTUBE_RECOMMENDED_LENGTH).toBe('5-10 minutes');
    expect(TIKTOK_RECOMMENDED_LENGTH).toBe('15-60 seconds');
  });

  it('has three video ideas per helper', () => {
    expect(youtubeVideoIdeas).toHaveLength(3);
    expect(tiktokVideoIdeas).toHaveLength(3);
  });

  it('reads the highest boosts off the shared rules: 20 on YouTube, 25 on TikTok', () => {
    expect(YOUTUBE_MAX_BOOST).toBe(20);
    expect(TIKTOK_MAX_BOOST).toBe(25);
  });
});

describe('parseTags', () => {
  it('splits on commas, trims, drops blanks, leading # and repeats in any case', () => {
    expect(parseTags(' summer, beach , ,#Summer,  , sun glasses ')).toEqual([
      'summer',
      'beach',
      'sun glasses',
    ]);
  });

  it('reads an empty field as no tags', () => {
    expect(parseTags('')).toEqual([]);
    expect(parseTags(' , ,')).toEqual([]);
  });
});

describe('tagsProblem', () => {
  it('accepts up to 30 tags of up to 50 characters', () => {
    const tags = Array.from(
      { length: MAX_TAGS },
      (_, i) => `${'t'.repeat(MAX_TAG_LENGTH - 2)}${i}`,
    );
    expect(tags.every((tag) => tag.length <= MAX_TAG_LENGTH)).toBe(true);
    expect(tagsProblem(tags)).toBeNull();
  });

  it('refuses a 31st tag and a 51-character tag', () => {
    expect(tagsProblem(Array.from({ length: MAX_TAGS + 1 }, (_, i) => `t${i}`))).toBe(
      'Use at most 30 tags.',
    );
    expect(tagsProblem(['ok', 'x'.repeat(MAX_TAG_LENGTH + 1)])).toBe(
      'Each tag can be at most 50 characters.',
    );
  });
});

describe('clipboard texts', () => {
  it('copies the YouTube title, description and tags', () => {
    expect(
      youtubeClipboardText({ title: ' Title ', description: 'Desc\nline', tags: ['a', 'b'] }),
    ).toBe('Title\n\nDesc\nline\n\nTags: a, b');
  });

  it('leaves the tags line out when there are none', () => {
    expect(youtubeClipboardText({ title: 'T', description: 'D', tags: [] })).toBe('T\n\nD');
  });

  it('copies the TikTok caption trimmed', () => {
    expect(tiktokClipboardText('  hello #fyp \n')).toBe('hello #fyp');
  });
});

describe('fitTo', () => {
  it('keeps a text within the limit and marks a cut with an ellipsis', () => {
    expect(fitTo('short', 10)).toBe('short');
    expect(fitTo('exactly10!', 10)).toBe('exactly10!');
    const cut = fitTo('a much longer text than allowed', 10);
    expect(cut).toHaveLength(10);
    expect(cut.endsWith('…')).toBe(true);
  });
});

describe('YouTube templates', () => {
  it('tells a product with a ticket as the $1 competition story', () => {
    const fields = youtubeProductTemplate(product, true, origin, []);
    expect(fields.title).toBe('I Entered to Win the Ray-Ban Wayfarer for $1 | Social Market');
    expect(fields.description).toContain('5 influencers');
    expect(fields.description).toContain(`${origin}/product/7`);
    expect(fields.description).not.toContain('$5 off');
    expect(parseTags(fields.tags)).toContain('competition');
  });

  it('makes any other product a shop-with-me video, promising only a discount whose code is usable now', () => {
    const fields = youtubeProductTemplate(product, false, origin, ['LAGUNA10']);
    expect(fields.title).toBe('Shop With Me: Ray-Ban Wayfarer at Social Market Laguna Beach');
    expect(fields.description).not.toContain('off');
    expect(fields.description).toContain('$163.50');
    expect(fields.description).toContain(`Shop it with me: ${origin}/product/7`);

    const discounted = { ...product, description: 'DISCOUNT:10% off with code LAGUNA10;;Classic.' };
    expect(youtubeProductTemplate(discounted, false, origin, ['LAGUNA10']).description).toContain(
      `10% off with code LAGUNA10. Shop it with me: ${origin}/product/7`,
    );
    expect(youtubeProductTemplate(discounted, false, origin, []).description).not.toContain(
      'LAGUNA10',
    );
  });

  it('fits every template within the limits and scores full marks', () => {
    const long = { ...product, brand: 'B'.repeat(120), model: 'M'.repeat(40) };
    for (const competing of [true, false]) {
      const fields = youtubeProductTemplate(long, competing, origin, []);
      expect(fields.title.length).toBeLessThanOrEqual(LIMITS.youtubeTitle);
      expect(fields.description.length).toBeLessThanOrEqual(LIMITS.youtubeDescription);
      expect(tagsProblem(parseTags(fields.tags))).toBeNull();
      const normal = youtubeProductTemplate(product, competing, origin, []);
      expect(youtubeBoost(normal.title, normal.description)).toBe(20);
    }
  });

  it('fills an idea with the chosen product, or without one', () => {
    const idea = youtubeVideoIdeas[0];
    if (!idea) throw new Error('no idea');
    expect(youtubeIdeaFields(idea, product, origin).title).toBe(
      'Unboxing & First Impressions: Ray-Ban Wayfarer',
    );
    const generic = youtubeIdeaFields(idea, null, origin);
    expect(generic.title).toBe('Unboxing & First Impressions');
    expect(generic.description).toContain(`${origin}/`);
  });
});

describe('TikTok captions', () => {
  it('tells the competition story for a product with a ticket', () => {
    const caption = tiktokProductCaption(product, true, origin, []);
    expect(caption).toContain('for $1');
    expect(caption).toContain(`${origin}/product/7`);
    expect(caption).not.toContain('$5 off');
  });

  it('makes any other product a shop-with-me caption, with a discount only when its code is usable now', () => {
    const discounted = { ...product, description: 'DISCOUNT:10% off with code LAGUNA10;;Classic.' };
    expect(tiktokProductCaption(discounted, false, origin, [])).not.toContain('LAGUNA10');
    const caption = tiktokProductCaption(discounted, false, origin, ['LAGUNA10']);
    expect(caption).toContain('Shop with me');
    expect(caption).toContain('10% off with code LAGUNA10.');
    expect(caption.length).toBeLessThanOrEqual(LIMITS.tiktokCaption);
    // Over 50 characters: the full caption part of the boost.
    expect(tiktokBoost(caption, 'original')).toBe(15 + 5);
  });

  it('fills an idea with the chosen product, or without one', () => {
    const idea = tiktokVideoIdeas[2];
    if (!idea) throw new Error('no idea');
    expect(tiktokIdeaCaption(idea, product, origin)).toContain('the Ray-Ban Wayfarer');
    expect(tiktokIdeaCaption(idea, null, origin)).toContain('my Social Market finds');
  });
});

describe('TikTok sounds', () => {
  it('uses the chosen sound with trending sounds on, the original sound with them off', () => {
    expect(effectiveSoundId(true, 'beach-day')).toBe('beach-day');
    expect(effectiveSoundId(false, 'beach-day')).toBe('original');
  });

  it('names every sound', () => {
    for (const sound of TIKTOK_SOUNDS) expect(soundLabel(sound.id)).toBe(sound.label);
  });
});
