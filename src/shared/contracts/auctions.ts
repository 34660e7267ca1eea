import { z } from 'zod';
import { formatCents } from '../money';
import { productSchema } from './catalog';
import { rowIdSchema } from './numbers';

/**
 * Auctions (issue 15). Money is in dollars on the wire, as everywhere in the API.
 * Nobody but the bidder ever sees a bidder's maximum; names are masked ("j***n") for everyone but
 * the bidder themself.
 */

export const auctionMessages = {
  notFound: 'Auction not found',
  authenticationRequired: 'Authentication required',
  /** 400 below the next minimum: 'Your bid must be at least $12.00'. */
  bidTooLow: (minimumCents: number) => `Your bid must be at least ${formatCents(minimumCents)}`,
  ended: 'This auction has ended',
  notStarted: 'This auction has not started',
  adminsMayNotBid: 'Admin accounts may not bid.',
  hasBids: 'This auction has bids and cannot be cancelled.',
  productHasAuction: 'This product already has a scheduled or live auction.',
  noStock: 'This product has no unit in stock to auction.',
  productNotFound: 'Product not found',
  endBeforeStart: 'The end time must be after the start time.',
  endInPast: 'The end time must be in the future.',
  tooShort: (seconds: number) =>
    `An auction must run at least ${seconds >= 60 && seconds % 60 === 0 ? `${seconds / 60} minute${seconds === 60 ? '' : 's'}` : `${seconds} seconds`}.`,
  startPrice: 'Start price must be at least $0.01.',
  increment: 'Bid increment must be at least $0.01.',
  reserve: 'Reserve price must be at least the start price.',
  maxBid: 'Enter your maximum bid in dollars.',
  notCancellable: 'Only a scheduled or live auction can be cancelled.',
  paymentWindowClosed: 'This auction item is no longer yours to pay for.',
} as const;

export const auctionErrorCodes = {
  bidTooLow: 'BID_TOO_LOW',
  ended: 'AUCTION_ENDED',
  notStarted: 'AUCTION_NOT_STARTED',
  hasBids: 'AUCTION_HAS_BIDS',
  productHasAuction: 'PRODUCT_HAS_AUCTION',
  adminsMayNotBid: 'ADMIN_MAY_NOT_BID',
  paymentWindowClosed: 'AUCTION_PAYMENT_WINDOW_CLOSED',
} as const;

export const auctionStatuses = ['scheduled', 'live', 'ended', 'cancelled'] as const;
export const auctionStatusSchema = z.enum(auctionStatuses);
export type AuctionStatus = z.infer<typeof auctionStatusSchema>;

/** sold: charged and ordered; no_sale: no bids or reserve not met; awaiting_payment: a declined winner (or the runner-up offered it) may still pay from the cart. */
export const auctionOutcomes = ['sold', 'no_sale', 'awaiting_payment'] as const;
export const auctionOutcomeSchema = z.enum(auctionOutcomes);
export type AuctionOutcome = z.infer<typeof auctionOutcomeSchema>;

/** An amount of dollars in whole cents (12.5, 12.50; not 12.505). */
const wholeCents = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

const dollars = (message: string) =>
  z
    .number({ error: message })
    .finite(message)
    .min(0.01, message)
    .max(1_000_000, message)
    .refine(wholeCents, message);

/** POST /api/admin/auctions */
export const createAuctionRequestSchema = z.object({
  productId: rowIdSchema(auctionMessages.productNotFound),
  startPrice: dollars(auctionMessages.startPrice),
  /** Default $1.00. */
  increment: dollars(auctionMessages.increment).optional(),
  /** Hidden from shoppers; they see only whether it is met. */
  reservePrice: dollars(auctionMessages.reserve).nullish(),
  /** ISO 8601; default now. */
  startsAt: z.iso.datetime({ offset: true }).optional(),
  endsAt: z.iso.datetime({ offset: true }),
});
export type CreateAuctionRequest = z.infer<typeof createAuctionRequestSchema>;

/** GET /api/auctions?status= (default live) */
export const auctionListStatuses = ['live', 'scheduled', 'ended'] as const;
export type AuctionListStatus = (typeof auctionListStatuses)[number];
export const auctionListQuerySchema = z.object({
  status: z.enum(auctionListStatuses).optional(),
});

/** POST /api/auctions/:id/bids (with an Idempotency-Key header) */
export const placeBidRequestSchema = z.object({
  maxBid: z
    .number({ error: auctionMessages.maxBid })
    .finite(auctionMessages.maxBid)
    .min(0.01, auctionMessages.maxBid)
    .max(10_000_000, auctionMessages.maxBid)
    .refine(wholeCents, auctionMessages.maxBid),
});
export type PlaceBidRequest = z.infer<typeof placeBidRequestSchema>;

/** 201 (200 for a retry with the same key, answering the first result). */
export const placeBidResultSchema = z.object({
  leading: z.boolean(),
  currentPrice: z.number(),
  yourMaxBid: z.number(),
  endsAt: z.string(),
});
export type PlaceBidResult = z.infer<typeof placeBidResultSchema>;

