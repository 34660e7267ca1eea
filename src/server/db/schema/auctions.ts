import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamptz } from '../columns';
import { users } from './auth';
import { products } from './catalog';
import { orders } from './orders';
import { payments } from './payments';

/**
 * One auction of one held unit of a product. `status` is stored as open | ended |
 * cancelled; an open auction reads 'scheduled' before `starts_at` and 'live' until `ends_at`. The
 * standing of the bidding (leader, maxima, price, counts) is kept on the row and changed only
 * under its row lock, so bids serialise per auction. At most one open auction per product.
 */
export const auctions = pgTable(
  'auctions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    /** open | ended | cancelled */
    status: text('status').notNull(),
    startPriceCents: integer('start_price_cents').notNull(),
    incrementCents: integer('increment_cents').notNull(),
    /** Hidden from shoppers: they see only whether it is met. */
    reservePriceCents: integer('reserve_price_cents'),
    startsAt: timestamptz('starts_at').notNull(),
    /** Moves later with the soft close. */
    endsAt: timestamptz('ends_at').notNull(),
    /** The end the admin set. */
    scheduledEndsAt: timestamptz('scheduled_ends_at').notNull(),
    currentPriceCents: integer('current_price_cents').notNull(),
    leaderId: integer('leader_id').references(() => users.id, { onDelete: 'restrict' }),
    leaderMaxCents: integer('leader_max_cents'),
    /** The highest maximum of anyone but the leader (null while there is at most one bidder). */
    secondMaxCents: integer('second_max_cents'),
    bidCount: integer('bid_count').notNull().default(0),
    bidderCount: integer('bidder_count').notNull().default(0),
    /** 'Auction ending soon' was sent (once). */
    endingSoonSentAt: timestamptz('ending_soon_sent_at'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamptz('created_at').notNull(),
    cancelledAt: timestamptz('cancelled_at'),
    closedAt: timestamptz('closed_at'),
    /** sold | no_sale | awaiting_payment (set when closed) */
    outcome: text('outcome'),
    /** Who the unit is sold (or offered) to, and at what price. */
    winnerId: integer('winner_id').references(() => users.id, { onDelete: 'restrict' }),
    finalPriceCents: integer('final_price_cents'),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'restrict' }),
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'restrict' }),
    /** While awaiting payment from the cart: until when. */
    paymentDueAt: timestamptz('payment_due_at'),
    /** The runner-up was offered the unit (once). */
    runnerUpOfferedAt: timestamptz('runner_up_offered_at'),
  },
  (table) => [
    uniqueIndex('auctions_one_open_per_product')
      .on(table.productId)
      .where(sql`${table.status} = 'open'`),
    index('auctions_status_ends_idx').on(table.status, table.endsAt),
    index('auctions_product_created_idx').on(table.productId, table.createdAt),
    check('auctions_status_check', sql`${table.status} in ('open', 'ended', 'cancelled')`),
    check(
      'auctions_outcome_check',
      sql`${table.outcome} is null or ${table.outcome} in ('sold', 'no_sale', 'awaiting_payment')`,
    ),
    check(
      'auctions_prices_check',
      sql`${table.startPriceCents} > 0 and ${table.incrementCents} > 0 and (${table.reservePriceCents} is null or ${table.reservePriceCents} >= ${table.startPriceCents})`,
    ),
    check('auctions_times_check', sql`${table.endsAt} > ${table.startsAt}`),
    check(
      'auctions_leader_check',
      sql`(${table.leaderId} is null) = (${table.leaderMaxCents} is null) and (${table.leaderId} is null or ${table.currentPriceCents} <= ${table.leaderMaxCents})`,
    ),
  ],
);

/**
 * Every accepted bid: the bidder's maximum (never shown to anyone else), and the visible price and
 * leader once it was taken. `shown`: it moved the price or the lead (a step of the public
 * history); a leader raising their own maximum is not shown. One bid per (auction, user, key).
 */
export const bids = pgTable(
  'bids',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    auctionId: integer('auction_id')
      .notNull()
      .references(() => auctions.id, { onDelete: 'restrict' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    maxBidCents: integer('max_bid_cents').notNull(),
    priceAfterCents: integer('price_after_cents').notNull(),
    leaderAfterId: integer('leader_after_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    shown: boolean('shown').notNull(),
    /** The auction's end once this bid was taken (a retry answers it). */
    endsAtAfter: timestamptz('ends_at_after').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: timestamptz('created_at').notNull(),
  },
  (table) => [
    uniqueIndex('bids_auction_user_key').on(table.auctionId, table.userId, table.idempotencyKey),
    index('bids_auction_idx').on(table.auctionId, table.id),
    index('bids_user_idx').on(table.userId, table.auctionId),
    check('bids_amounts_check', sql`${table.maxBidCents} > 0 and ${table.priceAfterCents} > 0`),
  ],
);
