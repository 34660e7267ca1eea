import { and, asc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { freeEntryCredits, plays } from '../../db/schema/competitions';

/** The competitions module's SQL on free-entry credits. */

export type FreeEntryCreditRow = typeof freeEntryCredits.$inferSelect;

/** Neither used nor voided. */
const unused = and(isNull(freeEntryCredits.playId), isNull(freeEntryCredits.voidedAt));

export async function insertCredits(
  db: Executor,
  rows: ReadonlyArray<Omit<typeof freeEntryCredits.$inferInsert, 'id'>>,
): Promise<FreeEntryCreditRow[]> {
  if (rows.length === 0) return [];
  return db
    .insert(freeEntryCredits)
    .values([...rows])
    .returning();
}

/** A cash-on-delivery order was paid: its waiting credits become usable. */
export async function grantCreditsOfOrder(db: Executor, orderId: number, at: Date): Promise<void> {
  await db
    .update(freeEntryCredits)
    .set({ grantedAt: at })
    .where(
      and(
        eq(freeEntryCredits.orderId, orderId),
        isNull(freeEntryCredits.grantedAt),
        isNull(freeEntryCredits.voidedAt),
      ),
    );
}

/** The order was cancelled: its credits no entry used are voided. Answers how many. */
export async function voidUnusedCreditsOfOrder(
  db: Executor,
  orderId: number,
  at: Date,
): Promise<number> {
  const voided = await db
    .update(freeEntryCredits)
    .set({ voidedAt: at })
    .where(and(eq(freeEntryCredits.orderId, orderId), unused))
    .returning({ id: freeEntryCredits.id });
  return voided.length;
}

/**
 * The player's oldest usable credit for this product, row-locked until the transaction ends. A
 * credit another transaction is using or voiding is waited for and then read again: if that one
 * used or voided it, none is answered (the entry is then charged or refused, never free twice).
 */
export async function lockUsableCredit(
  db: Executor,
  userId: number,
  productId: number,
): Promise<FreeEntryCreditRow | undefined> {
  const [row] = await db
    .select()
    .from(freeEntryCredits)
    .where(
      and(
        eq(freeEntryCredits.userId, userId),
        eq(freeEntryCredits.productId, productId),
        isNotNull(freeEntryCredits.grantedAt),
        unused,
      ),
    )
    .orderBy(asc(freeEntryCredits.id))
    .limit(1)
    .for('update');
  return row;
}

/** Spends the (locked, unused) credit on this entry; false if it was no longer unused. */
export async function spendCredit(
  db: Executor,
  creditId: number,
  playId: number,
  at: Date,
): Promise<boolean> {
  const used = await db
    .update(freeEntryCredits)
    .set({ playId, usedAt: at })
    .where(and(eq(freeEntryCredits.id, creditId), unused))
    .returning({ id: freeEntryCredits.id });
  return used.length === 1;
}

/** The entry's game was cancelled: the credit it used is unused again. Answers its id, if any. */
export async function giveBackCreditOfPlay(
  db: Executor,
  playId: number,
): Promise<number | undefined> {
  const [row] = await db
    .update(freeEntryCredits)
    .set({ playId: null, usedAt: null })
    .where(eq(freeEntryCredits.playId, playId))
    .returning({ id: freeEntryCredits.id });
  return row?.id;
}

/** The player's usable credits, oldest first. */
export function findUsableCredits(db: Executor, userId: number): Promise<FreeEntryCreditRow[]> {
  return db
    .select()
    .from(freeEntryCredits)
    .where(and(eq(freeEntryCredits.userId, userId), isNotNull(freeEntryCredits.grantedAt), unused))
    .orderBy(asc(freeEntryCredits.id));
}

/** The credits these orders earned. */
export function findCreditsOfOrders(
  db: Executor,
  orderIds: readonly number[],
): Promise<FreeEntryCreditRow[]> {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(freeEntryCredits)
    .where(inArray(freeEntryCredits.orderId, [...orderIds]))
    .orderBy(asc(freeEntryCredits.id));
}

/** Records a free entry's $0 invoice beside it. */
export async function setPlayInvoice(db: Executor, playId: number, invoiceId: number) {
  await db.update(plays).set({ invoiceId }).where(eq(plays.id, playId));
}
