import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { chatUnlocks, influencerMessages } from '../../db/schema/influencers';

export type ChatUnlockRow = typeof chatUnlocks.$inferSelect;
export type MessageRow = typeof influencerMessages.$inferSelect;

export async function findUnlock(
  db: Executor,
  userId: number,
  influencerId: string,
): Promise<ChatUnlockRow | undefined> {
  const [row] = await db
    .select()
    .from(chatUnlocks)
    .where(and(eq(chatUnlocks.userId, userId), eq(chatUnlocks.influencerId, influencerId)));
  return row;
}

export async function insertUnlock(
  db: Executor,
  values: typeof chatUnlocks.$inferInsert,
): Promise<void> {
  await db.insert(chatUnlocks).values(values);
}

/** The user's own messages to this influencer, oldest first (at most 500). */
export async function findMessages(
  db: Executor,
  userId: number,
  influencerId: string,
): Promise<MessageRow[]> {
  return db
    .select()
    .from(influencerMessages)
    .where(
      and(eq(influencerMessages.userId, userId), eq(influencerMessages.influencerId, influencerId)),
    )
    .orderBy(asc(influencerMessages.id))
    .limit(500);
}

export async function insertMessage(
  db: Executor,
  values: typeof influencerMessages.$inferInsert,
): Promise<MessageRow> {
  const [row] = await db.insert(influencerMessages).values(values).returning();
  if (!row) throw new Error('message insert returned no row');
  return row;
}
