import { placeBid as applyBid, endAfterBid } from '../../shared/auction-rules';
import {
  auctionErrorCodes,
  auctionMessages,
  type PlaceBidResult,
} from '../../shared/contracts/auctions';
import { competitionErrorCodes } from '../../shared/contracts/competitions';
import { checkoutErrorCodes, checkoutMessages } from '../../shared/contracts/orders';
import { formatCents, toCents, toDollars } from '../../shared/money';
import { missingMessage } from '../../shared/profile-rules';
import { type AppContext, withDb } from '../context';
import { AppError } from '../errors';
import {
  findAuction,
  findBidByKey,
  insertBid,
  lockAuction,
  maxBidOf,
  updateAuction,
} from '../modules/auctions/auctions.repository';
import {
  type AuctionTimings,
  auctionNotices,
  nameOf,
  publishAuctionOnCommit,
  standingOf,
  statusOf,
} from '../modules/auctions/auctions.service';
import { productsByIds } from '../modules/catalog/catalog.service';
import { notify } from '../modules/notifications/notifications.service';
import { requireIdempotencyKey } from '../modules/payments/payments.service';
import { missingForUser } from '../modules/profile/profile.service';
import {
  recordSpending,
  releaseBids,
  requireBidAllowed,
} from '../modules/responsible-play/responsible-play.service';

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
  // A maximum below what the auction already asks is refused without a transaction (a crowd's last
  // second is mostly such bids, and each would wait its turn for the row): while it runs the
  // minimum only rises, so the check under the lock would refuse it too. A retry of a bid recorded
  // under this key still gets its answer.
  if (missing.length === 0 && statusOf(known, ctx.clock.now()) === 'live') {
    const early = applyBid(standingOf(known), user.id, maxCents);
    if (!early.ok && !(await findBidByKey(ctx.db, auctionId, user.id, idempotencyKey))) {
      throw new AppError('BAD_REQUEST', auctionMessages.bidTooLow(early.minimumCents), {
        clientCode: auctionErrorCodes.bidTooLow,
      });
    }
  }
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
    // The completeness rule, as for Play: refused with its words and code.
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
    // Responsible play: a break, the age confirmation and the limits, under the
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
    // A bid below the leader's maximum is outbid at once (the leader's proxy answers it): it can
    // charge nothing unless its bidder bids again, so nothing is held for it either.
    if (!outcome.leading) await releaseBids(tx, auctionId, [user.id], now);
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
