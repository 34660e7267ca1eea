import { compactNumber } from '../../../../shared/compact-number';
import { type SocialPlatform, socialPlatforms } from '../../../../shared/influencer-lists';

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

export interface PlatformFollowers {
  platform: string;
  label: string;
  /** '152K' */
  text: string;
}

/**
 * Follower counts per platform in the screens' order (known platforms first, then any other),
 * as the API's texts or, where only a number is given, abbreviated.
 */
export function platformFollowers(
  platforms: Record<string, string>,
  followers: Record<string, number> = {},
): PlatformFollowers[] {
  const names = [...new Set([...Object.keys(platforms), ...Object.keys(followers)])];
  const order = (name: string) => {
    const index = socialPlatforms.indexOf(name as SocialPlatform);
    return index === -1 ? socialPlatforms.length : index;
  };
  return names
    .sort((a, b) => order(a) - order(b) || a.localeCompare(b))
    .map((platform) => ({
      platform,
      label: platformLabel(platform),
      text: platforms[platform] ?? compactNumber(followers[platform] ?? 0),
    }));
}

/** '+12%', '-4%', '0%', or null when there is no earlier day to compare with. */
export function growthText(percent: number | null): string | null {
  if (percent === null || !Number.isFinite(percent)) return null;
  const rounded = Math.round(percent);
  return `${rounded > 0 ? '+' : ''}${rounded}%`;
}

/** Bar heights of the score history, relative to the best day, at least 4%. */
export function historyBars(scores: readonly number[]): number[] {
  const best = Math.max(0, ...scores);
  return scores.map((score) => (best <= 0 ? 4 : Math.max(4, (score / best) * 100)));
}
