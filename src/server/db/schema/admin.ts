import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from '../columns';

/** The admin step-up PIN, hashed; one row. `source` says whether it came from ADMIN_PIN or the demo. */
export const adminPin = pgTable('admin_pin', {
  id: integer('id').primaryKey(),
  pinHash: text('pin_hash').notNull(),
  source: text('source').notNull(),
  updatedAt: timestamptz('updated_at').notNull(),
});
