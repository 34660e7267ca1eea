/**
 * What an order costs, computed in integer cents the same way on both sides: the server's figures
 * are the ones charged; the client shows the same numbers before asking. Every screen that speaks
 * of delivery says it with the constants below.
 */

import { PRIZE_PRICE_CENTS } from './competition-rules';
import { formatCents, formatEntryPrice } from './money';

/** Tax rate in percent, on the subtotal only (shopper.md section 9). */
export const TAX_RATE_PERCENT = 8;

/** The one ZIP code the shop delivers to (Laguna Beach). */
export const DELIVERY_ZIP = '92651';
export const DELIVERY_AREA = 'Laguna Beach';

/** How long the shop's own local delivery takes. */
export const DELIVERY_TIME = '2-3 hours';
/** The latest a delivery arrives after the order, in hours (a cash-on-delivery invoice's due date). */
export const DELIVERY_MAX_HOURS = 3;

/** The one delivery promise, word for word on every screen: 'Local delivery in 2-3 hours to ZIP 92651'. */
export const DELIVERY_PROMISE = `Local delivery in ${DELIVERY_TIME} to ZIP ${DELIVERY_ZIP}`;

/** The refusal of any other ZIP: the title and the message, the same in every form and API answer. */
export const LOCAL_DELIVERY_ONLY = 'Local Delivery Only';
export const LOCAL_DELIVERY_ONLY_MESSAGE = `We currently deliver only to ZIP code ${DELIVERY_ZIP} (${DELIVERY_AREA}).`;

/** One shipping method: the shop's own local delivery, free on every order. */
export const shippingMethods = ['local'] as const;
export type ShippingMethod = (typeof shippingMethods)[number];

export const LOCAL_DELIVERY = {
  method: 'local',
  label: 'Local delivery',
  costCents: 0,
  delivery: `in ${DELIVERY_TIME} to ZIP ${DELIVERY_ZIP}`,
} as const satisfies {
  method: ShippingMethod;
  label: string;
  costCents: number;
  delivery: string;
};

/**
 * Methods of orders placed before decision 0014 (standard $5.99, express $12.99, the single
 * product's free shipping): still stored on old orders and shown as they were sold.
 */
export const legacyShippingMethods = ['standard', 'express', 'free'] as const;
export const storedShippingMethods = [...shippingMethods, ...legacyShippingMethods] as const;
export type StoredShippingMethod = (typeof storedShippingMethods)[number];

const legacyShippingLabels: Record<(typeof legacyShippingMethods)[number], string> = {
  standard: 'Standard Shipping (5-7 business days)',
  express: 'Express Shipping (2-3 business days)',
  free: 'Free Shipping',
};

/** How an order was (or will be) delivered: 'Local delivery in 2-3 hours to ZIP 92651', or an old order's method. */
export function shippingMethodLabel(method: StoredShippingMethod): string {
  return method === 'local' ? DELIVERY_PROMISE : legacyShippingLabels[method];
}

/** A shipping price as screens show it: 'Free' for $0, else '$5.99'. */
export function shippingPriceText(cents: number): string {
  return cents === 0 ? 'Free' : formatCents(cents);
}

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
  shippingCents: number = LOCAL_DELIVERY.costCents,
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

/**
 * For a ZIP field's refinement: refuses only a ZIP long enough to judge ('926' is left to the
 * field's own 'Postal code is required').
 */
export function isDeliveryZipOrIncomplete(postalCode: string): boolean {
  return postalCode.trim().length < 5 || isDeliveryZip(postalCode);
}

/** 92651, also written ZIP+4 ('92651-1234'). */
export function isDeliveryZip(postalCode: string): boolean {
  return new RegExp(`^${DELIVERY_ZIP}(-\\d{4})?$`).test(postalCode.trim());
}

/**
 * What a won prize costs: the prize price ($1) plus the 8% tax on it, delivered
 * free like every order, so the winner pays $1.08 in all.
 */
export const PRIZE_TOTALS: OrderTotals = orderTotals([
  { unitPriceCents: PRIZE_PRICE_CENTS, quantity: 1 },
]);

/** '$1 (+ $0.08 tax)': the prize's price as every screen states it. */
export const PRIZE_PRICE_TEXT = `${formatEntryPrice(PRIZE_PRICE_CENTS)} (+ ${formatCents(PRIZE_TOTALS.taxCents)} tax)`;

/**
 * A product's price as sold: with its half-price flag on, half the price, rounded
 * up to the cent ($18.99 sells at $9.50); otherwise the price. Every screen, the cart, both
 * checkouts and the page's JSON-LD use this one figure.
 */
export function salePriceCents(priceCents: number, halfPriceEnabled: boolean): number {
  return halfPriceEnabled ? Math.ceil(priceCents / 2) : priceCents;
}

/**
 * What a single item at this price costs delivered, said with its parts: '$34.56 ($32.00 + $2.56
 * tax)'. A won auction's charge, so every screen and message names the amount the card paid.
 */
export function chargedWithTaxText(priceCents: number): string {
  const totals = orderTotals([{ unitPriceCents: priceCents, quantity: 1 }]);
  return `${formatCents(totals.totalCents)} (${formatCents(priceCents)} + ${formatCents(totals.taxCents)} tax)`;
}
