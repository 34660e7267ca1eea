import { checkoutErrorCodes, checkoutMessages } from '../../../shared/contracts/orders';
import { type AppContext, withDb } from '../../context';
import type { Transaction } from '../../db/client';
import { AppError } from '../../errors';
import * as metrics from '../../ops/metrics';
import {
  type BillTo,
  createInvoice,
  type InvoiceLine,
  markInvoiceOfPaymentRefunded,
} from '../invoices/invoices.service';
import { enqueueReceiptEmail } from '../messaging/outbox.service';
import { type NotifyInput, notify } from '../notifications/notifications.service';
import type { PaymentGateway } from './payment-gateway';
import {
  type CardRow,
  findCurrentCard,
  findPaymentById,
  lockIdempotencyKey,
  markPaymentRefunded,
  type PaymentRow,
} from './payments.repository';
import { chargeInTransaction, providerKey, requireIdempotencyKey } from './payments.service';

/*
 * The payment path. Every paid action (checkout, a single-product order, a competition entry, a
 * chat unlock) is taken by `takePayment`, and every refund (an order or a competition cancelled)
 * goes through `refundPayment`. Decision record 0022.
 */

/** How the payer pays: the card on file, a one-time token (a new card, Apple Pay), or cash on delivery. */
export type PayWith =
  | { kind: 'card_on_file' }
  | { kind: 'token'; method: 'card' | 'apple_pay'; token: string }
  | { kind: 'cash_on_delivery' };

/** The price and what the action is, once the caller's checks passed under its locks. */
export interface Priced<Result> {
  amountCents: number;
  /** The payment's purpose, e.g. 'play: competition 7' (at most 500 characters). */
  purpose: string;
  /** Told to the payer when the card is declined, with the provider's reason (nothing when absent). */
  declinedNotice?(reason: string): NotifyInput;
  /**
   * Writes what was bought, in the same transaction, once it is paid (`paymentId` null for cash
   * on delivery), and says what the invoice holds and what the payer is told.
   */
  fulfil(tx: Transaction, paid: Paid): Promise<Fulfilled<Result>>;
}

/** What the path hands the action once paid: the payment (null for cash on delivery), when, and the checked key. */
export interface Paid {
  paymentId: number | null;
  at: Date;
  idempotencyKey: string;
  /** Nothing more is owed: charged, or nothing was due (a 100% discount). False: cash on delivery. */
  settled: boolean;
}

export interface Fulfilled<Result> {
  invoice: {
    /** The order the invoice is for (null for an entry or an unlock). */
    orderId: number | null;
    billTo: BillTo;
    lines: InvoiceLine[];
    /** Defaults to the total of the lines, with no discount, shipping or tax. */
    totals?: {
      subtotalCents: number;
      discountCents?: number;
      shippingCents: number;
      taxCents: number;
      totalCents: number;
    };
    /** The discount code the totals' discount came from. */
    discountCode?: string | null;
    /** When a cash-on-delivery invoice is due (a paid one was due on receipt). */
    dueDate?: Date;
    /** How it was paid when not the way the payer chose: a free entry's 'free_entry' (decision 0063). */
    paymentMethod?: string;
  };
  /** Told to the payer when the charge went through (cash on delivery tells nothing). */
  paidNotice: NotifyInput;
  /** The answer, given the invoice's id (e.g. to record it beside what was bought). */
  result(invoiceId: number): Promise<Result> | Result;
}

export interface PaidAction<Result> {
  payerId: number;
  /** The client's Idempotency-Key header: checked here, one per attempt. */
  idempotencyKey: string | undefined;
  /** What the advisory lock serialises on, when not the key (the chat unlock locks per influencer). */
  lockOn?: string;
  /** The request's fingerprint: a replay whose recorded fingerprint differs is refused (409). */
  fingerprint?: string;
  payWith: PayWith;
  /**
   * The result already recorded for this attempt (a retry), looked up under the lock. A recorded
   * fingerprint of null (from before fingerprints) is answered as before.
   */
  findRecorded(
    tx: Transaction,
    idempotencyKey: string,
  ): Promise<{ result: Result; fingerprint?: string | null } | undefined>;
  /**
   * The caller's own checks and locks, given the payer's card on file (read when paying with it;
   * only ever the payer's own). Throws to refuse; returns the price and how to fulfil.
   */
  prepare(tx: Transaction, card: CardRow | undefined): Promise<Priced<Result>>;
}

export interface PaidOutcome<Result> {
  result: Result;
  /** An earlier attempt with the same key already did it: nothing was charged now. */
  replayed: boolean;
}

type InTransaction<Result> =
  | { kind: 'done'; result: Result; replayed: boolean }
  | { kind: 'declined'; message: string };

/**
 * Takes the payment for a paid action, in one transaction with the caller's work: checks the
 * Idempotency-Key, takes its advisory lock, replays an attempt already recorded (refusing the same
 * key for another request), lets the caller check and lock what it sells, charges the payer's card
 * on file or token once per key, records what was bought, issues the invoice with its lines and
 * tells the payer. A decline commits only its payment record (and its notice) and is then refused
 * with PAYMENT_DECLINED. Cash on delivery charges nothing and issues a pending invoice.
 */
