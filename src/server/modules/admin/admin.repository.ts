import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { adminPin } from '../../db/schema/admin';

export type PinSource = 'env' | 'demo';

export async function findPin(
  db: Executor,
): Promise<{ pinHash: string; source: PinSource } | undefined> {
  const [row] = await db
    .select({ pinHash: adminPin.pinHash, source: adminPin.source })
    .from(adminPin);
  return row ? { pinHash: row.pinHash, source: row.source as PinSource } : undefined;
}

export async function savePin(
  db: Executor,
  pinHash: string,
  source: PinSource,
  now: Date,
): Promise<void> {
  await db
    .insert(adminPin)
    .values({ id: 1, pinHash, source, updatedAt: now })
    .onConflictDoUpdate({ target: adminPin.id, set: { pinHash, source, updatedAt: now } });
}

export async function deletePinFrom(db: Executor, source: PinSource): Promise<void> {
  await db.delete(adminPin).where(eq(adminPin.source, source));
}
