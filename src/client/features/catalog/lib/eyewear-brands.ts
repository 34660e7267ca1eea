import type { Brand, Product } from '../../../../shared/contracts/catalog';

/**
 * The brands the eyewear store carries: those with sunglasses in the catalogue. Without the
 * sunglasses list (still loading or failed) every brand is shown rather than none.
 */
export function eyewearBrands(
  brands: readonly Brand[],
  sunglasses: readonly Pick<Product, 'brand'>[] | undefined,
): Brand[] {
  if (!sunglasses) return [...brands];
  const names = new Set(sunglasses.map((product) => product.brand.trim().toLowerCase()));
  return brands.filter((brand) => names.has(brand.name.trim().toLowerCase()));
}
