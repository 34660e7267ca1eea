import type { CartItem } from '../../../../shared/contracts/cart';
import { MAX_CART_QUANTITY } from '../../../../shared/limits';
import { toCents } from '../../../../shared/money';
import { orderTotals } from '../../../../shared/pricing';

/** The cart with one line's quantity changed (an optimistic edit, before the server answers). */
export function withQuantity(items: readonly CartItem[], id: number, quantity: number): CartItem[] {
  return items.map((item) => (item.id === id ? { ...item, quantity } : item));
}

/** The cart without one line. */
export function withoutLine(items: readonly CartItem[], id: number): CartItem[] {
  return items.filter((item) => item.id !== id);
}

/** Cart lines as the shared pricing functions take them: unit price in cents and quantity. */
export function pricedLines(items: readonly CartItem[]) {
  return items.map((item) => ({ unitPriceCents: toCents(item.price), quantity: item.quantity }));
}

/** What the lines cost before shipping and tax, in cents. */
export function cartSubtotalCents(items: readonly CartItem[]): number {
  return orderTotals(pricedLines(items), 0).subtotalCents;
}

/** How many items the cart holds (3 of one product and 1 of another is 4). */
export function cartItemCount(items: readonly CartItem[]): number {
  return items.reduce((count, item) => count + item.quantity, 0);
}

/**
 * How far the quantity stepper goes: never below 1 (remove the line instead), never above the
 * contract's maximum nor the stock the product has now. A line already above the stock (the stock
 * fell since it was added) can still be lowered.
 */
export function quantityLimits(item: Pick<CartItem, 'quantity' | 'product'>): {
  min: number;
  max: number;
  canDecrease: boolean;
  canIncrease: boolean;
} {
  const max = Math.max(1, Math.min(MAX_CART_QUANTITY, item.product.quantity));
  return {
    min: 1,
    max,
    canDecrease: item.quantity > 1,
    canIncrease: item.quantity < max,
  };
}

/** The line's stock trouble, if any: sold out, or fewer left than the line asks for. */
export function stockProblem(item: Pick<CartItem, 'quantity' | 'product'>): string | null {
  if (item.product.quantity <= 0) return 'Out of stock';
  if (item.quantity > item.product.quantity) return `Only ${item.product.quantity} left in stock`;
  return null;
}

/** The cart icon's badge: nothing for an empty cart, '99+' beyond 99 items. */
export function cartBadgeText(count: number): string | null {
  if (count <= 0) return null;
  return count > 99 ? '99+' : String(count);
}

/** 'Cart', 'Cart, 1 item', 'Cart, 3 items': the cart button's accessible name. */
export function cartButtonLabel(count: number): string {
  if (count <= 0) return 'Cart';
  return `Cart, ${count} ${count === 1 ? 'item' : 'items'}`;
}
