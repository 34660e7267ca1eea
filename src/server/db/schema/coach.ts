import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from '../columns';
import { users } from './auth';
import { products } from './catalog';

/** Campaigns a user prepared in the coach tools, with the boost the server computed. */
export const coachCampaigns = pgTable(
  'coach_campaigns',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** twitter | instagram | youtube | tiktok */
    platform: text('platform').notNull(),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    boost: integer('boost').notNull(),
    /** What was prepared (text, caption, title, description, tags, filter, sound). */
    content: jsonb('content').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamptz('created_at').notNull(),
  },
  (table) => [index('coach_campaigns_user_created_idx').on(table.userId, table.createdAt)],
);
