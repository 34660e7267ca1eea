import { and, asc, countDistinct, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { preparedQuery } from '../../db/prepared';
import { cartItems } from '../../db/schema/cart';

export type CartItemRow = typeof cartItems.$inferSelect;

/** The user's cart lines, oldest first. */
export async function findCartItems(db: Executor, userId: number): Promise<CartItemRow[]> {
  return db
    .select()
    .from(cartItems)
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.addedAt), asc(cartItems.id));
}

export async function findCartItem(
  db: Executor,
  userId: number,
  itemId: number,
): Promise<CartItemRow | undefined> {
  const [row] = await db
    .select()
    .from(cartItems)
    .where(and(eq(cartItems.id, itemId), eq(cartItems.userId, userId)));
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
      targetWhere: sql`${cartItems.competitionId} is null and ${cartItems.auctionId} is null`,
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

export async function setCartLineSize(db: Executor, userId: number, itemId: number, size: string) {
  await db
    .update(cartItems)
    .set({ size })
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
 * The user's cart lines, locked in id order until the transaction ends: a second checkout of the
 * same cart waits here and then finds the lines the first one took already gone.
 */
// A checkout's two statements on the cart (prepared: every cart checkout runs them).
/** The user's cart lines whose product is live (`live`: the catalogue's condition), locked. */
const lockedCartLines = (live: (productId: SQL) => SQL) =>
  preparedQuery('lock_cart_lines', (db) =>
    db
      .select({
        id: cartItems.id,
        productId: cartItems.productId,
        quantity: cartItems.quantity,
        size: cartItems.size,
        type: cartItems.type,
        competitionId: cartItems.competitionId,
        auctionId: cartItems.auctionId,
      })
      .from(cartItems)
      .where(
        and(eq(cartItems.userId, sql.placeholder('userId')), live(sql`${cartItems.productId}`)),
      )
      .orderBy(asc(cartItems.id))
      .for('update', { of: cartItems }),
  );
let lockCartLinesStatement: ReturnType<typeof lockedCartLines> | undefined;

/**
 * The user's cart lines whose product is live, locked until the transaction ends, in one
 * statement (prepared: every checkout asks it); `live` is the same condition every time.
 */
export async function lockCartLinesOf(db: Executor, userId: number, live: (productId: SQL) => SQL) {
  lockCartLinesStatement ??= lockedCartLines(live);
  return lockCartLinesStatement(db, { userId });
}

/** Empties the given lines of the user's cart. */
/**
 * Deletes the user's cart lines of these ids, as a statement for another module's statement to run
 * with it (the order's INSERT), the lines' ids (an `int[]`'s text) and the user given as that
 * statement's SQL.
 */
export function cartLinesDeleteWith(ids: SQL, owner: { userId: SQL }): SQL {
  return sql`delete from ${cartItems}
    where ${cartItems.userId} = ${owner.userId} and ${cartItems.id} = any(${ids}::int[])
    returning ${cartItems.id}`;
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

/** An auction's unit in its winner's (or runner-up's) cart; a line already there stays. */
export async function insertAuctionLine(
  db: Executor,
  line: { userId: number; productId: number; auctionId: number },
  addedAt: Date,
): Promise<void> {
  await db
    .insert(cartItems)
    .values({ ...line, quantity: 1, type: 'auction', addedAt })
    .onConflictDoNothing();
}

/** Removes an auction's line, whoever has it (its window passed). */
export async function deleteAuctionLine(db: Executor, auctionId: number): Promise<void> {
  await db.delete(cartItems).where(eq(cartItems.auctionId, auctionId));
}

/** How many shoppers have this product in their cart. */
export async function countCartsWithProduct(db: Executor, productId: number): Promise<number> {
  const [row] = await db
    .select({ count: countDistinct(cartItems.userId) })
    .from(cartItems)
    .where(eq(cartItems.productId, productId));
  return row?.count ?? 0;
}
