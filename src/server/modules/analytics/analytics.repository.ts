import type { Executor } from '../../db/client';
import { analyticsEvents } from '../../db/schema/analytics';

export type NewAnalyticsEventRow = typeof analyticsEvents.$inferInsert;

export async function insertAnalyticsEvents(
  db: Executor,
  rows: NewAnalyticsEventRow[],
): Promise<void> {
  if (rows.length > 0) await db.insert(analyticsEvents).values(rows);
}
