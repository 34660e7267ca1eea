import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamptz } from '../columns';

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** As registered, in NFKC form (names from before decision 0026 as they were typed). */
    username: text('username').notNull(),
    /** NFKC + case fold of the name (src/shared/username-rules.ts): equal keys are one account. */
    usernameKey: text('username_key').notNull(),
    passwordHash: text('password_hash').notNull(),
    isAdmin: boolean('is_admin').notNull().default(false),
    email: text('email'),
    fullName: text('full_name'),
    phoneNumber: text('phone_number'),
    address: text('address'),
    city: text('city'),
    state: text('state'),
    zipCode: text('zip_code'),
    country: text('country'),
    profileImage: text('profile_image'),
    createdAt: timestamptz('created_at').notNull(),
  },
  // 'Alice', 'ALICE' and 'ａｌｉｃｅ' are the same account name. The older lower() index stays for
  // sign-in by the name as typed before keys existed.
  (table) => [
    uniqueIndex('users_username_lower_key').on(sql`lower(${table.username})`),
    uniqueIndex('users_username_key_key').on(table.usernameKey),
  ],
);

/** Server-side sessions: the cookie carries a random token, the table only its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamptz('created_at').notNull(),
    lastSeenAt: timestamptz('last_seen_at').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    /** Until when an admin's PIN step-up lets this session write (admin-only). */
    elevatedUntil: timestamptz('elevated_until'),
  },
  (table) => [
    index('sessions_user_id_idx').on(table.userId),
    index('sessions_expires_at_idx').on(table.expiresAt),
  ],
);

/**
 * Browsers that have signed in to an account: the `sm_device` cookie carries a
 * random token, the table only its SHA-256. A known device is not held back by failed logins that
 * others made against the same name.
 */
export const knownDevices = pgTable(
  'known_devices',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamptz('created_at').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (table) => [
    index('known_devices_user_id_idx').on(table.userId),
    index('known_devices_expires_at_idx').on(table.expiresAt),
  ],
);
