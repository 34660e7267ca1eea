import { and, asc, countDistinct, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { preparedSql } from '../../db/prepared';
import { orderItems, orders } from '../../db/schema/orders';
import type { AskAlso, WrittenWith } from '../../db/sql';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrderRow = typeof orders.$inferInsert;
export type OrderItemRow = typeof orderItems.$inferSelect;

/** An order with its items. */
export interface OrderRecord {
  order: OrderRow;
  items: OrderItemRow[];
}

/** Questions asked with the order attempt's read, by name (a constant object: one statement each). */
export type AskedWithAttempt = Readonly<Record<string, AskAlso>>;

type AttemptRow = { id: number | null; request_fingerprint: string | null } & Record<
  string,
  unknown
>;

/** The order attempt's read, prepared once per set of questions asked with it (every order asks it). */
const attemptStatements = new Map<
  AskedWithAttempt,
  (db: Executor, params: { userId: number; idempotencyKey: string }) => Promise<AttemptRow[]>
>();

function attemptStatement(asked: AskedWithAttempt) {
  let statement = attemptStatements.get(asked);
  if (statement) return statement;
  const key = {
    userId: sql`${sql.placeholder('userId')}::integer`,
    idempotencyKey: sql`${sql.placeholder('idempotencyKey')}::text`,
  };
  const answers = Object.entries(asked).map(
    ([name, ask]) => sql`, ${ask(key)} as ${sql.identifier(`also_${name}`)}`,
  );
  // One row whether or not an order was placed: the questions are answered either way.
  statement = preparedSql<{ userId: number; idempotencyKey: string }, AttemptRow>(
    `find_order_by_key_${attemptStatements.size}`,
    () => sql`
      select placed.id, placed.request_fingerprint${sql.join(answers)}
      from (select 1) as one
      left join ${orders} as placed
        on placed.user_id = ${key.userId} and placed.idempotency_key = ${key.idempotencyKey}`,
  );
  attemptStatements.set(asked, statement);
  return statement;
}

/**
 * Whether an order was placed under this shopper's Idempotency-Key, as an SQL expression another
 * module's statement can ask in passing (Pay Now's hold: one round trip for a refusal); the user and
 * the key are that statement's own (its placeholders, so it can be prepared).
 */
export function orderPlacedUnderKey(key: { userId: SQL; idempotencyKey: SQL }): SQL {
  return sql`exists (
    select 1 from ${orders}
    where ${orders.userId} = ${key.userId} and ${orders.idempotencyKey} = ${key.idempotencyKey}
  )`;
}

/**
 * The order placed under this shopper's key, if any, and the answers to the questions `asked`
 * about the same user and key (each by its name), in one statement.
 */
export async function findOrderByKey<Asked extends AskedWithAttempt>(
  db: Executor,
  userId: number,
  idempotencyKey: string,
  asked: Asked,
): Promise<{
  order: { id: number; requestFingerprint: string | null } | undefined;
  answers: { [Name in keyof Asked]: unknown };
}> {
  const [row] = await attemptStatement(asked)(db, { userId, idempotencyKey });
  const answers = Object.fromEntries(
    Object.keys(asked).map((name) => [name, row?.[`also_${name}`] ?? null]),
  ) as { [Name in keyof Asked]: unknown };
  return {
    order:
      row?.id === null || row?.id === undefined
        ? undefined
        : { id: Number(row.id), requestFingerprint: row.request_fingerprint },
    answers,
  };
}

/** An order's line as `insertOrder` writes it (the order's id is the new order's). */
export type NewOrderItem = Omit<typeof orderItems.$inferInsert, 'orderId'>;

/**
 * A statement another module writes with the order's (a data-modifying CTE), and its value; it is
 * given the order's user as SQL (the statement's placeholder): the number of rows it answers comes
 * back with the order.
 */
export type AlsoWrittenWithOrder = WrittenWith<{ userId: SQL }>;
type WrittenWithOrder = AlsoWrittenWithOrder['write'];

type OrderInsertStatement = (
  db: Executor,
  params: Record<string, unknown>,
) => Promise<{ id: number; payment_id: number | null; also_written: number[] }[]>;

// Every order writes one, with its lines, in one statement (prepared: the row is wide, and building
// it was most of its cost). However many lines, they travel as one JSON parameter, in order. One
// prepared statement per list of statements written with it (a few, named by the modules').
const orderInserts = new Map<string, OrderInsertStatement>();
const writeIds = new Map<WrittenWithOrder, number>();

function orderInsertStatement(
  also: readonly WrittenWithOrder[],
  payment: WrittenWith['write'] | undefined,
): OrderInsertStatement {
  const key = [payment, ...also]
    .map((write) => {
      if (write === undefined) return '';
      if (!writeIds.has(write)) writeIds.set(write, writeIds.size);
      return writeIds.get(write);
    })
    .join(',');
  let statement = orderInserts.get(key);
  if (statement) return statement;
  const userId = sql`${sql.placeholder('userId')}::integer`;
  const written = also.map((write, index) => ({
    name: sql.identifier(`also_written_${index}`),
    statement: write(sql`${sql.placeholder(`alsoValue${index}`)}`, { userId }),
  }));
  const paid =
    payment && sql`paid as (${payment(sql`${sql.placeholder('paymentValue')}`, { userId })}), `;
  statement = preparedSql<
    Record<string, unknown>,
    { id: number; payment_id: number | null; also_written: number[] }
  >(
    `insert_order_${orderInserts.size}`,
    (db) => sql`
    with ${paid ?? sql``}placed as (${db
      .insert(orders)
      .values({
        userId: sql.placeholder('userId'),
        idempotencyKey: sql.placeholder('idempotencyKey'),
        requestFingerprint: sql.placeholder('requestFingerprint'),
        status: sql.placeholder('status'),
        paymentMethod: sql.placeholder('paymentMethod'),
        paymentId: payment ? sql`(select id from paid)` : sql.placeholder('paymentId'),
        source: sql.placeholder('source'),
        subtotalCents: sql.placeholder('subtotalCents'),
        discountCents: sql.placeholder('discountCents'),
        discountCode: sql.placeholder('discountCode'),
        shippingCents: sql.placeholder('shippingCents'),
        taxCents: sql.placeholder('taxCents'),
        totalCents: sql.placeholder('totalCents'),
        shippingMethod: sql.placeholder('shippingMethod'),
        shipName: sql.placeholder('shipName'),
        shipEmail: sql.placeholder('shipEmail'),
        shipPhone: sql.placeholder('shipPhone'),
        shipLine1: sql.placeholder('shipLine1'),
        shipCity: sql.placeholder('shipCity'),
        shipState: sql.placeholder('shipState'),
        shipPostalCode: sql.placeholder('shipPostalCode'),
        shipCountry: sql.placeholder('shipCountry'),
        notes: sql.placeholder('notes'),
        createdAt: sql.placeholder('createdAt'),
        updatedAt: sql.placeholder('updatedAt'),
      })
      .returning({ id: orders.id, payment_id: orders.paymentId })
      .getSQL()}),
    lines as (
      insert into ${orderItems} (order_id, product_id, quantity, size, unit_price_cents,
        discount_cents, product_type, brand, model, image_url)
      select placed.id, (item.value ->> 'product_id')::integer,
        (item.value ->> 'quantity')::integer, item.value ->> 'size',
        (item.value ->> 'unit_price_cents')::integer, (item.value ->> 'discount_cents')::integer,
        item.value ->> 'product_type', item.value ->> 'brand', item.value ->> 'model',
        item.value ->> 'image_url'
      from placed,
        jsonb_array_elements(${sql.placeholder('items')}::jsonb) with ordinality as item(value, n)
      order by item.n
    )${sql.join(written.map(({ name, statement }) => sql`, ${name} as (${statement})`))}
    select id, payment_id, array[${sql.join(
      written.map(({ name }) => sql`(select count(*) from ${name})::int`),
      sql`, `,
    )}]::int[] as also_written
    from placed`,
  );
  orderInserts.set(key, statement);
  return statement;
}

/**
 * Records an order and its lines (one statement); answers the order's id, its payment's (`payment`
 * written with it, else `values.paymentId`), and how many rows each statement written with it
 * (`also`, each given its value) answered, in order.
 */
export async function insertOrder(
  db: Executor,
  values: NewOrderRow,
  items: readonly NewOrderItem[],
  also: readonly AlsoWrittenWithOrder[] = [],
  /**
   * The order's payment, written in the order's statement before it (answering the payment's id,
   * which the order records): one statement for both.
   */
  payment?: WrittenWith,
): Promise<{ id: number; paymentId: number | null; alsoWritten: number[] }> {
  const statement = orderInsertStatement(
    also.map(({ write }) => write),
    payment?.write,
  );
  const [row] = await statement(db, {
    ...values,
    ...(payment ? { paymentValue: payment.value } : {}),
    requestFingerprint: values.requestFingerprint ?? null,
    paymentId: values.paymentId ?? null,
    discountCents: values.discountCents ?? 0,
    discountCode: values.discountCode ?? null,
    shipCountry: values.shipCountry ?? 'USA',
    notes: values.notes ?? null,
    createdAt: values.createdAt,
    updatedAt: values.updatedAt,
    items: JSON.stringify(
      items.map((item) => ({
        product_id: item.productId,
        quantity: item.quantity,
        size: item.size ?? '',
        unit_price_cents: item.unitPriceCents,
        discount_cents: item.discountCents ?? 0,
        product_type: item.productType,
        brand: item.brand,
        model: item.model,
        image_url: item.imageUrl ?? null,
      })),
    ),
    ...Object.fromEntries(also.map(({ value }, index) => [`alsoValue${index}`, value])),
  });
  if (!row) throw new Error('order insert returned no row');
  return {
    id: Number(row.id),
    paymentId: row.payment_id === null ? null : Number(row.payment_id),
    alsoWritten: (row.also_written ?? []).map(Number),
  };
}

/** Locks one order for a status change. */
export async function lockOrder(db: Executor, orderId: number): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return row;
}

