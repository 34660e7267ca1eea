import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { coachCampaigns } from '../../db/schema/coach';

export type CampaignRow = typeof coachCampaigns.$inferSelect;

export async function insertCampaign(
  db: Executor,
  values: Omit<typeof coachCampaigns.$inferInsert, 'id'>,
): Promise<CampaignRow> {
  const [row] = await db.insert(coachCampaigns).values(values).returning();
  if (!row) throw new Error('campaign insert returned no row');
  return row;
}

/** The sum of the boosts of the user's campaigns since `since`, and how many there were. */
export async function sumCampaignsSince(
  db: Executor,
  userId: number,
  since: Date,
): Promise<{ boost: number; count: number }> {
  const [today] = await db
    .select({
      boost: sql<number>`coalesce(sum(${coachCampaigns.boost}), 0)::int`,
      count: sql<number>`count(*)::int`,
    })
    .from(coachCampaigns)
    .where(and(eq(coachCampaigns.userId, userId), gte(coachCampaigns.createdAt, since)));
  return { boost: Number(today?.boost ?? 0), count: Number(today?.count ?? 0) };
}

export async function findLatestCampaign(
  db: Executor,
  userId: number,
): Promise<CampaignRow | undefined> {
  const [row] = await db
    .select()
    .from(coachCampaigns)
    .where(eq(coachCampaigns.userId, userId))
    .orderBy(desc(coachCampaigns.id))
    .limit(1);
  return row;
}
