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
