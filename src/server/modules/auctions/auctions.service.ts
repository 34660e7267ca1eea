import { type AuctionStanding, DEFAULT_INCREMENT_CENTS } from '../../../shared/auction-rules';
import {
  type Auction,
  type AuctionStatus,
  auctionErrorCodes,
  auctionMessages,
  type CreateAuctionRequest,
  createAuctionRequestSchema,
} from '../../../shared/contracts/auctions';
import { formatCents, toCents } from '../../../shared/money';
import { chargedWithTaxText } from '../../../shared/pricing';
import { type AppContext, withDb } from '../../context';
import type { Executor } from '../../db/client';
import { AppError } from '../../errors';
import { topics } from '../../events';
import {
  holdUnitForAuction,
  type ProductRow,
  productName,
  productsByIds,
  releaseStockUnits,
} from '../catalog/catalog.service';
import { publishOnCommit } from '../live/event-bus';
import { getAuction } from './auction-views.service';
import {
  type AuctionRow,
  findAuctionOfProduct,
  findHeldUnitsByProduct,
  insertAuction,
  lockAuction,
  updateAuction,
} from './auctions.repository';

/*
 * Auctions: an admin opens one on a held unit of a product; shoppers bid a maximum and the shop
 * bids for them (the rules in src/shared/auction-rules.ts). This file holds the auction itself
 * (opening, cancelling, its standing and notices); the reads are auction-views.service.ts, the
 * checkout's side auction-checkout.service.ts. A bid (flows/place-bid.ts) takes the auction's row
 * lock, so bids on one auction are taken one at a time; the scheduler's tick closes auctions
 * (flows/close-auctions.ts).
 */

export interface AuctionTimings {
  /** A bid in the last this-many seconds moves the end to now + this many seconds. */
  softCloseSeconds: number;
  /** The shortest auction an admin may open. */
  minDurationSeconds: number;
}

export const DEFAULT_AUCTION_TIMINGS: AuctionTimings = {
  softCloseSeconds: 120,
  minDurationSeconds: 300,
};

export type { AuctionRow };

/** The standing of the bidding, as the rules read it, from the stored row. */
export function standingOf(row: AuctionRow): AuctionStanding {
  return {
    startPriceCents: row.startPriceCents,
    incrementCents: row.incrementCents,
    reservePriceCents: row.reservePriceCents,
    leader:
      row.leaderId !== null && row.leaderMaxCents !== null
        ? { userId: row.leaderId, maxCents: row.leaderMaxCents }
        : null,
    secondMaxCents: row.secondMaxCents,
    currentPriceCents: row.currentPriceCents,
    bidCount: row.bidCount,
  };
}

/** What shoppers see: an open auction is scheduled before its start and live until its end. */
export function statusOf(row: AuctionRow, now: Date): AuctionStatus {
  if (row.status === 'cancelled') return 'cancelled';
  if (row.status === 'ended') return 'ended';
  if (now.getTime() < row.startsAt.getTime()) return 'scheduled';
  if (now.getTime() >= row.endsAt.getTime()) return 'ended';
  return 'live';
}

/** The auction's page and the lists hear of a change when the caller's transaction commits. */
export async function publishAuctionOnCommit(
  ctx: AppContext,
  db: Executor,
  id: number,
  at: Date,
): Promise<void> {
  const version = at.getTime();
  await publishOnCommit(withDb(ctx, db as AppContext['db']), [
    { topic: topics.auction(id), id: String(id), version },
    { topic: topics.auctions, id: String(id), version },
  ]);
}

export const nameOf = (product: ProductRow | undefined) =>
  product ? productName(product) : 'the item';

