import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { z } from 'zod';
import { checkoutErrorCodes, checkoutMessages } from '../../../shared/contracts/orders';
import type { Clock } from '../../clock';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import type { WrittenWith } from '../../db/sql';
import { AppError } from '../../errors';
import { CARD_ON_FILE_ID, type PaymentGateway } from './payment-gateway';
import {
  type CardRow,
  cardFromJson,
  currentCardAsJson,
  findCardSummaries,
  findCurrentCard,
  findPaymentById,
  findPaymentByKey,
  findPaymentsByIds,
  insertPayment,
  lockIdempotencyKey,
  markPaymentRefunded,
  type NewPayment,
  type PaymentRow,
  paymentJson,
  paymentUnderKey,
  paymentWrittenWith,
  replaceCard,
} from './payments.repository';

export type { CardRow as CardOnFile, PaymentRow } from './payments.repository';

export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

/**
 * The header every paid route declares (`schema.headers`): one Idempotency-Key per attempt, in
 * the same words as the payment path's own check. Other headers pass through untouched.
 */
export const paidRequestHeadersSchema = z.looseObject({
  'idempotency-key': z
    .string({ error: checkoutMessages.idempotencyKeyRequired })
    .regex(IDEMPOTENCY_KEY_PATTERN, { error: checkoutMessages.idempotencyKeyMalformed }),
});

/** The client's Idempotency-Key, checked: present, and 8 to 64 letters, digits, - or _. */
export function requireIdempotencyKey(key: string | undefined): string {
  if (!key) throw new AppError('BAD_REQUEST', checkoutMessages.idempotencyKeyRequired);
  if (!IDEMPOTENCY_KEY_PATTERN.test(key)) {
    throw new AppError('BAD_REQUEST', checkoutMessages.idempotencyKeyMalformed);
  }
  return key;
}

// ---------------------------------------------------------------------------------------------
// Cards on file: only the payments module reads or writes `payment_cards`.

/** The user's card on file (the newest not replaced), read with `db` (a transaction's, under its locks). */
export function cardOnFile(db: Executor, userId: number): Promise<CardRow | undefined> {
  return findCurrentCard(db, userId);
}

/**
 * The card on file as an expression for another module's statement, read in the same snapshot as
 * `cardOnFile` would be (the order attempt's read: one round trip fewer); `cardOnFileFrom` reads
 * its answer.
 */
export function cardOnFileAsked(key: { userId: SQL }): SQL {
  return currentCardAsJson(key);
}

export function cardOnFileFrom(answer: unknown): CardRow | undefined {
  return cardFromJson(answer);
}

/** Puts a card the provider filed on file; the previous one is kept, marked replaced. */
export function fileCard(db: Executor, card: Omit<CardRow, 'id' | 'replacedAt'>): Promise<void> {
  return replaceCard(db, card);
}

/** The brand and last four of each payment's card, by payment id (one query for many). */
export function cardsOfPayments(
  db: Executor,
  paymentIds: number[],
): Promise<Map<number, { brand: string; last4: string }>> {
  return findCardSummaries(db, paymentIds);
}

// ---------------------------------------------------------------------------------------------
// One charge, once per key.

export interface ChargeRequest {
  userId: number;
  /** The client's Idempotency-Key header for this attempt. */
  idempotencyKey: string;
  amountCents: number;
  sourceToken: string;
  /** What is paid for, as stored and sent to the provider (`purposeText` of a `PaymentPurpose`). */
  purpose: string;
  /** The provider's customer, when `sourceToken` is a card on file. */
  customerId?: string | null;
  /** The card on file's brand and last four, for the record when the provider does not echo them. */
  card?: { brand: string; last4: string } | null;
}

/** Holds the payer's advisory lock on `key` to the end of the transaction: one attempt at a time. */
export function lockPaymentAttempt(tx: Executor, payerId: number, key: string): Promise<void> {
  return lockIdempotencyKey(tx, payerId, key);
}

