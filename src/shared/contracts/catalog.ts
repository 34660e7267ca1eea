import { z } from 'zod';
import { integerTextSchema } from './numbers';

/** Product types, in the specification's order (admin-vendor-coach-games.md section 9). */
export const productTypes = [
  'sunglasses',
  'tshirt',
  'shoe',
  'book',
  'coffee',
  'tea',
  'handbag',
] as const;
export const productTypeSchema = z.enum(productTypes, {
  error: `Unknown product type. Use one of: ${productTypes.join(', ')}`,
});
export type ProductType = z.infer<typeof productTypeSchema>;

export const productSorts = ['default', 'price-low-high', 'price-high-low', 'newest'] as const;
export const productSortSchema = z.enum(productSorts, {
  error: `Unknown sort. Use one of: ${productSorts.join(', ')}`,
});
export type ProductSort = z.infer<typeof productSortSchema>;

export const coffeeRoasts = ['light', 'medium', 'medium-dark', 'dark', 'espresso'] as const;
export const teaTypes = ['black', 'green', 'white', 'oolong', 'herbal', 'chai'] as const;

export { LOW_STOCK_THRESHOLD } from '../limits';

export const PRODUCT_LIST_MAX_LIMIT = 500;

/** A product as the API returns it: the specification's field names, money in dollars. */
export const productSchema = z.object({
  id: z.number().int(),
  productType: productTypeSchema,
  brand: z.string(),
  model: z.string(),
  size: z.string(),
  quantity: z.number().int(),
  price: z.number(),
  entryPrice: z.number(),
  maxContestants: z.number().int(),
  imageUrl: z.string().nullable(),
  description: z.string().nullable(),
  createdAt: z.string(),
  buyNowEnabled: z.boolean(),
  bidEnabled: z.boolean(),
  playEnabled: z.boolean(),
  halfPriceEnabled: z.boolean(),
  mysteryBoxEnabled: z.boolean(),
  buyOnePlayFreeEnabled: z.boolean(),
  donateEnabled: z.boolean(),
  // Coffee and tea extras (null for other types).
  roast: z.string().nullable(),
  origin: z.string().nullable(),
  /** Kilograms. */
  weight: z.number().nullable(),
  sku: z.string().nullable(),
  supplier: z.string().nullable(),
  supplierContact: z.string().nullable(),
  supplierCountry: z.string().nullable(),
  certifications: z.string().nullable(),
  compatibleMachines: z.string().nullable(),
  /**
   * Rises with every change of the product (admin saves, sales, restocks, competition holds). Admin
   * editors send it back as `If-Match: "<version>"`; a save over a newer version answers 409.
   */
  version: z.number().int(),
});
export type Product = z.infer<typeof productSchema>;
export const productListSchema = z.array(productSchema);

const integerParam = (name: string, min: number, max?: number) => {
  const message = `${name} must be a whole number${max === undefined ? ` of at least ${min}` : ` from ${min} to ${max}`}`;
  return integerTextSchema(message, min, max);
};

/** `type=coffee` or several at once, `type=coffee,tea`. */
const productTypesParam = z
  .string()
  .transform((value) => value.split(',').map((part) => part.trim()))
  .pipe(z.array(productTypeSchema).min(1));

/** GET /api/products query: every part optional; no limit means the whole catalogue. */
export const productListQuerySchema = z.object({
  type: productTypesParam.optional(),
  sort: productSortSchema.default('default'),
  q: z.string().trim().max(100, 'Search text must be at most 100 characters').optional(),
  limit: integerParam('limit', 1, PRODUCT_LIST_MAX_LIMIT).optional(),
  offset: integerParam('offset', 0).default(0),
});
export type ProductListQuery = z.infer<typeof productListQuerySchema>;

export const PRODUCT_NOT_FOUND = 'Product not found';

/** The 409 of an admin save whose If-Match names a version the product has since left. */
export const productChanged = {
  code: 'PRODUCT_CHANGED',
  message:
    'This product changed while you were editing it (a sale or a game may have changed its stock). Reload it and make your change again.',
} as const;

export const IF_MATCH_INVALID =
  'If-Match must be the product version in quotes, like "3", as the product answer gives it';

/** The If-Match header value an editor sends for the version it loaded. */
export function ifMatchVersion(version: number): string {
  return `"${version}"`;
}

/**
 * Reads an If-Match header: undefined when absent or `*` (no precondition, the write stays
 * unconditional), the version when it is one quoted (or bare) whole number, null when malformed.
 * Numbers past the column's range cannot match any version, so they read as -1 (never a version).
 */
export function parseIfMatchVersion(raw: string | undefined): number | undefined | null {
  if (raw === undefined) return undefined;
  const value = raw.trim();
  if (value === '*') return undefined;
  const match = /^(?:"(\d{1,10})"|(\d{1,10}))$/.exec(value);
  const digits = match?.[1] ?? match?.[2];
  if (digits === undefined) return null;
  const version = Number(digits);
  return version > 2_147_483_647 ? -1 : version;
}

export const brandSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  logoUrl: z.string().nullable(),
  description: z.string().nullable(),
  websiteUrl: z.string().nullable(),
  isActive: z.boolean(),
  createdAt: z.string(),
});
export type Brand = z.infer<typeof brandSchema>;
export const brandListSchema = z.array(brandSchema);
