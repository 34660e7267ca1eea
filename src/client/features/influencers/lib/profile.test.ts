import { describe, expect, it, vi } from 'vitest';
import type { Influencer } from '../../../../shared/contracts/influencers';
import { scoreChart, shareLink, similarInfluencers, specialties, weekdayLabel } from './profile';

function influencer(overrides: Partial<Influencer> & { id: string }): Influencer {
  return {
    name: `Name ${overrides.id}`,
    handle: `@${overrides.id}`,
    avatar: '/a.svg',
    score: 0,
    platforms: {},
    category: 'Lifestyle',
    location: 'Laguna Beach',
    followers: {},
    averageLikes: null,
    engagement: null,
    ...overrides,
  };
}

describe('similarInfluencers', () => {
  const me = influencer({ id: 'me', category: 'Food', location: 'Irvine' });

  it('picks 3, the same category first, then the same location, each by score', () => {
    const all = [
      me,
      influencer({ id: 'other-high', category: 'Travel', location: 'Dana Point', score: 900 }),
      influencer({ id: 'food-low', category: 'Food', location: 'Costa Mesa', score: 10 }),
      influencer({ id: 'irvine', category: 'Tech', location: 'Irvine', score: 5 }),
      influencer({ id: 'food-high', category: 'Food', location: 'Laguna Beach', score: 50 }),
    ];
    expect(similarInfluencers(me, all).map((i) => i.id)).toEqual([
      'food-high',
      'food-low',
      'irvine',
    ]);
  });

  it('fills up with the best of the rest and never lists the influencer itself', () => {
    const all = [
      influencer({ id: 'a', category: 'Travel', location: 'Dana Point', score: 1 }),
      me,
      influencer({ id: 'b', category: 'Sports', location: 'Dana Point', score: 2 }),
    ];
    expect(similarInfluencers(me, all).map((i) => i.id)).toEqual(['b', 'a']);
  });

  it('matches inferred categories too', () => {
    const fashion = influencer({ id: 'f', name: 'OC Style', category: '' });
    const all = [
      influencer({ id: 'x', category: 'Travel', location: 'Irvine', score: 100 }),
      influencer({ id: 'y', category: 'Fashion', location: 'Irvine' }),
    ];
    expect(similarInfluencers(fashion, all, 1).map((i) => i.id)).toEqual(['y']);
  });
});

describe('specialties', () => {
  it('lists the category, its topics and the location', () => {
    expect(
      specialties({ name: 'Zen', handle: '@zen', category: 'Food', location: 'Irvine' }),
    ).toEqual(['Food', 'Restaurant reviews', 'Recipes', 'Coffee spots', 'Irvine']);
  });

  it('copes with a category it has no topics for', () => {
    expect(
      specialties({ name: 'A', handle: '@a', category: 'Gaming', location: 'Irvine' }),
    ).toEqual(['Gaming', 'Irvine']);
  });
});

describe('scoreChart', () => {
  const box = { width: 200, height: 100, pad: 10 };
  const day = (date: string, totalScore: number) => ({
    date,
    totalScore,
    posts: 0,
    likes: 0,
    shares: 0,
    comments: 0,
    timesSelected: 0,
  });

  it('spreads the last 7 days across the width, the best day at the top', () => {
    const history = Array.from({ length: 9 }, (_, i) => day(`2025-06-0${i + 1}`, i * 10));
    const chart = scoreChart(history, box);
    expect(chart.points).toHaveLength(7);
    expect(chart.points[0]).toMatchObject({ x: 10, y: 70, date: '2025-06-03', score: 20 });
    expect(chart.points[6]).toMatchObject({ x: 190, y: 10, date: '2025-06-09', score: 80 });
    expect(chart.max).toBe(80);
    expect(chart.line.startsWith('M10 ')).toBe(true);
    expect(chart.area.endsWith('L190 90 L10 90 Z')).toBe(true);
  });

  it('puts a single day in the middle and a flat zero line on the baseline', () => {
    expect(scoreChart([day('2025-06-02', 0)], box).points[0]).toMatchObject({ x: 100, y: 90 });
    expect(scoreChart([], box)).toEqual({ points: [], line: '', area: '', max: 0 });
  });

  it('labels days by weekday as written', () => {
    expect(weekdayLabel('2025-06-02')).toBe('Mon');
    // Every day of a week, as en-US writes it.
    const week = [
      '2025-06-01',
      '2025-06-02',
      '2025-06-03',
      '2025-06-04',
      '2025-06-05',
      '2025-06-06',
      '2025-06-07',
    ];
    expect(week.map(weekdayLabel)).toEqual(
      week.map((date) =>
        new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
          weekday: 'short',
          timeZone: 'UTC',
        }),
      ),
    );
    expect(weekdayLabel('nonsense')).toBe('nonsense');
  });
});

describe('shareLink', () => {
  const data = {
    title: 'Sofia',
    text: 'Sofia on Social Market',
    url: 'https://x.test/influencer/sofia',
  };

  it('uses the share sheet when there is one', async () => {
    const share = vi.fn(async () => {});
    const writeText = vi.fn(async () => {});
    expect(await shareLink(data, { share, writeText })).toBe('shared');
    expect(share).toHaveBeenCalledWith(data);
    expect(writeText).not.toHaveBeenCalled();
  });

  it('treats a closed share sheet as a choice', async () => {
    const share = vi.fn(async () => {
      throw new DOMException('closed', 'AbortError');
    });
    const writeText = vi.fn(async () => {});
    expect(await shareLink(data, { share, writeText })).toBe('cancelled');
    expect(writeText).not.toHaveBeenCalled();
  });

  it('copies the link when sharing fails or is missing', async () => {
    const writeText = vi.fn(async () => {});
    const failing = async () => {
      throw new DOMException('nope', 'NotAllowedError');
    };
    expect(await shareLink(data, { share: failing, writeText })).toBe('copied');
    expect(await shareLink(data, { writeText })).toBe('copied');
    expect(writeText).toHaveBeenCalledWith(data.url);
  });

  it('leaves the link to show when nothing works', async () => {
    const refused = async () => {
      throw new Error('denied');
    };
    expect(await shareLink(data, { writeText: refused })).toBe('manual');
    expect(await shareLink(data, {})).toBe('manual');
  });
});
