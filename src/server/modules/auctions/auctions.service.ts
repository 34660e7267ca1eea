import {
  type AuctionStanding,
  placeBid as applyBid,
  DEFAULT_INCREMENT_CENTS,
  endAfterBid,
  maskName,
  nextMinimumCents,
  reserveMet,
} from '../../../shared/auction-rules';
import {
  type AdminAuction,
  type Auction,
  type AuctionBid,
  type AuctionListStatus,
  type AuctionLiveView,
  type AuctionStatus,
  auctionErrorCodes,
  auctionMessages,
  type CreateAuctionRequest,
  createAuctionRequestSchema,
  type MyBid,
  type PlaceBidResult,
} from '../../../shared/contracts/auctions';
import { competitionErrorCodes } from '../../../shared/contracts/competitions';
import { checkoutErrorCodes, checkoutMessages } from '../../../shared/contracts/orders';
import { formatCents, toCents, toDollars } from '../../../shared/money';
import { chargedWithTaxText, orderTotals } from '../../../shared/pricing';
import { missingMessage } from '../../../shared/profile-rules';
import { type AppContext, withDb } from '../../context';
import type { Executor } from '../../db/client';
import { AppError } from '../../errors';
import { type LiveView, topics } from '../../events';
import { usernamesByIds } from '../auth/auth.service';
import {
  holdUnitForAuction,
  type ProductRow,
  productName,
  productsByIds,
  releaseStockUnits,
  toProduct,
} from '../catalog/catalog.service';
import { publishOnCommit } from '../live/event-bus';
import { notify } from '../notifications/notifications.service';
import { requireIdempotencyKey } from '../payments/payments.service';
import { missingForUser } from '../profile/profile.service';
import {
  recordAuctionCharge,
  recordSpending,
  releaseBids,
  requireBidAllowed,
} from '../responsible-play/responsible-play.service';
import {
  type AuctionRow,
  type BidRow,
  findAllBids,
  findAuction,
  findAuctionOfProduct,
  findAuctionsBidOnBy,
  findAuctionsByIds,
  findBidByKey,
  findHeldUnitsByProduct,
  findLatestBids,
  insertAuction,
  insertBid,
  listAuctions as listAuctionRows,
  lockAuction,
  maxBidOf,
  maxBidsOfUser,
  updateAuction,
} from './auctions.repository';

/*
 * Auctions (issue 15, decision 0033): an admin opens one on a held unit of a product; shoppers
 * bid a maximum and the shop bids for them (the rules in src/shared/auction-rules.ts); every bid
 * takes the auction's row lock, so bids on one auction are taken one at a time and the stored
 * standing is always the rules applied to the bids in order. The scheduler closes it
 * (close.service.ts).
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

/** At most this many bids of the public history are shown, newest first. */
const HISTORY_LIMIT = 100;
/** At most this many auctions per list. */
const LIST_LIMIT = 100;

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

const nameOf = (product: ProductRow | undefined) => (product ? productName(product) : 'the item');

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

/**
 * POST /api/auctions/:id/bids: a maximum bid, once per Idempotency-Key (a retry answers the first
 * result). Under the auction's row lock: the auction must be live, the bidder ready to pay (the
 * completeness rule's 'bid' step), the maximum at least their minimum; then the rules give the new
 * standing, the bid and the standing are written, the end moves with the soft close, and the
 * bidder who took the lead and the one who lost it are told.
 */
