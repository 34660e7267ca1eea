import type { SQL } from 'drizzle-orm';
import { checkoutErrorCodes, checkoutMessages } from '../../shared/contracts/orders';
import type { AppContext } from '../context';
import type { Transaction } from '../db/client';
import { answered, type InFlight, pipelines } from '../db/pipeline';
import type { WrittenWith } from '../db/sql';
import { AppError } from '../errors';
import type { BillTo, InvoiceLine } from '../modules/invoices/invoices.service';
import { createInvoice } from '../modules/invoices/invoices.service';
import { receiptEmailOf } from '../modules/messaging/outbox.service';
import type { PaymentGateway } from '../modules/payments/payment-gateway';
import {
  type CardOnFile,
  cardOnFile,
  chargeInTransaction,
  lockPaymentAttempt,
  requireIdempotencyKey,
} from '../modules/payments/payments.service';
import { type PaymentPurpose, purposeText, receiptOf } from '../modules/payments/purpose';
import * as metrics from '../ops/metrics';

/*
 * The steps every paid action takes (checkout, a single-product order, a competition entry, an
 * auction's winning charge, a chat unlock). Each flow calls them in order inside `payOnce`:
 * replay or lock, check, `chargePayer`, record what was bought, `issueInvoice`, tell the payer.
 */

/** How the payer pays: the card on file, a one-time token (a new card, Apple Pay), or cash on delivery. */
export type PayWith =
  | { kind: 'card_on_file' }
  | { kind: 'token'; method: 'card' | 'apple_pay'; token: string }
  | { kind: 'cash_on_delivery' };

/** How one attempt ended inside its transaction. */
export type Attempt<Result> =
  | {
      kind: 'paid';
      result: Result;
      /**
       * The attempt's last statement, still in flight (its answer not needed for the result): the
       * COMMIT is sent behind it at once, one round trip for both, and fails if it did.
       */
      lastly?: InFlight;
    }
  /** An earlier attempt with the same key already did it: nothing is charged now. */
  | { kind: 'replayed'; result: Result }
  /** The card was declined: only the payment's record (and its notice) commits. */
  | { kind: 'declined'; message: string };

export interface PaidOutcome<Result> {
  result: Result;
  replayed: boolean;
}

/**
 * Runs one paid attempt in one transaction: checks the Idempotency-Key and holds the payer's
 * advisory lock on it (or on `lockOn`) to the commit, so a retry waits for the first attempt and
 * finds what it recorded. A declined attempt commits and is then refused with PAYMENT_DECLINED.
 *
 * The lock is sent with the attempt's first statement, not answered before it: the server takes
 * the lock (waiting for it if a retry holds it) before it runs the next statement of the
 * connection, which reads after it.
 */
export async function payOnce<Result>(
  ctx: AppContext,
  request: {
    payerId: number;
    /** The client's Idempotency-Key header: checked here, one per attempt. */
    idempotencyKey: string | undefined;
    /** What the lock serialises on, when not the key (a chat unlock locks per influencer). */
    lockOn?: string;
    payWith: PayWith;
  },
  attempt: (tx: Transaction, idempotencyKey: string) => Promise<Attempt<Result>>,
): Promise<PaidOutcome<Result>> {
  const idempotencyKey = requireIdempotencyKey(request.idempotencyKey);
  let lastly: InFlight | undefined;
  const outcome = await ctx.db
    .transaction(async (tx) => {
      // Both settle before the transaction ends: none of the attempt's statements outlives it.
      const [locked, attempted] = await Promise.allSettled([
        lockPaymentAttempt(tx, request.payerId, request.lockOn ?? idempotencyKey),
        attempt(tx, idempotencyKey),
      ]);
      if (locked.status === 'rejected') throw locked.reason;
      if (attempted.status === 'rejected') throw attempted.reason;
      if (attempted.value.kind === 'paid' && attempted.value.lastly) {
        lastly = attempted.value.lastly;
        if (!pipelines(tx)) await answered(lastly);
      }
      return attempted.value;
    })
    .catch(async (error: unknown) => {
      metrics.payments.inc({ outcome: 'failed' });
      // A last statement that failed rolled the COMMIT back: its error says why.
      throw (lastly && (await lastly.failure)?.error) ?? error;
    });
  // Answered before its COMMIT was: it succeeded, or the COMMIT failed above.
  if (lastly) await answered(lastly);
  metrics.payments.inc({
    outcome:
      outcome.kind === 'paid'
        ? request.payWith.kind === 'cash_on_delivery'
          ? 'cash_on_delivery'
          : 'completed'
        : outcome.kind,
  });
  if (outcome.kind === 'declined') {
    throw new AppError('PAYMENT_DECLINED', outcome.message, {
      clientCode: checkoutErrorCodes.paymentDeclined,
    });
  }
  return { result: outcome.result, replayed: outcome.kind === 'replayed' };
}

/**
 * A recorded attempt whose request differs from this one (another purchase under the same key)
 * is refused. A recorded fingerprint of null predates fingerprints and is answered as a replay.
 */
export function refuseReusedKey(recorded: string | null, fingerprint: string): void {
  if (recorded !== null && recorded !== fingerprint) {
    throw new AppError('CONFLICT', checkoutMessages.idempotencyKeyReused, {
      clientCode: checkoutErrorCodes.idempotencyKeyReused,
    });
  }
}

