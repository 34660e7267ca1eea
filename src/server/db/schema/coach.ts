import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamptz } from '../columns';
import { users } from './auth';
import { products } from './catalog';
import { influencers } from './influencers';
import { invoices } from './orders';
import { payments } from './payments';

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
  },
  (table) => [uniqueIndex('chat_unlocks_user_influencer_key').on(table.userId, table.influencerId)],
);

/** Messages a user sent an influencer (each user sees only their own). */
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
    createdAt: timestamptz('created_at').notNull(),
  },
  (table) => [
    index('influencer_messages_thread_idx').on(table.userId, table.influencerId, table.createdAt),
  ],
);