export async function placeBid(
  ctx: AppContext,
  timings: AuctionTimings,
  user: { id: number; isAdmin: boolean },
  auctionId: number,
  rawKey: string | undefined,
  maxBid: number,
): Promise<{ result: PlaceBidResult; replayed: boolean }> {
  if (user.isAdmin) {
    throw new AppError('FORBIDDEN', auctionMessages.adminsMayNotBid, {
      clientCode: auctionErrorCodes.adminsMayNotBid,
    });
  }
  const idempotencyKey = requireIdempotencyKey(rawKey);
  const maxCents = toCents(maxBid);
  // What does not change under the lock is read before it, so the lock is held for less: the
  // product's name for the notices, and what the bidder's profile lacks (judged after the replay
  // check, so a retry still answers its first result).
  const known = await findAuction(ctx.db, auctionId);
  if (!known) throw new AppError('NOT_FOUND', auctionMessages.notFound);
  const [product] = await productsByIds(ctx.db, [known.productId]);
  const missing = await missingForUser(ctx.db, user.id, 'bid');
  return ctx.db.transaction(async (tx) => {
    const row = await lockAuction(tx, auctionId);
    if (!row) throw new AppError('NOT_FOUND', auctionMessages.notFound);
    const earlier = await findBidByKey(tx, auctionId, user.id, idempotencyKey);
    if (earlier) {
      // The same key for another maximum is another bid, not a retry (as the payment path says).
      if (earlier.maxBidCents !== maxCents) {
        throw new AppError('CONFLICT', checkoutMessages.idempotencyKeyReused, {
          clientCode: checkoutErrorCodes.idempotencyKeyReused,
        });
      }
      return {
        replayed: true,
        result: {
          leading: earlier.leaderAfterId === user.id,
          currentPrice: toDollars(earlier.priceAfterCents),
          yourMaxBid: toDollars(earlier.maxBidCents),
          endsAt: earlier.endsAtAfter.toISOString(),
        },
      };
    }
    const now = ctx.clock.now();
    const status = statusOf(row, now);
    if (status === 'scheduled') {
      throw new AppError('CONFLICT', auctionMessages.notStarted, {
        clientCode: auctionErrorCodes.notStarted,
      });
    }
    if (status !== 'live') {
      throw new AppError('CONFLICT', auctionMessages.ended, {
        clientCode: auctionErrorCodes.ended,
      });
    }
    // The completeness rule (decision 0016), as for Play: refused with its words and code.
    if (missing.length > 0) {
      throw new AppError('CONFLICT', missingMessage('bid', missing), {
        clientCode: competitionErrorCodes.paymentMethodRequired,
      });
    }

    const before = standingOf(row);
    const outcome = applyBid(before, user.id, maxCents);
    if (!outcome.ok) {
      throw new AppError('BAD_REQUEST', auctionMessages.bidTooLow(outcome.minimumCents), {
        clientCode: auctionErrorCodes.bidTooLow,
      });
    }
    // Responsible play (decision 0039): a break, the age confirmation and the limits, under the
    // bidder's own row lock; the bid counts the most a win can charge.
    const counted = await requireBidAllowed(tx, now, user.id, auctionId, maxCents);
    await recordSpending(tx, {
      kind: 'bid',
      userId: user.id,
      productId: row.productId,
      auctionId,
      maxBidCents: maxCents,
      amountCents: counted,
      at: now,
    });
    const after = outcome.standing;
    const leaderAfter = after.leader;
    if (!leaderAfter) throw new Error('a bid always leaves a leader');
    const newBidder = (await maxBidOf(tx, auctionId, user.id)) === null;
    const endsAt = endAfterBid(row.endsAt, now, timings.softCloseSeconds);
    const shown =
      before.leader?.userId !== leaderAfter.userId ||
      before.currentPriceCents !== after.currentPriceCents ||
      before.bidCount === 0;
    await insertBid(tx, {
      auctionId,
      userId: user.id,
      maxBidCents: maxCents,
      priceAfterCents: after.currentPriceCents,
      leaderAfterId: leaderAfter.userId,
      shown,
      endsAtAfter: endsAt,
      idempotencyKey,
      createdAt: now,
    });
    await updateAuction(tx, auctionId, {
      leaderId: leaderAfter.userId,
      leaderMaxCents: leaderAfter.maxCents,
      secondMaxCents: after.secondMaxCents,
      currentPriceCents: after.currentPriceCents,
      bidCount: after.bidCount,
      bidderCount: row.bidderCount + (newBidder ? 1 : 0),
      endsAt,
    });

    if (outcome.tookLead || outcome.outbidUserId !== null) {
      const name = nameOf(product);
      const price = formatCents(after.currentPriceCents);
      const txCtx = withDb(ctx, tx as AppContext['db']);
      if (outcome.tookLead) {
        await notify(txCtx, user.id, auctionNotices.winning(row.productId, name, price));
      }
      if (outcome.outbidUserId !== null) {
        await notify(
          txCtx,
          outcome.outbidUserId,
          auctionNotices.outbid(row.productId, name, price),
        );
        // Outbid, their bids can charge nothing unless they bid again: no longer held.
        await releaseBids(tx, auctionId, [outcome.outbidUserId], now);
      }
    }
    await publishAuctionOnCommit(ctx, tx, auctionId, now);
    return {
      replayed: false,
      result: {
        leading: outcome.leading,
        currentPrice: toDollars(after.currentPriceCents),
        yourMaxBid: toDollars(maxCents),
        endsAt: endsAt.toISOString(),
      },
    };
  });
}

