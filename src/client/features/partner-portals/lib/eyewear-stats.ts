import type { Product } from '../../../../shared/contracts/catalog';
import { toCents } from '../../../../shared/money';

/** The vendor portal counts a model as low on stock under this many units (spec section 9). */
export const VENDOR_LOW_STOCK_BELOW = 5;

export type EyewearProduct = Pick<Product, 'brand' | 'model' | 'quantity' | 'price'>;

export function isLowStock(product: Pick<Product, 'quantity'>): boolean {
  return product.quantity < VENDOR_LOW_STOCK_BELOW;
}

/** The distinct brands of the given products, sorted. */
export function brandsOf(products: readonly Pick<Product, 'brand'>[]): string[] {
  return [...new Set(products.map((product) => product.brand))].sort((a, b) => a.localeCompare(b));
}

export interface EyewearStats {
  models: number;
  units: number;
  /** Sum of price × quantity, in cents so no float noise builds up. */
  stockValueCents: number;
  lowStock: number;
}

export function eyewearStats(products: readonly EyewearProduct[]): EyewearStats {
  let units = 0;
  let stockValueCents = 0;
  let lowStock = 0;
  for (const product of products) {
    units += product.quantity;
    stockValueCents += toCents(product.price) * product.quantity;
    if (isLowStock(product)) lowStock += 1;
  }
  return { models: products.length, units, stockValueCents, lowStock };
}

/** Stock value per brand in cents, largest first. */
export function valueByBrand(
  products: readonly EyewearProduct[],
): { brand: string; cents: number }[] {
  const totals = new Map<string, number>();
  for (const product of products) {
    totals.set(
      product.brand,
      (totals.get(product.brand) ?? 0) + toCents(product.price) * product.quantity,
    );
  }
  return [...totals]
    .map(([brand, cents]) => ({ brand, cents }))
    .sort((a, b) => b.cents - a.cents || a.brand.localeCompare(b.brand));
}
