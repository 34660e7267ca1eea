import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamptz } from '../columns';
import { users } from './auth';
import { invoices } from './invoices';
import { payments } from './payments';

/** Influencers players pick for their teams (ids are text: the spec's free-play ids). */
export const influencers = pgTable(
  'influencers',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    /** With the @. */
    handle: text('handle').notNull(),
    avatarUrl: text('avatar_url').notNull(),
    category: text('category').notNull(),
    location: text('location').notNull(),
    /** Platform → follower count, e.g. { instagram: 152000, tiktok: 98000 }. */
    followers: jsonb('followers').$type<Record<string, number>>().notNull(),
    bio: text('bio'),
    /** The Instagram professional account id the `instagram` metrics provider reads. */
    instagramUserId: text('instagram_user_id'),
    /** The simulated provider's pace for this influencer (1 = average). */
    pace: doublePrecision('pace').notNull().default(1),
    /** The user account an admin linked to this profile: it reads and answers its chats (0057). */
    accountUserId: integer('account_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamptz('created_at').notNull(),
  },
  (table) => [
    check('influencers_pace_check', sql`${table.pace} > 0`),
    uniqueIndex('influencers_account_user_id_key')
      .on(table.accountUserId)
      .where(sql`${table.accountUserId} is not null`),
  ],
);

/**
 * Cumulative public counters of an influencer at one moment. Counters only grow; a score over a
 * window is the difference between two snapshots.
 */
export const metricsSnapshots = pgTable(
  'metrics_snapshots',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    influencerId: text('influencer_id')
      .notNull()
      .references(() => influencers.id, { onDelete: 'cascade' }),
    takenAt: timestamptz('taken_at').notNull(),
    posts: bigint('posts', { mode: 'number' }).notNull(),
    likes: bigint('likes', { mode: 'number' }).notNull(),
    shares: bigint('shares', { mode: 'number' }).notNull(),
    comments: bigint('comments', { mode: 'number' }).notNull(),
  },
  (table) => [
    uniqueIndex('metrics_snapshots_influencer_taken_key').on(table.influencerId, table.takenAt),
  ],
);

/** One row per influencer and (Pacific) day: the day's gains and how many paid entries picked them. */
export const dailyScores = pgTable(
  'daily_scores',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    influencerId: text('influencer_id')
      .notNull()
      .references(() => influencers.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    totalScore: doublePrecision('total_score').notNull().default(0),
    posts: bigint('posts', { mode: 'number' }).notNull().default(0),
    likes: bigint('likes', { mode: 'number' }).notNull().default(0),
    shares: bigint('shares', { mode: 'number' }).notNull().default(0),
    comments: bigint('comments', { mode: 'number' }).notNull().default(0),
    timesSelected: integer('times_selected').notNull().default(0),
    lastUpdated: timestamptz('last_updated').notNull(),
  },
  (table) => [
    uniqueIndex('daily_scores_influencer_date_key').on(table.influencerId, table.date),
    index('daily_scores_date_idx').on(table.date),
  ],
);

/** A paid, one-time chat access to an influencer. */
export const chatUnlocks = pgTable(
  'chat_unlocks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    influencerId: text('influencer_id')
      .notNull()
      .references(() => influencers.id, { onDelete: 'cascade' }),
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'restrict' }),
    invoiceId: integer('invoice_id').references(() => invoices.id, { onDelete: 'restrict' }),
    createdAt: timestamptz('created_at').notNull(),
    /** When the shopper's first message of this unlock was sent: the reply deadline runs from it. */
    firstMessageAt: timestamptz('first_message_at'),
    /** When the influencer's account first replied after it (then no refund is due). */
    repliedAt: timestamptz('replied_at'),
    /** When the unanswered chat was refunded (once; the chat is closed until unlocked again). */
    refundedAt: timestamptz('refunded_at'),
    /** When the influencer blocked this shopper (null: not blocked). */
    blockedAt: timestamptz('blocked_at'),
  },
  (table) => [
    uniqueIndex('chat_unlocks_user_influencer_key').on(table.userId, table.influencerId),
    index('chat_unlocks_awaiting_reply_idx')
      .on(table.firstMessageAt)
      .where(
        sql`${table.repliedAt} is null and ${table.refundedAt} is null and ${table.firstMessageAt} is not null`,
      ),
  ],
);

/**
 * The messages of a chat: a thread per shopper (`user_id`) and influencer, written by the shopper
 * or by the influencer's linked account (`sender`).
 */
export const influencerMessages = pgTable(
  'influencer_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    influencerId: text('influencer_id')
      .notNull()
      .references(() => influencers.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    /** Who wrote it: 'shopper' or 'influencer'. */
    sender: text('sender').$type<'shopper' | 'influencer'>().notNull().default('shopper'),
    /** When the other side read it (the influencer's unread counts). */
    readAt: timestamptz('read_at'),
    createdAt: timestamptz('created_at').notNull(),
  },
  (table) => [
    index('influencer_messages_thread_idx').on(table.userId, table.influencerId, table.createdAt),
    index('influencer_messages_inbox_idx').on(table.influencerId, table.userId, table.createdAt),
    check('influencer_messages_sender_check', sql`${table.sender} in ('shopper', 'influencer')`),
  ],
);

/** A conversation an influencer reported; the admins read them. */
export const chatReports = pgTable(
  'chat_reports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    influencerId: text('influencer_id')
      .notNull()
      .references(() => influencers.id, { onDelete: 'cascade' }),
    /** The shopper of the reported conversation. */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The account that reported it. */
    reportedBy: integer('reported_by').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    createdAt: timestamptz('created_at').notNull(),
  },
  (table) => [index('chat_reports_created_idx').on(table.createdAt)],
);
