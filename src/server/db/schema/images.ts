import { customType, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from '../columns';

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

/** Content-addressed image bytes: the id is the SHA-256 of the bytes, so a URL never changes meaning. */
export const images = pgTable('images', {
  id: text('id').primaryKey(),
  contentType: text('content_type').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: timestamptz('created_at').notNull(),
});