/** The words of the auction notices (decision 0033); every one links to the product's page. */
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

// Reads.

interface ViewNames {
  names: Map<number, string>;
  products: Map<number, ProductRow>;
}

async function namesFor(db: Executor, rows: AuctionRow[], userIds: number[]): Promise<ViewNames> {
  const ids = new Set(userIds);
  for (const row of rows) {
    if (row.leaderId !== null) ids.add(row.leaderId);
    if (row.winnerId !== null) ids.add(row.winnerId);
  }
  const products = await productsByIds(
    db,
    rows.map((row) => row.productId),
  );
  return {
    names: await usernamesByIds(db, [...ids]),
    products: new Map(products.map((product) => [product.id, product])),
  };
}

/** A bidder's name as `viewerId` sees it: their own in full, anyone else's masked. */
function shownName(names: Map<number, string>, userId: number, viewerId: number | null): string {
  const name = names.get(userId) ?? 'bidder';
  return userId === viewerId ? name : maskName(name);
}

/**
 * One bid as the public history shows it: its own bidder (masked for everyone else), the price
 * once it was taken and whether it left them leading; never its maximum.
 */
function historyBid(bid: BidRow, names: Map<number, string>, viewerId: number | null): AuctionBid {
  return {
    amount: toDollars(bid.priceAfterCents),
    bidder: shownName(names, bid.userId, viewerId),
    leading: bid.leaderAfterId === bid.userId,
    at: bid.createdAt.toISOString(),
  };
}

function toAuction(
  row: AuctionRow,
  view: ViewNames,
  viewerId: number | null,
  now: Date,
  history: BidRow[],
  yourMaxCents: number | null,
): Auction {
  const product = view.products.get(row.productId);
  if (!product) throw new Error(`auction ${row.id}: product ${row.productId} missing`);
  const standing = standingOf(row);
  const sold = row.outcome === 'sold' || row.outcome === 'awaiting_payment';
  return {
    id: row.id,
    productId: row.productId,
    product: toProduct(product),
    status: statusOf(row, now),
    startPrice: toDollars(row.startPriceCents),
    increment: toDollars(row.incrementCents),
    currentPrice: toDollars(row.currentPriceCents),
    nextMinimumBid: toDollars(nextMinimumCents(standing)),
    bidCount: row.bidCount,
    bidderCount: row.bidderCount,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    hasReserve: row.reservePriceCents !== null,
    reserveMet: reserveMet(standing),
    leader: row.leaderId === null ? null : { name: shownName(view.names, row.leaderId, viewerId) },
    bids: history.map((bid) => historyBid(bid, view.names, viewerId)),
    you:
      yourMaxCents === null
        ? null
        : { maxBid: toDollars(yourMaxCents), leading: row.leaderId === viewerId },
    winner:
      sold && row.winnerId !== null
        ? { name: shownName(view.names, row.winnerId, viewerId) }
        : null,
    outcome: (row.outcome as Auction['outcome']) ?? null,
  };
}

