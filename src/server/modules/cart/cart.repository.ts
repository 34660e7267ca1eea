import { and, asc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { cartItems } from '../../db/schema/cart';
import { products } from '../../db/schema/catalog';

/** The user's cart lines with their (live) products, oldest first. */
export async function findCartLines(db: Executor, userId: number) {
  return db
    .select({ item: cartItems, product: products })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(and(eq(cartItems.userId, userId), isNull(products.archivedAt)))
    .orderBy(asc(cartItems.addedAt), asc(cartItems.id));
}

export async function findCartLine(db: Executor, userId: number, itemId: number) {
  const [row] = await db
    .select({ item: cartItems, product: products })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(
      and(eq(cartItems.id, itemId), eq(cartItems.userId, userId), isNull(products.archivedAt)),
    );
  return row;
}

/** Adds a line, or adds to the quantity of the same product's line in the same size; returns its id. */
export async function addCartLine(
  db: Executor,
  values: { userId: number; productId: number; quantity: number; size: string; addedAt: Date },
): Promise<number> {
  const [row] = await db
    .insert(cartItems)
    .values({ ...values, type: 'regular' })
    .onConflictDoUpdate({
      target: [cartItems.userId, cartItems.productId, cartItems.type, cartItems.size],
      targetWhere: sql`${cartItems.competitionId} is null`,
      set: { quantity: sql`${cartItems.quantity} + excluded.quantity` },
    })
    .returning({ id: cartItems.id });
  if (!row) throw new Error('cart insert returned no row');
  return row.id;
}

export async function setCartLineQuantity(
  db: Executor,
  userId: number,
  itemId: number,
  quantity: number,
) {
  await db
    .update(cartItems)
    .set({ quantity })
    .where(and(eq(cartItems.id, itemId), eq(cartItems.userId, userId)));
}

export async function deleteCartLine(
  db: Executor,
  userId: number,
  itemId: number,
): Promise<boolean> {
  const rows = await db
    .delete(cartItems)
    .where(and(eq(cartItems.id, itemId), eq(cartItems.userId, userId)))
    .returning({ id: cartItems.id });
  return rows.length > 0;
}

/**
 * One prize line per row of `winners` (a SELECT yielding user_id, product_id, competition_id), in
 * one statement however many; a line already there stays as it is.
 */
export async function insertPrizeLines(db: Executor, winners: SQL, addedAt: Date): Promise<void> {
  await db.execute(sql`
    insert into cart_items (user_id, product_id, quantity, type, competition_id, added_at)
    select w.user_id, w.product_id, 1, 'prize', w.competition_id, ${addedAt}
    from (${winners}) w
    on conflict do nothing`);
}

export async function deletePrizeLine(
  db: Executor,
  userId: number,
  competitionId: number,
): Promise<void> {
  await db
    .delete(cartItems)
    .where(and(eq(cartItems.competitionId, competitionId), eq(cartItems.userId, userId)));
}
