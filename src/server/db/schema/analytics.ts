import { bigint, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from '../columns';
import { users } from './auth';

/** The client's analytics events and page views (shopper.md section 7), as they arrived. */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    /** Small JSON object (at most 2 KB, checked by the contract). */
    properties: jsonb('properties').$type<Record<string, string | number | boolean | null>>(),
    path: text('path'),
    // Events outlive accounts as anonymous history.
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** When the browser saw it (untrusted, for ordering within a session). */
    clientTime: timestamptz('client_time'),
    /** When the server stored it (the clock's time). */
    createdAt: timestamptz('created_at').notNull(),
  },
  (table) => [
    index('analytics_events_name_created_idx').on(table.name, table.createdAt),
    index('analytics_events_created_idx').on(table.createdAt),
  ],
);
