import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from '../columns';
import { users } from './auth';

export const notifications = pgTable(
  'notifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    actionUrl: text('action_url'),
    actionText: text('action_text'),
    productId: integer('product_id'),
    gameId: text('game_id'),
    readAt: timestamptz('read_at'),
    createdAt: timestamptz('created_at').notNull(),
  },
  (table) => [index('notifications_user_created_idx').on(table.userId, table.createdAt.desc())],
);
