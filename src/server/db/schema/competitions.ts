import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamptz } from '../columns';
import { users } from './auth';
import { products } from './catalog';
import { invoices } from './invoices';
import { orders } from './orders';
import { payments } from './payments';

/**
 * One competition for one unit of a product. waiting → (full) start scheduled → active → completed;
 * a waiting one that can no longer run is cancelled (entries refunded). At most one open
 * (waiting or active) competition per product.
 */
export const competitions = pgTable(
  'competitions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    /** waiting | active | completed | cancelled */
    status: text('status').notNull(),
    requiredParticipants: integer('required_participants').notNull(),
    entryPriceCents: integer('entry_price_cents').notNull(),
    /** Paid entries so far; kept with the plays under the competition's row lock. */
    entriesCount: integer('entries_count').notNull().default(0),
    /** Set when the competition fills: the next aligned time. */
    startTime: timestamptz('start_time'),
    endTime: timestamptz('end_time'),
    /** When the baseline snapshots were taken (the start). */
    baselineAt: timestamptz('baseline_at'),
    winnerPlayId: integer('winner_play_id'),
    settledAt: timestamptz('settled_at'),
    /** What the winner did with the prize: claimed (bought for the prize price) or donated. */
    prizeOutcome: text('prize_outcome'),
    prizeOutcomeAt: timestamptz('prize_outcome_at'),
    cancelledAt: timestamptz('cancelled_at'),
    /**
     * Set when the competition opens (now + COMPETITION_FILL_HOURS): if it has not
     * filled by then it is cancelled and every entry refunded; an empty one gets a new deadline.
     */
    fillDeadline: timestamptz('fill_deadline').notNull(),
    /**
     * SHA-256 (hex) of the canonical JSON of the entries (or, since decision 0044, of their chain)
     * and baseline snapshot ids, computed when the competition starts (src/shared/results.ts); the
     * results page shows the same hash.
     */
    commitmentSha256: text('commitment_sha256'),
    commitmentCreatedAt: timestamptz('commitment_created_at'),
    /**
     * The running SHA-256 chain over the paid entries in id order (hex; '' before the first),
     * advanced by each entry in its payment's transaction under this row's lock, so the start
     * commits to it without reading the entries. Null: the competition had entries
     * before the chain existed (migration 0028), and its start commits to the entries themselves.
     */
    entriesChain: text('entries_chain').default(''),
    /** Every influencer some paid entry chose, sorted: the baselines the commitment covers. */
    chosenInfluencerIds: text('chosen_influencer_ids').array().notNull().default(sql`'{}'`),
    createdAt: timestamptz('created_at').notNull(),
  },
  (table) => [
    uniqueIndex('competitions_one_open_per_product')
      .on(table.productId)
      .where(sql`${table.status} in ('waiting', 'active')`),
    index('competitions_status_start_idx').on(table.status, table.startTime),
    index('competitions_status_end_idx').on(table.status, table.endTime),
    index('competitions_fill_deadline_idx')
      .on(table.fillDeadline)
      .where(sql`${table.status} = 'waiting' and ${table.startTime} is null`),
    check(
      'competitions_status_check',
      sql`${table.status} in ('waiting', 'active', 'completed', 'cancelled')`,
    ),
    check(
      'competitions_entries_check',
      sql`${table.entriesCount} >= 0 and ${table.entriesCount} <= ${table.requiredParticipants}`,
    ),
  ],
);

/**
 * A paid entry: a team of exactly 5 influencers in one competition. Paid by a payment, or by a
 * free-entry credit (decision 0063: no payment, a $0 invoice in `invoice_id`).
 */
