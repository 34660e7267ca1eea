import { describe, expect, it } from 'vitest';
import type { DailyScore, Influencer } from '../../../../shared/contracts/influencers';
import { nameInitials } from '../../../lib/name-initials';
import {
  cardStats,
  categoryOf,
  dailyLeaderboard,
  directorySearchParams,
  emptyFilters,
  filterInfluencers,
  hasFilters,
  parseDirectoryFilters,
  platformFollowers,
} from './directory';

function influencer(overrides: Partial<Influencer> & { id: string }): Influencer {
  return {
    name: `Name ${overrides.id}`,
    handle: `@${overrides.id}`,
    avatar: '/a.svg',
    score: 0,
    platforms: {},
    category: 'Lifestyle',
    location: 'Laguna Beach',
    followers: { instagram: 100_000 },
    averageLikes: null,
    engagement: null,
    ...overrides,
  };
}

function daily(influencerId: string, overrides: Partial<DailyScore> = {}): DailyScore {
  return {
    id: 1,
    influencerId,
    date: '2025-06-02',
    totalScore: 0,
    posts: 0,
    likes: 0,
    shares: 0,
    comments: 0,
    timesSelected: 0,
    lastUpdated: '2025-06-02T12:00:00.000Z',
    ...overrides,
  };
}

const sofia = influencer({
  id: 'sofia',
  name: 'Sofia Martinez',
  handle: '@sofia.lagunalife',
  category: 'Lifestyle',
  location: 'Laguna Beach',
});
const zen = influencer({
  id: 'foodwithzen',
  name: 'Zen Tanaka',
  handle: '@foodwithzen',
  category: 'Food',
  location: 'Irvine',
});
const style = influencer({
  id: 'oc_style',
  name: 'Olivia Chen',
  handle: '@oc_style',
  category: '',
  location: 'Newport Beach',
});

describe('categoryOf', () => {
  it('keeps a stored category', () => {
    expect(categoryOf(zen)).toBe('Food');
  });

  it('infers a missing one from name or handle keywords', () => {
    expect(categoryOf(style)).toBe('Fashion');
    expect(categoryOf({ name: 'Beach Fit', handle: '@bf', category: ' ' })).toBe('Fitness');
    expect(categoryOf({ name: 'Anna', handle: '@anna', category: '' })).toBe('Lifestyle');
  });
});

describe('filterInfluencers', () => {
  const all = [sofia, zen, style];

  it('keeps everyone without filters', () => {
    expect(filterInfluencers(all, emptyFilters)).toEqual(all);
    expect(hasFilters(emptyFilters)).toBe(false);
  });

  it('searches name, handle (with or without @) and category, ignoring case and spaces', () => {
    expect(filterInfluencers(all, { ...emptyFilters, search: '  sofia ' })).toEqual([sofia]);
    expect(filterInfluencers(all, { ...emptyFilters, search: '@FOODWITH' })).toEqual([zen]);
    expect(filterInfluencers(all, { ...emptyFilters, search: 'fashion' })).toEqual([style]);
    expect(filterInfluencers(all, { ...emptyFilters, search: 'nobody' })).toEqual([]);
    expect(hasFilters({ ...emptyFilters, search: 'x' })).toBe(true);
  });

  it('filters by the stored or inferred category', () => {
    expect(filterInfluencers(all, { ...emptyFilters, category: 'Food' })).toEqual([zen]);
    expect(filterInfluencers(all, { ...emptyFilters, category: 'Fashion' })).toEqual([style]);
  });

  it('filters by location and combines every filter', () => {
    expect(filterInfluencers(all, { ...emptyFilters, location: 'Irvine' })).toEqual([zen]);
    expect(
      filterInfluencers(all, { search: 'zen', category: 'Food', location: 'Laguna Beach' }),
    ).toEqual([]);
    expect(filterInfluencers(all, { search: 'zen', category: 'Food', location: 'Irvine' })).toEqual(
      [zen],
    );
  });
});