export async function takePayment<Result>(
  ctx: AppContext,
  gateway: PaymentGateway,
  action: PaidAction<Result>,
): Promise<PaidOutcome<Result>> {
  const idempotencyKey = requireIdempotencyKey(action.idempotencyKey);
  const payerId = action.payerId;
  const outcome = await ctx.db
    .transaction(async (tx): Promise<InTransaction<Result>> => {
      await lockIdempotencyKey(tx, payerId, action.lockOn ?? idempotencyKey);
      const recorded = await action.findRecorded(tx, idempotencyKey);
      if (recorded) {
        const was = recorded.fingerprint;
        if (action.fingerprint !== undefined && was != null && was !== action.fingerprint) {
          throw new AppError('CONFLICT', checkoutMessages.idempotencyKeyReused, {
            clientCode: checkoutErrorCodes.idempotencyKeyReused,
          });
        }
        return { kind: 'done', result: recorded.result, replayed: true };
      }

      const { payWith } = action;
      const card = payWith.kind === 'card_on_file' ? await findCurrentCard(tx, payerId) : undefined;
      const priced = await action.prepare(tx, card);
      const txCtx = withDb(ctx, tx);

      let payment: PaymentRow | null = null;
      // Nothing to charge (an order a discount made free): no payment, nothing owed.
      const nothingDue = priced.amountCents === 0;
      if (payWith.kind !== 'cash_on_delivery' && !nothingDue) {
        if (payWith.kind === 'card_on_file' && !card) {
          throw new AppError('BAD_REQUEST', checkoutMessages.cardNotOnFile, {
            clientCode: checkoutErrorCodes.cardNotOnFile,
          });
        }
        ({ payment } = await chargeInTransaction(tx, ctx.clock, gateway, {
          userId: payerId,
          idempotencyKey,
          amountCents: priced.amountCents,
          sourceToken: payWith.kind === 'token' ? payWith.token : (card?.providerCardId ?? ''),
          customerId: payWith.kind === 'token' ? null : (card?.providerCustomerId ?? null),
          card: card ? { brand: card.brand, last4: card.last4 } : null,
          purpose: priced.purpose.slice(0, 500),
        }));
        if (payment.status !== 'completed') {
          if (priced.declinedNotice) {
            const reason = payment.failureMessage ?? 'card declined';
            await notify(txCtx, payerId, priced.declinedNotice(reason));
          }
          return { kind: 'declined', message: payment.failureMessage ?? 'Card declined.' };
        }
      }

      const now = ctx.clock.now();
      const settled = payment !== null || nothingDue;
      const fulfilled = await priced.fulfil(tx, {
        paymentId: payment?.id ?? null,
        at: now,
        idempotencyKey,
        settled,
      });
      const { invoice } = fulfilled;
      const subtotalCents = invoice.lines.reduce(
        (sum, line) => sum + line.unitPriceCents * line.quantity,
        0,
      );
      const issued = await createInvoice(tx, {
        userId: payerId,
        orderId: invoice.orderId,
        paymentId: payment?.id ?? null,
        status: settled ? 'paid' : 'pending',
        paymentMethod:
          invoice.paymentMethod ??
          (payWith.kind === 'cash_on_delivery' ? 'cod' : payMethodOf(payWith)),
        invoiceDate: now,
        dueDate: settled ? now : (invoice.dueDate ?? now),
        ...(invoice.totals ?? {
          subtotalCents,
          shippingCents: 0,
          taxCents: 0,
          totalCents: subtotalCents,
        }),
        discountCode: invoice.discountCode ?? null,
        billTo: invoice.billTo,
        lines: invoice.lines,
      });
      // The receipt email is written to the outbox here and sent after the commit (issue 19).
      const receipt =
        invoice.orderId !== null ? 'order' : priced.purpose.startsWith('play:') ? 'play' : null;
      if (receipt) {
        await enqueueReceiptEmail(tx, { userId: payerId, invoiceId: issued.id, receipt }, now);
      }
      const result = await fulfilled.result(issued.id);
      if (payment) await notify(txCtx, payerId, fulfilled.paidNotice);
      return { kind: 'done', result, replayed: false };
    })
    .catch((error: unknown) => {
      metrics.payments.inc({ outcome: 'failed' });
      throw error;
    });
  metrics.payments.inc({
    outcome:
      outcome.kind === 'declined'
        ? 'declined'
        : outcome.replayed
          ? 'replayed'
          : action.payWith.kind === 'cash_on_delivery'
            ? 'cash_on_delivery'
            : 'completed',
  });

  if (outcome.kind === 'declined') {
    throw new AppError('PAYMENT_DECLINED', outcome.message, {
      clientCode: checkoutErrorCodes.paymentDeclined,
    });
  }
  return { result: outcome.result, replayed: outcome.replayed };
}

function payMethodOf(payWith: Exclude<PayWith, { kind: 'cash_on_delivery' }>): string {
  return payWith.kind === 'token' ? payWith.method : 'card';
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
 * provider (once: the provider's key comes from `refundKey`), the payment marked refunded and its
 * invoice too. A payment that took no money (or was refunded already) is only marked on its
 * invoice. A provider's refusal is returned as a value and changes nothing.
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
  await markInvoiceOfPaymentRefunded(ctx.db, payment.id);
  return { ok: true, refunded, amountCents: payment.amountCents };
}
