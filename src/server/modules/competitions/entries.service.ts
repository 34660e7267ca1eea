import { nextAlignedStart } from '../../../shared/competition-rules';
import {
  competitionErrorCodes,
  competitionMessages,
  type PlayRequest,
  type PlayResult,
  playRequestSchema,
} from '../../../shared/contracts/competitions';
import { checkoutMessages } from '../../../shared/contracts/orders';
import { formatEntryPrice } from '../../../shared/money';
import { missingMessage } from '../../../shared/profile-rules';
import type { AppContext } from '../../context';
import type { Database, Executor } from '../../db/client';
import { AppError } from '../../errors';
import { usernamesByIds } from '../auth/auth.service';
import { productsByIds } from '../catalog/catalog.service';
import { countSelections, influencerNamesByIds } from '../influencers/influencers.service';
import { createInvoice, invoiceIdOfPayment } from '../invoices/invoices.service';
import { gameNotices, notify, notifyMany } from '../notifications/notifications.service';
import type { PaymentGateway } from '../payments/payment-gateway';
import { lockIdempotencyKey } from '../payments/payments.repository';
import { chargeInTransaction, IDEMPOTENCY_KEY_PATTERN } from '../payments/payments.service';
import { findCurrentCard, findProfile } from '../profile/profile.repository';
import { missingForUser } from '../profile/profile.service';
import {
  entrantsSql,
  findPlayByKey,
  findPlayOfUser,
  insertPlay,
  lockOpenCompetition,
  type PlayRow,
  recordEntryCount,
} from './competitions.repository';
import {
  type CompetitionTimings,
  openCompetitions,
  publishCompetitionChanged,
  publishPlayersOnCommit,
} from './lifecycle.service';

type Outcome = { kind: 'entered'; result: PlayResult } | { kind: 'declined'; message: string };

/**
 * POST /api/plays: a paid entry of exactly 5 influencers into the product's open competition.
 * One transaction holds the key's advisory lock and the competition's row lock from the seat check
 * through the charge to the insert, so concurrent entries never overfill it and a full competition
 * charges nobody. A decline commits only its payment record. The seat that fills the competition
 * schedules its start at the next aligned time and tells every entrant.
 */
