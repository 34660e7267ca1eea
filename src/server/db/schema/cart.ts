import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamptz } from '../columns';
import { users } from './auth';
import { products } from './catalog';

/** A shopper's cart lines. Prices are never stored here: they always come from the product. */
export const cartItems = pgTable(
  'cart_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull().default(1),
    /** 'regular' for now; game entries and prizes get their own types with the Competitions issue. */
    type: text('type').notNull().default('regular'),
    addedAt: timestamptz('added_at').notNull(),
  },
  (table) => [
    uniqueIndex('cart_items_user_product_type_key').on(table.userId, table.productId, table.type),
    check('cart_items_quantity_check', sql`${table.quantity} >= 1`),
  ],
);
