import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamptz } from '../columns';
import { users } from './auth';

/**
 * Every charge attempt, one row per idempotency key: a retried call finds its row and charges
 * nothing more. Amounts in cents.
 */
export const payments = pgTable(
  'payments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    idempotencyKey: text('idempotency_key').notNull(),
    provider: text('provider').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('USD'),
    /** completed | declined | refunded */
    status: text('status').notNull(),
    /** What was paid for, e.g. 'order:12' or 'play:7'. */
    purpose: text('purpose').notNull(),
    providerPaymentId: text('provider_payment_id'),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    failureMessage: text('failure_message'),
    createdAt: timestamptz('created_at').notNull(),
    refundedAt: timestamptz('refunded_at'),
    providerRefundId: text('provider_refund_id'),
  },
  (table) => [
    // Keys are the client's: scoped to the user, so one shopper can never reach another's payment.
    uniqueIndex('payments_user_idempotency_key').on(table.userId, table.idempotencyKey),
    index('payments_user_id_idx').on(table.userId),
    check('payments_amount_check', sql`${table.amountCents} > 0`),
    check('payments_status_check', sql`${table.status} in ('completed', 'declined', 'refunded')`),
  ],
);

/**
 * Cards on file: only what the provider lets us keep (its card id, brand, last four, expiry).
 * Card numbers never reach the server.
 */
export const paymentCards = pgTable(
  'payment_cards',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    providerCardId: text('provider_card_id').notNull(),
    /** The provider's customer the card is filed under (Square), to charge it later. */
    providerCustomerId: text('provider_customer_id'),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    createdAt: timestamptz('created_at').notNull(),
    /** Replaced cards are kept for the payments that used them. */
    replacedAt: timestamptz('replaced_at'),
  },
  (table) => [index('payment_cards_user_idx').on(table.userId)],
);
