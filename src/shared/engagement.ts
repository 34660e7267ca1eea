/** Follower and engagement figures of the influencer directory, shared by the API and screens. */

export interface Interactions {
  likes: number;
  comments: number;
  shares: number;
}

export function totalFollowers(followers: Record<string, number>): number {
  return Object.values(followers).reduce((sum, n) => sum + Math.max(0, n), 0);
}

/**
 * The followers the engagement rate is measured against: Instagram's, since the stored counters
 * (likes, comments, shares) are Instagram's; every platform's together when Instagram is missing.
 */
export function engagementFollowers(followers: Record<string, number>): number {
  const instagram = followers.instagram ?? 0;
  return instagram > 0 ? instagram : totalFollowers(followers);
}

/**
 * (likes + comments + shares) / followers, in percent, rounded to 2 decimals; null without
 * followers.
 */
export function engagementPercent(
  followers: Record<string, number>,
  gained: Interactions,
): number | null {
  const base = engagementFollowers(followers);
  if (base <= 0) return null;
  const interactions = gained.likes + gained.comments + gained.shares;
  return Math.round((interactions / base) * 100 * 100) / 100;
}

/** What every screen calls the engagement figure: the last 24 hours, as the server measures it. */
export const ENGAGEMENT_LABEL = 'Engagement (24 h)';

/** '3.4%' (one decimal; two under 1%, so small accounts don't all read 0.0%), or '—' unmeasured. */
export function engagementText(percent: number | null): string {
  if (percent === null || !Number.isFinite(percent)) return '—';
  return `${percent < 1 ? percent.toFixed(2) : percent.toFixed(1)}%`;
}
