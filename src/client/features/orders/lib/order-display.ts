import { productTypeSchema } from '../../../../shared/contracts/catalog';
import type { Order } from '../../../../shared/contracts/orders';
import { shippingMethodLabel } from '../../../../shared/pricing';
import { productTypeLabels } from '../../../lib/product-display';

export { cardLabel } from '../../../lib/payment-labels';

import { cardLabel } from '../../../lib/payment-labels';

/** How the order was paid, in words. */
export function orderPaymentLabel(order: Pick<Order, 'paymentMethod' | 'card'>): string {
  switch (order.paymentMethod) {
    case 'card':
      return order.card ? cardLabel(order.card.brand, order.card.last4) : 'Card';
    case 'apple_pay':
      return 'Apple Pay';
    case 'cod':
      return 'Cash on delivery';
  }
}

/**
 * 'Local delivery in 2-3 hours to ZIP 92651'; an order from before decision 0014 keeps its own
 * ('Express Shipping (2-3 business days)', 'Free Shipping').
 */
export function orderShippingLabel(method: Order['shipping']['method']): string {
  return shippingMethodLabel(method);
}

/** 'Sunglasses', 'Book', …: the type of an ordered product, or null for a type this client does not know. */
export function productTypeName(type: string): string | null {
  const parsed = productTypeSchema.safeParse(type);
  return parsed.success ? productTypeLabels[parsed.data].one : null;
}
