import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamptz } from '../columns';

export const brands = pgTable(
  'brands',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    logoUrl: text('logo_url'),
    description: text('description'),
    websiteUrl: text('website_url'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamptz('created_at').notNull(),
  },
  (table) => [uniqueIndex('brands_name_lower_key').on(sql`lower(${table.name})`)],
);

export const products = pgTable(
  'products',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    productType: text('product_type').notNull().default('sunglasses'),
    brand: text('brand').notNull(),
    model: text('model').notNull(),
    size: text('size').notNull(),
    quantity: integer('quantity').notNull().default(0),
    priceCents: integer('price_cents').notNull(),
    entryPriceCents: integer('entry_price_cents').notNull().default(100),
    maxContestants: integer('max_contestants').notNull().default(10),
    imageUrl: text('image_url'),
    description: text('description'),
    buyNowEnabled: boolean('buy_now_enabled').notNull().default(true),
    bidEnabled: boolean('bid_enabled').notNull().default(false),
    playEnabled: boolean('play_enabled').notNull().default(false),
    halfPriceEnabled: boolean('half_price_enabled').notNull().default(false),
    mysteryBoxEnabled: boolean('mystery_box_enabled').notNull().default(false),
    buyOnePlayFreeEnabled: boolean('buy_one_play_free_enabled').notNull().default(false),
    donateEnabled: boolean('donate_enabled').notNull().default(false),
    roast: text('roast'),
    origin: text('origin'),
    weightGrams: integer('weight_grams'),
    sku: text('sku'),
    supplier: text('supplier'),
    supplierContact: text('supplier_contact'),
    supplierCountry: text('supplier_country'),
    certifications: text('certifications'),
    compatibleMachines: text('compatible_machines'),
    createdAt: timestamptz('created_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
    /** Deleting a product archives it: it leaves the catalogue, orders and games keep pointing at it. */
    archivedAt: timestamptz('archived_at'),
    /**
     * Rises by one with every UPDATE of the row, whoever makes it (a BEFORE UPDATE trigger,
     * migration 0015): admin forms send it back in If-Match so a save over a sale is refused.
     */
    version: integer('version').notNull().default(1),
  },
  (table) => [
    check(
      'products_type_check',
      sql`${table.productType} in ('sunglasses', 'tshirt', 'shoe', 'book', 'coffee', 'tea', 'handbag')`,
    ),
    check('products_quantity_check', sql`${table.quantity} >= 0`),
    check('products_price_check', sql`${table.priceCents} > 0`),
    check('products_entry_price_check', sql`${table.entryPriceCents} > 0`),
    index('products_live_type_idx')
      .on(table.productType, table.id)
      .where(sql`${table.archivedAt} is null`),
    index('products_live_created_idx').on(table.createdAt).where(sql`${table.archivedAt} is null`),
    index('products_live_price_idx').on(table.priceCents).where(sql`${table.archivedAt} is null`),
  ],
);

/**
 * The catalogue's version, kept in 32 slots (`id` 1-32): a statement that changes products or brands
 * raises its transaction's slot (statement-level triggers, migrations 0002, 0042 and 0043), and the
 * version is the slots' sum, so writers of different products do not queue on one row. Catalogue
 * responses are cached per process under this version and their ETags derive from it, so any
 * process can answer If-None-Match with one tiny query.
 */
export const catalogState = pgTable('catalog_state', {
  id: integer('id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
});

/**
 * Units of a product taken out of its stock for one Pay Now order while that order is paid and
 * recorded. The unit leaves `products.quantity` in the same statement that writes the hold, so the
 * product's row is held only for that statement, not for the order's whole transaction; the order
 * deletes its hold when it commits, a failed one gives the unit back, and the scheduler gives back
 * any hold past `expires_at` (a process that died mid-order).
 */
export const stockHolds = pgTable(
  'stock_holds',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    quantity: integer('quantity').notNull(),
    /** Who the units are held for, and under which Idempotency-Key (for the logs and support). */
    userId: integer('user_id').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: timestamptz('created_at').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (table) => [
    check('stock_holds_quantity_check', sql`${table.quantity} > 0`),
    index('stock_holds_expires_at_idx').on(table.expiresAt),
    index('stock_holds_user_key_idx').on(table.userId, table.idempotencyKey),
  ],
);
