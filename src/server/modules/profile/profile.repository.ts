import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { paymentCards, userProfiles } from '../../db/schema/profiles';

export type ProfileRow = typeof userProfiles.$inferSelect;
export type CardRow = typeof paymentCards.$inferSelect;

export async function findProfile(db: Executor, userId: number): Promise<ProfileRow | undefined> {
  const [row] = await db.select().from(userProfiles).where(eq(userProfiles.userId, userId));
  return row;
}

/** Creates the profile row or changes only the given columns. */
export async function upsertProfile(
  db: Executor,
  userId: number,
  values: Partial<Omit<ProfileRow, 'userId'>> & { updatedAt: Date },
): Promise<void> {
  await db
    .insert(userProfiles)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: userProfiles.userId, set: values });
}

/** The card on file: the newest one not replaced. */
export async function findCurrentCard(db: Executor, userId: number): Promise<CardRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentCards)
    .where(and(eq(paymentCards.userId, userId), isNull(paymentCards.replacedAt)))
    .orderBy(desc(paymentCards.id))
    .limit(1);
  return row;
}

/** Puts a new card on file; the previous one is marked replaced (kept for its payments). */
export async function replaceCard(
  db: Executor,
  card: Omit<CardRow, 'id' | 'replacedAt'>,
): Promise<void> {
  await db
    .update(paymentCards)
    .set({ replacedAt: card.createdAt })
    .where(and(eq(paymentCards.userId, card.userId), isNull(paymentCards.replacedAt)));
  await db.insert(paymentCards).values(card);
}
