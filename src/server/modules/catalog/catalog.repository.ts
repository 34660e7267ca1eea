import { and, asc, desc, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { ProductSort, ProductType } from '../../../shared/contracts/catalog';
import { inTransaction } from '../../db/after-commit';
import type { Executor } from '../../db/client';
import { preparedQuery, preparedSql } from '../../db/prepared';
import { brands, catalogState, products, stockHolds } from '../../db/schema/catalog';
import { type AskAlso, intArray, intArrayText, rowFromJson, selectRows } from '../../db/sql';
import { catalogueWritten } from './catalog-version';

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

export async function insertProducts(db: Executor, values: NewProductRow[]): Promise<ProductRow[]> {
  if (values.length === 0) return [];
  const rows = await db.insert(products).values(values).returning();
  catalogueWritten(db);
  return rows;
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
  catalogueWritten(db);
}

/**
 * The catalogue's change counter: the sum of its slots, one of which the triggers on products and
 * brands raise with every change (migration 0043).
 */
export async function readCatalogVersion(db: Executor): Promise<number> {
  const [row] = await db
    .select({ version: sql`coalesce(sum(${catalogState.version}), 0)`.mapWith(Number) })
    .from(catalogState);
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
  catalogueWritten(db);
  return row;
}

/**
 * Locks the live products of an order, in id order: every checkout takes its locks in the same
 * order, so two checkouts of the same products queue instead of deadlocking.
 */
// An order's products, read or locked: every order reads them (prepared, as a product row is wide).
const idsParam = sql`${sql.placeholder('ids')}::int[]`;
const liveProducts = preparedQuery('find_live_products', (db) =>
  db
    .select()
    .from(products)
    .where(and(sql`${products.id} = any(${idsParam})`, isNull(products.archivedAt))),
);
const lockedLiveProducts = preparedQuery('lock_live_products', (db) =>
  db
    .select()
    .from(products)
    .where(and(sql`${products.id} = any(${idsParam})`, isNull(products.archivedAt)))
    .orderBy(asc(products.id))
    .for('update'),
);

/**
 * Whether the product `productId` names is live (not archived), as an SQL condition another
 * module's statement can ask in passing (the cart's lines, locked only where their product is).
 */
export function productIsLive(productId: SQL): SQL {
  return sql`exists (
    select 1 from ${products} where ${products.id} = ${productId} and ${products.archivedAt} is null
  )`;
}

export async function lockLiveProducts(db: Executor, ids: number[]): Promise<ProductRow[]> {
  if (ids.length === 0) return [];
  return lockedLiveProducts(db, { ids: intArrayText(ids) });
}

/**
 * Changes the stock of these products (a negative change takes, a positive one gives back) in one
 * statement, so the catalogue's version is raised once; the check constraint refuses below zero.
 */
export async function changeProductStocks(
  db: Executor,
  changes: readonly { productId: number; change: number }[],
): Promise<void> {
  if (changes.length === 0) return;
  const changed = stocksChanged(db, {
    productIds: intArrayText(changes.map((c) => c.productId)),
    changes: intArrayText(changes.map((c) => c.change)),
  });
  // Registered before the answer: a caller may send this with its COMMIT without awaiting it.
  catalogueWritten(db, changed);
  await changed;
}

// Every cart checkout takes its units with it: prepared.
const stocksChanged = preparedSql<{ productIds: string; changes: string }, never>(
  'change_product_stocks',
  () => sql`
    update ${products} set quantity = ${products}.quantity + changed.change
    from (
      select product_id, sum(change)::integer as change
      from unnest(${sql.placeholder('productIds')}::int[], ${sql.placeholder('changes')}::int[])
        as c(product_id, change)
      group by product_id
    ) changed
    where ${products}.id = changed.product_id`,
);

/** These products (archived ones too, unless `liveOnly`), in no particular order; one query. */
export async function findProductRowsByIds(
  db: Executor,
  ids: readonly number[],
  options: { liveOnly?: boolean } = {},
): Promise<ProductRow[]> {
  if (ids.length === 0) return [];
  if (options.liveOnly) return liveProducts(db, { ids: intArrayText(ids) });
  return db
    .select()
    .from(products)
    .where(
      and(
        sql`${products.id} = any(${intArray(ids)})`,
        options.liveOnly ? isNull(products.archivedAt) : undefined,
      ),
    );
}

/** Live, play-enabled products that can hold a unit (stock left, 2..1,000 contestants). */
const playable = sql`${products.playEnabled} and ${products.archivedAt} is null
  and ${products.maxContestants} >= 2`;

/** Ids of the live, play-enabled products with a unit in stock (of `only`, when given). */
export async function findPlayableProductIds(
  db: Executor,
  only?: readonly number[],
): Promise<number[]> {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        playable,
        sql`${products.quantity} >= 1`,
        only ? sql`${products.id} = any(${intArray(only)})` : undefined,
      ),
    )
    .orderBy(asc(products.id));
  return rows.map((row) => row.id);
}

