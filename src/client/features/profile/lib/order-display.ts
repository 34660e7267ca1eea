import type { Order, OrderStatus } from '../../../../shared/contracts/orders';
import { shippingMethodLabel as label } from '../../../../shared/pricing';
import { formatShopDate } from '../../../../shared/shop-time';

/** Order status colours (shopper.md section 4): completed green, processing blue, other pink. */
export function orderStatusClassName(status: OrderStatus): string {
  switch (status) {
    case 'completed':
      return 'bg-emerald-100 text-emerald-800 ring-emerald-600/20';
    case 'processing':
      return 'bg-blue-100 text-blue-800 ring-blue-600/20';
    default:
      return 'bg-pink-100 text-pink-800 ring-pink-600/20';
  }
}

/** How the order is delivered, as every screen says it (old orders keep their method's name). */
export function shippingMethodLabel(method: Order['shipping']['method']): string {
  return label(method);
}

/** 'May 15, 2026' on the shop's calendar (decision 0018); the raw text when it is not a date. */
export function formatOrderDate(createdAt: string): string {
  return formatShopDate(createdAt) || createdAt;
}
