import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from '../columns';

/** Partner applications from local businesses (/business-portal), reviewed by admins. */
export const businessApplications = pgTable(
  'business_applications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    businessName: text('business_name').notNull(),
    contactName: text('contact_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    address: text('address').notNull(),
    city: text('city').notNull().default('Laguna Beach'),
    zipCode: text('zip_code').notNull(),
    businessType: text('business_type').notNull(),
    description: text('description').notNull(),
    website: text('website'),
    instagramHandle: text('instagram_handle'),
    termsAgreed: boolean('terms_agreed').notNull(),
    status: text('status').notNull().default('new'),
    createdAt: timestamptz('created_at').notNull(),
  },
  (table) => [
    check(
      'business_applications_type_check',
      sql`${table.businessType} in ('retail', 'restaurant', 'gallery', 'service', 'hotel', 'other')`,
    ),
    check('business_applications_terms_check', sql`${table.termsAgreed}`),
    index('business_applications_created_idx').on(table.createdAt.desc()),
  ],
);