async function auctionView(
  db: Executor,
  row: AuctionRow,
  viewerId: number | null,
  now: Date,
): Promise<Auction> {
  const history = await findLatestBids(db, row.id, HISTORY_LIMIT);
  const view = await namesFor(
    db,
    [row],
    history.map((bid) => bid.userId),
  );
  const yourMax = viewerId === null ? null : await maxBidOf(db, row.id, viewerId);
  return toAuction(row, view, viewerId, now, history, yourMax);
}

/** GET /api/auctions/:id */
export async function getAuction(
  ctx: AppContext,
  id: number,
  viewerId: number | null,
): Promise<Auction> {
  const row = await findAuction(ctx.db, id);
  if (!row) throw new AppError('NOT_FOUND', auctionMessages.notFound);
  return auctionView(ctx.db, row, viewerId, ctx.clock.now());
}

/**
 * The live channel's view source for `auction:{id}` (given to it by app.ts): built after each of
 * the topic's own events, once per process, while the auction is live; null otherwise (the event
 * then goes out bare and the page re-fetches). The anonymous answer: every bidder masked.
 */
export function auctionLiveView(ctx: AppContext): LiveView {
  const prefix = topics.auction(0).slice(0, -1);
  return {
    matches: (topic) => topic.startsWith(prefix),
    movedBy: [],
    ownEvents: true,
    build: async (topic) => {
      const id = topic.slice(prefix.length);
      if (!/^[1-9]\d{0,11}$/.test(id)) return null;
      const view = await buildAuctionLiveView(ctx, Number(id));
      return view ? { version: view.bidCount, view } : null;
    },
  };
}

/** A live auction's public state now (null when it is not live). */
export async function buildAuctionLiveView(
  ctx: AppContext,
  id: number,
): Promise<AuctionLiveView | null> {
  const row = await findAuction(ctx.db, id);
  const now = ctx.clock.now();
  if (!row || row.outcome !== null || statusOf(row, now) !== 'live') return null;
  const history = await findLatestBids(ctx.db, row.id, HISTORY_LIMIT);
  const names = await usernamesByIds(ctx.db, [
    ...new Set([
      ...history.map((bid) => bid.userId),
      ...(row.leaderId === null ? [] : [row.leaderId]),
    ]),
  ]);
  const standing = standingOf(row);
  return {
    id: row.id,
    status: 'live',
    currentPrice: toDollars(row.currentPriceCents),
    nextMinimumBid: toDollars(nextMinimumCents(standing)),
    bidCount: row.bidCount,
    bidderCount: row.bidderCount,
    endsAt: row.endsAt.toISOString(),
    reserveMet: reserveMet(standing),
    leader: row.leaderId === null ? null : { name: shownName(names, row.leaderId, null) },
    bids: history.map((bid) => historyBid(bid, names, null)),
  };
}

/**
 * GET /api/products/:id/auction: the product's open auction, else its latest that was not
 * cancelled; 404 when none.
 */
export async function getProductAuction(
  ctx: AppContext,
  productId: number,
  viewerId: number | null,
): Promise<Auction> {
  const row = await findAuctionOfProduct(ctx.db, productId, { shownOnly: true });
  if (!row) throw new AppError('NOT_FOUND', auctionMessages.notFound);
  return auctionView(ctx.db, row, viewerId, ctx.clock.now());
}

/**
 * GET /api/auctions?status=live|scheduled|ended (default live): the auctions in the shape of the
 * detail, their `bids` left empty (the cards show the price and counts; the page fetches the rest).
 */
export async function listAuctions(
  ctx: AppContext,
  filter: AuctionListStatus | undefined,
  viewerId: number | null,
): Promise<Auction[]> {
  const now = ctx.clock.now();
  const rows = await listAuctionRows(ctx.db, filter ?? 'live', now, LIST_LIMIT);
  const view = await namesFor(ctx.db, rows, []);
  const yours =
    viewerId === null
      ? new Map<number, number>()
      : await maxBidsOfUser(
          ctx.db,
          rows.map((row) => row.id),
          viewerId,
        );
  return rows.map((row) => toAuction(row, view, viewerId, now, [], yours.get(row.id) ?? null));
}