/**
 * One bid of the history (every bid, decision 0071): who placed it, the price once it was taken
 * and whether it left its bidder leading. Never the bidder's maximum.
 */
export const auctionBidSchema = z.object({
  /** The current price once this bid was taken. */
  amount: z.number(),
  /** Who placed the bid: masked ("j***n") except for the caller's own bids. */
  bidder: z.string(),
  /** False when another bidder's higher maximum outbid it at once. */
  leading: z.boolean(),
  /** ISO 8601. */
  at: z.string(),
});
export type AuctionBid = z.infer<typeof auctionBidSchema>;

/** GET /api/auctions/:id and GET /api/products/:id/auction; each row of GET /api/auctions has `bids: []`. */
export const auctionSchema = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  product: productSchema,
  status: auctionStatusSchema,
  startPrice: z.number(),
  increment: z.number(),
  currentPrice: z.number(),
  nextMinimumBid: z.number(),
  bidCount: z.number().int(),
  bidderCount: z.number().int(),
  startsAt: z.string(),
  endsAt: z.string(),
  /** Whether the seller set a reserve (its amount is never shown to shoppers). */
  hasReserve: z.boolean(),
  /** True without a reserve; with one, once the leader's maximum reaches it. */
  reserveMet: z.boolean(),
  leader: z.object({ name: z.string() }).nullable(),
  /** Every bid, newest first (at most 100; empty in the list). */
  bids: z.array(auctionBidSchema),
  /** The caller's own maximum and standing; null when signed out or not bidding. */
  you: z.object({ maxBid: z.number(), leading: z.boolean() }).nullable(),
  winner: z.object({ name: z.string() }).nullable(),
  outcome: auctionOutcomeSchema.nullable(),
});
export type Auction = z.infer<typeof auctionSchema>;
export const auctionListSchema = z.array(auctionSchema);

/** GET /api/user/bids: the caller's auctions, newest bid first. */
export const myBidSchema = z.object({
  auctionId: z.number().int(),
  productId: z.number().int(),
  productName: z.string(),
  imageUrl: z.string().nullable(),
  status: auctionStatusSchema,
  currentPrice: z.number(),
  endsAt: z.string(),
  maxBid: z.number(),
  leading: z.boolean(),
  /** The auction's outcome once closed (null while running). */
  outcome: auctionOutcomeSchema.nullable(),
  /** Whether the caller won it (sold to them, or awaiting their payment). */
  won: z.boolean(),
  /** The order it was sold in, for the winner. */
  orderId: z.number().int().nullable(),
  lastBidAt: z.string(),
});
export type MyBid = z.infer<typeof myBidSchema>;
export const myBidListSchema = z.array(myBidSchema);

/** The admin's view of a bid: the real username and the maximum. */
export const adminAuctionBidSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  username: z.string(),
  maxBid: z.number(),
  /** The current price once this bid was taken. */
  priceAfter: z.number(),
  at: z.string(),
});

/** GET /api/admin/auctions (list) and GET /api/admin/auctions/:id: everything, reserve and maxima included. */
export const adminAuctionSchema = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  productName: z.string(),
  status: auctionStatusSchema,
  startPrice: z.number(),
  increment: z.number(),
  reservePrice: z.number().nullable(),
  currentPrice: z.number(),
  bidCount: z.number().int(),
  bidderCount: z.number().int(),
  startsAt: z.string(),
  endsAt: z.string(),
  reserveMet: z.boolean(),
  leader: z
    .object({ userId: z.number().int(), username: z.string(), maxBid: z.number() })
    .nullable(),
  winner: z.object({ userId: z.number().int(), username: z.string() }).nullable(),
  outcome: auctionOutcomeSchema.nullable(),
  /** The price the winner pays (or was offered), once closed. */
  finalPrice: z.number().nullable(),
  orderId: z.number().int().nullable(),
  /** While awaiting payment: until when the cart line stands. */
  paymentDueAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  createdAt: z.string(),
  /** Newest first; only in the detail (the list has []). */
  bids: z.array(adminAuctionBidSchema),
});
export type AdminAuction = z.infer<typeof adminAuctionSchema>;
export const adminAuctionListSchema = z.array(adminAuctionSchema);

/**
 * The live auction's public state, pushed with a bid's `auction:{id}` event (issue 16): what
 * every viewer sees, the bidders masked, nothing private (no maxima, no `you`). `bidCount` is its
 * version: a client applies a copy with more bids than it holds.
 */
export const auctionLiveViewSchema = auctionSchema.pick({
  id: true,
  status: true,
  currentPrice: true,
  nextMinimumBid: true,
  bidCount: true,
  bidderCount: true,
  endsAt: true,
  reserveMet: true,
  leader: true,
  bids: true,
});
export type AuctionLiveView = z.infer<typeof auctionLiveViewSchema>;
