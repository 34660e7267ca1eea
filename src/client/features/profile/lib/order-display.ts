import type { Order } from '../../../../shared/contracts/orders';
import { shippingMethodLabel as label } from '../../../../shared/pricing';
import { formatShopDate } from '../../../../shared/shop-time';

/** How the order is delivered, as every screen says it (old orders keep their method's name). */
export function shippingMethodLabel(method: Order['shipping']['method']): string {
  return label(method);
}

/** 'May 15, 2026' on the shop's calendar; the raw text when it is not a date. */
export function formatOrderDate(createdAt: string): string {
  return formatShopDate(createdAt) || createdAt;
}
