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
import {
  findInvoiceIdOfPayment,
  findInvoices,
  type InvoiceRecord,
  type InvoiceRow,
  insertInvoice,
  nextCounterValue,
} from './invoices.repository';

const INVOICE_COUNTER = 'invoice';

export function formatInvoiceNumber(value: number): string {
  return `INV-${String(value).padStart(6, '0')}`;
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
  shippingCents: number;
  taxCents: number;
  totalCents: number;
  customer: { name: string; email: string; address: string };
  items: {
    description: string;
    quantity: number;
    unitPriceCents: number;
    type: (typeof invoiceItemTypes)[number];
  }[];
}

/** Issues the next invoice number and records the invoice, inside the caller's transaction. */
export async function createInvoice(tx: Executor, input: NewInvoice): Promise<InvoiceRow> {
  const number = await nextCounterValue(tx, INVOICE_COUNTER);
  return insertInvoice(
    tx,
    {
      invoiceNumber: formatInvoiceNumber(number),
      userId: input.userId,
      orderId: input.orderId,
      paymentId: input.paymentId,
      status: input.status,
      paymentMethod: input.paymentMethod,
      invoiceDate: input.invoiceDate,
      dueDate: input.dueDate,
      subtotalCents: input.subtotalCents,
      shippingCents: input.shippingCents,
      taxCents: input.taxCents,
      totalCents: input.totalCents,
      customerName: input.customer.name,
      customerEmail: input.customer.email,
      customerAddress: input.customer.address,
    },
    input.items.map((item) => ({
      description: item.description,
      quantity: item.quantity,
      unitPriceCents: item.unitPriceCents,
      totalCents: item.unitPriceCents * item.quantity,
      type: item.type,
    })),
  );
}

export function toInvoice({ invoice, items, card }: InvoiceRecord): Invoice {
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

export async function listInvoices(ctx: AppContext, userId: number): Promise<Invoice[]> {
  return (await findInvoices(ctx.db, { userId })).map(toInvoice);
}

/** One of the user's own invoices; another user's is 'not found', never 'forbidden'. */
export async function getInvoice(
  ctx: AppContext,
  userId: number,
  invoiceId: number,
): Promise<Invoice> {
  const [record] = await findInvoices(ctx.db, { userId, invoiceId });
  if (!record) throw new AppError('NOT_FOUND', checkoutMessages.invoiceNotFound);
  return toInvoice(record);
}

/** The id of the invoice a payment was billed on, if any (inside the caller's transaction). */
export async function invoiceIdOfPayment(
  db: Executor,
  paymentId: number,
): Promise<number | undefined> {
  return findInvoiceIdOfPayment(db, paymentId);
}
