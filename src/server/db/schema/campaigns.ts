import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from '../columns';
import { users } from './auth';

/** Social-advertising campaigns created from the business portal (admin-vendor-coach-games.md section 3). */
export const campaigns = pgTable(
  'campaigns',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    // Keep the campaign when its creator's account goes: it is business history.
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    description: text('description').notNull(),
    targetAudience: text('target_audience').notNull(),
    budgetCents: integer('budget_cents').notNull().default(0),
    durationDays: integer('duration_days').notNull().default(7),
    objective: text('objective').notNull().default('engagement'),
    status: text('status').notNull().default('active'),
    createdAt: timestamptz('created_at').notNull(),
  },
  (table) => [
    check('campaigns_budget_check', sql`${table.budgetCents} >= 0`),
    check('campaigns_duration_check', sql`${table.durationDays} between 1 and 365`),
    check(
      'campaigns_objective_check',
      sql`${table.objective} in ('awareness', 'traffic', 'engagement', 'leads', 'sales')`,
    ),
    index('campaigns_created_idx').on(table.createdAt.desc()),
  ],
);
