import { maskName, nextMinimumCents, reserveMet } from '../../../shared/auction-rules';
import {
  type AdminAuction,
  type Auction,
  type AuctionBid,
  type AuctionListStatus,
  type AuctionLiveView,
  auctionMessages,
  type MyBid,
} from '../../../shared/contracts/auctions';
import { toDollars } from '../../../shared/money';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { AppError } from '../../errors';
import { type LiveView, topics } from '../../events';
import { usernamesByIds } from '../auth/auth.service';
import { type ProductRow, productName, productsByIds, toProduct } from '../catalog/catalog.service';
import {
  type AuctionRow,
  type BidRow,
  findAllBids,
  findAuction,
  findAuctionOfProduct,
  findAuctionsBidOnBy,
  findAuctionsByIds,
  findLatestBids,
  listAuctions as listAuctionRows,
  maxBidOf,
  maxBidsOfUser,
} from './auctions.repository';
import { standingOf, statusOf } from './auctions.service';

/** At most this many bids of the public history are shown, newest first. */
const HISTORY_LIMIT = 100;
/** At most this many auctions per list. */
const LIST_LIMIT = 100;

/* What shoppers and the admin read of auctions: one auction, the lists, a bidder's own bids, the live view. */

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