/** The payer's card on file when paying with it (only ever the payer's own), else nothing. */
export function cardToCharge(
  tx: Transaction,
  payerId: number,
  payWith: PayWith,
): Promise<CardOnFile | undefined> {
  return payWith.kind === 'card_on_file' ? cardOnFile(tx, payerId) : Promise.resolve(undefined);
}

export type Charge =
  | {
      ok: true;
      /**
       * The payment's row; null when nothing was charged (cash on delivery, nothing due) and
       * while its row is still to be written (`toWrite`).
       */
      paymentId: number | null;
      /** The payment's row, when the caller writes it with its order (`writtenWithOrder`). */
      toWrite?: WrittenWith;
      /** Nothing more is owed: charged, or nothing was due (a 100% discount). */
      settled: boolean;
      at: Date;
    }
  | { ok: false; reason: string; message: string };

/**
 * Charges the payer once per key: the card on file or the token, unless nothing is due or the
 * payer pays cash on delivery. A decline is recorded and returned as a value.
 */
export async function chargePayer(
  ctx: AppContext,
  tx: Transaction,
  gateway: PaymentGateway,
  charge: {
    payerId: number;
    idempotencyKey: string;
    payWith: PayWith;
    card: CardOnFile | undefined;
    amountCents: number;
    purpose: PaymentPurpose;
    /** `payOnce` locked on this key (not on a `lockOn` of its own): the charge need not again. */
    keyLocked?: boolean;
    /** Read under that lock: no payment was made under the key (the charge need not ask). */
    noPaymentUnderKey?: boolean;
    /** A completed payment's row is handed back (`toWrite`), for the order's statement to write. */
    writtenWithOrder?: boolean;
  },
): Promise<Charge> {
  const { payWith, card } = charge;
  const nothingDue = charge.amountCents === 0;
  if (payWith.kind === 'cash_on_delivery' || nothingDue) {
    return { ok: true, paymentId: null, settled: nothingDue, at: ctx.clock.now() };
  }
  if (payWith.kind === 'card_on_file' && !card) {
    throw new AppError('BAD_REQUEST', checkoutMessages.cardNotOnFile, {
      clientCode: checkoutErrorCodes.cardNotOnFile,
    });
  }
  const charged = await chargeInTransaction(
    tx,
    ctx.clock,
    gateway,
    {
      userId: charge.payerId,
      idempotencyKey: charge.idempotencyKey,
      amountCents: charge.amountCents,
      sourceToken: payWith.kind === 'token' ? payWith.token : (card?.providerCardId ?? ''),
      customerId: payWith.kind === 'token' ? null : (card?.providerCustomerId ?? null),
      card: card ? { brand: card.brand, last4: card.last4 } : null,
      purpose: purposeText(charge.purpose),
    },
    {
      keyLock: charge.keyLocked ?? false,
      noPaymentUnderKey: charge.noPaymentUnderKey ?? false,
      writtenByCaller: charge.writtenWithOrder ?? false,
      ...(card ? { card } : {}),
    },
  );
  if (charged.toWrite) {
    return {
      ok: true,
      paymentId: null,
      toWrite: charged.toWrite,
      settled: true,
      at: ctx.clock.now(),
    };
  }
  const { payment } = charged;
  if (payment.status !== 'completed') {
    return {
      ok: false,
      reason: payment.failureMessage ?? 'card declined',
      message: payment.failureMessage ?? 'Card declined.',
    };
  }
  return { ok: true, paymentId: payment.id, settled: true, at: ctx.clock.now() };
}

export interface InvoiceContent {
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
  /** When a cash-on-delivery invoice is due (a paid one is due on receipt). */
  dueDate?: Date;
  /** How it was paid when not the way the payer chose: a free entry's 'free_entry'. */
  paymentMethod?: string;
}

/**
 * Issues the invoice of a paid action (paid, or pending for cash on delivery) and writes its
 * receipt email to the outbox, sent after the commit, in one statement. The invoice counter's row
 * stays locked from here to the commit: issue it last. Returns the invoice's id.
 */
export async function issueInvoice(
  tx: Transaction,
  paid: {
    payerId: number;
    payWith: PayWith;
    charge: Charge & { ok: true };
    purpose: PaymentPurpose;
  },
  invoice: InvoiceContent,
  /** Written in the invoice's statement (the payer's notice): one round trip for all of them. */
  alsoWrite: readonly SQL[] = [],
): Promise<number> {
  const { charge, payWith } = paid;
  const subtotalCents = invoice.lines.reduce(
    (sum, line) => sum + line.unitPriceCents * line.quantity,
    0,
  );
  const receipt = receiptOf(paid.purpose);
  const issued = await createInvoice(
    tx,
    {
      userId: paid.payerId,
      orderId: invoice.orderId,
      paymentId: charge.paymentId,
      status: charge.settled ? 'paid' : 'pending',
      paymentMethod:
        invoice.paymentMethod ??
        (payWith.kind === 'cash_on_delivery'
          ? 'cod'
          : payWith.kind === 'token'
            ? payWith.method
            : 'card'),
      invoiceDate: charge.at,
      dueDate: charge.settled ? charge.at : (invoice.dueDate ?? charge.at),
      ...(invoice.totals ?? {
        subtotalCents,
        shippingCents: 0,
        taxCents: 0,
        totalCents: subtotalCents,
      }),
      discountCode: invoice.discountCode ?? null,
      billTo: invoice.billTo,
      lines: invoice.lines,
    },
    [
      ...(receipt ? [receiptEmailOf({ userId: paid.payerId, receipt }, charge.at)] : []),
      ...alsoWrite.map((write) => () => write),
    ],
  );
  return issued.id;
}
