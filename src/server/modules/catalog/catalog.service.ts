import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import {
  type Brand,
  PRODUCT_NOT_FOUND,
  type Product,
  type ProductListQuery,
  type ProductType,
} from '../../../shared/contracts/catalog';
import { parseRowId } from '../../../shared/contracts/numbers';
import { toDollars } from '../../../shared/money';
import type { ProductStockView } from '../../../shared/product-stock';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import type { WrittenWith } from '../../db/sql';
import { AppError } from '../../errors';
import { type EventBus, type LiveView, topics } from '../../events';
import {
  type AskAlso,
  type BrandRow,
  changeProductStocks,
  deleteStockHold,
  findBrands,
  findLiveProductById,
  findPlayableProductIds,
  findProductKeys,
  findProductRowsByIds,
  findProducts,
  findStockHold,
  findUnplayableProductIds,
  giveBackStockHolds,
  type HoldAttempt,
  holdOneUnitEach,
  holdOneUnitForAuction,
  insertMissingBrands,
  insertProducts,
  lockLiveProducts,
  type NewProductRow,
  type ProductRow,
  productIsLive,
  readCatalogVersion,
  releaseOneUnitEach,
  stockHoldDeleteWith,
  takeUnitsIfLeft,
  takeUnitsIntoHold,
} from './catalog.repository';
import { CatalogVersion } from './catalog-version';
import { type CachedResponse, ResponseCache } from './response-cache';

export type { HoldAttempt, ProductRow };

/** The API shape: the specification's names, dollars instead of cents, kilograms instead of grams. */
export function toProduct(row: ProductRow): Product {
  return {
    id: row.id,
    productType: row.productType as ProductType,
    brand: row.brand,
    model: row.model,
    size: row.size,
    quantity: row.quantity,
    price: toDollars(row.priceCents),
    entryPrice: toDollars(row.entryPriceCents),
    maxContestants: row.maxContestants,
    imageUrl: row.imageUrl,
    description: row.description,
    createdAt: row.createdAt.toISOString(),
    buyNowEnabled: row.buyNowEnabled,
    bidEnabled: row.bidEnabled,
    playEnabled: row.playEnabled,
    halfPriceEnabled: row.halfPriceEnabled,
    mysteryBoxEnabled: row.mysteryBoxEnabled,
    buyOnePlayFreeEnabled: row.buyOnePlayFreeEnabled,
    donateEnabled: row.donateEnabled,
    roast: row.roast,
    origin: row.origin,
    weight: row.weightGrams === null ? null : row.weightGrams / 1000,
    sku: row.sku,
    supplier: row.supplier,
    supplierContact: row.supplierContact,
    supplierCountry: row.supplierCountry,
    certifications: row.certifications,
    compatibleMachines: row.compatibleMachines,
    version: row.version,
  };
}

