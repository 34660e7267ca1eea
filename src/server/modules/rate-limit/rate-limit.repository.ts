import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { rateLimitCounters } from '../../db/schema/rate-limit';

export interface Window {
  key: string;
  windowStart: Date;
  expiresAt: Date;
}

/** Adds one hit to the window and returns the new count (atomic across processes). */
export async function incrementCounter(db: Executor, window: Window): Promise<number> {
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ ...window, count: 1 })
    .onConflictDoUpdate({
      target: [rateLimitCounters.key, rateLimitCounters.windowStart],
      set: { count: sql`${rateLimitCounters.count} + 1` },
    })
    .returning({ count: rateLimitCounters.count });
  return row?.count ?? 1;
}

export async function readCounter(db: Executor, key: string, windowStart: Date): Promise<number> {
  const [row] = await db
    .select({ count: rateLimitCounters.count })
    .from(rateLimitCounters)
    .where(and(eq(rateLimitCounters.key, key), eq(rateLimitCounters.windowStart, windowStart)));
  return row?.count ?? 0;
}

export async function deleteExpiredCounters(db: Executor, now: Date): Promise<void> {
  await db.delete(rateLimitCounters).where(lt(rateLimitCounters.expiresAt, now));
}

/** The start of the oldest unexpired window of `key`, if any (for "noted, then wait" checks). */
export async function oldestLiveWindowStart(
  db: Executor,
  key: string,
  now: Date,
): Promise<Date | undefined> {
  const [row] = await db
    .select({ windowStart: rateLimitCounters.windowStart })
    .from(rateLimitCounters)
    .where(and(eq(rateLimitCounters.key, key), gt(rateLimitCounters.expiresAt, now)))
    .orderBy(rateLimitCounters.windowStart)
    .limit(1);
  return row?.windowStart;
}
