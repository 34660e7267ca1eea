import { z } from 'zod';
import { chatMessages, REPORT_REASON_MAX_LENGTH } from '../chat-rules';
import { USERNAME_MAX_LENGTH } from './auth';

/*
 * The influencer's side of the paid chat: the linked account's inbox, and the
 * admin's links and reports.
 */

/** One shopper's conversation in the influencer's inbox. */
export const inboxConversationSchema = z.object({
  userId: z.number().int(),
  username: z.string(),
  /** The shopper's messages the influencer has not opened yet. */
  unread: z.number().int(),
  /** The newest message's time (the list is newest first). */
  lastMessageAt: z.string(),
  /** When a reply is due before the shopper is refunded (null: answered, or no message). */
  replyDueAt: z.string().nullable(),
  refunded: z.boolean(),
  blocked: z.boolean(),
});
export type InboxConversation = z.infer<typeof inboxConversationSchema>;

/** GET /api/inbox */
export const inboxSchema = z.array(inboxConversationSchema);

/** /api/inbox/:userId/... */
export const inboxParamsSchema = z.object({ userId: z.string().max(20) });

/** PUT /api/inbox/:userId/block */
export const blockRequestSchema = z.object({ blocked: z.boolean() });

/** POST /api/inbox/:userId/report */
export const reportRequestSchema = z.object({
  reason: z
    .string({ error: chatMessages.blankReason })
    .trim()
    .min(1, chatMessages.blankReason)
    .max(REPORT_REASON_MAX_LENGTH, chatMessages.reasonTooLong),
});

/** A reported conversation, as the admins read it. */
export const chatReportSchema = z.object({
  id: z.number().int(),
  influencerId: z.string(),
  influencerName: z.string(),
  userId: z.number().int(),
  username: z.string(),
  reason: z.string(),
  createdAt: z.string(),
});
export type ChatReport = z.infer<typeof chatReportSchema>;
export const chatReportListSchema = z.array(chatReportSchema);

/** An influencer and the account linked to it, in the admin's Influencers tab. */
export const adminInfluencerSchema = z.object({
  id: z.string(),
  name: z.string(),
  handle: z.string(),
  account: z.object({ userId: z.number().int(), username: z.string() }).nullable(),
});
export type AdminInfluencer = z.infer<typeof adminInfluencerSchema>;
export const adminInfluencerListSchema = z.array(adminInfluencerSchema);

/** POST /api/admin/influencers/:id/account */
export const linkAccountRequestSchema = z
  .object({
    username: z
      .string({ error: chatMessages.accountNotFound })
      .trim()
      .min(1, chatMessages.accountNotFound)
      .max(USERNAME_MAX_LENGTH, chatMessages.accountNotFound),
  })
  .meta({ examples: [{ username: 'sofia' }] });
