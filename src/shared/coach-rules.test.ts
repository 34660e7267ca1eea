import { describe, expect, it } from 'vitest';
import {
  inferCategory,
  instagramBoost,
  LIMITS,
  PLATFORM_BOOSTS,
  TIKTOK_SOUNDS,
  tiktokBoost,
  twitterBoost,
  youtubeBoost,
} from './coach-rules';

const text = (length: number) => 'x'.repeat(length);

describe('platform boosts and limits', () => {
  it('are the spec’s numbers', () => {
    expect(PLATFORM_BOOSTS).toEqual({ twitter: 8, instagram: 12, youtube: 15, tiktok: 20 });
    expect(LIMITS.xPost).toBe(280);
    expect(LIMITS.youtubeTitle).toBe(100);
    expect(LIMITS.youtubeDescription).toBe(5000);
    expect(LIMITS.tiktokCaption).toBe(2200);
    expect(TIKTOK_SOUNDS.map((sound) => sound.boost)).toEqual([5, 8, 12, 7, 10]);
  });

  it('X gives its boost only for a non-empty post', () => {
    expect(twitterBoost('')).toBe(0);
    expect(twitterBoost('   ')).toBe(0);
    expect(twitterBoost('Hello Laguna')).toBe(8);
  });
});

describe('Instagram boost: caption over 50 gives 5, else floor(len/10)+1; filter bonus; cap 20', () => {
  it.each([
    [0, 'Normal', 1],
    [9, 'Normal', 1],
    [10, 'Normal', 2],
    [49, 'Normal', 5],
    [50, 'Normal', 6],
    [51, 'Normal', 5],
    [51, 'Clarendon', 10],
    [51, 'Gingham', 8],
    [50, 'Clarendon', 11],
  ] as const)('caption %i with %s → %i', (length, filter, boost) => {
    expect(instagramBoost(text(length), filter)).toBe(boost);
  });
});

describe('YouTube boost: title and description parts, each at most 10, total at most 20', () => {
  it.each([
    [0, 0, 0],
    [3, 0, 0],
    [4, 0, 1],
    [40, 0, 10],
    [39, 0, 9],
    [41, 0, 10],
    [0, 19, 0],
    [0, 20, 1],
    [0, 199, 9],
    [0, 200, 10],
    [0, 201, 10],
    [100, 5000, 20],
  ])('title %i, description %i → %i', (title, description, boost) => {
    expect(youtubeBoost(text(title), text(description))).toBe(boost);
  });
});

describe('TikTok boost: caption part at most 15 plus the sound, total at most 25', () => {
  it.each([
    [0, 'original', 5],
    [2, 'original', 5],
    [3, 'original', 6],
    [45, 'original', 20],
    [50, 'original', 20],
    [44, 'original', 19],
    [51, 'original', 20],
    [51, 'summer-vibes', 23],
    [51, 'beach-day', 25],
    [51, 'laguna-sunset', 22],
    [51, 'shop-local', 25],
    [30, 'beach-day', 22],
  ] as const)('caption %i with %s → %i', (length, sound, boost) => {
    expect(tiktokBoost(text(length), sound)).toBe(boost);
  });
});

describe('directory category inference', () => {
  it('reads keywords from the name or handle, else Lifestyle', () => {
    expect(inferCategory('OC Eats', '@foodwithzen')).toBe('Food');
    expect(inferCategory('Style by Mia', '@mia')).toBe('Fashion');
    expect(inferCategory('Jay', '@oc_fashion')).toBe('Fashion');
    expect(inferCategory('Beach Fit', '@beachfit_oc')).toBe('Fitness');
    expect(inferCategory('Sam', '@sam_fitness')).toBe('Fitness');
    expect(inferCategory('Surf Life', '@surflife_oc')).toBe('Lifestyle');
  });
});