export async function enterCompetition(
  ctx: AppContext,
  gateway: PaymentGateway,
  timings: CompetitionTimings,
  userId: number,
  idempotencyKey: string | undefined,
  body: PlayRequest,
): Promise<{ result: PlayResult; replayed: boolean }> {
  if (!idempotencyKey) throw new AppError('BAD_REQUEST', checkoutMessages.idempotencyKeyRequired);
  if (!IDEMPOTENCY_KEY_PATTERN.test(idempotencyKey)) {
    throw new AppError('BAD_REQUEST', 'Idempotency-Key must be 8 to 64 letters, digits, - or _');
  }
  const request = playRequestSchema.parse(body);

  let replayed = false;
  const outcome = await ctx.db.transaction(async (tx): Promise<Outcome> => {
    const txCtx = { ...ctx, db: tx as unknown as Database };
    await lockIdempotencyKey(tx, userId, idempotencyKey);
    const existing = await findPlayByKey(tx, userId, idempotencyKey);
    if (existing) {
      replayed = true;
      return { kind: 'entered', result: await resultOf(tx, existing) };
    }

    const known = await influencerNamesByIds(tx, request.influencerIds);
    if (known.size !== request.influencerIds.length) {
      throw new AppError('BAD_REQUEST', competitionMessages.unknownInfluencer);
    }

    const [product] = await productsByIds(tx, [request.productId]);
    if (!product || product.archivedAt !== null)
      throw new AppError('NOT_FOUND', 'Product not found');
    if (!product.playEnabled) throw new AppError('CONFLICT', competitionMessages.notPlayable);

    const now = ctx.clock.now();
    let competition = await lockOpenCompetition(tx, product.id);
    if (!competition) {
      await openCompetitions(tx, now, [product.id]);
      competition = await lockOpenCompetition(tx, product.id);
    }
    if (!competition) throw new AppError('CONFLICT', competitionMessages.noCompetition);
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
    // The completeness rule (decision 0016): entering needs the card on file, nothing else.
    const missing = await missingForUser(tx, userId, 'enter');
    const card = await findCurrentCard(tx, userId);
    if (missing.length > 0 || !card) {
      throw new AppError('CONFLICT', missingMessage('enter', missing.length ? missing : ['card']), {
        clientCode: competitionErrorCodes.paymentMethodRequired,
      });
    }

    const productName = `${product.brand} ${product.model}`;
    const { payment } = await chargeInTransaction(tx, ctx.clock, gateway, {
      userId,
      idempotencyKey,
      amountCents: competition.entryPriceCents,
      sourceToken: card.providerCardId,
      customerId: card.providerCustomerId,
      card: { brand: card.brand, last4: card.last4 },
      purpose: `play: competition ${competition.id}`,
    });
    if (payment.status !== 'completed') {
      await notify(txCtx, userId, {
        type: 'payment_failed',
        title: 'Payment Failed',
        message: `Your ${formatEntryPrice(competition.entryPriceCents)} game entry for ${productName} was declined: ${payment.failureMessage ?? 'card declined'}`,
        actionUrl: '/profile?tab=payment',
        actionText: 'Update card',
        productId: product.id,
      });
      return { kind: 'declined', message: payment.failureMessage ?? 'Card declined.' };
    }

    const play = await insertPlay(tx, {
      competitionId: competition.id,
      productId: product.id,
      userId,
      influencerIds: request.influencerIds,
      idempotencyKey,
      paymentId: payment.id,
      paidAt: now,
      createdAt: now,
    });

    const entries = competition.entriesCount + 1;
    const fills = entries >= competition.requiredParticipants;
    const startTime = fills ? nextAlignedStart(now, timings.alignSeconds) : null;
    await recordEntryCount(
      tx,
      competition.id,
      entries,
      startTime && {
        startTime,
        endTime: new Date(startTime.getTime() + timings.durationSeconds * 1000),
      },
    );

    const invoice = await createEntryInvoice(tx, {
      userId,
      paymentId: payment.id,
      amountCents: competition.entryPriceCents,
      description: `Game entry: ${productName}`,
      at: now,
    });
    await countSelections(tx, request.influencerIds, now);
    await notify(txCtx, userId, {
      type: 'payment_success',
      title: 'Payment Successful',
      message: `Your ${formatEntryPrice(competition.entryPriceCents)} game entry for ${productName} was received. Good luck!`,
      actionUrl: `/game-tracking/${competition.id}`,
      actionText: 'View game',
      productId: product.id,
      gameId: String(competition.id),
    });
    if (startTime) {
      await notifyMany(
        tx,
        gameNotices.ready(startTime),
        entrantsSql([competition.id], new Map([[product.id, productName]])),
        now,
      );
      await publishPlayersOnCommit(ctx, tx, [competition.id], now.getTime());
    }
    return {
      kind: 'entered',
      result: {
        playId: play.id,
        competitionId: competition.id,
        paymentId: payment.id,
        invoiceId: invoice.id,
      },
    };
  });

  if (outcome.kind === 'declined') {
    throw new AppError('PAYMENT_DECLINED', outcome.message, { clientCode: 'PAYMENT_DECLINED' });
  }
  if (!replayed) await publishCompetitionChanged(ctx, outcome.result.competitionId);
  return { result: outcome.result, replayed };
}

async function resultOf(tx: Executor, play: PlayRow): Promise<PlayResult> {
  return {
    playId: play.id,
    competitionId: play.competitionId,
    paymentId: play.paymentId,
    invoiceId: (await invoiceIdOfPayment(tx, play.paymentId)) ?? 0,
  };
}

/** A paid invoice with one PLAY item, billed to the profile (or the username when it is empty). */
async function createEntryInvoice(
  tx: Executor,
  input: { userId: number; paymentId: number; amountCents: number; description: string; at: Date },
) {
  const profile = await findProfile(tx, input.userId);
  const username = (await usernamesByIds(tx, [input.userId])).get(input.userId);
  const address = profile?.addressLine1
    ? `${profile.addressLine1}\n${profile.city ?? ''}, ${profile.state ?? ''} ${profile.postalCode ?? ''}\n${profile.country}`
    : '';
  return createInvoice(tx, {
    userId: input.userId,
    orderId: null,
    paymentId: input.paymentId,
    status: 'paid',
    paymentMethod: 'card',
    invoiceDate: input.at,
    dueDate: input.at,
    subtotalCents: input.amountCents,
    shippingCents: 0,
    taxCents: 0,
    totalCents: input.amountCents,
    customer: {
      name: profile?.name ?? username ?? '',
      email: profile?.email ?? '',
      address,
    },
    items: [
      {
        description: input.description,
        quantity: 1,
        unitPriceCents: input.amountCents,
        type: 'PLAY',
      },
    ],
  });
}