export const plays = pgTable(
  'plays',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    competitionId: integer('competition_id')
      .notNull()
      .references(() => competitions.id, { onDelete: 'restrict' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    influencerIds: text('influencer_ids').array().notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    /** Null for a free entry, which a free-entry credit paid for. */
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'restrict' }),
    /** A free entry's $0 invoice (a paid entry's invoice is found through its payment). */
    invoiceId: integer('invoice_id').references(() => invoices.id, { onDelete: 'restrict' }),
    paidAt: timestamptz('paid_at').notNull(),
    refundedAt: timestamptz('refunded_at'),
    createdAt: timestamptz('created_at').notNull(),
  },
  (table) => [
    uniqueIndex('plays_one_per_user_per_competition').on(table.competitionId, table.userId),
    uniqueIndex('plays_user_idempotency_key').on(table.userId, table.idempotencyKey),
    index('plays_user_idx').on(table.userId),
    check('plays_five_influencers', sql`cardinality(${table.influencerIds}) = 5`),
  ],
);

/**
 * Buy one, play free: one free entry into the product's next game, earned by an
 * order that paid for the product. Granted in the order's payment transaction (`granted_at`; a
 * cash-on-delivery order's credit waits, null, until the order is marked paid). Used by one entry
 * (`play_id`, `used_at`), under the credit's row lock; given back (both null again) when that
 * entry's game is cancelled; voided when its order is cancelled before it was used.
 */
export const freeEntryCredits = pgTable(
  'free_entry_credits',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    createdAt: timestamptz('created_at').notNull(),
    grantedAt: timestamptz('granted_at'),
    playId: integer('play_id').references(() => plays.id, { onDelete: 'restrict' }),
    usedAt: timestamptz('used_at'),
    voidedAt: timestamptz('voided_at'),
  },
  (table) => [
    uniqueIndex('free_entry_credits_order_product_key').on(table.orderId, table.productId),
    uniqueIndex('free_entry_credits_play_key').on(table.playId),
    index('free_entry_credits_unused_idx')
      .on(table.userId, table.productId)
      .where(sql`${table.playId} is null and ${table.voidedAt} is null`),
    check(
      'free_entry_credits_use_check',
      sql`(${table.playId} is null) = (${table.usedAt} is null)`,
    ),
    check(
      'free_entry_credits_void_check',
      sql`${table.voidedAt} is null or ${table.playId} is null`,
    ),
  ],
);

/**
 * An influencer's counters as of an instant: the latest snapshot at or before `at` (null: none
 * existed, the counters are 0), recorded once, the first time a competition starting or ending at
 * that instant needs it. Every competition that started at `baseline_at` reads its
 * chosen influencers' baselines here, and once completed the final counters at its `end_time`: at
 * the top of the hour one row per chosen influencer (24 in the benchmark) instead of one per
 * competition and influencer (240,000). `until` (baselines only): the latest end of the games
 * that start from this mark, so the snapshot guard (migration 0027) knows the window it protects.
 */
export const metricsMarks = pgTable(
  'metrics_marks',
  {
    at: timestamptz('at').notNull(),
    influencerId: text('influencer_id').notNull(),
    posts: bigint('posts', { mode: 'number' }).notNull(),
    likes: bigint('likes', { mode: 'number' }).notNull(),
    shares: bigint('shares', { mode: 'number' }).notNull(),
    comments: bigint('comments', { mode: 'number' }).notNull(),
    // No foreign keys, as before on competition_baselines: the ids are published evidence, and the
    // snapshot guard trigger refuses changing or deleting a snapshot a mark uses.
    snapshotId: bigint('snapshot_id', { mode: 'number' }),
    until: timestamptz('until'),
  },
  (table) => [
    primaryKey({ columns: [table.at, table.influencerId] }),
    // The snapshot guard looks up an influencer's marks.
    index('metrics_marks_influencer_idx').on(table.influencerId),
  ],
);

/**
 * A completed competition's final standings, written once when it is settled:
 * its paid entries in rank order (score descending, then the earlier paid entry, then the lower
 * id), their players and their final scores, position by position. An entry's rank is its
 * position in `play_ids`. One row per competition instead of an update of each entry's row; the
 * result's notices read their players from it (an entry's player never changes: a trigger).
 */
export const competitionStandings = pgTable('competition_standings', {
  competitionId: integer('competition_id').primaryKey(),
  playIds: integer('play_ids').array().notNull(),
  userIds: integer('user_ids').array().notNull(),
  scores: bigint('scores', { mode: 'number' }).array().notNull(),
});
