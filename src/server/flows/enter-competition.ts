import {
  competitionErrorCodes,
  competitionMessages,
  type PlayRequest,
  type PlayResult,
  playRequestSchema,
} from '../../shared/contracts/competitions';
import { FREE_ENTRY_INVOICE_LINE, FREE_ENTRY_PAYMENT_METHOD } from '../../shared/free-entry';
import { formatEntryPrice } from '../../shared/money';
import { missingMessage } from '../../shared/profile-rules';
import { type AppContext, withDb } from '../context';
import type { Executor } from '../db/client';
import { AppError } from '../errors';
import { KeyedLimit } from '../keyed-limit';
import { usernamesByIds } from '../modules/auth/auth.service';
import {
  findEntryByKey,
  holdSeat,
  keepFreeEntryInvoice,
  openGameIsFull,
  recordSeat,
} from '../modules/competitions/entry.service';
import {
  type CompetitionTimings,
  publishCompetitionChanged,
} from '../modules/competitions/lifecycle.service';
import type { BillTo } from '../modules/invoices/invoices.service';
import { notify } from '../modules/notifications/notifications.service';
import type { PaymentGateway } from '../modules/payments/payment-gateway';
import { requireIdempotencyKey } from '../modules/payments/payments.service';
import type { PaymentPurpose } from '../modules/payments/purpose';
import { billingContact, missingForUser } from '../modules/profile/profile.service';
import {
  recordSpending,
  requirePlayAllowed,
} from '../modules/responsible-play/responsible-play.service';
import { competitionEntries } from '../ops/metrics';
import { cardToCharge, chargePayer, issueInvoice, type PayWith, payOnce } from './payment';

/**
 * POST /api/plays: a paid entry of exactly 5 influencers into the product's open competition. One
 * transaction holds the key's advisory lock and the competition's row lock from the seat check
 * through the charge to the insert. A decline commits only its payment record. A player holding a
 * free-entry credit for the product enters for $0: the credit is locked and spent in the same
 * transaction.
 */
export async function enterCompetition(
  ctx: AppContext,
  gateway: PaymentGateway,
  timings: CompetitionTimings,
  userId: number,
  idempotencyKey: string | undefined,
  body: PlayRequest,
): Promise<{ result: PlayResult; replayed: boolean }> {
  const request = playRequestSchema.parse(body);
  // Entries into one product's game wait their turn in this process (a shared game's last seats
  // draw a crowd); one that waited looks first whether the seats are already gone.
  const place = await entryTurns.enter(request.productId);
  try {
    if (place.contended) await refuseWhenFull(ctx, userId, idempotencyKey, request.productId);
    return await enterNow(ctx, gateway, timings, userId, idempotencyKey, request);
  } finally {
    place.leave();
  }
}

/** Entries into one product's game in one process's transactions at once; the rest wait their turn. */
const ENTRY_TURNS_PER_PRODUCT = 2;
const entryTurns = new KeyedLimit(ENTRY_TURNS_PER_PRODUCT);

/**
 * 'Competition is full' without a transaction: the product's open game has no seat left and this
 * request has not entered before (a retry of one that did is answered its entry). The transaction
 * decides again under the game's lock; this only spares it the queue. Nothing is charged either way.
 */
async function refuseWhenFull(
  ctx: AppContext,
  userId: number,
  idempotencyKey: string | undefined,
  productId: number,
): Promise<void> {
  if (!(await openGameIsFull(ctx.db, productId))) return;
  const key = requireIdempotencyKey(idempotencyKey);
  if (await findEntryByKey(ctx.db, userId, key)) return;
  throw new AppError('CONFLICT', competitionMessages.full, {
    clientCode: competitionErrorCodes.full,
  });
}