describe('dailyLeaderboard', () => {
  it('orders by times selected, then score, then name, ranking from 1', () => {
    const a = influencer({ id: 'a', name: 'Alpha', score: 10 });
    const b = influencer({ id: 'b', name: 'Bravo', score: 999 });
    const c = influencer({ id: 'c', name: 'Charlie', score: 5 });
    const d = influencer({ id: 'd', name: 'Delta', score: 5 });
    const board = dailyLeaderboard(
      [d, c, b, a],
      [
        daily('a', { timesSelected: 3, totalScore: 10 }),
        daily('b', { timesSelected: 1, totalScore: 999 }),
        daily('c', { timesSelected: 3, totalScore: 50 }),
      ],
    );
    expect(board.map((entry) => [entry.rank, entry.influencer.id])).toEqual([
      [1, 'c'],
      [2, 'a'],
      [3, 'b'],
      [4, 'd'],
    ]);
    expect(board[0]).toMatchObject({ timesSelected: 3, score: 50 });
    // No daily row: picked 0 times, with the listed score.
    expect(board[3]).toMatchObject({ timesSelected: 0, score: 5 });
  });

  it('breaks equal picks and scores by name', () => {
    const board = dailyLeaderboard(
      [influencer({ id: 'z', name: 'Zed' }), influencer({ id: 'y', name: 'Amy' })],
      [],
    );
    expect(board.map((entry) => entry.influencer.name)).toEqual(['Amy', 'Zed']);
  });

  it('shows the top 10 only', () => {
    const many = Array.from({ length: 14 }, (_, i) => influencer({ id: `i${i}`, score: i }));
    const board = dailyLeaderboard(many, []);
    expect(board).toHaveLength(10);
    expect(board[0]?.influencer.id).toBe('i13');
    expect(board[9]?.influencer.id).toBe('i4');
    expect(dailyLeaderboard([], [])).toEqual([]);
  });
});

describe('card figures', () => {
  it("shows all followers, the average likes per post and the server's last-day engagement", () => {
    expect(
      cardStats({
        followers: { instagram: 100_000, tiktok: 50_000 },
        averageLikes: 8_151,
        engagement: 2.5,
      }),
    ).toEqual({ followers: 150_000, averageLikes: 8_151, engagement: 2.5 });
    expect(cardStats({ followers: {}, averageLikes: null, engagement: null })).toEqual({
      followers: 0,
      averageLikes: null,
      engagement: null,
    });
  });
});

describe('platformFollowers', () => {
  it("lists stored platforms in the screens' order, others after by name, none empty", () => {
    expect(
      platformFollowers({
        twitter: 12,
        mastodon: 3,
        instagram: 152,
        youtube: 0,
        tiktok: 98,
        bluesky: 1,
      }),
    ).toEqual([
      { platform: 'instagram', label: 'Instagram', count: 152 },
      { platform: 'tiktok', label: 'TikTok', count: 98 },
      { platform: 'twitter', label: 'X (Twitter)', count: 12 },
      { platform: 'bluesky', label: 'Bluesky', count: 1 },
      { platform: 'mastodon', label: 'Mastodon', count: 3 },
    ]);
  });
});

describe('nameInitials', () => {
  it('takes the first letters of the first two words', () => {
    expect(nameInitials('Sofia Martinez')).toBe('SM');
    expect(nameInitials('Dr. Ryan Mitchell')).toBe('DR');
    expect(nameInitials('  zen  ')).toBe('Z');
    expect(nameInitials('')).toBe('?');
  });
});

describe('directory filters in the address', () => {
  it('reads search, known categories and known locations', () => {
    expect(
      parseDirectoryFilters(new URLSearchParams('q=zen&category=Food&location=Dana+Point')),
    ).toEqual({ search: 'zen', category: 'Food', location: 'Dana Point' });
    expect(parseDirectoryFilters(new URLSearchParams('category=Gaming&location=Paris'))).toEqual(
      emptyFilters,
    );
  });

  it('writes only the filters in use', () => {
    expect(directorySearchParams(emptyFilters).toString()).toBe('');
    expect(
      directorySearchParams({ search: 'a b', category: '', location: 'Irvine' }).toString(),
    ).toBe('q=a+b&location=Irvine');
  });
});
