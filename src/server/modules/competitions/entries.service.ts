import { nextAlignedStart } from '../../../shared/competition-rules';
import {
  competitionErrorCodes,
  competitionMessages,
  type PlayRequest,
  type PlayResult,
  playRequestSchema,
} from '../../../shared/contracts/competitions';
import { FREE_ENTRY_INVOICE_LINE, FREE_ENTRY_PAYMENT_METHOD } from '../../../shared/free-entry';
import { formatEntryPrice } from '../../../shared/money';
import { missingMessage } from '../../../shared/profile-rules';
import { type AppContext, withDb } from '../../context';
import type { Executor, Transaction } from '../../db/client';
import { AppError } from '../../errors';
import { competitionEntries } from '../../ops/metrics';
import { usernamesByIds } from '../auth/auth.service';
import { productsByIds } from '../catalog/catalog.service';
import { countSelections, influencerNamesByIds } from '../influencers/influencers.service';
import { type BillTo, invoiceIdsOfPayments } from '../invoices/invoices.service';
import {
  deliverNoticeToMany,
  gameNotices,
  notify,
  notifyMany,
} from '../notifications/notifications.service';
import { type Priced, takePayment } from '../payments/paid-action.service';
import type { PaymentGateway } from '../payments/payment-gateway';
import { billingContact, missingForUser } from '../profile/profile.service';
import { recordSpending, requirePlayAllowed } from '../responsible-play/responsible-play.service';
import {
  entrantsSql,
  findPlayByKey,
  findPlayOfUser,
  insertPlay,
  lockOpenCompetition,
  type PlayRow,
  recordEntry,
  setFillDeadline,
} from './competitions.repository';
import { lockUsableCredit, setPlayInvoice, spendCredit } from './free-entries.repository';
import {
  type CompetitionTimings,
  fillDeadlineFrom,
  openCompetitions,
  publishCompetitionChanged,
  publishPlayersOnCommit,
} from './lifecycle.service';
import { advanceCommitment } from './results.service';

