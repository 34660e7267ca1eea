import { z } from 'zod';

export {
  type InfluencerCategory,
  type InfluencerLocation,
  influencerCategories,
  influencerLocations,
  type SocialPlatform,
  socialPlatforms,
} from '../influencer-lists';

export const influencerMessages = {
  notFound: 'Influencer not found',
  fetchFailed: 'Failed to fetch influencers',
  badDate: 'date must be a day written YYYY-MM-DD',
} as const;

/**
 * GET /api/influencers: the specification's Influencer (id, name, handle with @, avatar, score =
 * today's score rounded, platforms = platform → follower text such as '152K') plus the directory's
 * category, location and the follower numbers.
 */
export const influencerSchema = z.object({
  id: z.string(),
  name: z.string(),
  handle: z.string(),
  avatar: z.string(),
  score: z.number().int(),
  platforms: z.record(z.string(), z.string()),
  category: z.string(),
  location: z.string(),
  followers: z.record(z.string(), z.number().int()),
  /**
   * Likes per post over every post the latest stored snapshot counts (rounded); null before a
   * snapshot with a post.
   */
  averageLikes: z.number().int().nullable(),
  /**
   * (likes + comments + shares) gained over the last 24 hours of stored snapshots, in percent of
   * the Instagram followers (all followers without Instagram); null without followers.
   */
  engagement: z.number().nullable(),
});
export type Influencer = z.infer<typeof influencerSchema>;
export const influencerListSchema = z.array(influencerSchema);

const countersSchema = {
  posts: z.number().int(),
  likes: z.number().int(),
  shares: z.number().int(),
  comments: z.number().int(),
};

export const dailyScoreHistoryItemSchema = z.object({
  date: z.string(),
  totalScore: z.number(),
  ...countersSchema,
  timesSelected: z.number().int(),
});

/**
 * GET /api/influencers/:id: the influencer and what its detail dialog shows, all computed from
 * stored snapshots and daily scores.
 */
export const influencerDetailSchema = influencerSchema.extend({
  bio: z.string().nullable(),
  totalFollowers: z.number().int(),
  /** Today's gains so far (the shop's day) and how many paid entries picked them today. */
  today: z.object({ totalScore: z.number(), ...countersSchema, timesSelected: z.number().int() }),
  postsToday: z.number().int(),
  postsThisWeek: z.number().int(),
  /** Gains over the last `days` days (7, or what history exists). */
  growth: z.object({
    days: z.number(),
    score: z.number(),
    ...countersSchema,
    /** The last complete day's score against the average of the days before it, in percent. */
    percent: z.number().nullable(),
  }),
  /** Daily scores of the last 14 days that have one, oldest first. */
  scoreHistory: z.array(dailyScoreHistoryItemSchema),
  /** When the newest snapshot was taken. */
  lastUpdated: z.string().nullable(),
});
export type InfluencerDetail = z.infer<typeof influencerDetailSchema>;

/** GET /api/daily-scores (admin-vendor-coach-games.md section 3, DailyScore). */
export const dailyScoreSchema = z.object({
  id: z.number().int(),
  influencerId: z.string(),
  date: z.string(),
  totalScore: z.number(),
  ...countersSchema,
  timesSelected: z.number().int(),
  lastUpdated: z.string(),
});
export type DailyScore = z.infer<typeof dailyScoreSchema>;
export const dailyScoreListSchema = z.array(dailyScoreSchema);

export const dailyScoresQuerySchema = z.object({
  date: z
    .string({ error: influencerMessages.badDate })
    .refine((value) => /^\d{4}-\d{2}-\d{2}$/.test(value), influencerMessages.badDate)
    .optional(),
});

/**
 * GET /api/instagram-metrics: the Instagram metrics record (username = the influencer id). The
 * counters are the latest cumulative ones, so a client that subtracts a baseline taken earlier
 * gets the gain, also across midnight.
 */
export const instagramMetricsRecordSchema = z.object({
  username: z.string(),
  ...countersSchema,
});
export type InstagramMetricsRecord = z.infer<typeof instagramMetricsRecordSchema>;
export const instagramMetricsListSchema = z.array(instagramMetricsRecordSchema);

/** Where influencer metrics come from: METRICS_PROVIDER. */
export const metricsProviders = ['simulated', 'instagram'] as const;
export type MetricsProviderName = (typeof metricsProviders)[number];

/** GET /api/metrics-source: which provider this shop reads, so screens never claim real data. */
export const metricsSourceSchema = z.object({ provider: z.enum(metricsProviders) });
export type MetricsSource = z.infer<typeof metricsSourceSchema>;