/**
 * Takes one unit out of the sellable stock of each of these products that is still playable with a
 * unit left (re-checked under the row lock, rows locked in id order); returns the ones held.
 */
export async function holdOneUnitEach(db: Executor, ids: readonly number[]) {
  if (ids.length === 0) return [];
  const list = intArray(ids);
  const result = (await db.execute(sql`
    with locked as (
      select id from products
      where id = any(${list}) and play_enabled and archived_at is null and max_contestants >= 2
        and quantity >= 1
      order by id
      -- the strength of a plain UPDATE: entries' and competitions' foreign keys (KEY SHARE) pass
      for no key update
    )
    update products p set quantity = p.quantity - 1
    from locked where p.id = locked.id and p.quantity >= 1
    returning p.id, p.max_contestants, p.entry_price_cents`)) as unknown as {
    rows: { id: number; max_contestants: number; entry_price_cents: number }[];
  };
  catalogueWritten(db);
  return result.rows.map((row) => ({
    id: row.id,
    maxContestants: row.max_contestants,
    entryPriceCents: row.entry_price_cents,
  }));
}

/**
 * Holds one unit of a live product for an auction and marks it biddable (`bid_enabled`), under the
 * product's row lock; answers the product, or undefined when it is archived or has no unit left.
 */
export async function holdOneUnitForAuction(
  db: Executor,
  productId: number,
): Promise<ProductRow | undefined> {
  const [row] = await db
    .update(products)
    .set({ quantity: sql`${products.quantity} - 1`, bidEnabled: true })
    .where(
      and(eq(products.id, productId), isNull(products.archivedAt), sql`${products.quantity} >= 1`),
    )
    .returning();
  catalogueWritten(db);
  return row;
}

/** Gives one unit back to the sellable stock of each of these products that is still live. */
export async function releaseOneUnitEach(db: Executor, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(products)
    .set({ quantity: sql`${products.quantity} + 1` })
    .where(and(sql`${products.id} = any(${intArray(ids)})`, isNull(products.archivedAt)));
  catalogueWritten(db);
}

/** Of these products, the ones archived or taken out of play. */
export async function findUnplayableProductIds(
  db: Executor,
  ids: readonly number[],
): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        sql`${products.id} = any(${intArray(ids)})`,
        or(sql`${products.archivedAt} is not null`, sql`not ${products.playEnabled}`),
      ),
    );
  return rows.map((row) => row.id);
}

/** What taking units into a hold found: the hold, or the product as it stood (none when unknown). */
export type HoldAttempt =
  /** `product`: the product's row as the hold left it (what a read after it would answer). */
  | { held: true; holdId: number; product: ProductRow }
  | {
      held: false;
      product: { brand: string; model: string; quantity: number; forSale: boolean } | undefined;
      /** Units are held under this shopper's Idempotency-Key already (an attempt in progress). */
      keyHolds: boolean;
      /** The answer to the caller's own question (`askAlso`), in the same statement. */
      alsoAnswer: boolean;
    };

export type { AskAlso };

