import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamptz } from '../columns';
import { users } from './auth';
import { orders } from './orders';
import { payments } from './payments';

/**
 * Invoices: one per order, later one per paid game entry. Numbers come from `document_counters`
 * inside the same transaction, so they run without gaps.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    invoiceNumber: text('invoice_number').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'restrict' }),
    /** paid | pending | refunded | void */
    status: text('status').notNull(),
    paymentMethod: text('payment_method').notNull(),
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'restrict' }),
    invoiceDate: timestamptz('invoice_date').notNull(),
    dueDate: timestamptz('due_date'),
    subtotalCents: integer('subtotal_cents').notNull(),
    /** A discount code's amount, shown as its own line under the subtotal. */
    discountCents: integer('discount_cents').notNull().default(0),
    discountCode: text('discount_code'),
    shippingCents: integer('shipping_cents').notNull(),
    taxCents: integer('tax_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    customerAddress: text('customer_address').notNull(),
  },
  (table) => [
    uniqueIndex('invoices_number_key').on(table.invoiceNumber),
    uniqueIndex('invoices_order_key').on(table.orderId),
    index('invoices_user_idx').on(table.userId),
    check('invoices_status_check', sql`${table.status} in ('paid', 'pending', 'refunded', 'void')`),
  ],
);

export const invoiceItems = pgTable(
  'invoice_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    description: text('description').notNull(),
    quantity: integer('quantity').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    /** PRODUCT | SHIPPING | PLAY */
    type: text('type').notNull(),
  },
  (table) => [index('invoice_items_invoice_idx').on(table.invoiceId)],
);

/** Gapless counters (e.g. invoice numbers): incremented inside the transaction that uses them. */
export const documentCounters = pgTable('document_counters', {
  name: text('name').primaryKey(),
  value: integer('value').notNull(),
});
