import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { userProfiles } from '../../db/schema/profiles';

export type ProfileRow = typeof userProfiles.$inferSelect;

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
