import { auctionErrorCodes, auctionMessages } from '../../../shared/contracts/auctions';
import { orderTotals } from '../../../shared/pricing';
import { type AppContext, withDb } from '../../context';
import type { Executor } from '../../db/client';
import { AppError } from '../../errors';
import { productsByIds } from '../catalog/catalog.service';
import { notify } from '../notifications/notifications.service';
import { recordAuctionCharge } from '../responsible-play/responsible-play.service';
import { findAuctionsByIds, lockAuction, updateAuction } from './auctions.repository';
import { auctionNotices, nameOf, publishAuctionOnCommit } from './auctions.service';

/* The auction's side of a checkout: the price of its cart line, its lock, and the sale once paid. */

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
