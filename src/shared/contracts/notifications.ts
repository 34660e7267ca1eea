import { z } from 'zod';
import { integerTextSchema } from './numbers';

/** Notification types of shopper.md section 3 (Local notification), plus 'profile' for client-side reminders. */
export const notificationTypes = [
  'game_ready',
  'game_started',
  'game_ended',
  'game_won',
  'game_lost',
  'payment_success',
  'payment_failed',
  'profile',
  'auction_winning',
  'auction_outbid',
  'auction_ending',
  'auction_won',
  'auction_ended',
  'order_out_for_delivery',
  /** A delivered order returned and refunded (the money-back guarantee). */
  'order_refunded',
  /** A shopper wrote to the influencer (to the influencer's linked account). */
  'chat_message',
  /** The influencer answered the shopper's chat. */
  'chat_reply',
  /** An unanswered chat was refunded. */
  'chat_refunded',
] as const;
export const notificationTypeSchema = z.enum(notificationTypes);
export type NotificationType = z.infer<typeof notificationTypeSchema>;

/** At most this many notifications are listed (server) or kept (browser). */
export const NOTIFICATION_LIMIT = 50;

export const notificationSchema = z.object({
  id: z.string(),
  type: notificationTypeSchema,
  title: z.string(),
  message: z.string(),
  /** ISO 8601 creation time. */
  timestamp: z.string(),
  read: z.boolean(),
  actionUrl: z.string().nullable(),
  actionText: z.string().nullable(),
  productId: z.number().int().nullable(),
  gameId: z.string().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListSchema = z.array(notificationSchema);

export const notificationIdParamsSchema = z.object({
  id: integerTextSchema('Notification not found', 1),
});

export const readAllResultSchema = z.object({ updated: z.number().int() });
export type ReadAllResult = z.infer<typeof readAllResultSchema>;
