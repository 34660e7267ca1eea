import { inferCategory } from '../../../../shared/coach-rules';
import type { DailyScore, Influencer } from '../../../../shared/contracts/influencers';
import { totalFollowers } from '../../../../shared/engagement';
import {
  influencerCategories,
  influencerLocations,
  type SocialPlatform,
  socialPlatforms,
} from '../../../../shared/influencer-lists';

/** admin-vendor-coach-games.md section 9: the daily leaderboard shows the top 10. */
export const LEADERBOARD_SIZE = 10;
/** Section 7: the leaderboard's daily scores poll every 30 s, the influencer list every 60 s. */
export const DAILY_SCORES_POLL_MS = 30_000;
export const INFLUENCERS_POLL_MS = 60_000;

/** The influencer's category, inferred from name and handle keywords where none is stored. */
export function categoryOf(influencer: Pick<Influencer, 'category' | 'name' | 'handle'>): string {
  return influencer.category.trim() || inferCategory(influencer.name, influencer.handle);
}

export interface DirectoryFilters {
  search: string;
  /** '' for every category. */
  category: string;
  /** '' for every location. */
  location: string;
}

export const emptyFilters: DirectoryFilters = { search: '', category: '', location: '' };

export function hasFilters(filters: DirectoryFilters): boolean {
  return filters.search.trim() !== '' || filters.category !== '' || filters.location !== '';
}

/**
 * The influencers matching every filter: the search in name, handle or category (case-insensitive,
 * '@' optional), the exact category (stored or inferred) and the exact location.
 */
export function filterInfluencers<T extends Influencer>(
  influencers: readonly T[],
  filters: DirectoryFilters,
): T[] {
  const needle = filters.search.trim().toLowerCase().replace(/^@/, '');
  return influencers.filter((influencer) => {
    const category = categoryOf(influencer);
    if (filters.category && category !== filters.category) return false;
    if (filters.location && influencer.location !== filters.location) return false;
    if (!needle) return true;
    return [influencer.name, influencer.handle.replace(/^@/, ''), category].some((text) =>
      text.toLowerCase().includes(needle),
    );
  });
}

export interface LeaderboardEntry {
  rank: number;
  influencer: Influencer;
  timesSelected: number;
  /** Today's score. */
  score: number;
}

/**
 * The daily leaderboard: the top 10 by how often paid entries picked them today, then by today's
 * score, then by name so equal rows keep a stable order. Influencers without a daily score row
 * count as picked 0 times with their listed score.
 */
export function dailyLeaderboard(
  influencers: readonly Influencer[],
  dailyScores: readonly DailyScore[],
  size = LEADERBOARD_SIZE,
): LeaderboardEntry[] {
  const byId = new Map(dailyScores.map((row) => [row.influencerId, row]));
  return influencers
    .map((influencer) => {
      const row = byId.get(influencer.id);
      return {
        influencer,
        timesSelected: row?.timesSelected ?? 0,
        score: row ? row.totalScore : influencer.score,
      };
    })
    .sort(
      (a, b) =>
        b.timesSelected - a.timesSelected ||
        b.score - a.score ||
        a.influencer.name.localeCompare(b.influencer.name),
    )
    .slice(0, size)
    .map((entry, index) => ({ ...entry, rank: index + 1 }));
}

export interface CardStats {
  /** All platforms together. */
  followers: number;
  /** Likes per post over all the posts the latest snapshot counts; null before one with a post. */
  averageLikes: number | null;
  /** (likes + comments + shares) / followers over the last 24 hours, in percent (the server's). */
  engagement: number | null;
}

/** A profile card's figures, all from the server's stored metrics. */
export function cardStats(
  influencer: Pick<Influencer, 'followers' | 'averageLikes' | 'engagement'>,
): CardStats {
  return {
    followers: totalFollowers(influencer.followers),
    averageLikes: influencer.averageLikes,
    engagement: influencer.engagement,
  };
}

const platformLabels: Record<SocialPlatform, string> = {
  instagram: 'Instagram',
  tiktok: 'TikTok',
  youtube: 'YouTube',
  twitter: 'X (Twitter)',
};

export function platformLabel(platform: string): string {
  return (
    platformLabels[platform as SocialPlatform] ??
    platform.charAt(0).toUpperCase() + platform.slice(1)
  );
}

/** Stored followers per platform: Instagram, TikTok, YouTube, X, then any other by name. */
export function platformFollowers(
  followers: Record<string, number>,
): { platform: string; label: string; count: number }[] {
  const order = (name: string) => {
    const index = socialPlatforms.indexOf(name as SocialPlatform);
    return index === -1 ? socialPlatforms.length : index;
  };
  return Object.entries(followers)
    .filter(([, count]) => count > 0)
    .sort(([a], [b]) => order(a) - order(b) || a.localeCompare(b))
    .map(([platform, count]) => ({ platform, label: platformLabel(platform), count }));
}

/** The filters kept in the address (?q=&category=&location=); unknown values are ignored. */
export function parseDirectoryFilters(params: URLSearchParams): DirectoryFilters {
  const category = params.get('category') ?? '';
  const location = params.get('location') ?? '';
  return {
    search: params.get('q') ?? '',
    category: (influencerCategories as readonly string[]).includes(category) ? category : '',
    location: (influencerLocations as readonly string[]).includes(location) ? location : '',
  };
}

export function directorySearchParams(filters: DirectoryFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search) params.set('q', filters.search);
  if (filters.category) params.set('category', filters.category);
  if (filters.location) params.set('location', filters.location);
  return params;
}
