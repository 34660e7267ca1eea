import type { SQL } from 'drizzle-orm';
import {
  checkoutMessages,
  type Invoice,
  type InvoiceStatus,
  type invoiceItemTypes,
} from '../../../shared/contracts/orders';
import { toDollars } from '../../../shared/money';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { AppError } from '../../errors';
import { cardsOfPayments } from '../payments/payments.service';
import {
  findInvoiceIdsBy,
  findInvoices,
  findOwnInvoices,
  type InvoiceRecord,
  insertNumberedInvoice,
  updateInvoiceStatus,
  updateInvoiceStatusOfOrder,
  updateInvoiceStatusOfPayment,
} from './invoices.repository';

const INVOICE_COUNTER = 'invoice';

export function formatInvoiceNumber(value: number): string {
  return `INV-${String(value).padStart(6, '0')}`;
}

/** Who an invoice is billed to; `address` null when none is known. */
export interface BillTo {
  name: string;
  email: string;
  address: BillingAddress | null;
}

export interface BillingAddress {
  line1: string;
  city: string;
  state: string;
  postalCode: string;
  country: string;
}

/** The one way an invoice prints an address: 'line 1', 'City, ST 12345', 'Country'. */
export function formatBillingAddress(address: BillingAddress | null): string {
  if (!address) return '';
  return `${address.line1}\n${address.city}, ${address.state} ${address.postalCode}\n${address.country}`;
}

export interface InvoiceLine {
  description: string;
  quantity: number;
  unitPriceCents: number;
  type: (typeof invoiceItemTypes)[number];
}

export interface NewInvoice {
  userId: number;
  orderId: number | null;
  paymentId: number | null;
  status: InvoiceStatus;
  paymentMethod: string;
  invoiceDate: Date;
  dueDate: Date | null;
  subtotalCents: number;
  /** A discount code's amount off the subtotal (0 without one). */
  discountCents?: number;
  discountCode?: string | null;
  shippingCents: number;
  taxCents: number;
  totalCents: number;
  billTo: BillTo;
  lines: InvoiceLine[];
}

/**
 * Issues the next invoice number and records the invoice, inside the caller's transaction (the
 * payment path, flows/payment.ts `issueInvoice`). The number's counter stays locked to the commit:
 * issue it as late in the transaction as possible.
 */
export async function createInvoice(
  tx: Executor,
  input: NewInvoice,
  /** Written in the same statement, each given the new invoice's id (the receipt's email). */
  alsoWrite: ReadonlyArray<(invoiceId: SQL) => SQL> = [],
): Promise<{ id: number; invoiceNumber: string }> {
  return insertNumberedInvoice(
    tx,
    INVOICE_COUNTER,
    {
      userId: input.userId,
      orderId: input.orderId,
      paymentId: input.paymentId,
      status: input.status,
      paymentMethod: input.paymentMethod,
      invoiceDate: input.invoiceDate,
      dueDate: input.dueDate,
      subtotalCents: input.subtotalCents,
      discountCents: input.discountCents ?? 0,
      discountCode: input.discountCode ?? null,
      shippingCents: input.shippingCents,
      taxCents: input.taxCents,
      totalCents: input.totalCents,
      customerName: input.billTo.name,
      customerEmail: input.billTo.email,
      customerAddress: formatBillingAddress(input.billTo.address),
    },
    input.lines.map((item) => ({
      description: item.description,
      quantity: item.quantity,
      unitPriceCents: item.unitPriceCents,
      totalCents: item.unitPriceCents * item.quantity,
      type: item.type,
    })),
    alsoWrite,
  );
}

/** Marks the invoice of an order (paid, refunded, void) when the order moves. */
export async function setInvoiceStatusOfOrder(
  db: Executor,
  orderId: number,
  status: InvoiceStatus,
): Promise<void> {
  await updateInvoiceStatusOfOrder(db, orderId, status);
}