type HoldRow = {
  hold_id: number | null;
  held_product: unknown;
  brand: string;
  model: string;
  quantity: number;
  for_sale: boolean;
  key_holds: boolean;
  also_answer: boolean;
};

type HoldParams = {
  quantity: number;
  productId: number;
  userId: number;
  idempotencyKey: string;
  at: string;
  expiresAt: string;
};

/** The hold's statement, prepared once per question asked with it (a drop's every shopper runs it). */
const holdStatements = new Map<
  AskAlso | undefined,
  (db: Executor, params: HoldParams) => Promise<HoldRow[]>
>();

function holdStatement(askAlso: AskAlso | undefined) {
  let statement = holdStatements.get(askAlso);
  if (statement) return statement;
  const param = (name: keyof HoldParams) => sql.placeholder(name);
  const userId = sql`${param('userId')}::integer`;
  const idempotencyKey = sql`${param('idempotencyKey')}::text`;
  const quantity = sql`${param('quantity')}::integer`;
  // The last SELECT reads the product (and answers the questions) as of the statement's start,
  // before its own UPDATE: one snapshot, so an attempt under the same key that holds units or has
  // committed its order is seen as one or the other. Its transaction (the statement's own) commits
  // without waiting for its flush to disk: see `takeUnitsIntoHold`.
  statement = preparedSql<HoldParams, HoldRow>(
    `take_units_into_hold_${holdStatements.size}`,
    () => sql`
    with taken as (
      update products set quantity = quantity - ${quantity}
      where id = ${param('productId')}::integer and archived_at is null and buy_now_enabled
        and quantity >= ${quantity}
      returning id, to_jsonb(products.*) as product
    ), held as (
      insert into stock_holds (product_id, quantity, user_id, idempotency_key, created_at, expires_at)
      select id, ${quantity}, ${userId}, ${idempotencyKey},
        ${param('at')}::timestamptz, ${param('expiresAt')}::timestamptz
      from taken
      returning id
    )
    select (select id from held) as hold_id, (select product from taken) as held_product,
      p.brand, p.model, p.quantity,
      p.buy_now_enabled and p.archived_at is null as for_sale,
      exists (
        select 1 from stock_holds h
        where h.user_id = ${userId} and h.idempotency_key = ${idempotencyKey}
      ) as key_holds,
      ${askAlso ? askAlso({ userId, idempotencyKey }) : sql`false`} as also_answer
    from products p, (select set_config('synchronous_commit', 'off', true)) as commit_unflushed
    where p.id = ${param('productId')}::integer`,
  );
  holdStatements.set(askAlso, statement);
  return statement;
}

/**
 * Takes `quantity` units of a live product sold with Pay Now out of its stock into a hold, in one
 * statement (the product's row is locked for this statement only). When it takes none, the same
 * statement answers why: the product's stock and whether it is for sale, and whether units are
 * held under the same key already, so a refusal costs no second round trip. When it takes them, it
 * answers the product's row as it left it, so the order can price its line without reading it again.
 *
 * The statement is its own transaction, and it commits without waiting for the disk (PostgreSQL's
 * asynchronous commit): a hold is worth nothing until its order commits, and the order's commit,
 * flushed, flushes everything written before it, the hold included. What a crash of the database
 * can lose is a hold whose order had not committed (its transaction dies with the crash): its units
 * are back in the stock, as if never held, and the shopper's retry holds them again.
 */
