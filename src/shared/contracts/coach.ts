import { z } from 'zod';
import {
  coachPlatforms,
  instagramFilters,
  LIMITS,
  MESSAGE_MAX_LENGTH,
  TIKTOK_SOUNDS,
} from '../coach-rules';
import { rowIdSchema } from './numbers';

export { CHAT_UNLOCK_PRICE_CENTS, MESSAGE_MAX_LENGTH } from '../coach-rules';

export const coachMessages = {
  emptyPost: 'Post is empty: Please write some content before sharing to X',
  tooLong: (limit: number) => `Must be at most ${limit} characters`,
  youtubeNeedsText: 'A YouTube campaign needs a title and a description.',
  tiktokNeedsCaption: 'A TikTok campaign needs a caption.',
  instagramNeedsCaption: 'An Instagram campaign needs a caption and a product image.',
  chatLocked: 'Unlock chat access to message this influencer.',
  blankMessage: 'Write a message first.',
  messageTooLong: 'Messages are at most 1000 characters.',
} as const;

/** GET /api/user/coach-stats: the signed-in user's real figures. */
export const coachStatsSchema = z.object({
  /** The score of the user's current or latest team; null when they have none. */
  teamScore: z.number().nullable(),
  /** The sum of today's prepared campaigns' boosts. */
  socialBoost: z.number(),
  lastCampaign: z
    .object({
      platform: z.enum(coachPlatforms),
      productId: z.number().int().nullable(),
      productName: z.string().nullable(),
      boost: z.number(),
      createdAt: z.string(),
    })
    .nullable(),
  campaignsToday: z.number().int(),
});
export type CoachStats = z.infer<typeof coachStatsSchema>;

const soundIds = TIKTOK_SOUNDS.map((sound) => sound.id) as [string, ...string[]];

/**
 * POST /api/coach/campaigns: a prepared campaign. The server checks the platform's limits (400
 * beyond them) and computes the boost itself with the shared rules, whatever the client sends.
 */
export const campaignRequestSchema = z.discriminatedUnion('platform', [
  z.object({
    platform: z.literal('twitter'),
    productId: rowIdSchema('Product not found').nullable().optional(),
    text: z
      .string()
      .trim()
      .min(1, coachMessages.emptyPost)
      .max(LIMITS.xPost, coachMessages.tooLong(LIMITS.xPost)),
  }),
  z.object({
    platform: z.literal('instagram'),
    productId: rowIdSchema('Product not found'),
    caption: z
      .string()
      .trim()
      .min(1, coachMessages.instagramNeedsCaption)
      .max(LIMITS.instagramCaption, coachMessages.tooLong(LIMITS.instagramCaption)),
    filter: z.enum(instagramFilters),
  }),
  z.object({
    platform: z.literal('youtube'),
    productId: rowIdSchema('Product not found').nullable().optional(),
    title: z
      .string()
      .trim()
      .min(1, coachMessages.youtubeNeedsText)
      .max(LIMITS.youtubeTitle, coachMessages.tooLong(LIMITS.youtubeTitle)),
    description: z
      .string()
      .trim()
      .min(1, coachMessages.youtubeNeedsText)
      .max(LIMITS.youtubeDescription, coachMessages.tooLong(LIMITS.youtubeDescription)),
    tags: z.array(z.string().trim().min(1).max(50)).max(30).default([]),
  }),
  z.object({
    platform: z.literal('tiktok'),
    productId: rowIdSchema('Product not found').nullable().optional(),
    caption: z
      .string()
      .trim()
      .min(1, coachMessages.tiktokNeedsCaption)
      .max(LIMITS.tiktokCaption, coachMessages.tooLong(LIMITS.tiktokCaption)),
    soundId: z.enum(soundIds),
    trendingSound: z.boolean().default(true),
  }),
]);
export type CampaignRequest = z.input<typeof campaignRequestSchema>;

export const campaignResultSchema = z.object({
  id: z.number().int(),
  platform: z.enum(coachPlatforms),
  productId: z.number().int().nullable(),
  boost: z.number(),
  createdAt: z.string(),
});
export type CampaignResult = z.infer<typeof campaignResultSchema>;

/** GET /api/influencers/:id/chat */
export const chatAccessSchema = z.object({
  /** Paid and open (false before the unlock, and again once an unanswered chat was refunded). */
  unlocked: z.boolean(),
  price: z.number(),
  /** How long the influencer has to answer the first message, in words ('7 days'). */
  replyWindow: z.string(),
  /** When the first message's reply is due (null: no message yet, or already answered). */
  replyDueAt: z.string().nullable(),
  /** The last unlock went unanswered and was refunded (the thread stays readable). */
  refunded: z.boolean(),
  /** The influencer blocked this shopper: the thread stays readable, nothing more can be sent. */
  blocked: z.boolean(),
});
export type ChatAccess = z.infer<typeof chatAccessSchema>;

/** POST /api/influencers/:id/chat-unlock (Idempotency-Key) */
export const chatUnlockResultSchema = z.object({
  unlocked: z.literal(true),
  paymentId: z.number().int().nullable(),
  invoiceId: z.number().int().nullable(),
});
export type ChatUnlockResult = z.infer<typeof chatUnlockResultSchema>;

export const messageRequestSchema = z.object({
  body: z
    .string({ error: coachMessages.blankMessage })
    .trim()
    .min(1, coachMessages.blankMessage)
    .max(MESSAGE_MAX_LENGTH, coachMessages.messageTooLong),
});
export const messageSchema = z.object({
  id: z.number().int(),
  influencerId: z.string(),
  /** Who wrote it: the shopper, or the influencer (their linked account). */
  from: z.enum(['shopper', 'influencer']),
  body: z.string(),
  createdAt: z.string(),
});
export type Message = z.infer<typeof messageSchema>;
export const messageListSchema = z.array(messageSchema);
