import { describe, expect, it } from 'vitest';
import {
  ENGAGEMENT_LABEL,
  engagementFollowers,
  engagementPercent,
  engagementText,
  totalFollowers,
} from './engagement';

describe('directory engagement', () => {
  it('adds followers across platforms', () => {
    expect(totalFollowers({ instagram: 152_000, tiktok: 98_000, youtube: 24_000 })).toBe(274_000);
    expect(totalFollowers({})).toBe(0);
  });

  it('measures engagement against Instagram followers, else all of them', () => {
    expect(engagementFollowers({ instagram: 1000, tiktok: 5000 })).toBe(1000);
    expect(engagementFollowers({ tiktok: 5000, youtube: 1000 })).toBe(6000);
  });

  it('is (likes + comments + shares) / followers in percent, two decimals', () => {
    expect(
      engagementPercent(
        { instagram: 100_000, tiktok: 50_000 },
        { likes: 2_000, comments: 300, shares: 200 },
      ),
    ).toBe(2.5);
    expect(engagementPercent({ instagram: 3 }, { likes: 1, comments: 0, shares: 0 })).toBe(33.33);
    expect(engagementPercent({ instagram: 1000 }, { likes: 0, comments: 0, shares: 0 })).toBe(0);
    expect(engagementPercent({}, { likes: 7, comments: 0, shares: 0 })).toBeNull();
  });

  it('is written the same way on every screen, under one label', () => {
    expect(ENGAGEMENT_LABEL).toBe('Engagement (24 h)');
    expect(engagementText(2.5)).toBe('2.5%');
    expect(engagementText(3.456)).toBe('3.5%');
    expect(engagementText(12.345)).toBe('12.3%');
    expect(engagementText(0.456)).toBe('0.46%');
    expect(engagementText(0)).toBe('0.00%');
    expect(engagementText(null)).toBe('—');
    expect(engagementText(Number.NaN)).toBe('—');
  });
});
