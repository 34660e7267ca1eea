import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
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

/**
 * Cards on file: only what the provider lets us keep (its card id, brand, last four, expiry).
 * Card numbers never reach the server.
 */
export const paymentCards = pgTable(
  'payment_cards',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    providerCardId: text('provider_card_id').notNull(),
    /** The provider's customer the card is filed under (Square), to charge it later. */
    providerCustomerId: text('provider_customer_id'),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    createdAt: timestamptz('created_at').notNull(),
    /** Replaced cards are kept for the payments that used them. */
    replacedAt: timestamptz('replaced_at'),
  },
  (table) => [index('payment_cards_user_idx').on(table.userId)],
);
