import { and, asc, desc, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema/auth';
import { cartItems } from '../../db/schema/cart';
import { products } from '../../db/schema/catalog';
import { invoices, orderItems, orders } from '../../db/schema/orders';
import { payments } from '../../db/schema/payments';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrderRow = typeof orders.$inferInsert;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type LockedProduct = typeof products.$inferSelect;

/** An order with everything its answer shows. */
export interface OrderRecord {
  order: OrderRow;
  items: OrderItemRow[];
  invoiceId: number | null;
  card: { brand: string; last4: string } | null;
  username: string;
}

export async function findOrderByKey(db: Executor, userId: number, idempotencyKey: string) {
  const [row] = await db
    .select({ id: orders.id, requestFingerprint: orders.requestFingerprint })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, idempotencyKey)));
  return row;
}

/**
 * Locks the live products of an order, in id order: every checkout takes its locks in the same
 * order, so two checkouts of the same products queue instead of deadlocking.
 */
export async function lockProducts(db: Executor, ids: number[]): Promise<LockedProduct[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(products)
    .where(and(inArray(products.id, ids), isNull(products.archivedAt)))
    .orderBy(asc(products.id))
    .for('update');
}

/** Takes (or, with a negative change, gives back) stock; the check constraint refuses below zero. */
export async function changeStock(db: Executor, productId: number, change: number): Promise<void> {
  await db
    .update(products)
    .set({ quantity: sql`${products.quantity} + ${change}` })
    .where(eq(products.id, productId));
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

/**
 * The user's cart lines of live products, locked until the transaction ends: a second checkout of
 * the same cart waits here and then finds the lines the first one took already gone.
 */
export async function lockCartLines(db: Executor, userId: number) {
  return db
    .select({
      id: cartItems.id,
      productId: cartItems.productId,
      quantity: cartItems.quantity,
      size: cartItems.size,
      type: cartItems.type,
      competitionId: cartItems.competitionId,
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(and(eq(cartItems.userId, userId), isNull(products.archivedAt)))
    .orderBy(asc(cartItems.id))
    .for('update', { of: cartItems });
}

/** Empties the given lines of the user's cart (those the order took). */
export async function deleteCartLines(db: Executor, userId: number, lineIds: number[]) {
  if (lineIds.length === 0) return;
  await db
    .delete(cartItems)
    .where(and(eq(cartItems.userId, userId), inArray(cartItems.id, lineIds)));
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

interface OrderFilter {
  userId?: number;
  orderId?: number;
  /** Order number, username, customer name or e-mail. */
  q?: string | undefined;
  status?: string | undefined;
  limit?: number;
}

/** Orders newest first, each with its items, invoice and card, in three queries. */
export async function findOrders(db: Executor, filter: OrderFilter): Promise<OrderRecord[]> {
  const conditions: SQL[] = [];
  if (filter.userId !== undefined) conditions.push(eq(orders.userId, filter.userId));
  if (filter.orderId !== undefined) conditions.push(eq(orders.id, filter.orderId));
  if (filter.status) conditions.push(eq(orders.status, filter.status));
  const q = filter.q?.trim().replace(/^#/, '');
  if (q) {
    const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const matches: (SQL | undefined)[] = [
      ilike(users.username, pattern),
      ilike(orders.shipName, pattern),
      ilike(orders.shipEmail, pattern),
    ];
    if (/^\d{1,9}$/.test(q)) matches.push(eq(orders.id, Number(q)));
    conditions.push(or(...matches) as SQL);
  }
  const rows = await db
    .select({
      order: orders,
      username: users.username,
      invoiceId: invoices.id,
      cardBrand: payments.cardBrand,
      cardLast4: payments.cardLast4,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .leftJoin(invoices, eq(invoices.orderId, orders.id))
    .leftJoin(payments, eq(payments.id, orders.paymentId))
    .where(and(...conditions))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(filter.limit ?? 200);
  const items = await findOrderItems(
    db,
    rows.map((row) => row.order.id),
  );
  return rows.map((row) => ({
    order: row.order,
    username: row.username,
    invoiceId: row.invoiceId,
    card: row.cardBrand && row.cardLast4 ? { brand: row.cardBrand, last4: row.cardLast4 } : null,
    items: items.filter((item) => item.orderId === row.order.id),
  }));
}
