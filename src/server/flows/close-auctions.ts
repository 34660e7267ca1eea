import {
  AUCTION_PAYMENT_WINDOW_SECONDS,
  ENDING_SOON_SECONDS,
  priceFor,
  reserveMet,
} from '../../shared/auction-rules';
import { checkoutErrorCodes } from '../../shared/contracts/orders';
import { formatCents } from '../../shared/money';
import { LOCAL_DELIVERY, orderTotals, shippingMethodLabel } from '../../shared/pricing';
import { formatShopDateTime } from '../../shared/shop-time';
import { type AppContext, withDb } from '../context';
import type { Executor } from '../db/client';
import { AppError } from '../errors';
import {
  type AuctionRow,
  claimClose,
  claimEndingSoon,
  findAuction,
  findBidderIds,
  findDueToClose,
  findHighestMaxExcept,
  findPaymentLapsed,
  findRunnerUp,
  findUnsettled,
  lockAuction,
  updateAuction,
} from '../modules/auctions/auctions.repository';
import {
  auctionNotices,
  publishAuctionOnCommit,
  standingOf,
} from '../modules/auctions/auctions.service';
import { addAuctionLine, removeAuctionLine } from '../modules/cart/cart.service';
import {
  type ProductRow,
  productName,
  productsByIds,
  releaseStockUnits,
} from '../modules/catalog/catalog.service';
import { notify } from '../modules/notifications/notifications.service';
import { recordAuctionSale } from '../modules/orders/orders.service';
import type { PaymentGateway } from '../modules/payments/payment-gateway';
import type { PaymentPurpose } from '../modules/payments/purpose';
import { deliveryContact } from '../modules/profile/profile.service';
import {
  recordAuctionCharge,
  releaseBids,
} from '../modules/responsible-play/responsible-play.service';
import { cardToCharge, chargePayer, issueInvoice, type PayWith, payOnce } from './payment';

/*
 * Closing auctions, exactly once across any number of processes. The scheduler's
 * tick calls `closeDueAuctions`; every step is guarded by the state it moves from, under the
 * auction's row lock or an UPDATE's WHERE, so a second process finds nothing left to do:
 *
 * 1. 'Auction ending soon' to the bidders, 5 minutes before the end (claimed once per auction).
 * 2. The close is claimed (open → ended, when its end has come). No bids or the reserve not met:
 *    no sale, the held unit back to stock, the bidders told. Otherwise the leader is the winner at
 *    the current price.
 * 3. The winner's card on file is charged through the one payment path with the key
 *    `auction-{id}-win` (a retry, by this process or another, replays it: one charge). Paid: the
 *    order for local delivery, its invoice with an AUCTION line, 'You won' and 'Auction ended'.
 *    Declined: the winner is told and has 24 hours to pay from the cart.
 * 4. A payment window that passed: the line leaves the cart; the runner-up is offered the unit at
 *    their own price, once; otherwise (or after them) the unit goes back to stock.
 */

export interface CloseReport {
  endingSoon: number;
  closed: number;
  sold: number;
  declined: number;
  lapsed: number;
}

/** At most this many auctions are closed per tick (the rest on the next). */
const CLOSE_BATCH = 50;

/** The key a winner's charge is taken with: derived from the auction, so it is charged once. */
export const winChargeKey = (auctionId: number) => `auction-${auctionId}-win`;

export async function closeDueAuctions(
  ctx: AppContext,
  gateway: PaymentGateway,
): Promise<CloseReport> {
  const report: CloseReport = { endingSoon: 0, closed: 0, sold: 0, declined: 0, lapsed: 0 };
  report.endingSoon = await sendEndingSoon(ctx);
  // One auction's failure (a provider down) is logged and retried on the next tick; the others
  // go on.
  const each = async (ids: number[], step: (id: number) => Promise<void>) => {
    for (const id of ids) {
      try {
        await step(id);
      } catch (error) {
        ctx.log.error(
          { err: error, auctionId: id },
          'auction close step failed; retried next tick',
        );
      }
    }
  };
  await each(await findDueToClose(ctx.db, ctx.clock.now(), CLOSE_BATCH), async (id) => {
    if (await closeAuction(ctx, id)) report.closed += 1;
  });
  // Winners to charge: those just closed and any whose charge a stopped process left undecided.
  await each(await findUnsettled(ctx.db), async (id) => {
    const charged = await chargeWinner(ctx, gateway, id);
    if (charged === 'sold') report.sold += 1;
    if (charged === 'declined') report.declined += 1;
  });
  await each(await findPaymentLapsed(ctx.db, ctx.clock.now()), async (id) => {
    if (await lapsePayment(ctx, id)) report.lapsed += 1;
  });
  return report;
}

