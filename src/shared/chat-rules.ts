/*
 * The paid chat's rules, shared by the server and the screens. No zod here: the
 * client's first load reads them.
 */

/** An unlocked chat whose first message has no reply within this many days is refunded. */
export const DEFAULT_CHAT_REPLY_DAYS = 7;

/** Each sender (shopper or influencer account) may send this many chat messages per window. */
export const CHAT_SEND_LIMIT = { max: 10, windowMs: 60_000 } as const;

/** The longest reason of a reported conversation, in characters. */
export const REPORT_REASON_MAX_LENGTH = 500;

const MS_PER_DAY = 86_400_000;

/** The reply window in milliseconds (CHAT_REPLY_DAYS takes decimals: 0.0001 days is 8.64 s). */
export function replyWindowMs(days: number): number {
  return Math.round(days * MS_PER_DAY);
}

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/**
 * The reply window in words: '7 days', '36 hours', '90 minutes', '10 seconds' (the largest unit
 * that counts it whole, so a test's seconds read as seconds).
 */
export function replyWindowText(days: number): string {
  const seconds = Math.max(1, Math.round(replyWindowMs(days) / 1000));
  if (seconds % 86_400 === 0) return plural(seconds / 86_400, 'day');
  if (seconds % 3600 === 0) return plural(seconds / 3600, 'hour');
  if (seconds % 60 === 0) return plural(seconds / 60, 'minute');
  return plural(seconds, 'second');
}

export const chatMessages = {
  rateLimited: `You are sending messages too fast: at most ${CHAT_SEND_LIMIT.max} a minute. Wait a moment and try again.`,
  blocked: "This influencer isn't taking messages from you.",
  refunded: (price: string) =>
    `This chat went unanswered and your ${price} was refunded. Unlock it again to write.`,
  refundedForInfluencer:
    'This chat went unanswered past its deadline and the shopper was refunded; it is closed.',
  notInfluencer: 'This inbox is for an influencer’s linked account.',
  noChat: 'This shopper has no unlocked chat with you.',
  accountNotFound: 'No account with this username.',
  accountTaken: (influencerName: string) => `This account is already linked to ${influencerName}.`,
  blankReason: 'Say what is wrong with this conversation.',
  reasonTooLong: `A report is at most ${REPORT_REASON_MAX_LENGTH} characters.`,
} as const;
