import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { documentCounters, invoiceItems, invoices } from '../../db/schema/invoices';

export type InvoiceRow = typeof invoices.$inferSelect;
export type NewInvoiceRow = typeof invoices.$inferInsert;
export type InvoiceItemRow = typeof invoiceItems.$inferSelect;

export interface InvoiceRecord {
  invoice: InvoiceRow;
  items: InvoiceItemRow[];
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

export async function updateInvoiceStatusOfOrder(
  db: Executor,
  orderId: number,
  status: string,
): Promise<void> {
  await db.update(invoices).set({ status }).where(eq(invoices.orderId, orderId));
}

export async function updateInvoiceStatusOfPayment(
  db: Executor,
  paymentId: number,
  status: string,
): Promise<void> {
  await db.update(invoices).set({ status }).where(eq(invoices.paymentId, paymentId));
}

export async function updateInvoiceStatus(
  db: Executor,
  invoiceId: number,
  status: string,
): Promise<void> {
  await db.update(invoices).set({ status }).where(eq(invoices.id, invoiceId));
}

/** The invoice ids of the given orders or payments, keyed by that id (one query). */
export async function findInvoiceIdsBy(
  db: Executor,
  by: 'order' | 'payment',
  ids: number[],
): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const column = by === 'order' ? invoices.orderId : invoices.paymentId;
  const rows = await db
    .select({ key: column, id: invoices.id })
    .from(invoices)
    .where(inArray(column, ids))
    .orderBy(asc(invoices.id));
  const found = new Map<number, number>();
  for (const row of rows) {
    if (row.key !== null && !found.has(row.key)) found.set(row.key, row.id);
  }
  return found;
}

/** A user's invoices (or one of them), newest first, with their items. */
export async function findInvoices(
  db: Executor,
  filter: { userId: number; invoiceId?: number },
): Promise<InvoiceRecord[]> {
  const rows = await db
    .select({ invoice: invoices })
    .from(invoices)
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
    items: items.filter((item) => item.invoiceId === row.invoice.id),
  }));
}