export function toBrand(row: BrandRow): Brand {
  return {
    id: row.id,
    name: row.name,
    logoUrl: row.logoUrl,
    description: row.description,
    websiteUrl: row.websiteUrl,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A JSON answer ready to send, or the news that the client's copy (If-None-Match) is current. */
export type CatalogueAnswer =
  | { notModified: true; etag: string }
  | { notModified: false; etag: string; entry: CachedResponse };

/** Each query's hash, made once: a cached answer is otherwise a few map lookups. */
const queryHashes = new Map<string, string>();

function etagFor(version: number, key: string): string {
  let hash = queryHashes.get(key);
  if (hash === undefined) {
    hash = createHash('sha1').update(key).digest('base64url').slice(0, 16);
    if (queryHashes.size >= 10_000) queryHashes.clear();
    queryHashes.set(key, hash);
  }
  return `W/"c${version}-${hash}"`;
}

/** A process's catalogue answers: the serialised bodies, under the version they were built at. */
export interface CatalogueCache {
  responses: ResponseCache;
  version: CatalogVersion;
}

/** The catalogue cache of one app; `bus` keeps its version current without asking the database. */
export function createCatalogueCache(ctx: AppContext, bus?: EventBus): CatalogueCache {
  return {
    responses: new ResponseCache(),
    version: new CatalogVersion({ read: () => readCatalogVersion(ctx.db), bus }),
  };
}

/**
 * Answers from the per-process cache while the catalogue version is unchanged: no query at all for
 * a repeat while the event bus keeps the version current (decision 0037; else one tiny query), none
 * of the product rows, and a 304 when the client already has this version.
 */
async function answer(
  cache: CatalogueCache,
  key: string,
  ifNoneMatch: string | undefined,
  load: () => Promise<CachedResponse>,
): Promise<CatalogueAnswer> {
  const version = await cache.version.current();
  const etag = etagFor(version, key);
  if (ifNoneMatch === etag) return { notModified: true, etag };
  const entry = await cache.responses.getOrLoad(`${version}:${key}`, load);
  return { notModified: false, etag, entry };
}

export async function findCatalogue(
  ctx: AppContext,
  query: ProductListQuery,
): Promise<{ products: Product[]; total: number }> {
  const { rows, total } = await findProducts(ctx.db, {
    types: query.type,
    sort: query.sort,
    q: query.q || undefined,
    limit: query.limit,
    offset: query.offset,
  });
  return { products: rows.map(toProduct), total };
}

/** GET /api/products: the products as JSON, plus the total matching count for X-Total-Count. */
export async function answerCatalogue(
  ctx: AppContext,
  cache: CatalogueCache,
  query: ProductListQuery,
  ifNoneMatch?: string,
): Promise<CatalogueAnswer> {
  const key = `list|${query.type?.join(',') ?? ''}|${query.sort}|${query.q ?? ''}|${query.limit ?? ''}|${query.offset}`;
  return answer(cache, key, ifNoneMatch, async () => {
    const { products, total } = await findCatalogue(ctx, query);
    return { body: JSON.stringify(products), total };
  });
}

export async function getProduct(ctx: AppContext, rawId: string): Promise<Product> {
  const id = parseRowId(rawId);
  const row = id === null ? undefined : await findLiveProductById(ctx.db, id);
  if (!row) throw new AppError('NOT_FOUND', PRODUCT_NOT_FOUND);
  return toProduct(row);
}

/** GET /api/products/:id through the same cache; 404 'Product not found' is never cached. */
export async function answerProduct(
  ctx: AppContext,
  cache: CatalogueCache,
  rawId: string,
  ifNoneMatch?: string,
): Promise<CatalogueAnswer> {
  return answer(cache, `product|${rawId}`, ifNoneMatch, async () => ({
    body: JSON.stringify(await getProduct(ctx, rawId)),
  }));
}

export async function findActiveBrands(ctx: AppContext): Promise<Brand[]> {
  return (await findBrands(ctx.db, { activeOnly: true })).map(toBrand);
}

/** A live (not archived) product's row, for modules that check stock or price (cart). */
export async function findLiveProduct(
  ctx: AppContext,
  id: number,
): Promise<ProductRow | undefined> {
  return findLiveProductById(ctx.db, id);
}

const PRODUCT_STOCK_SPACING_MS = 100;

/**
 * The live channel's view source for `product:{id}` (given to it by app.ts): after each stock
 * change (published by the database, migration 0039), the stock now, read once per process
 * however many pages follow it; null for an unknown or archived product (the event goes out bare).
 */
export function productStockLiveView(ctx: AppContext): LiveView {
  // A page shows the stock as a word ('Only 3 left', 'Out of stock'): ten pushes a second at most.
  const prefix = topics.product(0).slice(0, -1);
  return {
    matches: (topic) => topic.startsWith(prefix),
    movedBy: [],
    ownEvents: true,
    spacingMs: PRODUCT_STOCK_SPACING_MS,
    build: async (topic) => {
      const id = parseRowId(topic.slice(prefix.length));
      const row = id === null ? undefined : await findLiveProductById(ctx.db, id);
      if (!row) return null;
      const view: ProductStockView = { id: row.id, quantity: row.quantity };
      return { version: row.version, view };
    },
  };
}

/** Every live (not archived) product's row, newest first: the sitemap lists them. */
export async function findLiveProductRows(ctx: AppContext): Promise<ProductRow[]> {
  return (await findProducts(ctx.db, { sort: 'newest', offset: 0 })).rows;
}

/** The live products among these ids, by id: one statement however many (cart lines). */
export function findLiveProducts(
  ctx: AppContext,
  ids: readonly number[],
): Promise<Map<number, ProductRow>> {
  return liveProductsByIds(ctx.db, ids);
}

/** The same inside a caller's transaction (checkout's locked cart lines). */
export async function liveProductsByIds(
  db: Executor,
  ids: readonly number[],
): Promise<Map<number, ProductRow>> {
  const rows = await findProductRowsByIds(db, [...new Set(ids)], { liveOnly: true });
  return new Map(rows.map((row) => [row.id, row]));
}

/** A cart line's product is live: the condition for another module's statement (`productIsLive`). */
export const liveProductCondition: (productId: SQL) => SQL = productIsLive;

/** A product as an order sells it (the row, locked). */
export type ProductForSale = ProductRow;

/** For checkout: the live products of an order, locked until its transaction ends (in id order). */
export function lockProductsForSale(db: Executor, ids: number[]): Promise<ProductForSale[]> {
  return lockLiveProducts(db, ids);
}

/**
 * Takes stock for an order (negative changes) or gives it back (a cancelled order), every product
 * in one statement.
 */
export function changeStock(
  db: Executor,
  changes: readonly { productId: number; change: number }[],
): Promise<void> {
  return changeProductStocks(db, changes);
}

/**
 * How long Pay Now's held units wait for their order before the scheduler gives them back: far
 * longer than any order takes (a charge included), so only a process that died mid-order leaves
 * one that long.
 */
export const STOCK_HOLD_MS = 10 * 60 * 1000;

/**
 * Pay Now's first step, before the order's transaction: takes the units out of the stock into a
 * hold in one statement. The hold, or what the product had when there were too few units (or it is
 * not sold with Pay Now).
 */
export function holdUnitsForOrder(
  ctx: AppContext,
  hold: { productId: number; quantity: number; userId: number; idempotencyKey: string },
  /** The caller's question for when nothing is taken, asked in the same statement. */
  askAlso?: AskAlso,
): Promise<HoldAttempt> {
  const at = ctx.clock.now();
  return takeUnitsIntoHold(
    ctx.db,
    { ...hold, at, expiresAt: new Date(at.getTime() + STOCK_HOLD_MS) },
    askAlso,
  );
}

/**
 * In the order's transaction: its held units are sold (the hold goes with the commit). Should the
 * hold be gone (given back after its expiry), the units are taken from the stock again; false when
 * there are not enough left.
 */
export async function sellHeldUnits(
  tx: Executor,
  hold: { holdId: number; productId: number; quantity: number },
): Promise<boolean> {
  if (await deleteStockHold(tx, hold.holdId)) return true;
  return takeUnitsIfLeft(tx, hold.productId, hold.quantity);
}

/**
 * `sellHeldUnits`'s first step as a statement for the order's own to run with it (one round trip
 * fewer): the hold `holdId` is deleted, its units sold, when it is still there (a row answered).
 * When it is not, `sellHeldUnits` takes the units from the stock if any are left.
 */
export function heldUnitsSold(holdId: number): WrittenWith {
  return { write: stockHoldDeleteWith, value: holdId };
}

/**
 * In an order's transaction (under its key's lock): the hold another attempt under the same key
 * took for this line, which this attempt may sell as its own (the two are one purchase).
 */
export function heldUnderKey(
  tx: Executor,
  hold: { userId: number; idempotencyKey: string; productId: number; quantity: number },
): Promise<number | undefined> {
  return findStockHold(tx, hold);
}

/** An order that held units did not go through: they go back to the stock (once). */
export async function giveBackHeldUnits(ctx: AppContext, holdId: number): Promise<void> {
  await giveBackStockHolds(ctx.db, { holdId });
}

/** The scheduler's sweep: holds past their expiry go back to the stock. Answers how many. */
export function giveBackExpiredHolds(ctx: AppContext): Promise<number> {
  return giveBackStockHolds(ctx.db, { expiredBy: ctx.clock.now() });
}

// Small exported reads and stock moves for other modules (competitions, coach). Each takes the
// caller's executor, so it runs inside the caller's transaction when given one.

/** These products by id (archived ones too): one query however many. */
export async function productsByIds(db: Executor, ids: readonly number[]): Promise<ProductRow[]> {
  return findProductRowsByIds(db, ids);
}

/** How a product is named in messages: 'Oakley Holbrook'. */
export function productName(row: Pick<ProductRow, 'brand' | 'model'>): string {
  return `${row.brand} ${row.model}`;
}

/** Ids of the live, play-enabled products with a unit in stock (of `only`, when given). */
export async function playableProductIds(
  db: Executor,
  only?: readonly number[],
): Promise<number[]> {
  return findPlayableProductIds(db, only);
}

/**
 * Holds one unit of each of these products for a competition's future winner: taken from the
 * sellable stock, only where the product is still playable with a unit left (checked under the row
 * lock). Returns the products held, with what a competition needs to open.
 */
export async function holdStockUnits(
  db: Executor,
  ids: readonly number[],
): Promise<{ id: number; maxContestants: number; entryPriceCents: number }[]> {
  return holdOneUnitEach(db, ids);
}

/**
 * Holds one unit of a live product for an auction (out of the sellable stock, decision 0012's
 * rule) and sets its `bidEnabled`; undefined when the product is archived or out of stock.
 */
export async function holdUnitForAuction(
  db: Executor,
  productId: number,
): Promise<ProductRow | undefined> {
  return holdOneUnitForAuction(db, productId);
}

/** Gives a held unit of each of these products back to the sellable stock (live products only). */
export async function releaseStockUnits(db: Executor, ids: readonly number[]): Promise<void> {
  await releaseOneUnitEach(db, ids);
}

/** Of these products, the ones deleted (archived) or taken out of play. */
export async function unplayableProductIds(
  db: Executor,
  ids: readonly number[],
): Promise<number[]> {
  return findUnplayableProductIds(db, ids);
}

// For the seed (reference and demo data), which loads the catalogue through this service.

export type { NewProductRow };

/** How many brands there are, hidden ones included. */
export async function countAllBrands(ctx: AppContext): Promise<number> {
  return (await findBrands(ctx.db, { activeOnly: false })).length;
}

/** Adds the brands whose name is new (case-insensitively); existing ones are left as they are. */
export async function addMissingBrands(
  ctx: AppContext,
  rows: Parameters<typeof insertMissingBrands>[1],
): Promise<void> {
  await insertMissingBrands(ctx.db, rows);
}

/** What tells products apart for the seed: type, brand and model of every product. */
export function productKeys(ctx: AppContext) {
  return findProductKeys(ctx.db);
}

/** Adds these products as they are. */
export async function addProducts(ctx: AppContext, rows: NewProductRow[]): Promise<void> {
  await insertProducts(ctx.db, rows);
}