/** GET /api/user/bids: the caller's auctions with their maximum, standing and the outcome. */
export async function listMyBids(ctx: AppContext, userId: number): Promise<MyBid[]> {
  const now = ctx.clock.now();
  const mine = await findAuctionsBidOnBy(ctx.db, userId, LIST_LIMIT);
  const rows = new Map(
    (
      await findAuctionsByIds(
        ctx.db,
        mine.map((entry) => entry.auctionId),
      )
    ).map((row) => [row.id, row]),
  );
  const products = new Map(
    (
      await productsByIds(
        ctx.db,
        [...rows.values()].map((row) => row.productId),
      )
    ).map((product) => [product.id, product]),
  );
  return mine.flatMap((entry) => {
    const row = rows.get(entry.auctionId);
    const product = row && products.get(row.productId);
    if (!row || !product) return [];
    const won =
      row.winnerId === userId && (row.outcome === 'sold' || row.outcome === 'awaiting_payment');
    return [
      {
        auctionId: row.id,
        productId: row.productId,
        productName: productName(product),
        imageUrl: product.imageUrl,
        status: statusOf(row, now),
        currentPrice: toDollars(row.currentPriceCents),
        endsAt: row.endsAt.toISOString(),
        maxBid: toDollars(entry.maxCents),
        leading: row.leaderId === userId,
        outcome: (row.outcome as MyBid['outcome']) ?? null,
        won,
        orderId: won ? row.orderId : null,
        lastBidAt: entry.lastBidAt.toISOString(),
      },
    ];
  });
}

/** The admin's view: everything, the reserve and every maximum included. */
function toAdminAuction(
  row: AuctionRow,
  view: ViewNames,
  now: Date,
  allBids: Awaited<ReturnType<typeof findAllBids>>,
): AdminAuction {
  const product = view.products.get(row.productId);
  const name = (id: number) => view.names.get(id) ?? '';
  return {
    id: row.id,
    productId: row.productId,
    productName: product ? productName(product) : '',
    status: statusOf(row, now),
    startPrice: toDollars(row.startPriceCents),
    increment: toDollars(row.incrementCents),
    reservePrice: row.reservePriceCents === null ? null : toDollars(row.reservePriceCents),
    currentPrice: toDollars(row.currentPriceCents),
    bidCount: row.bidCount,
    bidderCount: row.bidderCount,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    reserveMet: reserveMet(standingOf(row)),
    leader:
      row.leaderId === null || row.leaderMaxCents === null
        ? null
        : {
            userId: row.leaderId,
            username: name(row.leaderId),
            maxBid: toDollars(row.leaderMaxCents),
          },
    winner: row.winnerId === null ? null : { userId: row.winnerId, username: name(row.winnerId) },
    outcome: (row.outcome as AdminAuction['outcome']) ?? null,
    finalPrice: row.finalPriceCents === null ? null : toDollars(row.finalPriceCents),
    orderId: row.orderId,
    paymentDueAt: row.paymentDueAt?.toISOString() ?? null,
    closedAt: row.closedAt?.toISOString() ?? null,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    bids: allBids.map((bid) => ({
      id: bid.id,
      userId: bid.userId,
      username: name(bid.userId),
      maxBid: toDollars(bid.maxBidCents),
      priceAfter: toDollars(bid.priceAfterCents),
      at: bid.createdAt.toISOString(),
    })),
  };
}

/** GET /api/admin/auctions: every auction, newest first (bids left out: see the detail). */
export async function listAdminAuctions(ctx: AppContext): Promise<AdminAuction[]> {
  const now = ctx.clock.now();
  const rows = await listAuctionRows(ctx.db, 'all', now, 500);
  const view = await namesFor(ctx.db, rows, []);
  return rows.map((row) => toAdminAuction(row, view, now, []));
}