/**
 * Whether a payment was recorded under the payer's key, as an expression for another module's
 * statement (the order attempt's read: a payment under the key can only be written by whoever
 * holds its lock, so one read under the lock answers for the rest of the transaction).
 */
export function paymentMadeUnder(key: { userId: SQL; idempotencyKey: SQL }): SQL {
  return paymentUnderKey(key);
}

/** Square allows 45 characters; ours are scoped per user, so the provider's key mixes the user in. */
export function providerKey(userId: number, idempotencyKey: string): string {
  return createHash('sha256')
    .update(`${userId}:${idempotencyKey}`)
    .digest('base64url')
    .slice(0, 43);
}

/**
 * Charges once per (user, idempotency key): concurrent and repeated calls wait for the first and
 * get its recorded outcome, whatever it was. Declines are recorded too and returned as values.
 * The provider is called while the key's advisory lock is held, so no second call can slip in
 * between its answer and the record of it.
 */
export async function chargeOnce(
  ctx: AppContext,
  gateway: PaymentGateway,
  request: ChargeRequest,
): Promise<{ payment: PaymentRow; replayed: boolean }> {
  assertChargeRequest(request);
  return ctx.db.transaction(async (tx) => {
    const charged = await chargeInTransaction(tx, ctx.clock, gateway, request);
    if (!charged.payment) throw new Error('chargeOnce: the payment was not written');
    return { payment: charged.payment, replayed: charged.replayed };
  });
}

function assertChargeRequest(request: ChargeRequest): void {
  if (!IDEMPOTENCY_KEY_PATTERN.test(request.idempotencyKey)) {
    throw new AppError('BAD_REQUEST', checkoutMessages.idempotencyKeyMalformed);
  }
  if (!Number.isInteger(request.amountCents) || request.amountCents <= 0) {
    throw new AppError('BAD_REQUEST', 'Amount must be a positive number of cents');
  }
}

/**
 * chargeOnce inside the caller's transaction, for work that must commit with the charge. The
 * payment row commits or rolls back with it; a rolled-back charge is found again by the
 * provider's idempotency on the caller's retry with the same key. Only the payment path
 * (paid-action.service `takePayment`) calls it: other modules take payments through that.
 */
export async function chargeInTransaction(
  tx: Executor,
  clock: Clock,
  gateway: PaymentGateway,
  request: ChargeRequest,
  /**
   * What the caller already holds in this transaction: the key's advisory lock, the payer's
   * current card read in it, and (`noPaymentUnderKey`) the answer, read under that lock, that no
   * payment was made under the key (so none of them is taken or read twice).
   */
  held: {
    keyLock?: boolean;
    card?: CardRow;
    noPaymentUnderKey?: boolean;
    /**
     * A completed payment's row is not written here but handed back (`toWrite`) for the caller's
     * next statement to write (an order's: one statement for both). A decline is written here.
     */
    writtenByCaller?: boolean;
  } = {},
): Promise<
  | { payment: PaymentRow; replayed: boolean; toWrite?: undefined }
  | { payment?: undefined; replayed: false; toWrite: WrittenWith }
> {
  assertChargeRequest(request);
  if (!held.keyLock) await lockIdempotencyKey(tx, request.userId, request.idempotencyKey);
  const existing =
    held.keyLock && held.noPaymentUnderKey
      ? undefined
      : await findPaymentByKey(tx, request.userId, request.idempotencyKey);
  if (existing) {
    if (existing.amountCents !== request.amountCents || existing.purpose !== request.purpose) {
      throw new AppError(
        'CONFLICT',
        'This Idempotency-Key was already used for a different payment',
      );
    }
    return { payment: existing, replayed: true };
  }
  const source = await chargeableSource(tx, gateway, request, held.card);
  const result = await gateway.charge({
    idempotencyKey: providerKey(request.userId, request.idempotencyKey),
    amountCents: request.amountCents,
    sourceToken: source.sourceToken,
    customerId: source.customerId,
    note: request.purpose,
  });
  const values: NewPayment = {
    userId: request.userId,
    idempotencyKey: request.idempotencyKey,
    provider: gateway.name,
    amountCents: request.amountCents,
    purpose: request.purpose,
    status: result.ok ? 'completed' : 'declined',
    providerPaymentId: result.ok ? result.providerPaymentId : null,
    cardBrand: result.ok ? (result.card?.brand ?? source.card?.brand ?? null) : null,
    cardLast4: result.ok ? (result.card?.last4 ?? source.card?.last4 ?? null) : null,
    failureMessage: result.ok ? null : result.declineMessage,
    createdAt: clock.now(),
  };
  if (result.ok && held.writtenByCaller) {
    return { replayed: false, toWrite: { write: paymentWrittenWith, value: paymentJson(values) } };
  }
  const payment = await insertPayment(tx, values);
  return { payment, replayed: false };
}

