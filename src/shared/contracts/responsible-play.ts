import { z } from 'zod';
import { formatCents } from '../money';
import { coolOffPeriods, MAX_LIMIT_CENTS } from '../responsible-play';

/**
 * Responsible play (issue 18, item 3; decision 0039): a player's limits, breaks and age
 * confirmation, and their play history. Money in dollars on the wire, times as ISO strings.
 */

export const responsiblePlayMessages = {
  limit: `A limit is an amount of dollars from $0.00 to ${formatCents(MAX_LIMIT_CENTS)}, or null for no limit.`,
  nothingToChange: 'Send daily, monthly or both.',
  period: "The period is '24h', '7d', '30d' or 'self-exclusion'.",
  confirmed: 'Confirm that you are 18 or older by sending confirmed: true.',
} as const;

const limitDollars = z
  .number({ error: responsiblePlayMessages.limit })
  .min(0, responsiblePlayMessages.limit)
  .max(MAX_LIMIT_CENTS / 100, responsiblePlayMessages.limit)
  .refine(
    (value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6,
    responsiblePlayMessages.limit,
  )
  .nullable();

export const playLimitsUpdateSchema = z
  .object({ daily: limitDollars.optional(), monthly: limitDollars.optional() })
  .strict()
  .refine((body) => body.daily !== undefined || body.monthly !== undefined, {
    message: responsiblePlayMessages.nothingToChange,
  });
export type PlayLimitsUpdate = z.infer<typeof playLimitsUpdateSchema>;

export const playLimitsSchema = z.object({
  /** Dollars a shop day (null: no limit). */
  daily: z.number().nullable(),
  /** Dollars a shop month (null: no limit). */
  monthly: z.number().nullable(),
  /** A raise (or a removal: null) that applies at `effectiveAt`. */
  pendingIncrease: z
    .object({
      daily: z.number().nullable().optional(),
      monthly: z.number().nullable().optional(),
      effectiveAt: z.string(),
    })
    .nullable(),
  coolOffUntil: z.string().nullable(),
  selfExcluded: z.boolean(),
  /** When the player excluded themselves (null: not excluded). */
  selfExcludedAt: z.string().nullable(),
  ageConfirmedAt: z.string().nullable(),
  /** Entries and won auctions' charges. */
  spentToday: z.number(),
  spentThisMonth: z.number(),
  /** What bids still hold (the most each can charge) until outbid or the auction ends. */
  heldByBidsToday: z.number(),
  heldByBidsThisMonth: z.number(),
});
export type PlayLimits = z.infer<typeof playLimitsSchema>;

export const coolOffRequestSchema = z.object({
  period: z.enum(coolOffPeriods, { error: responsiblePlayMessages.period }),
});
export type CoolOffRequest = z.infer<typeof coolOffRequestSchema>;

export const ageConfirmationRequestSchema = z.object({
  confirmed: z.literal(true, { error: responsiblePlayMessages.confirmed }),
});

export const playHistoryEntrySchema = z.object({
  playId: z.number().int(),
  competitionId: z.number().int(),
  productId: z.number().int(),
  productName: z.string(),
  amount: z.number(),
  at: z.string(),
});

export const playHistoryBidSchema = z.object({
  auctionId: z.number().int(),
  productId: z.number().int(),
  productName: z.string(),
  maxBid: z.number(),
  /** What it counted against the limits: the most a win can charge, less what earlier bids on the same auction counted. */
  amount: z.number(),
  at: z.string(),
});

export const playHistoryPrizeSchema = z.object({
  competitionId: z.number().int(),
  productId: z.number().int(),
  productName: z.string(),
  /** The product's price: what the prize is worth. */
  value: z.number(),
  /** What the winner paid for it: the prize price with tax once claimed, 0 donated or not yet chosen. */
  amount: z.number(),
  outcome: z.enum(['claimed', 'donated']).nullable(),
  at: z.string(),
});

export const playHistoryMonthSchema = z.object({
  /** The shop's month, 'YYYY-MM'. */
  month: z.string(),
  entries: z.number(),
  bids: z.number(),
  /** Entries and bids: what counts against the monthly limit. */
  spent: z.number(),
  /** Paid for prizes won that month. */
  prizes: z.number(),
  /** The worth of the prizes won that month. */
  prizesValue: z.number(),
});

export const playHistorySchema = z.object({
  entries: z.array(playHistoryEntrySchema),
  bids: z.array(playHistoryBidSchema),
  prizes: z.array(playHistoryPrizeSchema),
  /** One line per shop month with any activity, newest first. */
  months: z.array(playHistoryMonthSchema),
});
export type PlayHistory = z.infer<typeof playHistorySchema>;
