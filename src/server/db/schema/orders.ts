import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamptz } from '../columns';
import { users } from './auth';
import { products } from './catalog';
import { payments } from './payments';

/**
 * Orders. Money in cents; the delivery details are copied in, so an order reads the same after the
 * profile changes. One order per (user, Idempotency-Key): a retried checkout finds it.
 */
export const orders = pgTable(
  'orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    idempotencyKey: text('idempotency_key').notNull(),
    /**
     * What the key was first used for (source, products and quantities, shipping, payment method,
     * total), hashed: the same key with a different request is refused instead of answered with
     * this order. Null on orders placed before it was recorded.
     */
    requestFingerprint: text('request_fingerprint'),
    /** pending_payment | processing | out_for_delivery | completed | cancelled | refunded (ORDER_TRANSITIONS in the contract). */
    status: text('status').notNull(),
    /** card | apple_pay | cod */
    paymentMethod: text('payment_method').notNull(),
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'restrict' }),
    /** cart | product */
    source: text('source').notNull(),
    subtotalCents: integer('subtotal_cents').notNull(),
    /** Taken off the subtotal by a discount code; tax is on what is left. */
    discountCents: integer('discount_cents').notNull().default(0),
    /** The code that gave the discount, as it was typed in (upper case), or null. */
    discountCode: text('discount_code'),
    shippingCents: integer('shipping_cents').notNull(),
    taxCents: integer('tax_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    /** standard | express | free */
    shippingMethod: text('shipping_method').notNull(),
    shipName: text('ship_name').notNull(),
    shipEmail: text('ship_email').notNull(),
    shipPhone: text('ship_phone').notNull(),
    shipLine1: text('ship_line1').notNull(),
    shipCity: text('ship_city').notNull(),
    shipState: text('ship_state').notNull(),
    shipPostalCode: text('ship_postal_code').notNull(),
    shipCountry: text('ship_country').notNull().default('USA'),
    notes: text('notes'),
    createdAt: timestamptz('created_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (table) => [
    uniqueIndex('orders_user_idempotency_key').on(table.userId, table.idempotencyKey),
    index('orders_user_created_idx').on(table.userId, table.createdAt),
    check(
      'orders_status_check',
      sql`${table.status} in ('pending_payment', 'processing', 'out_for_delivery', 'completed', 'cancelled', 'refunded')`,
    ),
    check(
      'orders_money_check',
      sql`${table.totalCents} = ${table.subtotalCents} - ${table.discountCents} + ${table.shippingCents} + ${table.taxCents} and ${table.subtotalCents} >= 0 and ${table.discountCents} between 0 and ${table.subtotalCents}`,
    ),
  ],
);

/** What was ordered, with the price paid and the product as it was then. */
export const orderItems = pgTable(
  'order_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    quantity: integer('quantity').notNull(),
    /** The size bought ('M'); '' for products without a size choice. */
    size: text('size').notNull().default(''),
    unitPriceCents: integer('unit_price_cents').notNull(),
    /** This line's share of the order's discount. */
    discountCents: integer('discount_cents').notNull().default(0),
    productType: text('product_type').notNull(),
    brand: text('brand').notNull(),
    model: text('model').notNull(),
    imageUrl: text('image_url'),
  },
  (table) => [
    index('order_items_order_idx').on(table.orderId),
    check('order_items_quantity_check', sql`${table.quantity} >= 1`),
  ],
);
