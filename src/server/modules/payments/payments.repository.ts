import { and, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { preparedQuery, preparedSql } from '../../db/prepared';
import { paymentCards, payments } from '../../db/schema/payments';
import { intArray, intArrayText, rowFromJson } from '../../db/sql';

export type PaymentRow = typeof payments.$inferSelect;
export type NewPaymentRow = typeof payments.$inferInsert;
export type CardRow = typeof paymentCards.$inferSelect;

// Every paid action runs these two (prepared: built once, planned once per connection).
const paymentByKey = preparedQuery('find_payment_by_key', (db) =>
  db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.userId, sql.placeholder('userId')),
        eq(payments.idempotencyKey, sql.placeholder('idempotencyKey')),
      ),
    ),
);

export async function findPaymentByKey(db: Executor, userId: number, idempotencyKey: string) {
  const [row] = await paymentByKey(db, { userId, idempotencyKey });
  return row;
}

/** A new payment's columns (the currency is always the default, USD; refunds come later). */
export type NewPayment = Omit<NewPaymentRow, 'id' | 'currency' | 'refundedAt' | 'providerRefundId'>;

const paymentInsert = preparedQuery('insert_payment', (db) =>
  db
    .insert(payments)
    .values({
      userId: sql.placeholder('userId'),
      idempotencyKey: sql.placeholder('idempotencyKey'),
      provider: sql.placeholder('provider'),
      amountCents: sql.placeholder('amountCents'),
      status: sql.placeholder('status'),
      purpose: sql.placeholder('purpose'),
      providerPaymentId: sql.placeholder('providerPaymentId'),
      cardBrand: sql.placeholder('cardBrand'),
      cardLast4: sql.placeholder('cardLast4'),
      failureMessage: sql.placeholder('failureMessage'),
      createdAt: sql.placeholder('createdAt'),
    })
    .returning(),
);

export async function insertPayment(db: Executor, values: NewPayment): Promise<PaymentRow> {
  const [row] = await paymentInsert(db, newPaymentValues(values));
  if (!row) throw new Error('payment insert returned no row');
  return row;
}

/** The columns a new payment writes (the rest keep their defaults), as `NewPayment` names them. */
const NEW_PAYMENT_COLUMNS = [
  'userId',
  'idempotencyKey',
  'provider',
  'amountCents',
  'status',
  'purpose',
  'providerPaymentId',
  'cardBrand',
  'cardLast4',
  'failureMessage',
  'createdAt',
] as const satisfies readonly (keyof NewPayment)[];

function newPaymentValues(values: NewPayment): Record<string, unknown> {
  return Object.fromEntries(NEW_PAYMENT_COLUMNS.map((key) => [key, values[key] ?? null]));
}

/**
 * A payment's row written by another module's statement (a data-modifying CTE answering its id),
 * its values one JSON parameter (`paymentJson`): the columns `insertPayment` writes.
 */
export function paymentWrittenWith(value: SQL): SQL {
  const columns = sql.join(
    NEW_PAYMENT_COLUMNS.map((key) => sql.identifier(payments[key].name)),
    sql`, `,
  );
  return sql`insert into ${payments} (${columns})
    select ${columns} from jsonb_populate_record(null::${payments}, ${value}::jsonb)
    returning id`;
}

/** A new payment's values as `paymentWrittenWith` reads them: by column, dates in ISO form. */
export function paymentJson(values: NewPayment): string {
  const byColumn = Object.entries(newPaymentValues(values)).map(([key, value]) => [
    payments[key as (typeof NEW_PAYMENT_COLUMNS)[number]].name,
    value,
  ]);
  return JSON.stringify(Object.fromEntries(byColumn));
}

/**
 * Whether a payment was recorded under this payer's Idempotency-Key, as an SQL expression another
 * module's statement can ask in passing; the user and the key are that statement's own.
 */
export function paymentUnderKey(key: { userId: SQL; idempotencyKey: SQL }): SQL {
  return sql`exists (
    select 1 from ${payments}
    where ${payments.userId} = ${key.userId} and ${payments.idempotencyKey} = ${key.idempotencyKey}
  )`;
}

/**
 * Serialises work on one (user, idempotency key) until the surrounding transaction ends, across
 * every process on the same PostgreSQL.
 */
export async function lockIdempotencyKey(db: Executor, userId: number, idempotencyKey: string) {
  await keyLock(db, { key: `${userId}:${idempotencyKey}` });
}

const keyLock = preparedSql<{ key: string }, unknown>(
  'lock_idempotency_key',
  () => sql`select pg_advisory_xact_lock(hashtextextended(${sql.placeholder('key')}, 0))`,
);

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
const currentCard = preparedQuery('find_current_card', (db) =>
  db
    .select()
    .from(paymentCards)
    .where(and(eq(paymentCards.userId, sql.placeholder('userId')), isNull(paymentCards.replacedAt)))
    .orderBy(desc(paymentCards.id))
    .limit(1),
);

export async function findCurrentCard(db: Executor, userId: number): Promise<CardRow | undefined> {
  const [row] = await currentCard(db, { userId });
  return row;
}

/**
 * The card on file (as `findCurrentCard` reads it) as one JSON value, for another module's
 * statement to read in passing: the user is that statement's own (its placeholder). `cardFromJson`
 * reads the answer back.
 */
export function currentCardAsJson(key: { userId: SQL }): SQL {
  return sql`(
    select to_jsonb(card) from ${paymentCards} as card
    where card.user_id = ${key.userId} and card.replaced_at is null
    order by card.id desc limit 1
  )`;
}

export function cardFromJson(json: unknown): CardRow | undefined {
  return rowFromJson(paymentCards, json);
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
// Every invoice read asks it (the outbox's receipts): prepared.
const cardSummaries = preparedQuery('find_card_summaries', (db) =>
  db
    .select({ id: payments.id, brand: payments.cardBrand, last4: payments.cardLast4 })
    .from(payments)
    .where(sql`${payments.id} = any(${sql.placeholder('ids')}::int[])`),
);

export async function findCardSummaries(
  db: Executor,
  ids: number[],
): Promise<Map<number, { brand: string; last4: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await cardSummaries(db, { ids: intArrayText(ids) });
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
    .where(sql`${payments.id} = any(${intArray(ids)})`);
}