/** POST /api/admin/auctions: holds a unit, sets `bidEnabled`, opens the auction. */
export async function createAuction(
  ctx: AppContext,
  timings: AuctionTimings,
  adminId: number,
  body: CreateAuctionRequest,
): Promise<Auction> {
  const request = createAuctionRequestSchema.parse(body);
  const now = ctx.clock.now();
  const startsAt = request.startsAt ? new Date(request.startsAt) : now;
  const endsAt = new Date(request.endsAt);
  if (endsAt.getTime() <= now.getTime()) {
    throw new AppError('BAD_REQUEST', auctionMessages.endInPast);
  }
  if (endsAt.getTime() <= startsAt.getTime()) {
    throw new AppError('BAD_REQUEST', auctionMessages.endBeforeStart);
  }
  const runsFrom = Math.max(startsAt.getTime(), now.getTime());
  if (endsAt.getTime() - runsFrom < timings.minDurationSeconds * 1000) {
    throw new AppError('BAD_REQUEST', auctionMessages.tooShort(timings.minDurationSeconds));
  }
  const startPriceCents = toCents(request.startPrice);
  const incrementCents =
    request.increment === undefined ? DEFAULT_INCREMENT_CENTS : toCents(request.increment);
  const reservePriceCents =
    request.reservePrice === undefined || request.reservePrice === null
      ? null
      : toCents(request.reservePrice);
  if (reservePriceCents !== null && reservePriceCents < startPriceCents) {
    throw new AppError('BAD_REQUEST', auctionMessages.reserve);
  }

  const id = await ctx.db.transaction(async (tx) => {
    const [product] = await productsByIds(tx, [request.productId]);
    if (!product || product.archivedAt !== null) {
      throw new AppError('NOT_FOUND', auctionMessages.productNotFound);
    }
    const current = await findAuctionOfProduct(tx, product.id);
    if (current?.status === 'open') {
      throw new AppError('CONFLICT', auctionMessages.productHasAuction, {
        clientCode: auctionErrorCodes.productHasAuction,
      });
    }
    // The product's row lock (taken by the hold) serialises two admins opening one at once; the
    // partial unique index refuses the second, and its hold rolls back with it.
    const held = await holdUnitForAuction(tx, product.id);
    if (!held) throw new AppError('CONFLICT', auctionMessages.noStock);
    const row = await insertAuction(tx, {
      productId: product.id,
      status: 'open',
      startPriceCents,
      incrementCents,
      reservePriceCents,
      startsAt,
      endsAt,
      scheduledEndsAt: endsAt,
      currentPriceCents: startPriceCents,
      createdBy: adminId,
      createdAt: now,
    });
    if (!row) {
      throw new AppError('CONFLICT', auctionMessages.productHasAuction, {
        clientCode: auctionErrorCodes.productHasAuction,
      });
    }
    await publishAuctionOnCommit(ctx, tx, row.id, now);
    return row.id;
  });
  ctx.log.info({ auctionId: id, productId: request.productId }, 'auction opened');
  return getAuction(ctx, id, adminId);
}

/** DELETE /api/admin/auctions/:id: cancels an auction with no bids yet; its unit goes back to stock. */
export async function cancelAuction(ctx: AppContext, id: number): Promise<Auction> {
  await ctx.db.transaction(async (tx) => {
    const row = await lockAuction(tx, id);
    if (!row) throw new AppError('NOT_FOUND', auctionMessages.notFound);
    if (row.status !== 'open') throw new AppError('CONFLICT', auctionMessages.notCancellable);
    if (row.bidCount > 0) {
      throw new AppError('CONFLICT', auctionMessages.hasBids, {
        clientCode: auctionErrorCodes.hasBids,
      });
    }
    const now = ctx.clock.now();
    await updateAuction(tx, id, { status: 'cancelled', cancelledAt: now });
    await releaseStockUnits(tx, [row.productId]);
    await publishAuctionOnCommit(ctx, tx, id, now);
  });
  return getAuction(ctx, id, null);
}

/** The words of the auction notices; every one links to the product's page. */
export const auctionNotices = {
  winning: (productId: number, name: string, price: string) => ({
    type: 'auction_winning' as const,
    title: "You're winning",
    message: `You're the highest bidder on ${name} at ${price}.`,
    actionUrl: `/product/${productId}`,
    actionText: 'View auction',
    productId,
  }),
  outbid: (productId: number, name: string, price: string) => ({
    type: 'auction_outbid' as const,
    title: "You've been outbid",
    message: `Someone outbid you on ${name}. The price is now ${price}.`,
    actionUrl: `/product/${productId}`,
    actionText: 'Bid again',
    productId,
  }),
  endingSoon: (productId: number, name: string, price: string) => ({
    type: 'auction_ending' as const,
    title: 'Auction ending soon',
    message: `The auction for ${name} ends in 5 minutes. The price is ${price}.`,
    actionUrl: `/product/${productId}`,
    actionText: 'View auction',
    productId,
  }),
  won: (productId: number, name: string, priceCents: number, orderId: number) => ({
    type: 'auction_won' as const,
    title: 'You won',
    // The amount the card paid (the price plus tax) and the order's true status: it is paid and
    // being prepared; 'on its way' is the admin's out-for-delivery notice.
    message: `You won ${name} at ${formatCents(priceCents)}. Your card was charged ${chargedWithTaxText(priceCents)} for order #${orderId}, now processing.`,
    actionUrl: `/product/${productId}`,
    actionText: 'View auction',
    productId,
  }),
  ended: (productId: number, name: string, sold: boolean) => ({
    type: 'auction_ended' as const,
    title: 'Auction ended',
    message: sold
      ? `The auction for ${name} has ended. Another bidder won it.`
      : `The auction for ${name} has ended without a sale.`,
    actionUrl: `/product/${productId}`,
    actionText: 'View auction',
    productId,
  }),
  offered: (productId: number, name: string, price: string, until: string) => ({
    type: 'auction_won' as const,
    title: 'The item is yours if you want it',
    message: `The winner of ${name} did not pay. It is yours for ${price}: it is in your cart until ${until}.`,
    actionUrl: '/cart',
    actionText: 'Pay now',
    productId,
  }),
};

/** Units held outside `quantity` by auctions (open, or sold but not paid yet), per product. */
export function auctionHeldUnitsByProduct(db: Executor): Promise<Map<number, number>> {
  return findHeldUnitsByProduct(db);
}
