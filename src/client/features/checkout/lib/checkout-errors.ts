import { DISCOUNT_ERROR_CODE } from '../../../../shared/discount-rules';
import { checkoutErrorCodes } from '../../../../shared/order-texts';
import { ApiError } from '../../../lib/api';

export const PAYMENT_ERROR_FALLBACK =
  'There was an error processing your payment. Please try again.';

/** What went wrong with an order attempt, as far as the screen must react to it. */
export type CheckoutFailure =
  | { kind: 'empty-cart'; message: string }
  | { kind: 'local-delivery'; message: string }
  | { kind: 'profile-incomplete'; message: string }
  | { kind: 'declined'; message: string }
  /** The discount code was refused (unknown, paused, expired, used up, …): shown on its field. */
  | { kind: 'discount'; message: string }
  /** Prices, lines or stock moved: show the new figures and let the shopper look again. */
  | { kind: 'changed'; message: string }
  /** Any other refusal with the server's reason (validation, not for sale, …). */
  | { kind: 'refused'; message: string }
  /** No answer, or the server failed: the outcome is unknown. */
  | { kind: 'unknown'; message: string };

const changedCodes: ReadonlySet<string> = new Set([
  checkoutErrorCodes.cartChanged,
  checkoutErrorCodes.staleSummary,
  checkoutErrorCodes.outOfStock,
]);

export function classifyCheckoutError(error: unknown): CheckoutFailure {
  if (!(error instanceof ApiError) || error.status >= 500) {
    return { kind: 'unknown', message: PAYMENT_ERROR_FALLBACK };
  }
  const message = error.detail.trim() || PAYMENT_ERROR_FALLBACK;
  switch (error.code) {
    case checkoutErrorCodes.emptyCart:
      return { kind: 'empty-cart', message };
    case checkoutErrorCodes.localDeliveryOnly:
      return { kind: 'local-delivery', message };
    case checkoutErrorCodes.profileIncomplete:
      return { kind: 'profile-incomplete', message };
    case checkoutErrorCodes.paymentDeclined:
      return { kind: 'declined', message };
    case DISCOUNT_ERROR_CODE:
      return { kind: 'discount', message };
  }
  if (error.status === 402) return { kind: 'declined', message };
  if (error.code && changedCodes.has(error.code)) return { kind: 'changed', message };
  return { kind: 'refused', message };
}