/** Marks the invoice of a refunded payment refunded (the refund path, payments.service). */
export async function markInvoiceOfPaymentRefunded(db: Executor, paymentId: number): Promise<void> {
  await updateInvoiceStatusOfPayment(db, paymentId, 'refunded');
}

/** Voids an invoice nothing was paid on (a free entry whose game was cancelled). */
export async function voidInvoice(db: Executor, invoiceId: number): Promise<void> {
  await updateInvoiceStatus(db, invoiceId, 'void');
}

/** The invoice id of each payment that has one, by payment id. */
export function invoiceIdsOfPayments(db: Executor, paymentIds: number[]) {
  return findInvoiceIdsBy(db, 'payment', paymentIds);
}

/** The invoice id of each order that has one, by order id. */
export function invoiceIdsOfOrders(db: Executor, orderIds: number[]) {
  return findInvoiceIdsBy(db, 'order', orderIds);
}

function toInvoice(
  { invoice, items }: InvoiceRecord,
  card: { brand: string; last4: string } | null,
): Invoice {
  return {
    id: invoice.id,
    invoiceNumber: invoice.invoiceNumber,
    orderId: invoice.orderId,
    invoiceDate: invoice.invoiceDate.toISOString(),
    dueDate: invoice.dueDate?.toISOString() ?? null,
    status: invoice.status as InvoiceStatus,
    paymentMethod: invoice.paymentMethod,
    card,
    subtotal: toDollars(invoice.subtotalCents),
    discount: toDollars(invoice.discountCents),
    discountCode: invoice.discountCode,
    shipping: toDollars(invoice.shippingCents),
    tax: toDollars(invoice.taxCents),
    total: toDollars(invoice.totalCents),
    customer: {
      name: invoice.customerName,
      email: invoice.customerEmail,
      address: invoice.customerAddress,
    },
    items: items.map((item) => ({
      description: item.description,
      quantity: item.quantity,
      unitPrice: toDollars(item.unitPriceCents),
      total: toDollars(item.totalCents),
      type: item.type as (typeof invoiceItemTypes)[number],
    })),
  };
}

/** The invoices with the card that paid each (from payments, in one query). */
async function withCards(db: Executor, records: InvoiceRecord[]): Promise<Invoice[]> {
  const cards = await cardsOfPayments(
    db,
    records.flatMap(({ invoice }) => (invoice.paymentId === null ? [] : [invoice.paymentId])),
  );
  return records.map((record) =>
    toInvoice(
      record,
      record.invoice.paymentId === null ? null : (cards.get(record.invoice.paymentId) ?? null),
    ),
  );
}

export async function listInvoices(ctx: AppContext, userId: number): Promise<Invoice[]> {
  return withCards(ctx.db, await findInvoices(ctx.db, userId));
}

/** One of the user's own invoices; another user's is 'not found', never 'forbidden'. */
export async function getInvoice(
  ctx: AppContext,
  userId: number,
  invoiceId: number,
): Promise<Invoice> {
  const [invoice] = await withCards(ctx.db, await findOwnInvoices(ctx.db, [{ userId, invoiceId }]));
  if (!invoice) throw new AppError('NOT_FOUND', checkoutMessages.invoiceNotFound);
  return invoice;
}

/**
 * Several users' invoices at once (the outbox's receipts, a batch at a time: three statements
 * however many): `invoiceOf` answers one only to the user it belongs to, undefined otherwise.
 */
export async function getInvoicesOf(
  ctx: AppContext,
  wanted: ReadonlyArray<{ userId: number; invoiceId: number }>,
): Promise<{ invoiceOf(userId: number, invoiceId: number): Invoice | undefined }> {
  const records = await findOwnInvoices(ctx.db, wanted);
  const found = await withCards(ctx.db, records);
  const byOwner = new Map(
    records.map(({ invoice }, index) => [`${invoice.userId}:${invoice.id}`, found[index]]),
  );
  return { invoiceOf: (userId, invoiceId) => byOwner.get(`${userId}:${invoiceId}`) };
}
