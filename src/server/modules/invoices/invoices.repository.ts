import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { documentCounters, invoiceItems, invoices } from '../../db/schema/orders';
import { payments } from '../../db/schema/payments';

export type InvoiceRow = typeof invoices.$inferSelect;
export type NewInvoiceRow = typeof invoices.$inferInsert;
export type InvoiceItemRow = typeof invoiceItems.$inferSelect;

export interface InvoiceRecord {
  invoice: InvoiceRow;
  items: InvoiceItemRow[];
  card: { brand: string; last4: string } | null;
}

/**
 * The next value of a gapless counter. The row stays locked until the transaction ends, so numbers
 * are handed out in commit order and a rolled-back transaction gives its number back.
 */
export async function nextCounterValue(db: Executor, name: string): Promise<number> {
  const [row] = await db
    .insert(documentCounters)
    .values({ name, value: 1 })
    .onConflictDoUpdate({
      target: documentCounters.name,
      set: { value: sql`${documentCounters.value} + 1` },
    })
    .returning({ value: documentCounters.value });
  if (!row) throw new Error('counter upsert returned no row');
  return row.value;
}

export async function insertInvoice(
  db: Executor,
  invoice: NewInvoiceRow,
  items: Omit<typeof invoiceItems.$inferInsert, 'invoiceId'>[],
): Promise<InvoiceRow> {
  const [row] = await db.insert(invoices).values(invoice).returning();
  if (!row) throw new Error('invoice insert returned no row');
  if (items.length > 0)
    await db.insert(invoiceItems).values(items.map((item) => ({ ...item, invoiceId: row.id })));
  return row;
}

export async function setInvoiceStatusOfOrder(
  db: Executor,
  orderId: number,
  status: string,
): Promise<void> {
  await db.update(invoices).set({ status }).where(eq(invoices.orderId, orderId));
}

/** A user's invoices (or one of them), newest first, with items and the card that paid. */
export async function findInvoices(
  db: Executor,
  filter: { userId: number; invoiceId?: number },
): Promise<InvoiceRecord[]> {
  const rows = await db
    .select({ invoice: invoices, cardBrand: payments.cardBrand, cardLast4: payments.cardLast4 })
    .from(invoices)
    .leftJoin(payments, eq(payments.id, invoices.paymentId))
    .where(
      and(
        eq(invoices.userId, filter.userId),
        filter.invoiceId === undefined ? undefined : eq(invoices.id, filter.invoiceId),
      ),
    )
    .orderBy(desc(invoices.invoiceDate), desc(invoices.id))
    .limit(500);
  const ids = rows.map((row) => row.invoice.id);
  const items =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(invoiceItems)
          .where(inArray(invoiceItems.invoiceId, ids))
          .orderBy(asc(invoiceItems.id));
  return rows.map((row) => ({
    invoice: row.invoice,
    card: row.cardBrand && row.cardLast4 ? { brand: row.cardBrand, last4: row.cardLast4 } : null,
    items: items.filter((item) => item.invoiceId === row.invoice.id),
  }));
}

/** The id of the invoice of this payment, if any. */
export async function findInvoiceIdOfPayment(
  db: Executor,
  paymentId: number,
): Promise<number | undefined> {
  const [row] = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(eq(invoices.paymentId, paymentId));
  return row?.id;
}
