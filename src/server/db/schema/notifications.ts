import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { timestamptz } from '../columns';
import { users } from './auth';

/**
 * A notification is either one user's (`user_id`) or an audience's (`audience`, e.g. every player
 * of a competition): an audience notification is stored once and each member sees it in their bell
 *, its texts made from the `notice` named and the member's own row when read.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    actionUrl: text('action_url'),
    actionText: text('action_text'),
    productId: integer('product_id'),
    gameId: text('game_id'),
    readAt: timestamptz('read_at'),
    createdAt: timestamptz('created_at').notNull(),
    /** Whose it is when it is not one user's: `{kind}:{key}` (notifications.service's audiences). */
    audience: text('audience'),
    /** An audience notification's notice (its texts are rendered per member from it). */
    notice: text('notice'),
    /** What the notice's texts name (the product's name). */
    subject: text('subject'),
  },
  (table) => [
    index('notifications_user_created_idx').on(table.userId, table.createdAt.desc()),
    index('notifications_audience_idx')
      .on(table.audience, table.createdAt.desc())
      .where(sql`${table.audience} is not null`),
    check(
      'notifications_one_user_or_an_audience',
      sql`(${table.userId} is null) <> (${table.audience} is null)`,
    ),
  ],
);

/** A member's read mark on an audience notification (a user's own notification has `read_at`). */
export const notificationReads = pgTable(
  'notification_reads',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    notificationId: integer('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    readAt: timestamptz('read_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.notificationId] })],
);
