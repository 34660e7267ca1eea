import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamptz } from '../columns';
import { auctions } from './auctions';
import { users } from './auth';
import { products } from './catalog';
import { competitions } from './competitions';

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
    /** The chosen size of a product sold in sizes ('M'); '' when it has none (src/shared/sizes.ts). */
    size: text('size').notNull().default(''),
    /**
     * 'regular'; 'prize': the won product, only its winner has it, at the prize price; 'auction':
     * an auction's unit whose charge was declined (or offered to the runner-up), at its final price.
     */
    type: text('type').notNull().default('regular'),
    /** The competition a prize line was won in. */
    competitionId: integer('competition_id').references(() => competitions.id, {
      onDelete: 'cascade',
    }),
    /** The auction an 'auction' line is for. */
    auctionId: integer('auction_id').references(() => auctions.id, { onDelete: 'cascade' }),
    addedAt: timestamptz('added_at').notNull(),
  },
  (table) => [
    // A user's whole cart (every kind of line): the cart page and checkout's locked read.
    index('cart_items_user_idx').on(table.userId),
    uniqueIndex('cart_items_user_product_type_size_key')
      .on(table.userId, table.productId, table.type, table.size)
      .where(sql`${table.competitionId} is null and ${table.auctionId} is null`),
    uniqueIndex('cart_items_prize_key')
      .on(table.competitionId)
      .where(sql`${table.competitionId} is not null`),
    uniqueIndex('cart_items_auction_key')
      .on(table.auctionId)
      .where(sql`${table.auctionId} is not null`),
    check('cart_items_quantity_check', sql`${table.quantity} >= 1`),
  ],
);