async function productOf(db: Executor, row: AuctionRow): Promise<ProductRow | undefined> {
  const [product] = await productsByIds(db, [row.productId]);
  return product;
}

const nameOf = (product: ProductRow | undefined) => (product ? productName(product) : 'the item');

/** 'Auction ending soon' to each bidder of the live auctions ending within 5 minutes, once each. */
async function sendEndingSoon(ctx: AppContext): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    const due = await claimEndingSoon(tx, now, ENDING_SOON_SECONDS);
    const txCtx = withDb(ctx, tx as AppContext['db']);
    for (const row of due) {
      const product = await productOf(tx, row);
      const notice = auctionNotices.endingSoon(
        row.productId,
        nameOf(product),
        formatCents(row.currentPriceCents),
      );
      for (const userId of await findBidderIds(tx, row.id)) await notify(txCtx, userId, notice);
    }
    return due.length;
  });
}

/**
 * Claims the close of one auction (once, whichever process gets there first). No sale when there
 * are no bids or the reserve is not met; otherwise the winner is recorded, to be charged next.
 */
export async function closeAuction(ctx: AppContext, id: number): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    const row = await claimClose(tx, id, now);
    if (!row) return false;
    const standing = standingOf(row);
    if (row.bidCount === 0 || !standing.leader || !reserveMet(standing)) {
      await updateAuction(tx, id, { outcome: 'no_sale' });
      await releaseBids(tx, id, 'all', now);
      await releaseStockUnits(tx, [row.productId]);
      const notice = auctionNotices.ended(row.productId, nameOf(await productOf(tx, row)), false);
      const txCtx = withDb(ctx, tx as AppContext['db']);
      for (const userId of await findBidderIds(tx, id)) await notify(txCtx, userId, notice);
    } else {
      const winnerId = standing.leader.userId;
      await updateAuction(tx, id, { winnerId, finalPriceCents: row.currentPriceCents });
      // The others hear now; the winner hears of the charge ('You won' or 'Payment Failed').
      const notice = auctionNotices.ended(row.productId, nameOf(await productOf(tx, row)), true);
      const txCtx = withDb(ctx, tx as AppContext['db']);
      const others = (await findBidderIds(tx, id)).filter((userId) => userId !== winnerId);
      for (const userId of others) await notify(txCtx, userId, notice);
      // Only the winner's bids can still charge: the others' stop counting against their limits.
      await releaseBids(tx, id, others, now);
    }
    await publishAuctionOnCommit(ctx, tx, id, now);
    return true;
  });
}

type ChargeOutcome = 'sold' | 'declined' | 'settled';

/**
 * Charges the winner of an ended auction once (the key derives from the auction): paid, the unit
 * is sold with an order and an invoice; declined (or no card left on file), the winner is told and
 * the unit waits in their cart for 24 hours.
 */
