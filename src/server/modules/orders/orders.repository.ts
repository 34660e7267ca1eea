import { and, asc, countDistinct, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { preparedQuery } from '../../db/prepared';
import { orderItems, orders } from '../../db/schema/orders';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrderRow = typeof orders.$inferInsert;
export type OrderItemRow = typeof orderItems.$inferSelect;

/** An order with its items. */
export interface OrderRecord {
  order: OrderRow;
  items: OrderItemRow[];
}

const orderByKey = preparedQuery('find_order_by_key', (db) =>
  db
    .select({ id: orders.id, requestFingerprint: orders.requestFingerprint })
    .from(orders)
    .where(
      and(
        eq(orders.userId, sql.placeholder('userId')),
        eq(orders.idempotencyKey, sql.placeholder('idempotencyKey')),
      ),
    ),
);

/**
 * Whether an order was placed under this shopper's Idempotency-Key, as an SQL expression another
 * module's statement can ask in passing (Pay Now's hold: one round trip for a refusal).
 */
export function orderPlacedUnderKey(userId: number, idempotencyKey: string): SQL {
  return sql`exists (
    select 1 from ${orders}
    where ${orders.userId} = ${userId} and ${orders.idempotencyKey} = ${idempotencyKey}
  )`;
}

/** Every order attempt asks it (a drop's every shopper): a prepared statement. */
export async function findOrderByKey(db: Executor, userId: number, idempotencyKey: string) {
  const [row] = await orderByKey(db, { userId, idempotencyKey });
  return row;
}

export async function insertOrder(db: Executor, values: NewOrderRow): Promise<OrderRow> {
  const [row] = await db.insert(orders).values(values).returning();
  if (!row) throw new Error('order insert returned no row');
  return row;
}

export async function insertOrderItems(
  db: Executor,
  values: (typeof orderItems.$inferInsert)[],
): Promise<void> {
  if (values.length > 0) await db.insert(orderItems).values(values);
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
