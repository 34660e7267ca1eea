/**
 * What an event of `product:{id}` carries (live-topics.ts): the product's stock now, built once per
 * server process after each change. Checked here without zod, so a product page's first load can
 * follow it.
 */
export interface ProductStockView {
  id: number;
  /** Units left; 0 is out of stock. */
  quantity: number;
}

export function isProductStockView(value: unknown): value is ProductStockView {
  if (typeof value !== 'object' || value === null) return false;
  const { id, quantity } = value as Record<string, unknown>;
  return (
    Number.isInteger(id) &&
    typeof quantity === 'number' &&
    Number.isInteger(quantity) &&
    quantity >= 0
  );
}
