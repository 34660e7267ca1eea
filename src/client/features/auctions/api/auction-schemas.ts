import { z } from 'zod';

/**
 * The auction answers as the client reads them (issue 15's API). Kept loose where the client does
 * not depend on a field, so an extra field from the server never breaks a screen.
 */
export const auctionStatusSchema = z.enum(['scheduled', 'live', 'ended', 'cancelled']);
export type AuctionStatus = z.infer<typeof auctionStatusSchema>;

export const auctionOutcomeSchema = z.enum(['sold', 'no_sale', 'awaiting_payment']);
export type AuctionOutcome = z.infer<typeof auctionOutcomeSchema>;

const auctionProductSchema = z.looseObject({
  id: z.number().int(),
  brand: z.string(),
  model: z.string(),
  imageUrl: z.string().nullable().optional(),
  productType: z.string().optional(),
});

export const auctionBidSchema = z.object({
  amount: z.number(),
  bidder: z.string(),
  at: z.string(),
});
export type AuctionBid = z.infer<typeof auctionBidSchema>;

export const auctionSchema = z.looseObject({
  id: z.number().int(),
  productId: z.number().int(),
  product: auctionProductSchema.nullable().optional(),
  status: auctionStatusSchema,
  startPrice: z.number(),
  increment: z.number(),
  currentPrice: z.number(),
  nextMinimumBid: z.number(),
  bidCount: z.number().int(),
  bidderCount: z.number().int().optional(),
  startsAt: z.string(),
  endsAt: z.string(),
  reserveMet: z.boolean().nullable().optional(),
  /** Only in the admin's answers (the shoppers never see it). */
  reservePrice: z.number().nullable().optional(),
  leader: z.object({ name: z.string() }).nullable().optional(),
  bids: z.array(auctionBidSchema).optional(),
  you: z.object({ maxBid: z.number(), leading: z.boolean() }).nullable().optional(),
  winner: z.object({ name: z.string() }).nullable().optional(),
  outcome: auctionOutcomeSchema.nullable().optional(),
  orderId: z.number().int().nullable().optional(),
});
export type Auction = z.infer<typeof auctionSchema>;

export const auctionListSchema = z.array(auctionSchema);

/** POST /api/auctions/:id/bids → 201 */
export const bidResultSchema = z.looseObject({
  leading: z.boolean(),
  currentPrice: z.number(),
  yourMaxBid: z.number(),
  endsAt: z.string(),
});
export type BidResult = z.infer<typeof bidResultSchema>;

/** GET /api/user/bids: the caller's auctions, newest bid first. */
export const myBidSchema = z.looseObject({
  auctionId: z.number().int(),
  productId: z.number().int(),
  productName: z.string(),
  imageUrl: z.string().nullable(),
  status: auctionStatusSchema,
  currentPrice: z.number(),
  endsAt: z.string(),
  maxBid: z.number(),
  leading: z.boolean(),
  outcome: auctionOutcomeSchema.nullable(),
  won: z.boolean(),
  orderId: z.number().int().nullable(),
  lastBidAt: z.string(),
});
export type MyBid = z.infer<typeof myBidSchema>;
export const myBidListSchema = z.array(myBidSchema);

/** The admin's view of a bid: the real username and the maximum. */
export const adminAuctionBidSchema = z.looseObject({
  id: z.number().int(),
  username: z.string(),
  maxBid: z.number(),
  priceAfter: z.number(),
  at: z.string(),
});

/** GET /api/admin/auctions (list; `bids` only in the detail). */
export const adminAuctionSchema = z.looseObject({
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
  leader: z.object({ username: z.string(), maxBid: z.number() }).nullable(),
  winner: z.object({ username: z.string() }).nullable(),
  outcome: auctionOutcomeSchema.nullable(),
  finalPrice: z.number().nullable(),
  orderId: z.number().int().nullable(),
  bids: z.array(adminAuctionBidSchema),
});
export type AdminAuction = z.infer<typeof adminAuctionSchema>;
export const adminAuctionListSchema = z.array(adminAuctionSchema);

/** POST /api/admin/auctions */
export interface OpenAuctionInput {
  productId: number;
  startPrice: number;
  increment?: number;
  reservePrice?: number;
  startsAt?: string;
  endsAt: string;
}