export async function updateOrderStatus(
  db: Executor,
  orderId: number,
  status: string,
  updatedAt: Date,
): Promise<void> {
  await db.update(orders).set({ status, updatedAt }).where(eq(orders.id, orderId));
}

export async function findOrderItems(db: Executor, orderIds: number[]): Promise<OrderItemRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(orderItems)
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(asc(orderItems.id));
}

export interface OrderFilter {
  userId?: number;
  orderId?: number;
  /** Order number, customer name or e-mail, or (with `userIdsNamed`) username. */
  q?: string | undefined;
  /** The users whose username matches `q` (from auth), found by the search too. */
  userIdsNamed?: number[];
  status?: string | undefined;
  limit?: number;
}

/** Orders newest first, each with its items, in two queries. */
export async function findOrders(db: Executor, filter: OrderFilter): Promise<OrderRecord[]> {
  const conditions: SQL[] = [];
  if (filter.userId !== undefined) conditions.push(eq(orders.userId, filter.userId));
  if (filter.orderId !== undefined) conditions.push(eq(orders.id, filter.orderId));
  if (filter.status) conditions.push(eq(orders.status, filter.status));
  const q = orderSearchText(filter.q);
  if (q) {
    const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const matches: (SQL | undefined)[] = [
      ilike(orders.shipName, pattern),
      ilike(orders.shipEmail, pattern),
    ];
    if (filter.userIdsNamed?.length) matches.push(inArray(orders.userId, filter.userIdsNamed));
    if (/^\d{1,9}$/.test(q)) matches.push(eq(orders.id, Number(q)));
    conditions.push(or(...matches) as SQL);
  }
  const rows = await db
    .select()
    .from(orders)
    .where(and(...conditions))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(filter.limit ?? 200);
  const items = await findOrderItems(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((order) => ({
    order,
    items: items.filter((item) => item.orderId === order.id),
  }));
}

/** The search text of an admin's order search: trimmed, '#12' read as 12; '' for none. */
export function orderSearchText(q: string | undefined): string {
  return q?.trim().replace(/^#/, '') ?? '';
}

/** How many orders have a line of this product. */
export async function countOrdersWithProduct(db: Executor, productId: number): Promise<number> {
  const [row] = await db
    .select({ count: countDistinct(orderItems.orderId) })
    .from(orderItems)
    .where(eq(orderItems.productId, productId));
  return row?.count ?? 0;
}