async function enterNow(
  ctx: AppContext,
  gateway: PaymentGateway,
  timings: CompetitionTimings,
  userId: number,
  idempotencyKey: string | undefined,
  request: ReturnType<typeof playRequestSchema.parse>,
): Promise<{ result: PlayResult; replayed: boolean }> {
  const payWith: PayWith = { kind: 'card_on_file' };
  const { result, replayed } = await payOnce<PlayResult>(
    ctx,
    { payerId: userId, idempotencyKey, payWith },
    async (tx, key) => {
      // A retry of this attempt answers what it recorded.
      const recorded = await findEntryByKey(tx, userId, key);
      if (recorded) return { kind: 'replayed', result: recorded };

      // Lock and check: the seat, then what the player needs to take it.
      const card = await cardToCharge(tx, userId, payWith);
      const seat = await holdSeat(ctx, tx, timings, userId, request);
      const { competition, product, productName, credit } = seat;
      // Entering needs the card on file, nothing else; a free entry charges nothing, so it needs
      // no card.
      const missing = credit ? [] : await missingForUser(tx, userId, 'enter');
      if (!credit && (missing.length > 0 || !card)) {
        throw new AppError(
          'CONFLICT',
          missingMessage('enter', missing.length ? missing : ['card']),
          { clientCode: competitionErrorCodes.paymentMethodRequired },
        );
      }
      const amountCents = credit ? 0 : competition.entryPriceCents;
      // Responsible play: a break, the age confirmation and the limits, under the player's own
      // row lock so two entries at once cannot both pass a limit. A free entry spends $0.
      await requirePlayAllowed(tx, ctx.clock.now(), userId, 'entry', amountCents);

      // Charge.
      const price = formatEntryPrice(competition.entryPriceCents);
      const purpose: PaymentPurpose = { kind: 'entry', competitionId: competition.id };
      const charge = await chargePayer(ctx, tx, gateway, {
        payerId: userId,
        idempotencyKey: key,
        payWith,
        card,
        amountCents,
        purpose,
      });
      if (!charge.ok) {
        await notify(withDb(ctx, tx), userId, {
          type: 'payment_failed',
          title: 'Payment Failed',
          message: `Your ${price} game entry for ${productName} was declined: ${charge.reason}`,
          actionUrl: '/profile?tab=payment',
          actionText: 'Update card',
          productId: product.id,
        });
        return { kind: 'declined', message: charge.message };
      }
      if (charge.paymentId === null && !credit)
        throw new Error('a paid entry is always paid by card');

      // Record the entry and what it spent.
      const { at } = charge;
      const playId = await recordSeat(ctx, tx, timings, seat, {
        userId,
        influencerIds: request.influencerIds,
        idempotencyKey: key,
        paymentId: charge.paymentId,
        at,
      });
      await recordSpending(tx, {
        kind: 'entry',
        userId,
        productId: product.id,
        competitionId: competition.id,
        playId,
        amountCents,
        at,
      });

      // Invoice and receipt.
      const invoiceId = await issueInvoice(
        tx,
        { payerId: userId, payWith, charge, purpose },
        {
          orderId: null,
          billTo: await entryBillTo(tx, userId),
          lines: [
            {
              description: `${credit ? FREE_ENTRY_INVOICE_LINE : 'Game entry'}: ${productName}`,
              quantity: 1,
              unitPriceCents: amountCents,
              type: 'PLAY',
            },
          ],
          ...(credit && { paymentMethod: FREE_ENTRY_PAYMENT_METHOD }),
        },
      );
      if (credit) await keepFreeEntryInvoice(tx, playId, invoiceId);

      // Tell the player.
      await notify(withDb(ctx, tx), userId, {
        type: 'payment_success',
        title: credit ? 'Free Entry' : 'Payment Successful',
        message: credit
          ? `Your free game entry for ${productName} (with your purchase) is in. Good luck!`
          : `Your ${price} game entry for ${productName} was received. Good luck!`,
        actionUrl: `/game-tracking/${competition.id}`,
        actionText: 'View game',
        productId: product.id,
        gameId: String(competition.id),
      });
      return {
        kind: 'paid',
        result: {
          playId,
          competitionId: competition.id,
          paymentId: charge.paymentId,
          invoiceId,
          free: credit !== undefined,
        },
      };
    },
  );
  if (!replayed) {
    competitionEntries.inc();
    await publishCompetitionChanged(ctx, result.competitionId);
  }
  return { result, replayed };
}

/** An entry is billed to the profile's contact (or the username when it has no name). */
async function entryBillTo(tx: Executor, userId: number): Promise<BillTo> {
  const contact = await billingContact(tx, userId);
  const usernames = contact.name === null ? await usernamesByIds(tx, [userId]) : undefined;
  return {
    name: contact.name ?? usernames?.get(userId) ?? '',
    email: contact.email ?? '',
    address: contact.address,
  };
}