export async function chargeWinner(
  ctx: AppContext,
  gateway: PaymentGateway,
  id: number,
): Promise<ChargeOutcome> {
  const first = await findAuction(ctx.db, id);
  if (!first || first.outcome !== null || first.winnerId === null) return 'settled';
  const winnerId = first.winnerId;
  try {
    const payWith: PayWith = { kind: 'card_on_file' };
    const { replayed } = await payOnce<number | null>(
      ctx,
      { payerId: winnerId, idempotencyKey: winChargeKey(id), payWith },
      async (tx, key) => {
        // Under the key's lock: the auction's row lock, and anything already decided is a replay.
        const row = await lockAuction(tx, id);
        if (!row || row.outcome !== null || row.winnerId !== winnerId) {
          return { kind: 'replayed', result: row?.orderId ?? null };
        }
        const card = await cardToCharge(tx, winnerId, payWith);
        if (row.finalPriceCents === null) throw new Error(`auction ${id} has no price`);
        const product = await productOf(tx, row);
        if (!product) throw new Error(`auction ${id}: product missing`);
        const priceCents = row.finalPriceCents;
        const name = productName(product);
        const totals = orderTotals([{ unitPriceCents: priceCents, quantity: 1 }]);

        // Charge.
        const purpose: PaymentPurpose = { kind: 'auction', auctionId: row.id };
        const charge = await chargePayer(ctx, tx, gateway, {
          payerId: winnerId,
          idempotencyKey: key,
          payWith,
          card,
          amountCents: totals.totalCents,
          purpose,
        });
        if (!charge.ok) return { kind: 'declined', message: charge.message };
        const { paymentId, at } = charge;
        if (paymentId === null) throw new Error('an auction is always paid by card');

        // Record: the sale's order, the auction sold, the winner's spending.
        const delivery = await deliveryContact(tx, winnerId);
        const orderId = await recordAuctionSale(tx, {
          userId: winnerId,
          idempotencyKey: key,
          paymentId,
          priceCents,
          product,
          delivery,
          at,
        });
        await updateAuction(tx, row.id, {
          outcome: 'sold',
          orderId,
          paymentId,
          paymentDueAt: null,
        });
        const txCtx = withDb(ctx, tx);
        await notify(txCtx, winnerId, auctionNotices.won(row.productId, name, priceCents, orderId));
        await recordAuctionCharge(tx, {
          userId: winnerId,
          productId: row.productId,
          auctionId: row.id,
          amountCents: totals.totalCents,
          at,
        });
        await publishAuctionOnCommit(ctx, tx, row.id, at);

        // Invoice and receipt.
        await issueInvoice(
          tx,
          { payerId: winnerId, payWith, charge, purpose },
          {
            orderId,
            billTo: {
              name: delivery.name,
              email: delivery.email,
              address: {
                line1: delivery.line1,
                city: delivery.city,
                state: delivery.state,
                postalCode: delivery.postalCode,
                country: delivery.country,
              },
            },
            lines: [
              {
                description: `${name} (auction #${row.id})`,
                quantity: 1,
                unitPriceCents: priceCents,
                type: 'AUCTION',
              },
              {
                description: shippingMethodLabel(LOCAL_DELIVERY.method),
                quantity: 1,
                unitPriceCents: LOCAL_DELIVERY.costCents,
                type: 'SHIPPING',
              },
            ],
            totals,
          },
        );

        // Tell the winner what was charged.
        await notify(txCtx, winnerId, {
          type: 'payment_success',
          title: 'Payment Successful',
          message: `Your winning bid of ${formatCents(priceCents)} for ${name} was charged (${formatCents(totals.totalCents)} with tax). Order #${orderId}.`,
          actionUrl: '/orders',
          actionText: 'View order',
          productId: row.productId,
        });
        return { kind: 'paid', result: orderId };
      },
    );
    return replayed ? 'settled' : 'sold';
  } catch (error) {
    const declined =
      error instanceof AppError &&
      (error.details.clientCode === checkoutErrorCodes.paymentDeclined ||
        error.details.clientCode === checkoutErrorCodes.cardNotOnFile);
    if (!declined) throw error;
    return (await awaitPayment(ctx, id, winnerId, error.message)) ? 'declined' : 'settled';
  }
}

/**
 * The charge was declined: once (guarded by the undecided outcome), the unit waits in the
 * winner's cart at the final price for 24 hours and the winner is told why.
 */
