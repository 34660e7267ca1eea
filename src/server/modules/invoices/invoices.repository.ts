import { asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { preparedQuery, selectRowsPrepared } from '../../db/prepared';
import { documentCounters, invoiceItems, invoices } from '../../db/schema/invoices';
import { intArrayText } from '../../db/sql';

export type InvoiceRow = typeof invoices.$inferSelect;
export type NewInvoiceRow = typeof invoices.$inferInsert;
export type InvoiceItemRow = typeof invoiceItems.$inferSelect;

export interface InvoiceRecord {
  invoice: InvoiceRow;
  items: InvoiceItemRow[];
}

/**
 * Records an invoice under the next number of the gapless counter `counter`, with its items, in one
 * statement. The counter's row stays locked until the transaction ends, so numbers are handed out
 * in commit order and a rolled-back transaction gives its number back; issued last in a
 * transaction, it is held only while that transaction commits. The number reads `INV-` and at
 * least six digits (invoices.service `formatInvoiceNumber`). `alsoWrite` (the receipt's email, the
 * payer's notice) rides in the same statement, so issuing last stays one statement before the commit. Every paid
 * action issues one: prepared (one per shape of `alsoWrite`).
 */
export async function insertNumberedInvoice(
  db: Executor,
  counter: string,
  invoice: Omit<NewInvoiceRow, 'id' | 'invoiceNumber'>,
  items: Omit<typeof invoiceItems.$inferInsert, 'id' | 'invoiceId'>[],
  /** Statements run with this one (data-modifying CTEs), each given the new invoice's id as SQL. */
  alsoWrite: ReadonlyArray<(invoiceId: SQL) => SQL> = [],
): Promise<{ id: number; invoiceNumber: string }> {
  const lines = JSON.stringify(
    items.map((item) => ({
      description: item.description,
      quantity: item.quantity,
      unit_price_cents: item.unitPriceCents,
      total_cents: item.totalCents,
      type: item.type,
    })),
  );
  const [row] = await selectRowsPrepared<{ id: number; invoice_number: string }>(
    db,
    'insert_numbered_invoice',
    sql`
    with number as (
      insert into ${documentCounters} (name, value) values (${counter}, 1)
      on conflict (name) do update set value = ${documentCounters}.value + 1
      returning value
    ), invoice as (
      insert into ${invoices} (
        invoice_number, user_id, order_id, status, payment_method, payment_id, invoice_date,
        due_date, subtotal_cents, discount_cents, discount_code, shipping_cents, tax_cents,
        total_cents, customer_name, customer_email, customer_address
      )
      select
        'INV-' || lpad(number.value::text, greatest(6, length(number.value::text)), '0'),
        ${invoice.userId}, ${invoice.orderId ?? null}, ${invoice.status}, ${invoice.paymentMethod},
        ${invoice.paymentId ?? null}, ${invoice.invoiceDate}, ${invoice.dueDate ?? null},
        ${invoice.subtotalCents}, ${invoice.discountCents ?? 0}, ${invoice.discountCode ?? null},
        ${invoice.shippingCents}, ${invoice.taxCents}, ${invoice.totalCents},
        ${invoice.customerName}, ${invoice.customerEmail}, ${invoice.customerAddress}
      from number
      returning id, invoice_number
    ), items as (
      insert into ${invoiceItems} (invoice_id, description, quantity, unit_price_cents, total_cents, type)
      select invoice.id, item.value ->> 'description', (item.value ->> 'quantity')::integer,
        (item.value ->> 'unit_price_cents')::integer, (item.value ->> 'total_cents')::integer,
        item.value ->> 'type'
      from invoice, jsonb_array_elements(${lines}::jsonb) with ordinality as item(value, n)
      order by item.n
    )${sql.join(
      alsoWrite.map(
        (write, index) =>
          sql`, ${sql.identifier(`also_written_${index}`)} as (${write(sql`(select id from invoice)`)})`,
      ),
    )}
    select id, invoice_number from invoice`,
  );
  if (!row) throw new Error('invoice insert returned no row');
  return { id: Number(row.id), invoiceNumber: row.invoice_number };
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

// The invoices with these ids and their items, two statements however many: every receipt the
// outbox sends reads its invoice through them, a batch of receipts at once (prepared).
const invoicesById = preparedQuery('find_invoices', (db) =>
  db
    .select()
    .from(invoices)
    .where(sql`${invoices.id} = any(${sql.placeholder('ids')}::int[])`),
);
const itemsOfInvoices = preparedQuery('find_invoices_items', (db) =>
  db
    .select()
    .from(invoiceItems)
    .where(sql`${invoiceItems.invoiceId} = any(${sql.placeholder('ids')}::int[])`)
    .orderBy(asc(invoiceItems.id)),
);

/**
 * These invoices, each with its items, where each is its user's: one asked for under another
 * user is left out (so it reads as not found, never as someone else's).
 */
export async function findOwnInvoices(
  db: Executor,
  wanted: ReadonlyArray<{ userId: number; invoiceId: number }>,
): Promise<InvoiceRecord[]> {
  if (wanted.length === 0) return [];
  const asked = new Set(wanted.map((one) => `${one.userId}:${one.invoiceId}`));
  const ids = [...new Set(wanted.map((one) => one.invoiceId))];
  const found = (await invoicesById(db, { ids: intArrayText(ids) })).filter((invoice) =>
    asked.has(`${invoice.userId}:${invoice.id}`),
  );
  if (found.length === 0) return [];
  const items = await itemsOfInvoices(db, {
    ids: intArrayText(found.map((invoice) => invoice.id)),
  });
  return found.map((invoice) => ({
    invoice,
    items: items.filter((item) => item.invoiceId === invoice.id),
  }));
}

/** A user's invoices, newest first, with their items. */
export async function findInvoices(db: Executor, userId: number): Promise<InvoiceRecord[]> {
  const rows = await db
    .select({ invoice: invoices })
    .from(invoices)
    .where(eq(invoices.userId, userId))
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
