import {
  type Brand,
  PRODUCT_NOT_FOUND,
  type Product,
  type ProductListQuery,
  type ProductType,
  parseProductId,
} from '../../../shared/contracts/catalog';
import { toDollars } from '../../../shared/money';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import {
  type BrandRow,
  findBrands,
  findLiveProductById,
  findProducts,
  type ProductRow,
} from './catalog.repository';

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

export async function getProduct(ctx: AppContext, rawId: string): Promise<Product> {
  const id = parseProductId(rawId);
  const row = id === null ? undefined : await findLiveProductById(ctx.db, id);
  if (!row) throw new AppError('NOT_FOUND', PRODUCT_NOT_FOUND);
  return toProduct(row);
}

export async function findActiveBrands(ctx: AppContext): Promise<Brand[]> {
  return (await findBrands(ctx.db, { activeOnly: true })).map(toBrand);
}
