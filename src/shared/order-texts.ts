import { LOCAL_DELIVERY_ONLY_MESSAGE } from './pricing';

// Order texts both sides show (contracts/orders.ts re-exports them beside its schemas); no zod
// here, so the browser's first load can use them without it.

/** Checkout and order messages: the server's JSON `message`, shown by the client as is. */
export const checkoutMessages = {
  emptyCart: 'Your cart is empty. Add a product before checking out.',
  localDeliveryOnly: LOCAL_DELIVERY_ONLY_MESSAGE,
  cartChanged: 'Your cart has changed since checkout opened. Please review it and try again.',
  staleSummary:
    'Prices or shipping have changed since checkout opened. Please review the new total and try again.',
  applePayTokenRequired: 'Apple Pay did not provide a payment token',
  notEnoughStock: (product: string, left: number) =>
    left === 0
      ? `${product} is out of stock.`
      : `Only ${left} of ${product} left in stock. Please lower the quantity.`,
  notForSale: (product: string) => `${product} cannot be bought at full price.`,
  idempotencyKeyRequired: 'An Idempotency-Key header is required for payments.',
  idempotencyKeyMalformed: 'Idempotency-Key must be 8 to 64 letters, digits, - or _',
  idempotencyKeyReused: 'This Idempotency-Key was already used for a different request.',
  cardNotOnFile:
    'This card is not on file for your account. Add it in your profile or pay with a new card.',
  orderNotFound: 'Order not found',
  invoiceNotFound: 'Invoice not found',
  badTransition: (from: string, to: string) => `An order that is ${from} cannot become ${to}.`,
  /** A delivered order past the money-back guarantee (409). */
  returnWindowOver: (date: string) =>
    `The 30-day money-back guarantee for this order ended on ${date}; it can no longer be refunded here.`,
} as const;

/**
 * Order statuses and the only moves between them. pending_payment: cash on delivery, not paid yet.
 * processing: paid, being prepared. out_for_delivery: on its way (local delivery in 2-3 hours); the
 * shopper is told (in-app, push, email by their preferences). completed: delivered (shown as
 * 'Delivered'). refunded: returned within the 30-day money-back guarantee and refunded. Only an
 * admin moves an order; cancelling a paid order, also one out for delivery (refused or not
 * deliverable), or refunding a delivered one, refunds it through the gateway and puts the stock
 * back.
 */
export const orderStatuses = [
  'pending_payment',
  'processing',
  'out_for_delivery',
  'completed',
  'cancelled',
  'refunded',
] as const;

/** The money-back guarantee every product carries: a delivered order may be returned this long. */
export const MONEY_BACK_DAYS = 30;

export const orderStatusLabels: Record<(typeof orderStatuses)[number], string> = {
  pending_payment: 'Pending payment',
  processing: 'Processing',
  out_for_delivery: 'Out for delivery',
  completed: 'Delivered',
  cancelled: 'Cancelled',
  refunded: 'Refunded (returned)',
};

/** Client error codes (`code` beside `message`) the screens branch on. */
export const checkoutErrorCodes = {
  emptyCart: 'EMPTY_CART',
  localDeliveryOnly: 'LOCAL_DELIVERY_ONLY',
  cartChanged: 'CART_CHANGED',
  staleSummary: 'STALE_SUMMARY',
  profileIncomplete: 'PROFILE_INCOMPLETE',
  outOfStock: 'OUT_OF_STOCK',
  paymentDeclined: 'PAYMENT_DECLINED',
  idempotencyKeyReused: 'IDEMPOTENCY_KEY_REUSED',
  cardNotOnFile: 'CARD_NOT_ON_FILE',
} as const;