async function awaitPayment(
  ctx: AppContext,
  id: number,
  userId: number,
  reason: string,
): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    const row = await lockAuction(tx, id);
    if (!row || row.outcome !== null || row.winnerId !== userId || row.finalPriceCents === null) {
      return false;
    }
    const now = ctx.clock.now();
    const due = new Date(now.getTime() + AUCTION_PAYMENT_WINDOW_SECONDS * 1000);
    await updateAuction(tx, id, { outcome: 'awaiting_payment', paymentDueAt: due });
    await addAuctionLine(tx, { userId, productId: row.productId, auctionId: id }, now);
    const name = nameOf(await productOf(tx, row));
    await notify(withDb(ctx, tx as AppContext['db']), userId, {
      type: 'payment_failed',
      title: 'Payment Failed',
      message: `Your winning bid of ${formatCents(row.finalPriceCents)} for ${name} was declined: ${reason} It is in your cart until ${formatShopDateTime(due)}.`,
      actionUrl: '/cart',
      actionText: 'Pay now',
      productId: row.productId,
    });
    await publishAuctionOnCommit(ctx, tx, id, now);
    return true;
  });
}

/**
 * A payment window passed: the line leaves the cart (first, in the order a checkout locks them),
 * then the runner-up is offered the unit at their own price for 24 hours, once; with no runner-up
 * (or after them) the unit goes back to stock and the auction ends without a sale.
 */
async function lapsePayment(ctx: AppContext, id: number): Promise<boolean> {
  return ctx.db
    .transaction(async (tx) => {
      await removeAuctionLine(tx, id);
      const row = await lockAuction(tx, id);
      const now = ctx.clock.now();
      if (
        row?.outcome !== 'awaiting_payment' ||
        !row.paymentDueAt ||
        row.paymentDueAt.getTime() > now.getTime() ||
        row.winnerId === null
      ) {
        throw new NothingToDo();
      }
      const product = await productOf(tx, row);
      // The winner who did not pay no longer has this auction held against their limits.
      await releaseBids(tx, id, [row.winnerId], now);
      const offer = row.runnerUpOfferedAt === null ? await runnerUpOffer(tx, row) : undefined;
      if (offer) {
        const due = new Date(now.getTime() + AUCTION_PAYMENT_WINDOW_SECONDS * 1000);
        await updateAuction(tx, id, {
          winnerId: offer.userId,
          finalPriceCents: offer.priceCents,
          paymentDueAt: due,
          runnerUpOfferedAt: now,
        });
        await addAuctionLine(
          tx,
          { userId: offer.userId, productId: row.productId, auctionId: id },
          now,
        );
        await notify(
          withDb(ctx, tx as AppContext['db']),
          offer.userId,
          auctionNotices.offered(
            row.productId,
            nameOf(product),
            formatCents(offer.priceCents),
            formatShopDateTime(due),
          ),
        );
      } else {
        await updateAuction(tx, id, { outcome: 'no_sale', paymentDueAt: null });
        await releaseStockUnits(tx, [row.productId]);
      }
      await publishAuctionOnCommit(ctx, tx, id, now);
      return true;
    })
    .catch((error: unknown) => {
      if (error instanceof NothingToDo) return false;
      throw error;
    });
}

/** Rolls back a lapse that found nothing to do (paid meanwhile, or done by another process). */
class NothingToDo extends Error {}

/**
 * The runner-up (the highest maximum but the winner's, the earlier on a tie) and their price: the
 * price had they led, by the same rules over everyone but the winner; none when their maximum does
 * not reach the reserve.
 */
async function runnerUpOffer(
  tx: Executor,
  row: AuctionRow,
): Promise<{ userId: number; priceCents: number } | undefined> {
  if (row.winnerId === null) return undefined;
  const runnerUp = await findRunnerUp(tx, row.id, row.winnerId);
  if (!runnerUp) return undefined;
  if (row.reservePriceCents !== null && runnerUp.maxCents < row.reservePriceCents) return undefined;
  const third = await findHighestMaxExcept(tx, row.id, [row.winnerId, runnerUp.userId]);
  return {
    userId: runnerUp.userId,
    priceCents: priceFor(
      row.startPriceCents,
      row.incrementCents,
      row.reservePriceCents,
      runnerUp.maxCents,
      third,
    ),
  };
}
