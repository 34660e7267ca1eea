import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from '../columns';
import { users } from './auth';

/**
 * A player's responsible-play settings: limits in cents (null: none), a raise
 * waiting its 24 hours, a cool-off, self-exclusion and the age confirmation. The row is also the
 * lock that serialises a player's paid entries and bids (SELECT … FOR UPDATE).
 */
export const playLimits = pgTable(
  'play_limits',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    dailyLimitCents: integer('daily_limit_cents'),
    monthlyLimitCents: integer('monthly_limit_cents'),
    /** Whether a change of the daily limit waits (its value may be null: the limit removed). */
    pendingDaily: boolean('pending_daily').notNull().default(false),
    pendingDailyCents: integer('pending_daily_cents'),
    pendingMonthly: boolean('pending_monthly').notNull().default(false),
    pendingMonthlyCents: integer('pending_monthly_cents'),
    pendingEffectiveAt: timestamptz('pending_effective_at'),
    coolOffUntil: timestamptz('cool_off_until'),
    selfExcludedAt: timestamptz('self_excluded_at'),
    ageConfirmedAt: timestamptz('age_confirmed_at'),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (table) => [
    check(
      'play_limits_amounts_check',
      sql`coalesce(${table.dailyLimitCents}, 0) >= 0 and coalesce(${table.monthlyLimitCents}, 0) >= 0 and coalesce(${table.pendingDailyCents}, 0) >= 0 and coalesce(${table.pendingMonthlyCents}, 0) >= 0`,
    ),
  ],
);

/**
 * What counts against a player's limits, one row per paid entry, bid or won auction, at the time
 * it was made: an entry its price; a bid the most a win can charge less what the player's earlier
 * bids on the same auction counted, held until `released_at` (outbid, or the auction ended); a
 * won auction what its charge took. Written in the entry's, bid's or charge's own transaction.
 */
export const playSpending = pgTable(
  'play_spending',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** entry | bid (a reservation) | auction (a won auction's charge) */
    kind: text('kind').notNull(),
    productId: integer('product_id').notNull(),
    /** An entry's competition and play. */
    competitionId: integer('competition_id'),
    playId: integer('play_id'),
    /** A bid's auction and maximum. */
    auctionId: integer('auction_id'),
    maxBidCents: integer('max_bid_cents'),
    amountCents: integer('amount_cents').notNull(),
    createdAt: timestamptz('created_at').notNull(),
    /** A bid's reservation no longer counts from then: outbid, or the auction ended. */
    releasedAt: timestamptz('released_at'),
  },
  (table) => [
    index('play_spending_user_time_idx').on(table.userId, table.createdAt),
    check('play_spending_kind_check', sql`${table.kind} in ('entry', 'bid', 'auction')`),
    check('play_spending_amount_check', sql`${table.amountCents} >= 0`),
  ],
);
