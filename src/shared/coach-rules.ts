/**
 * The coach tools' rules (admin-vendor-coach-games.md sections 5 and 9): boosts, post limits and the
 * directory's category inference. Pure, shared by the screens and the server, which recomputes every
 * boost itself whatever a client sends. Boosts are a coach score; they never change game results.
 */

export const coachPlatforms = ['twitter', 'instagram', 'youtube', 'tiktok'] as const;
export type CoachPlatform = (typeof coachPlatforms)[number];

/** The hub's platform cards. */
export const PLATFORM_BOOSTS: Record<CoachPlatform, number> = {
  twitter: 8,
  instagram: 12,
  youtube: 15,
  tiktok: 20,
};

export const platformLabels: Record<CoachPlatform, string> = {
  twitter: 'Twitter',
  instagram: 'Instagram',
  youtube: 'YouTube',
  tiktok: 'TikTok',
};

/** Post limits. */
export const LIMITS = {
  xPost: 280,
  youtubeTitle: 100,
  youtubeDescription: 5000,
  tiktokCaption: 2200,
  instagramCaption: 2200,
} as const;

/**
 * The hub's Team Score when there is no score to show (a visitor, a user with no team yet, or the
 * stats call failing): a dash, never a made-up number (issue 21 replaced the spec's 1000).
 */
export const NO_TEAM_SCORE = '—';

export const instagramFilters = ['Normal', 'Clarendon', 'Gingham'] as const;
export type InstagramFilter = (typeof instagramFilters)[number];
export const INSTAGRAM_FILTER_BONUS: Record<InstagramFilter, number> = {
  Normal: 0,
  Clarendon: 5,
  Gingham: 3,
};

/** Instagram: a caption over 50 characters gives 5, else floor(length/10)+1; plus the filter; at most 20. */
export function instagramBoost(caption: string, filter: InstagramFilter): number {
  const length = caption.length;
  const captionPart = length > 50 ? 5 : Math.floor(length / 10) + 1;
  return Math.min(20, captionPart + INSTAGRAM_FILTER_BONUS[filter]);
}

/**
 * YouTube: title part min(10, 10 if the title is over 40 characters else floor(len/4)); description
 * part min(10, 10 if over 200 else floor(len/20)); at most 20.
 */
export function youtubeBoost(title: string, description: string): number {
  const titlePart = Math.min(10, title.length > 40 ? 10 : Math.floor(title.length / 4));
  const descriptionPart = Math.min(
    10,
    description.length > 200 ? 10 : Math.floor(description.length / 20),
  );
  return Math.min(20, titlePart + descriptionPart);
}

/** TikTok sounds and their boosts. */
export const TIKTOK_SOUNDS = [
  { id: 'original', label: 'Original Sound', boost: 5 },
  { id: 'summer-vibes', label: 'Summer Vibes (Trending)', boost: 8 },
  { id: 'beach-day', label: 'Beach Day Remix (Viral)', boost: 12 },
  { id: 'laguna-sunset', label: 'Laguna Sunset Lo-fi', boost: 7 },
  { id: 'shop-local', label: 'Shop Local Anthem (Hot)', boost: 10 },
] as const;
export type TiktokSoundId = (typeof TIKTOK_SOUNDS)[number]['id'];

/** TikTok: caption part min(15, 15 if over 50 characters else floor(len/3)) plus the sound's boost; at most 25. */
export function tiktokBoost(caption: string, soundId: TiktokSoundId): number {
  const captionPart = Math.min(15, caption.length > 50 ? 15 : Math.floor(caption.length / 3));
  const sound = TIKTOK_SOUNDS.find((candidate) => candidate.id === soundId)?.boost ?? 0;
  return Math.min(25, captionPart + sound);
}

/** X (Twitter): the platform's boost, once there is something to post. */
export function twitterBoost(text: string): number {
  return text.trim().length > 0 ? PLATFORM_BOOSTS.twitter : 0;
}

/**
 * The directory's category when an influencer has none: keywords in the name or handle (food;
 * fashion or style; fitness or fit), else 'Lifestyle' (the spec's 'Lifestyle and Local Culture'
 * fallback, named as the directory's category filter names it).
 */
export function inferCategory(name: string, handle: string): string {
  const text = `${name} ${handle}`.toLowerCase();
  if (text.includes('food')) return 'Food';
  if (text.includes('fashion') || text.includes('style')) return 'Fashion';
  if (text.includes('fitness') || text.includes('fit')) return 'Fitness';
  return 'Lifestyle';
}

/** The one-time price of an influencer's chat, in cents ($5). */
export const CHAT_UNLOCK_PRICE_CENTS = 500;

/** The longest chat message, in characters. */
export const MESSAGE_MAX_LENGTH = 1000;
