/**
 * What an order costs, computed in integer cents the same way on both sides: the server's figures
 * are the ones charged; the client shows the same numbers before asking.
 */

/** Tax rate in percent, on the subtotal only (shopper.md section 9). */
export const TAX_RATE_PERCENT = 8;

/** The one ZIP code the shop delivers to (Laguna Beach). */
export const DELIVERY_ZIP = '92651';

export const shippingMethods = ['standard', 'express'] as const;
export type ShippingMethod = (typeof shippingMethods)[number];

/** Cart shipping options (shopper.md section 9). Single-product checkout ships free. */
export const SHIPPING_OPTIONS: Record<
  ShippingMethod,
  { label: string; costCents: number; delivery: string; maxDays: number }
> = {
  standard: {
    label: 'Standard Shipping',
    costCents: 599,
    delivery: '5-7 business days',
    maxDays: 7,
  },
  express: {
    label: 'Express Shipping',
    costCents: 1299,
    delivery: '2-3 business days',
    maxDays: 3,
  },
};

/** Days a single-product order (free shipping) takes to arrive. */
export const FREE_SHIPPING_MAX_DAYS = 7;

/** 8% of the subtotal, rounded half-up to the cent once. */
export function taxCents(subtotalCents: number): number {
  return Math.floor((subtotalCents * TAX_RATE_PERCENT + 50) / 100);
}

export interface OrderTotals {
  subtotalCents: number;
  shippingCents: number;
  taxCents: number;
  totalCents: number;
}

export function orderTotals(
  lines: ReadonlyArray<{ unitPriceCents: number; quantity: number }>,
  shippingCents: number,
): OrderTotals {
  const subtotalCents = lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);
  const tax = taxCents(subtotalCents);
  return {
    subtotalCents,
    shippingCents,
    taxCents: tax,
    totalCents: subtotalCents + shippingCents + tax,
  };
}

/** 92651, also written ZIP+4 ('92651-1234'). */
export function isDeliveryZip(postalCode: string): boolean {
  return new RegExp(`^${DELIVERY_ZIP}(-\\d{4})?$`).test(postalCode.trim());
}