/** GET /api/admin/auctions/:id: one auction with every bid and its maximum. */
export async function getAdminAuction(ctx: AppContext, id: number): Promise<AdminAuction> {
  const row = await findAuction(ctx.db, id);
  if (!row) throw new AppError('NOT_FOUND', auctionMessages.notFound);
  const allBids = await findAllBids(ctx.db, id);
  const view = await namesFor(
    ctx.db,
    [row],
    allBids.map((bid) => bid.userId),
  );
  return toAdminAuction(row, view, ctx.clock.now(), allBids);
}

/** For the cart: each of these auctions' final price (the price its cart line is paid at). */
export async function auctionLinePrices(
  db: Executor,
  auctionIds: readonly number[],
): Promise<Map<number, number>> {
  const rows = await findAuctionsByIds(db, auctionIds);
  return new Map(
    rows.flatMap((row) =>
      row.finalPriceCents === null ? [] : [[row.id, row.finalPriceCents] as const],
    ),
  );
}

/**
 * For checkout, under its locks: the auction whose unit is in this user's cart, locked; answers
 * the price to pay, or refuses when the window passed or the unit is no longer theirs to pay for.
 */
export async function lockAuctionForCheckout(
  db: Executor,
  userId: number,
  auctionId: number,
  now: Date,
): Promise<{ priceCents: number; auctionId: number }> {
  const row = await lockAuction(db, auctionId);
  if (
    row?.outcome !== 'awaiting_payment' ||
    row.winnerId !== userId ||
    row.finalPriceCents === null ||
    (row.paymentDueAt !== null && row.paymentDueAt.getTime() <= now.getTime())
  ) {
    throw new AppError('CONFLICT', auctionMessages.paymentWindowClosed, {
      clientCode: auctionErrorCodes.paymentWindowClosed,
    });
  }
  return { priceCents: row.finalPriceCents, auctionId };
}

/** For checkout, once paid: the auction's unit is sold in this order; the winner is told. */
export async function settleAuctionFromCart(
  ctx: AppContext,
  db: Executor,
  auctionId: number,
  sale: { orderId: number; paymentId: number | null; at: Date },
): Promise<void> {
  const row = await lockAuction(db, auctionId);
  if (!row || row.winnerId === null || row.finalPriceCents === null) return;
  await updateAuction(db, auctionId, {
    outcome: 'sold',
    orderId: sale.orderId,
    paymentId: sale.paymentId,
    paymentDueAt: null,
  });
  await recordAuctionCharge(db, {
    userId: row.winnerId,
    productId: row.productId,
    auctionId,
    amountCents: orderTotals([{ unitPriceCents: row.finalPriceCents, quantity: 1 }]).totalCents,
    at: sale.at,
  });
  const [product] = await productsByIds(db, [row.productId]);
  await notify(
    withDb(ctx, db as AppContext['db']),
    row.winnerId,
    auctionNotices.won(row.productId, nameOf(product), row.finalPriceCents, sale.orderId),
  );
  await publishAuctionOnCommit(ctx, db, auctionId, sale.at);
}

/**
 * For the demo seed: opens an auction on this product unless it ever had one (so re-seeding adds
 * nothing), with the same hold and `bidEnabled` as an admin's. Answers whether it opened one.
 */
export async function openDemoAuction(
  ctx: AppContext,
  input: { productId: number; startPriceCents: number; incrementCents: number; seconds: number },
): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    if (await findAuctionOfProduct(tx, input.productId)) return false;
    if (!(await holdUnitForAuction(tx, input.productId))) return false;
    const now = ctx.clock.now();
    const endsAt = new Date(now.getTime() + input.seconds * 1000);
    const row = await insertAuction(tx, {
      productId: input.productId,
      status: 'open',
      startPriceCents: input.startPriceCents,
      incrementCents: input.incrementCents,
      startsAt: now,
      endsAt,
      scheduledEndsAt: endsAt,
      currentPriceCents: input.startPriceCents,
      createdAt: now,
    });
    if (!row) throw new Error('the demo product already has an open auction');
    return true;
  });
}

/** Units held outside `quantity` by auctions (open, or sold but not paid yet), per product. */
export function auctionHeldUnitsByProduct(db: Executor): Promise<Map<number, number>> {
  return findHeldUnitsByProduct(db);
}
