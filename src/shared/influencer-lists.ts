// The influencer directory's lists both sides use (contracts/influencers.ts re-exports them beside
// its schemas); no zod here, so the browser's first load can use them without it.

/** The directory's categories (admin-vendor-coach-games.md section 3, Local influencer). */
export const influencerCategories = [
  'Lifestyle',
  'Health',
  'Business',
  'Food',
  'Fashion',
  'Photography',
  'Sports',
  'Fitness',
  'Technology',
  'Travel',
] as const;
export type InfluencerCategory = (typeof influencerCategories)[number];

/** The directory's location filter (admin-vendor-coach-games.md section 9). */
export const influencerLocations = [
  'Orange County',
  'Laguna Beach',
  'Newport Beach',
  'Irvine',
  'Dana Point',
  'Costa Mesa',
] as const;
export type InfluencerLocation = (typeof influencerLocations)[number];

/** Platforms we keep follower counts for, in the order the screens list them. */
export const socialPlatforms = ['instagram', 'tiktok', 'youtube', 'twitter'] as const;
export type SocialPlatform = (typeof socialPlatforms)[number];