/**
 * A one-time token is passed on as it is. A card-on-file id (which a client can send as a
 * `paymentToken`) must be the payer's current card in `payment_cards`, with this provider; it is
 * then charged with the customer stored beside it, never one the caller names. Anything else, a
 * made-up id or another shopper's card, is refused before the provider is called.
 */
async function chargeableSource(
  tx: Executor,
  gateway: PaymentGateway,
  request: ChargeRequest,
  currentCard: CardRow | undefined,
): Promise<{
  sourceToken: string;
  customerId: string | null;
  card: { brand: string; last4: string } | null;
}> {
  if (!CARD_ON_FILE_ID.test(request.sourceToken)) {
    return {
      sourceToken: request.sourceToken,
      customerId: request.customerId ?? null,
      card: request.card ?? null,
    };
  }
  const card =
    currentCard?.userId === request.userId
      ? currentCard
      : await findCurrentCard(tx, request.userId);
  if (!card || card.provider !== gateway.name || card.providerCardId !== request.sourceToken) {
    throw new AppError('BAD_REQUEST', checkoutMessages.cardNotOnFile, {
      clientCode: checkoutErrorCodes.cardNotOnFile,
    });
  }
  return {
    sourceToken: card.providerCardId,
    customerId: card.providerCustomerId,
    card: { brand: card.brand, last4: card.last4 },
  };
}

/** These payment records (one query however many): for a module showing what a user paid. */
export async function paymentsByIds(db: Executor, ids: readonly number[]): Promise<PaymentRow[]> {
  return findPaymentsByIds(db, ids);
}

export interface RefundRequest {
  paymentId: number;
  /** Names this refund, once: e.g. 'refund-order-12' (the provider's key is derived from it). */
  refundKey: string;
  reason: string;
}

export type RefundOutcome =
  | { ok: true; refunded: boolean; amountCents: number }
  | { ok: false; message: string };

/**
 * Refunds a payment in full inside the caller's transaction: a completed charge is refunded at the
 * provider (once: the provider's key comes from `refundKey`) and the payment marked refunded. A
 * payment that took no money (or was refunded already) changes nothing. A provider's refusal is
 * returned as a value. The caller marks the payment's invoice (invoices.markInvoiceOfPaymentRefunded).
 */
export async function refundPayment(
  ctx: AppContext,
  gateway: PaymentGateway,
  request: RefundRequest,
): Promise<RefundOutcome> {
  const payment = await findPaymentById(ctx.db, request.paymentId);
  if (!payment) return { ok: true, refunded: false, amountCents: 0 };
  let refunded = false;
  if (payment.status === 'completed' && payment.providerPaymentId) {
    const refund = await gateway.refund({
      idempotencyKey: providerKey(payment.userId, request.refundKey),
      providerPaymentId: payment.providerPaymentId,
      amountCents: payment.amountCents,
      reason: request.reason,
    });
    if (!refund.ok) return { ok: false, message: refund.message };
    await markPaymentRefunded(ctx.db, payment.id, {
      providerRefundId: refund.providerRefundId,
      refundedAt: ctx.clock.now(),
    });
    refunded = true;
  }
  return { ok: true, refunded, amountCents: payment.amountCents };
}
