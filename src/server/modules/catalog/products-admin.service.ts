import { type Product, productChanged } from '../../../shared/contracts/catalog';
import {
  imageRequiredMessage,
  productInputSchema,
  productMessages,
  type ValidProductInput,
} from '../../../shared/contracts/product-input';
import { toCents } from '../../../shared/money';
import { computeMaxContestants, ENTRY_PRICE_CENTS } from '../../../shared/play-rules';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { saveUpload } from '../images/images.service';
import {
  findLiveProductById,
  insertProducts,
  type NewProductRow,
  type ProductRow,
  updateLiveProduct,
} from './catalog.repository';
import { toProduct } from './catalog.service';

export interface ProductWrite {
  /** The product fields, as JSON or the multipart `data` field. */
  fields: unknown;
  /** An uploaded image file, checked and re-encoded before anything is written. */
  image?: Uint8Array | undefined;
  /** PUT: keep the current image when no new one comes. */
  keepExistingImage?: boolean;
  /**
   * The version the editor loaded (If-Match). Given, the write happens only if the product is still
   * at that version; absent, the write is unconditional, as for API clients and scripts.
   */
  expectedVersion?: number | undefined;
}

const changedError = () =>
  new AppError('CONFLICT', productChanged.message, { clientCode: productChanged.code });

/** Refuses early (before any image work) when the editor's version is already gone. */
function assertVersion(row: ProductRow, expectedVersion: number | undefined): void {
  if (expectedVersion !== undefined && row.version !== expectedVersion) throw changedError();
}

function validate(fields: unknown): ValidProductInput {
  const result = productInputSchema.safeParse(fields ?? {});
  if (!result.success) {
    throw new AppError('BAD_REQUEST', result.error.issues[0]?.message ?? 'Invalid product');
  }
  return result.data;
}

/**
 * The row for validated input: every entry costs $1 whatever was sent, and maxContestants is always
 * the server's floor(price / $1).
 */
function toRowValues(
  input: ValidProductInput,
  imageUrl: string | null,
): Omit<NewProductRow, 'createdAt' | 'updatedAt'> {
  const priceCents = toCents(input.price);
  const entryPriceCents = ENTRY_PRICE_CENTS;
  return {
    productType: input.productType,
    brand: input.brand,
    model: input.model,
    size: input.size,
    quantity: input.quantity,
    priceCents,
    entryPriceCents,
    maxContestants: computeMaxContestants(priceCents, entryPriceCents),
    imageUrl,
    description: input.description || null,
    buyNowEnabled: input.buyNowEnabled,
    bidEnabled: input.bidEnabled,
    playEnabled: input.playEnabled,
    halfPriceEnabled: input.halfPriceEnabled,
    mysteryBoxEnabled: input.mysteryBoxEnabled,
    buyOnePlayFreeEnabled: input.buyOnePlayFreeEnabled,
    donateEnabled: input.donateEnabled,
    roast: input.roast,
    origin: input.origin,
    weightGrams: input.weight === null ? null : Math.round(input.weight * 1000),
    sku: input.sku,
    supplier: input.supplier,
    supplierContact: input.supplierContact,
    supplierCountry: input.supplierCountry,
    certifications: input.certifications,
    compatibleMachines: input.compatibleMachines,
  };
}

async function getLive(ctx: AppContext, id: number) {
  const row = await findLiveProductById(ctx.db, id);
  if (!row) throw new AppError('NOT_FOUND', productMessages.notFound);
  return row;
}

export async function createProduct(ctx: AppContext, write: ProductWrite): Promise<Product> {
  const input = validate(write.fields);
  const imageUrl = write.image ? await saveUpload(ctx, write.image) : input.imageUrl;
  if (!imageUrl) throw new AppError('BAD_REQUEST', imageRequiredMessage(input.productType));
  const now = ctx.clock.now();
  const [row] = await insertProducts(ctx.db, [
    { ...toRowValues(input, imageUrl), createdAt: now, updatedAt: now },
  ]);
  if (!row) throw new Error('product insert returned no row');
  return toProduct(row);
}

/** PUT: the form's full set of fields replaces the product's. */
export async function replaceProduct(
  ctx: AppContext,
  id: number,
  write: ProductWrite,
): Promise<Product> {
  const existing = await getLive(ctx, id);
  assertVersion(existing, write.expectedVersion);
  const input = validate(write.fields);
  const imageUrl = write.image
    ? await saveUpload(ctx, write.image)
    : write.keepExistingImage
      ? existing.imageUrl
      : (input.imageUrl ?? existing.imageUrl);
  const row = await updateLiveProduct(
    ctx.db,
    id,
    { ...toRowValues(input, imageUrl), updatedAt: ctx.clock.now() },
    write.expectedVersion,
  );
  if (row) return toProduct(row);
  // No row: archived meanwhile (404), or a sale or game changed it since the check above (409).
  if (write.expectedVersion !== undefined && (await findLiveProductById(ctx.db, id))) {
    throw changedError();
  }
  throw new AppError('NOT_FOUND', productMessages.notFound);
}

/**
 * PATCH: only the given fields change; the merged product must still be valid. The merge reads
 * every other field (quantity too), so it runs under the row lock: a sale cannot slip between the
 * read and the write and have its decrement written over.
 */
export async function patchProduct(
  ctx: AppContext,
  id: number,
  fields: unknown,
  expectedVersion?: number,
): Promise<Product> {
  return ctx.db.transaction(async (tx) => {
    const locked = await findLiveProductById(tx, id, { lock: true });
    if (!locked) throw new AppError('NOT_FOUND', productMessages.notFound);
    assertVersion(locked, expectedVersion);
    const changes = fields && typeof fields === 'object' ? fields : {};
    const input = validate({ ...toProduct(locked), ...changes });
    const row = await updateLiveProduct(
      tx,
      id,
      { ...toRowValues(input, input.imageUrl), updatedAt: ctx.clock.now() },
      locked.version,
    );
    if (!row) throw new Error('a locked product could not be updated');
    return toProduct(row);
  });
}

/** DELETE archives: the product leaves the catalogue; orders and games keep pointing at it. */
export async function archiveProduct(ctx: AppContext, id: number): Promise<void> {
  const now = ctx.clock.now();
  const row = await updateLiveProduct(ctx.db, id, { archivedAt: now, updatedAt: now });
  if (!row) throw new AppError('NOT_FOUND', productMessages.notFound);
}
