import type { Product, ProductType } from '../../shared/contracts/catalog';
import { toCents } from '../../shared/money';
import { salePriceCents } from '../../shared/pricing';
import { parseDescription } from '../../shared/product-description';

/** Names of each product type as the storefront writes them. */
export const productTypeLabels: Record<ProductType, { one: string; many: string }> = {
  sunglasses: { one: 'Sunglasses', many: 'Sunglasses' },
  tshirt: { one: 'T-Shirt', many: 'T-Shirts' },
  shoe: { one: 'Shoes', many: 'Shoes' },
  book: { one: 'Book', many: 'Books' },
  coffee: { one: 'Coffee', many: 'Coffee' },
  tea: { one: 'Tea', many: 'Tea' },
  handbag: { one: 'Handbag', many: 'Designer Handbags' },
};

/** One item of each type as a sentence names it: 'Play for this pair of sunglasses'. */
export const productTypeNouns: Record<ProductType, string> = {
  sunglasses: 'pair of sunglasses',
  tshirt: 'T-shirt',
  shoe: 'pair of shoes',
  book: 'book',
  coffee: 'coffee',
  tea: 'tea',
  handbag: 'handbag',
};

type ProductNaming = Pick<Product, 'productType' | 'brand' | 'model' | 'description'>;

/**
 * The line under the brand: a book's author (its brand is the title and its model the publisher),
 * otherwise the model.
 */
export function productSubtitle(product: ProductNaming): string {
  if (product.productType === 'book') {
    const { author } = parseDescription(product.description);
    return author ? `by ${author}` : '';
  }
  return product.model;
}

/** One phrase naming the product, for share texts, alt text and page titles. */
export function productName(product: ProductNaming): string {
  if (product.productType === 'book') {
    const { author } = parseDescription(product.description);
    return author ? `${product.brand} by ${author}` : product.brand;
  }
  return `${product.brand} ${product.model}`;
}

export function productImageAlt(product: ProductNaming): string {
  return product.productType === 'book'
    ? `Cover of ${productName(product)}`
    : `${productName(product)} (${productTypeLabels[product.productType].one.toLowerCase()})`;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * Coffee's roast or a tea's type, both stored in `roast` ('medium-dark' -> 'Medium-dark roast',
 * 'green' -> 'Green tea'); null for other products or when not set.
 */
export function roastLabel(product: Pick<Product, 'productType' | 'roast'>): string | null {
  const roast = product.roast?.trim();
  if (!roast) return null;
  if (product.productType === 'coffee') return `${capitalise(roast)} roast`;
  if (product.productType === 'tea') return `${capitalise(roast)} tea`;
  return null;
}

/** Weight arrives in kilograms; bags under a kilogram read better in grams (0.34 -> '340 g'). */
export function formatWeight(kilograms: number | null): string | null {
  if (kilograms === null || !Number.isFinite(kilograms) || kilograms <= 0) return null;
  if (kilograms < 1) return `${Math.round(kilograms * 1000)} g`;
  return `${Number(kilograms.toFixed(3))} kg`;
}

/** Where "more like this" lives: coffee and tea have their own gallery. */
export function galleryPathFor(type: ProductType): string {
  return type === 'coffee' || type === 'tea' ? '/coffee-tea-gallery' : `/products?type=${type}`;
}

/** The price a product sells at, in cents: half price when its flag is on. */
export function soldPriceCents(product: { price: number; halfPriceEnabled?: boolean }): number {
  return salePriceCents(toCents(product.price), product.halfPriceEnabled ?? false);
}
