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
     * SHA-256 (hex) of the canonical JSON of the entries and baseline snapshot ids, computed when
     * the competition starts (src/shared/results.ts); the results page shows the same hash.
     */
    commitmentSha256: text('commitment_sha256'),
    commitmentCreatedAt: timestamptz('commitment_created_at'),
    createdAt: timestamptz('created_at').notNull(),
  },
  (table) => [
    uniqueIndex('competitions_one_open_per_product')
      .on(table.productId)
      .where(sql`${table.status} in ('waiting', 'active')`),
    index('competitions_status_start_idx').on(table.status, table.startTime),
    index('competitions_status_end_idx').on(table.status, table.endTime),
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

/** A paid entry: a team of exactly 5 influencers in one competition. */
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
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    paidAt: timestamptz('paid_at').notNull(),
    finalScore: bigint('final_score', { mode: 'number' }),
    rank: integer('rank'),
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
 * Each chosen influencer's counters when the competition started, the snapshot they came from
 * (null: none existed, the counters are 0) and, once completed, the snapshot its final counters
 * came from (the latest at or before the end). A trigger refuses changing either snapshot.
 */
export const competitionBaselines = pgTable(
  'competition_baselines',
  {
    // No foreign keys (decision 0037): the scheduler writes these rows in one statement from the
    // plays of competitions it holds locked; checking 240,000 of them against two keys at the top
    // of the hour cost four fifths of the statement. Competitions and influencers are never deleted.
    competitionId: integer('competition_id').notNull(),
    influencerId: text('influencer_id').notNull(),
    posts: bigint('posts', { mode: 'number' }).notNull(),
    likes: bigint('likes', { mode: 'number' }).notNull(),
    shares: bigint('shares', { mode: 'number' }).notNull(),
    comments: bigint('comments', { mode: 'number' }).notNull(),
    // The snapshots the baseline and the final score came from (issue 18); no foreign keys either:
    // the snapshot guard trigger (decision 0038) refuses deleting a snapshot a started game uses.
    snapshotId: bigint('snapshot_id', { mode: 'number' }),
    finalSnapshotId: bigint('final_snapshot_id', { mode: 'number' }),
  },
  (table) => [
    primaryKey({ columns: [table.competitionId, table.influencerId] }),
    // The snapshot guard looks up a snapshot's influencer here.
    index('competition_baselines_influencer_idx').on(table.influencerId),
  ],
);
