import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { payments } from '../../db/schema/payments';

export type PaymentRow = typeof payments.$inferSelect;
export type NewPaymentRow = typeof payments.$inferInsert;

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

export async function findPaymentsByIds(db: Executor, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(payments)
    .where(sql`${payments.id} = any(${`{${ids.map((id) => Math.trunc(id)).join(',')}}`}::int[])`);
}
