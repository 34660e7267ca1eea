import { boolean, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from '../columns';
import { users } from './auth';

/** The shopper's profile (shopper.md section 3, Profile): contact, delivery address, preferences. */
export const userProfiles = pgTable('user_profiles', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  name: text('name'),
  email: text('email'),
  phone: text('phone'),
  addressLine1: text('address_line1'),
  city: text('city'),
  state: text('state'),
  postalCode: text('postal_code'),
  country: text('country').notNull().default('USA'),
  receiveNotifications: boolean('receive_notifications').notNull().default(true),
  newsletterSubscription: boolean('newsletter_subscription').notNull().default(false),
  updatedAt: timestamptz('updated_at').notNull(),
});
