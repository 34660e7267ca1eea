import { createHash } from 'node:crypto';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import type { PaymentGateway } from './payment-gateway';
import {
  findPaymentByKey,
  insertPayment,
  lockIdempotencyKey,
  type PaymentRow,
} from './payments.repository';

export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

export interface ChargeRequest {
  userId: number;
  /** The client's Idempotency-Key header for this attempt. */
  idempotencyKey: string;
  amountCents: number;
  sourceToken: string;
  /** What is paid for, e.g. 'order:12'. */
  purpose: string;
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
  if (!IDEMPOTENCY_KEY_PATTERN.test(request.idempotencyKey)) {
    throw new AppError('BAD_REQUEST', 'Idempotency-Key must be 8 to 64 letters, digits, - or _');
  }
  if (!Number.isInteger(request.amountCents) || request.amountCents <= 0) {
    throw new AppError('BAD_REQUEST', 'Amount must be a positive number of cents');
  }
  return ctx.db.transaction(async (tx) => {
    await lockIdempotencyKey(tx, request.userId, request.idempotencyKey);
    const existing = await findPaymentByKey(tx, request.userId, request.idempotencyKey);
    if (existing) {
      if (existing.amountCents !== request.amountCents || existing.purpose !== request.purpose) {
        throw new AppError(
          'CONFLICT',
          'This Idempotency-Key was already used for a different payment',
        );
      }
      return { payment: existing, replayed: true };
    }
    const result = await gateway.charge({
      idempotencyKey: providerKey(request.userId, request.idempotencyKey),
      amountCents: request.amountCents,
      sourceToken: request.sourceToken,
      note: request.purpose,
    });
    const payment = await insertPayment(tx, {
      userId: request.userId,
      idempotencyKey: request.idempotencyKey,
      provider: gateway.name,
      amountCents: request.amountCents,
      purpose: request.purpose,
      status: result.ok ? 'completed' : 'declined',
      providerPaymentId: result.ok ? result.providerPaymentId : null,
      cardBrand: result.ok ? (result.card?.brand ?? null) : null,
      cardLast4: result.ok ? (result.card?.last4 ?? null) : null,
      failureMessage: result.ok ? null : result.declineMessage,
      createdAt: ctx.clock.now(),
    });
    return { payment, replayed: false };
  });
}
