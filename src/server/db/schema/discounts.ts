import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamptz } from '../columns';
import { users } from './auth';
import { orders } from './orders';

/**
 * Discount codes: a percentage (1-100) or a fixed amount in cents, with optional
 * limits. `code` is stored in upper case and unique.
 */
export const discountCodes = pgTable(
  'discount_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull(),
    percentOff: integer('percent_off'),
    amountOffCents: integer('amount_off_cents'),
    minSubtotalCents: integer('min_subtotal_cents'),
    /** The product types it applies to; empty: every type. */
    productTypes: text('product_types').array().notNull().default(sql`'{}'::text[]`),
    startsAt: timestamptz('starts_at'),
    endsAt: timestamptz('ends_at'),
    maxUses: integer('max_uses'),
    maxUsesPerCustomer: integer('max_uses_per_customer'),
    /** Off: paused, refused at checkout and never named in share texts. */
    active: boolean('active').notNull().default(true),
    createdAt: timestamptz('created_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (table) => [
    uniqueIndex('discount_codes_code_key').on(table.code),
    check('discount_codes_code_upper_check', sql`${table.code} = upper(${table.code})`),
    check(
      'discount_codes_kind_check',
      sql`(${table.percentOff} is null) <> (${table.amountOffCents} is null)`,
    ),
    check(
      'discount_codes_percent_check',
      sql`${table.percentOff} is null or ${table.percentOff} between 1 and 100`,
    ),
    check(
      'discount_codes_amount_check',
      sql`${table.amountOffCents} is null or ${table.amountOffCents} > 0`,
    ),
    check(
      'discount_codes_limits_check',
      sql`coalesce(${table.maxUses}, 1) >= 1 and coalesce(${table.maxUsesPerCustomer}, 1) >= 1 and coalesce(${table.minSubtotalCents}, 0) >= 0`,
    ),
    check(
      'discount_codes_window_check',
      sql`${table.startsAt} is null or ${table.endsAt} is null or ${table.startsAt} < ${table.endsAt}`,
    ),
  ],
);

/**
 * One row per order placed with a code, written in the order's transaction while the code's row is
 * locked: the count of these rows is the code's uses.
 */
export const discountRedemptions = pgTable(
  'discount_redemptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    discountCodeId: integer('discount_code_id')
      .notNull()
      .references(() => discountCodes.id, { onDelete: 'restrict' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    discountCents: integer('discount_cents').notNull(),
    createdAt: timestamptz('created_at').notNull(),
  },
  (table) => [
    uniqueIndex('discount_redemptions_order_key').on(table.orderId),
    index('discount_redemptions_code_user_idx').on(table.discountCodeId, table.userId),
    check('discount_redemptions_cents_check', sql`${table.discountCents} >= 0`),
  ],
);
