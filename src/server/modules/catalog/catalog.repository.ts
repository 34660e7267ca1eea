import { and, asc, desc, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { ProductSort, ProductType } from '../../../shared/contracts/catalog';
import type { Executor } from '../../db/client';
import { brands, catalogState, products } from '../../db/schema/catalog';

export type ProductRow = typeof products.$inferSelect;
export type NewProductRow = typeof products.$inferInsert;
export type BrandRow = typeof brands.$inferSelect;

export interface ProductFilter {
  types?: ProductType[] | undefined;
  sort: ProductSort;
  q?: string | undefined;
  limit?: number | undefined;
  offset: number;
}

const orderBy: Record<ProductSort, SQL[]> = {
  default: [asc(products.id)],
  'price-low-high': [asc(products.priceCents), asc(products.id)],
  'price-high-low': [desc(products.priceCents), asc(products.id)],
  newest: [desc(products.createdAt), desc(products.id)],
};

/** `%`, `_` and `\` typed by a shopper are literal characters, not wildcards. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Live (not archived) products matching the filter, and how many match in all. */
export async function findProducts(db: Executor, filter: ProductFilter) {
  const conditions: SQL[] = [isNull(products.archivedAt)];
  if (filter.types?.length) conditions.push(inArray(products.productType, filter.types));
  if (filter.q) {
    const pattern = containsPattern(filter.q);
    const search = or(
      ilike(products.brand, pattern),
      ilike(products.model, pattern),
      ilike(products.description, pattern),
    );
    if (search) conditions.push(search);
  }
  let query = db
    .select({ product: products, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(products)
    .where(and(...conditions))
    .orderBy(...orderBy[filter.sort])
    .offset(filter.offset)
    .$dynamic();
  if (filter.limit !== undefined) query = query.limit(filter.limit);
  const rows = await query;
  return { rows: rows.map((row) => row.product), total: rows[0]?.total ?? 0 };
}

export async function findLiveProductById(
  db: Executor,
  id: number,
  /** Row-lock it until the transaction ends (a read-merge-write that nothing may interleave). */
  options: { lock?: boolean } = {},
): Promise<ProductRow | undefined> {
  const query = db
    .select()
    .from(products)
    .where(and(eq(products.id, id), isNull(products.archivedAt)));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

/** The live (not archived) products among these ids. */
export async function findLiveProductsByIds(
  db: Executor,
  ids: readonly number[],
): Promise<ProductRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(products)
    .where(and(inArray(products.id, [...ids]), isNull(products.archivedAt)));
}

export async function insertProducts(db: Executor, values: NewProductRow[]): Promise<ProductRow[]> {
  if (values.length === 0) return [];
  return db.insert(products).values(values).returning();
}

/** Type, brand and model of every product, archived ones included (the seed's identity of a product). */
export async function findProductKeys(db: Executor) {
  return db
    .select({ productType: products.productType, brand: products.brand, model: products.model })
    .from(products);
}

export async function findBrands(
  db: Executor,
  options: { activeOnly: boolean },
): Promise<BrandRow[]> {
  return db
    .select()
    .from(brands)
    .where(options.activeOnly ? eq(brands.isActive, true) : undefined)
    .orderBy(asc(brands.name));
}

/** Inserts brands whose name is new (case-insensitively); existing ones are left as they are. */
export async function insertMissingBrands(
  db: Executor,
  values: (typeof brands.$inferInsert)[],
): Promise<void> {
  if (values.length === 0) return;
  await db.insert(brands).values(values).onConflictDoNothing();
}

/** The catalogue's change counter (bumped by triggers on products and brands). */
export async function readCatalogVersion(db: Executor): Promise<number> {
  const [row] = await db.select({ version: catalogState.version }).from(catalogState);
  return row?.version ?? 0;
}

/**
 * Updates a live product; undefined when there is none (or it is archived) or, with
 * `expectedVersion`, when its version is another one. The version is compared by the UPDATE itself,
 * under the row lock, so a sale committed a moment earlier is never written over.
 */
export async function updateLiveProduct(
  db: Executor,
  id: number,
  values: Partial<Omit<NewProductRow, 'version'>>,
  expectedVersion?: number,
): Promise<ProductRow | undefined> {
  const [row] = await db
    .update(products)
    .set(values)
    .where(
      and(
        eq(products.id, id),
        isNull(products.archivedAt),
        expectedVersion === undefined ? undefined : eq(products.version, expectedVersion),
      ),
    )
    .returning();
  return row;
}

/**
 * Locks the live products of an order, in id order: every checkout takes its locks in the same
 * order, so two checkouts of the same products queue instead of deadlocking.
 */
export async function lockLiveProducts(db: Executor, ids: number[]): Promise<ProductRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(products)
    .where(and(inArray(products.id, ids), isNull(products.archivedAt)))
    .orderBy(asc(products.id))
    .for('update');
}

/** Takes (or, with a negative change, gives back) stock; the check constraint refuses below zero. */
export async function changeProductStock(
  db: Executor,
  productId: number,
  change: number,
): Promise<void> {
  await db
    .update(products)
    .set({ quantity: sql`${products.quantity} + ${change}` })
    .where(eq(products.id, productId));
}
