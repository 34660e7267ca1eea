import { z } from 'zod';
import type { NotificationType } from './notifications';

/**
 * Notification preferences (issue 19): for each kind of notice, whether it shows in the bell
 * (in-app), arrives as a push on the shopper's devices, and arrives by email. Every channel of
 * every kind is on until the shopper turns it off.
 */
export const notificationKinds = [
  'game_ready',
  'game_started',
  'game_result',
  'auction_outbid',
  'auction_ending',
  'auction_won',
  'auction_updates',
  'receipts',
  'payment_declined',
  'order_delivery',
  'chat',
] as const;
export type NotificationKind = (typeof notificationKinds)[number];

export const deliveryChannels = ['inApp', 'push', 'email'] as const;
export type DeliveryChannel = (typeof deliveryChannels)[number];

/** Which channels carry each kind (a switch is shown only for these; the others stay true and unused). */
export const kindChannels: Record<NotificationKind, readonly DeliveryChannel[]> = {
  game_ready: ['inApp', 'push'],
  game_started: ['inApp', 'push'],
  game_result: ['inApp', 'push', 'email'],
  auction_outbid: ['inApp', 'push'],
  auction_ending: ['inApp', 'push'],
  auction_won: ['inApp', 'push', 'email'],
  auction_updates: ['inApp'],
  receipts: ['inApp', 'email'],
  payment_declined: ['inApp', 'email'],
  order_delivery: ['inApp', 'push', 'email'],
  chat: ['inApp', 'push', 'email'],
};

/**
 * The kinds whose email an unsubscribe link may turn off: news the shopper did not
 * ask for by buying (results, an auction won, an influencer's reply). Receipts, a declined payment and an order out for delivery answer what the
 * shopper did (transactional): no link turns them off (the settings screen still can).
 */
export const linkUnsubscribableKinds = ['game_result', 'auction_won', 'chat'] as const;

export function unsubscribableByLink(kind: NotificationKind): boolean {
  return (linkUnsubscribableKinds as readonly NotificationKind[]).includes(kind);
}

/** The words of the settings screen. */
export const kindLabels: Record<NotificationKind, { label: string; description: string }> = {
  game_ready: {
    label: 'Game full',
    description: 'Your game is full and starts at the top of the hour.',
  },
  game_started: {
    label: 'Game started',
    description: 'Your game has started: follow your team live.',
  },
  game_result: { label: 'Results', description: 'You won, or the final results of your game.' },
  auction_outbid: { label: 'Outbid', description: 'Someone bid more than your maximum.' },
  auction_ending: {
    label: 'Auction ending soon',
    description: 'Five minutes left on an auction you bid in.',
  },
  auction_won: { label: 'Auction won', description: 'You won an auction.' },
  auction_updates: {
    label: 'Other auction news',
    description: "You're winning, or an auction ended.",
  },
  receipts: { label: 'Receipts', description: 'Your order and play receipts, with the invoice.' },
  payment_declined: {
    label: 'Payment declined',
    description: 'A card payment did not go through.',
  },
  order_delivery: {
    label: 'Out for delivery',
    description: 'Your order is on its way (local delivery in 2-3 hours).',
  },
  chat: {
    label: 'Chats',
    description: 'An influencer answered you, or an unanswered chat was refunded.',
  },
};

export const channelLabels: Record<DeliveryChannel, string> = {
  inApp: 'In app',
  push: 'Push',
  email: 'Email',
};

/** The kind a stored notification belongs to; null: always shown (the client's profile reminder). */
export const kindOfNotificationType: Record<NotificationType, NotificationKind | null> = {
  game_ready: 'game_ready',
  game_started: 'game_started',
  game_ended: 'game_result',
  game_won: 'game_result',
  game_lost: 'game_result',
  payment_success: 'receipts',
  payment_failed: 'payment_declined',
  profile: null,
  auction_winning: 'auction_updates',
  auction_outbid: 'auction_outbid',
  auction_ending: 'auction_ending',
  auction_won: 'auction_won',
  auction_ended: 'auction_updates',
  order_out_for_delivery: 'order_delivery',
  order_refunded: 'order_delivery',
  chat_message: 'chat',
  chat_reply: 'chat',
  chat_refunded: 'chat',
};

export const channelPreferencesSchema = z.object({
  inApp: z.boolean(),
  push: z.boolean(),
  email: z.boolean(),
});
export type ChannelPreferences = z.infer<typeof channelPreferencesSchema>;

const kindsShape = Object.fromEntries(
  notificationKinds.map((kind) => [kind, channelPreferencesSchema]),
) as Record<NotificationKind, typeof channelPreferencesSchema>;

export const notificationPreferencesSchema = z.object({ kinds: z.object(kindsShape) });
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

const patchShape = Object.fromEntries(
  notificationKinds.map((kind) => [kind, channelPreferencesSchema.partial().strict().optional()]),
);

export type NotificationPreferencesPatch = {
  kinds: Partial<Record<NotificationKind, Partial<ChannelPreferences>>>;
};

/** PUT: the kinds and channels to change; the others keep their setting. Unknown kinds are refused. */
export const notificationPreferencesPatchSchema = z.object({
  kinds: z.object(patchShape).strict(),
}) as unknown as z.ZodType<NotificationPreferencesPatch>;

export function defaultNotificationPreferences(): NotificationPreferences {
  return {
    kinds: Object.fromEntries(
      notificationKinds.map((kind) => [kind, { inApp: true, push: true, email: true }]),
    ) as NotificationPreferences['kinds'],
  };
}

/**
 * Web push: the browser's PushSubscription JSON. The server also checks that the endpoint's host is
 * a public address (or an allowed host) before storing it and before each push.
 */
export const pushSubscriptionSchema = z.object({
  endpoint: z
    .string()
    .url('The endpoint must be an https URL')
    .max(2048)
    .refine((value) => /^https:\/\//i.test(value), 'The endpoint must be an https URL'),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    p256dh: z.string().min(1).max(200),
    auth: z.string().min(1).max(100),
  }),
});
export type PushSubscriptionJson = z.infer<typeof pushSubscriptionSchema>;
export const pushUnsubscribeSchema = z.object({ endpoint: z.string().min(1).max(2048) });
export const pushPublicKeySchema = z.object({ publicKey: z.string() });

/** What a push carries; the service worker shows it and opens `url` on a click. */
export interface PushPayload {
  title: string;
  body: string;
  url: string;
}