export async function takeUnitsIntoHold(
  db: Executor,
  hold: {
    productId: number;
    quantity: number;
    userId: number;
    idempotencyKey: string;
    at: Date;
    expiresAt: Date;
  },
  /** A boolean expression the caller wants answered when nothing is taken (false if none). */
  askAlso?: AskAlso,
): Promise<HoldAttempt> {
  // In a transaction the product's row would stay locked to its end, and it would commit unflushed.
  if (inTransaction(db)) throw new Error('a hold is taken by a statement of its own');
  const [row] = await holdStatement(askAlso)(db, {
    quantity: hold.quantity,
    productId: hold.productId,
    userId: hold.userId,
    idempotencyKey: hold.idempotencyKey,
    at: hold.at.toISOString(),
    expiresAt: hold.expiresAt.toISOString(),
  });
  if (row?.hold_id != null) {
    catalogueWritten(db);
    const product = rowFromJson(products, row.held_product);
    // Never: the statement that took the units answers their product's row with them.
    if (!product) throw new Error(`hold ${row.hold_id} answered without its product`);
    return { held: true, holdId: row.hold_id, product };
  }
  return {
    held: false,
    product: row && {
      brand: row.brand,
      model: row.model,
      quantity: row.quantity,
      forSale: row.for_sale,
    },
    keyHolds: row?.key_holds ?? false,
    alsoAnswer: row?.also_answer ?? false,
  };
}

/** The order that held these units is recorded: the hold goes, the units stay sold. False when gone. */
const stockHoldDelete = preparedQuery('delete_stock_hold', (db) =>
  db
    .delete(stockHolds)
    .where(eq(stockHolds.id, sql.placeholder('holdId')))
    .returning({ id: stockHolds.id }),
);

/**
 * `deleteStockHold` as a statement for another module's statement to run with it (the order's
 * INSERT: one round trip fewer), the hold's id given as that statement's SQL; it answers the
 * hold's row when the hold was there.
 */
export function stockHoldDeleteWith(holdId: SQL): SQL {
  return sql`delete from ${stockHolds} where ${stockHolds.id} = ${holdId}::integer returning ${stockHolds.id}`;
}

export async function deleteStockHold(db: Executor, holdId: number): Promise<boolean> {
  const rows = await stockHoldDelete(db, { holdId });
  return rows.length > 0;
}

/**
 * Gives held units back to their products' stock and deletes the holds, in one statement: the
 * hold `holdId`, or every hold that expired by `expiredBy`. Answers how many holds it gave back (a
 * hold already taken by its order, or given back by another process, is skipped).
 */
export async function giveBackStockHolds(
  db: Executor,
  which: { holdId: number } | { expiredBy: Date },
): Promise<number> {
  const chosen =
    'holdId' in which
      ? sql`id = ${which.holdId}`
      : sql`expires_at <= ${which.expiredBy.toISOString()}::timestamptz`;
  const [given] = await selectRows<{ holds: number }>(
    db,
    sql`
    with released as (
      delete from stock_holds where ${chosen} returning product_id, quantity
    ), per_product as (
      select product_id, sum(quantity)::int as quantity, count(*)::int as holds
      from released group by product_id
    ), restocked as (
      update products p set quantity = p.quantity + per_product.quantity
      from per_product where p.id = per_product.product_id
      returning per_product.holds
    )
    select coalesce(sum(holds), 0)::int as holds from restocked`,
  );
  const holds = given?.holds ?? 0;
  if (holds > 0) catalogueWritten(db);
  return holds;
}

/** Takes `quantity` units when the product still has them; false (nothing changed) when not. */
export async function takeUnitsIfLeft(
  db: Executor,
  productId: number,
  quantity: number,
): Promise<boolean> {
  const rows = await db
    .update(products)
    .set({ quantity: sql`${products.quantity} - ${quantity}` })
    .where(and(eq(products.id, productId), sql`${products.quantity} >= ${quantity}`))
    .returning({ id: products.id });
  if (rows.length > 0) catalogueWritten(db);
  return rows.length > 0;
}

/** The hold of `quantity` units of this product under a shopper's Idempotency-Key, if any. */
export async function findStockHold(
  db: Executor,
  hold: { userId: number; idempotencyKey: string; productId: number; quantity: number },
): Promise<number | undefined> {
  const [row] = await db
    .select({ id: stockHolds.id })
    .from(stockHolds)
    .where(
      and(
        eq(stockHolds.userId, hold.userId),
        eq(stockHolds.idempotencyKey, hold.idempotencyKey),
        eq(stockHolds.productId, hold.productId),
        eq(stockHolds.quantity, hold.quantity),
      ),
    )
    .limit(1);
  return row?.id;
}