/**
 * POST /api/plays: a paid entry of exactly 5 influencers into the product's open competition,
 * taken through the payment path (`takePayment`). One transaction holds the key's advisory lock
 * and the competition's row lock from the seat check through the charge to the insert, so
 * concurrent entries never overfill it and a full competition charges nobody. A decline commits
 * only its payment record. The seat that fills the competition schedules its start at the next
 * aligned time and tells every entrant. A player holding a free-entry credit for the product
 * (decision 0063) enters for $0: the credit is locked and spent in the same transaction.
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
  const { result, replayed } = await takePayment<PlayResult>(ctx, gateway, {
    payerId: userId,
    idempotencyKey,
    payWith: { kind: 'card_on_file' },
    findRecorded: async (tx, key) => {
      const existing = await findPlayByKey(tx, userId, key);
      return existing && { result: await resultOf(tx, existing) };
    },
    prepare: (tx, card) => priceEntry(ctx, tx, timings, userId, request, card !== undefined),
  });
  if (!replayed) {
    competitionEntries.inc();
    await publishCompetitionChanged(ctx, result.competitionId);
  }
  return { result, replayed };
}

/** The entry's checks under the competition's lock, and how it is written once paid. */
async function priceEntry(
  ctx: AppContext,
  tx: Transaction,
  timings: CompetitionTimings,
  userId: number,
  request: PlayRequest,
  hasCard: boolean,
): Promise<Priced<PlayResult>> {
  const known = await influencerNamesByIds(tx, request.influencerIds);
  if (known.size !== request.influencerIds.length) {
    throw new AppError('BAD_REQUEST', competitionMessages.unknownInfluencer);
  }

  const [product] = await productsByIds(tx, [request.productId]);
  if (!product || product.archivedAt !== null) throw new AppError('NOT_FOUND', 'Product not found');
  if (!product.playEnabled) throw new AppError('CONFLICT', competitionMessages.notPlayable);

  const now = ctx.clock.now();
  let competition = await lockOpenCompetition(tx, product.id);
  if (!competition) {
    await openCompetitions(tx, now, timings.fillSeconds, [product.id]);
    competition = await lockOpenCompetition(tx, product.id);
  }
  if (!competition) throw new AppError('CONFLICT', competitionMessages.noCompetition);
  // Past its fill deadline (decision 0060) a game with entries is being cancelled and refunded:
  // no entry joins it. An empty one holds nobody's money and takes this entry with a new deadline.
  if (competition.startTime === null && competition.fillDeadline.getTime() <= now.getTime()) {
    if (competition.entriesCount > 0) {
      throw new AppError('CONFLICT', competitionMessages.fillDeadlinePassed, {
        clientCode: competitionErrorCodes.fillDeadlinePassed,
      });
    }
    const fillDeadline = fillDeadlineFrom(now, timings.fillSeconds);
    await setFillDeadline(tx, competition.id, fillDeadline);
    competition = { ...competition, fillDeadline };
  }
  if (
    competition.status !== 'waiting' ||
    competition.startTime !== null ||
    competition.entriesCount >= competition.requiredParticipants
  ) {
    throw new AppError('CONFLICT', competitionMessages.full, {
      clientCode: competitionErrorCodes.full,
    });
  }
  const already = await findPlayOfUser(tx, competition.id, userId);
  if (already) {
    throw new AppError('CONFLICT', competitionMessages.alreadyEntered, {
      clientCode: competitionErrorCodes.alreadyEntered,
    });
  }
  // Buy one, play free (decision 0063): the player's oldest credit for this product, locked to the
  // commit, so two entries at once never both spend it. A shopper who confirmed a free entry is
  // never charged instead: without a credit that entry is refused.
  const credit = await lockUsableCredit(tx, userId, product.id);
  if (!credit && request.freeEntry) {
    throw new AppError('CONFLICT', competitionMessages.freeEntryGone, {
      clientCode: competitionErrorCodes.freeEntryGone,
    });
  }
  // The completeness rule (decision 0016): entering needs the card on file, nothing else; a free
  // entry charges nothing, so it needs no card.
  const missing = credit ? [] : await missingForUser(tx, userId, 'enter');
  if (!credit && (missing.length > 0 || !hasCard)) {
    throw new AppError('CONFLICT', missingMessage('enter', missing.length ? missing : ['card']), {
      clientCode: competitionErrorCodes.paymentMethodRequired,
    });
  }

  const entered = competition;
  const amountCents = credit ? 0 : entered.entryPriceCents;
  // Responsible play (decision 0039): a break, the age confirmation and the limits, under the
  // player's own row lock so two entries at once cannot both pass a limit. A free entry spends $0.
  await requirePlayAllowed(tx, now, userId, 'entry', amountCents);

  const productName = `${product.brand} ${product.model}`;
  const price = formatEntryPrice(entered.entryPriceCents);
  const paidNotice = {
    type: 'payment_success' as const,
    title: credit ? 'Free Entry' : 'Payment Successful',
    message: credit
      ? `Your free game entry for ${productName} (with your purchase) is in. Good luck!`
      : `Your ${price} game entry for ${productName} was received. Good luck!`,
    actionUrl: `/game-tracking/${entered.id}`,
    actionText: 'View game',
    productId: product.id,
    gameId: String(entered.id),
  };
  return {
    amountCents,
    purpose: `play: competition ${entered.id}`,
    declinedNotice: (reason) => ({
      type: 'payment_failed',
      title: 'Payment Failed',
      message: `Your ${price} game entry for ${productName} was declined: ${reason}`,
      actionUrl: '/profile?tab=payment',
      actionText: 'Update card',
      productId: product.id,
    }),
    fulfil: async (tx, { paymentId, at, idempotencyKey }) => {
      if (paymentId === null && !credit) throw new Error('a paid entry is always paid by card');
      const play = await insertPlay(tx, {
        competitionId: entered.id,
        productId: product.id,
        userId,
        influencerIds: request.influencerIds,
        idempotencyKey,
        paymentId,
        paidAt: at,
        createdAt: at,
      });
      await recordSpending(tx, {
        kind: 'entry',
        userId,
        productId: product.id,
        competitionId: entered.id,
        playId: play.id,
        amountCents,
        at,
      });
      if (credit && !(await spendCredit(tx, credit.id, play.id, at))) {
        throw new Error(`free-entry credit ${credit.id} was spent under its lock`);
      }

      const entries = entered.entriesCount + 1;
      const fills = entries >= entered.requiredParticipants;
      const startTime = fills ? nextAlignedStart(at, timings.alignSeconds) : null;
      // The start's commitment grows with each entry (decision 0044): nothing about an entry
      // changes once it is paid, and the competition's row lock orders its entries by id.
      await recordEntry(tx, entered.id, {
        entriesCount: entries,
        ...advanceCommitment(entered, {
          playId: play.id,
          enteredAt: at.toISOString(),
          influencerIds: request.influencerIds,
        }),
        schedule: startTime && {
          startTime,
          endTime: new Date(startTime.getTime() + timings.durationSeconds * 1000),
        },
      });
      await countSelections(tx, request.influencerIds, at);
      if (startTime) {
        const notice = gameNotices.ready(startTime);
        const entrants = entrantsSql([entered.id], new Map([[product.id, productName]]), false);
        await notifyMany(tx, notice, entrants, at);
        await deliverNoticeToMany(tx, notice, entrants, at);
        await publishPlayersOnCommit(ctx, tx, [entered.id], at.getTime());
      }
      return {
        invoice: {
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
        paidNotice,
        result: async (invoiceId) => {
          if (credit) {
            // No payment points to a free entry's invoice: the entry keeps it. The payment path
            // tells only a charged payer, so the free entry's player is told here.
            await setPlayInvoice(tx, play.id, invoiceId);
            await notify(withDb(ctx, tx), userId, paidNotice);
          }
          return {
            playId: play.id,
            competitionId: entered.id,
            paymentId,
            invoiceId,
            free: credit !== undefined,
          };
        },
      };
    },
  };
}

async function resultOf(tx: Executor, play: PlayRow): Promise<PlayResult> {
  // A free entry keeps its invoice; a paid one's is its payment's.
  const paidInvoiceId =
    play.paymentId === null
      ? undefined
      : (await invoiceIdsOfPayments(tx, [play.paymentId])).get(play.paymentId);
  return {
    playId: play.id,
    competitionId: play.competitionId,
    paymentId: play.paymentId,
    invoiceId: play.invoiceId ?? paidInvoiceId ?? 0,
    free: play.paymentId === null,
  };
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
