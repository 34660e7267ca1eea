import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamptz } from '../columns';
import { users } from './auth';

/**
 * Each user's notification preferences (issue 19): only the switches they changed, by kind and
 * channel; a missing one is on. `unsubscribe_token` is no longer read (decision 0061: an email
 * link's token is per kind, `unsubscribe_tokens`); it stays for a release, then goes.
 */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    kinds: jsonb('kinds')
      .$type<Record<string, Record<string, boolean>>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    unsubscribeToken: text('unsubscribe_token').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (table) => [
    uniqueIndex('notification_preferences_unsubscribe_token_key').on(table.unsubscribeToken),
  ],
);

/**
 * An email's unsubscribe link: the token names one user and one kind, and turns off
 * that kind's email only. Made for kinds a link may turn off (never receipts or deliveries).
 */
export const unsubscribeTokens = pgTable(
  'unsubscribe_tokens',
  {
    token: text('token').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    createdAt: timestamptz('created_at').notNull(),
  },
  (table) => [uniqueIndex('unsubscribe_tokens_user_kind_key').on(table.userId, table.kind)],
);

/**
 * The outbox: every email and push to send, written in the transaction that decided it (so a
 * crash after the commit loses nothing) and sent after the commit by `processOutbox`. One row per
 * message and channel; `dedupe_key` makes a second enqueue of the same message a no-op. A row is
 * leased (`locked_until`) while it is being sent, retried with backoff on failure, and ends
 * `sent`, `skipped` (the user turned the channel off, or has no address or device) or `failed`.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    dedupeKey: text('dedupe_key').notNull(),
    channel: text('channel').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** What to send: a notice's title, body and url, or a template and its data (a receipt). */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamptz('next_attempt_at').notNull(),
    lockedUntil: timestamptz('locked_until'),
    /** Push: the endpoints already delivered to, so a retry sends only to the others. */
    delivered: jsonb('delivered').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    lastError: text('last_error'),
    sentAt: timestamptz('sent_at'),
    createdAt: timestamptz('created_at').notNull(),
  },
  (table) => [
    uniqueIndex('outbox_messages_dedupe_key_key').on(table.dedupeKey),
    index('outbox_messages_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} = 'pending'`),
  ],
);

/** Web push subscriptions: one per browser (endpoint), each belonging to the user who made it. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    userAgent: text('user_agent'),
    createdAt: timestamptz('created_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (table) => [
    uniqueIndex('push_subscriptions_endpoint_key').on(table.endpoint),
    index('push_subscriptions_user_idx').on(table.userId),
  ],
);

/** The VAPID key pair generated on a fresh embedded database when none is configured (one row). */
export const vapidKeys = pgTable('vapid_keys', {
  id: integer('id').primaryKey().default(1),
  publicKey: text('public_key').notNull(),
  privateKey: text('private_key').notNull(),
  createdAt: timestamptz('created_at').notNull(),
});
