import { describe, expect, it } from 'vitest';
import { growthText, historyBars, platformFollowers, platformLabel } from './influencer-stats';

describe('influencer stats', () => {
  it('lists followers per platform in the screens order', () => {
    expect(
      platformFollowers({ tiktok: '98K', instagram: '1.2M' }, { youtube: 15_400, tiktok: 98_000 }),
    ).toEqual([
      { platform: 'instagram', label: 'Instagram', text: '1.2M' },
      { platform: 'tiktok', label: 'TikTok', text: '98K' },
      { platform: 'youtube', label: 'YouTube', text: '15K' },
    ]);
    expect(platformLabel('threads')).toBe('Threads');
  });

  it('writes growth, or nothing when unknown', () => {
    expect(growthText(12.4)).toBe('+12%');
    expect(growthText(-4.2)).toBe('-4%');
    expect(growthText(0)).toBe('0%');
    expect(growthText(null)).toBeNull();
  });

  it('scales history bars to the best day', () => {
    expect(historyBars([50, 100, 0])).toEqual([50, 100, 4]);
    expect(historyBars([0, 0])).toEqual([4, 4]);
  });
});
