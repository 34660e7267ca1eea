import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { paymentCards, payments } from '../../db/schema/payments';

export type PaymentRow = typeof payments.$inferSelect;
export type NewPaymentRow = typeof payments.$inferInsert;
export type CardRow = typeof paymentCards.$inferSelect;

export async function findPaymentByKey(db: Executor, userId: number, idempotencyKey: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.idempotencyKey, idempotencyKey)));
  return row;
}

export async function insertPayment(db: Executor, values: NewPaymentRow): Promise<PaymentRow> {
  const [row] = await db.insert(payments).values(values).returning();
  if (!row) throw new Error('payment insert returned no row');
  return row;
}

/**
 * Serialises work on one (user, idempotency key) until the surrounding transaction ends, across
 * every process on the same PostgreSQL.
 */
export async function lockIdempotencyKey(db: Executor, userId: number, idempotencyKey: string) {
  await db.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`${userId}:${idempotencyKey}`}, 0))`,
  );
}

export async function findPaymentById(db: Executor, id: number) {
  const [row] = await db.select().from(payments).where(eq(payments.id, id));
  return row;
}

export async function markPaymentRefunded(
  db: Executor,
  id: number,
  values: { providerRefundId: string; refundedAt: Date },
): Promise<void> {
  await db
    .update(payments)
    .set({ status: 'refunded', ...values })
    .where(eq(payments.id, id));
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

/** The card brand and last four of each payment, for orders and invoices that show them. */
export async function findCardSummaries(
  db: Executor,
  ids: number[],
): Promise<Map<number, { brand: string; last4: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: payments.id, brand: payments.cardBrand, last4: payments.cardLast4 })
    .from(payments)
    .where(inArray(payments.id, ids));
  return new Map(
    rows.flatMap((row) =>
      row.brand && row.last4 ? [[row.id, { brand: row.brand, last4: row.last4 }] as const] : [],
    ),
  );
}

/** These payments (one query however many). */
export async function findPaymentsByIds(db: Executor, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(payments)
    .where(sql`${payments.id} = any(${`{${ids.map((id) => Math.trunc(id)).join(',')}}`}::int[])`);
}
