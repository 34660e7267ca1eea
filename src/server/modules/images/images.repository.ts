import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { images } from '../../db/schema/images';

export type ImageRow = typeof images.$inferSelect;

/** Stores the bytes once: the same content under the same id is a no-op. */
export async function insertImage(db: Executor, values: ImageRow): Promise<void> {
  await db.insert(images).values(values).onConflictDoNothing();
}

export async function findImage(db: Executor, id: string): Promise<ImageRow | undefined> {
  const [row] = await db.select().from(images).where(eq(images.id, id));
  return row;
}
