import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { discountCodes, discountRedemptions } from '../../db/schema/discounts';

export type DiscountCodeRow = typeof discountCodes.$inferSelect;
export type NewDiscountCodeRow = typeof discountCodes.$inferInsert;

/** A code and how many orders used it. */
export interface DiscountCodeRecord {
  row: DiscountCodeRow;
  uses: number;
}

export async function insertDiscountCode(
  db: Executor,
  values: NewDiscountCodeRow,
): Promise<DiscountCodeRow | undefined> {
  const [row] = await db
    .insert(discountCodes)
    .values(values)
    .onConflictDoNothing({ target: discountCodes.code })
    .returning();
  return row;
}

/** Changes a code; undefined when its new `code` is another code's. */
export async function updateDiscountCode(
  db: Executor,
  id: number,
  values: Partial<NewDiscountCodeRow>,
): Promise<DiscountCodeRow | undefined> {
  if (values.code !== undefined) {
    const [other] = await db
      .select({ id: discountCodes.id })
      .from(discountCodes)
      .where(and(eq(discountCodes.code, values.code), sql`${discountCodes.id} <> ${id}`));
    if (other) return undefined;
  }
  const [row] = await db
    .update(discountCodes)
    .set(values)
    .where(eq(discountCodes.id, id))
    .returning();
  return row;
}

/** Locks one code's row until the transaction ends: its uses are counted and added under it. */
export async function lockDiscountCodeById(
  db: Executor,
  id: number,
): Promise<DiscountCodeRow | undefined> {
  const [row] = await db.select().from(discountCodes).where(eq(discountCodes.id, id)).for('update');
  return row;
}

export async function lockDiscountCodeByCode(
  db: Executor,
  code: string,
): Promise<DiscountCodeRow | undefined> {
  const [row] = await db
    .select()
    .from(discountCodes)
    .where(eq(discountCodes.code, code))
    .for('update');
  return row;
}

export async function findDiscountCodeByCode(
  db: Executor,
  code: string,
): Promise<DiscountCodeRow | undefined> {
  const [row] = await db.select().from(discountCodes).where(eq(discountCodes.code, code));
  return row;
}

/** Every code (or the given ones) with its uses, oldest first, in two queries. */
export async function findDiscountCodes(
  db: Executor,
  filter: { ids?: number[]; activeOnly?: boolean } = {},
): Promise<DiscountCodeRecord[]> {
  const rows = await db
    .select()
    .from(discountCodes)
    .where(
      and(
        filter.ids ? inArray(discountCodes.id, filter.ids) : undefined,
        filter.activeOnly ? eq(discountCodes.active, true) : undefined,
      ),
    )
    .orderBy(asc(discountCodes.id))
    .limit(1000);
  const uses = await countUses(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({ row, uses: uses.get(row.id) ?? 0 }));
}

async function countUses(db: Executor, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: discountRedemptions.discountCodeId, uses: count() })
    .from(discountRedemptions)
    .where(inArray(discountRedemptions.discountCodeId, ids))
    .groupBy(discountRedemptions.discountCodeId);
  return new Map(rows.map((row) => [row.id, row.uses]));
}

/** A code's uses in all and by one shopper. */
export async function usesOf(
  db: Executor,
  discountCodeId: number,
  userId: number,
): Promise<{ total: number; byUser: number }> {
  const [row] = await db
    .select({
      total: count(),
      byUser:
        sql<number>`count(*) filter (where ${discountRedemptions.userId} = ${userId})`.mapWith(
          Number,
        ),
    })
    .from(discountRedemptions)
    .where(eq(discountRedemptions.discountCodeId, discountCodeId));
  return { total: row?.total ?? 0, byUser: row?.byUser ?? 0 };
}

export async function insertRedemption(
  db: Executor,
  values: typeof discountRedemptions.$inferInsert,
): Promise<void> {
  await db.insert(discountRedemptions).values(values);
}
