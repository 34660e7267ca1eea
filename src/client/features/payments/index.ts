/**
 * The public entry of the payments feature: what other features may use. Everything else in the
 * folder is internal to it.
 */
export { paymentConfigQueryOptions } from './api/get-payment-config';
export { useApplePayAvailable } from './api/use-apple-pay-available';
export { ApplePayButton } from './components/apple-pay-button';
export { CardForm } from './components/card-form';
export { ChargeConfirmDialog } from './components/charge-confirm-dialog';
export {
  ApplePayTokenizeError,
  ApplePayUnavailableError,
  isApplePayAvailable,
  requestApplePayToken,
} from './lib/apple-pay';
export { type CardResult, toPaymentMethodInput } from './lib/card';
export { chargeCardLabel, chargedText } from './lib/charge';
export { createPaymentAttempts, fingerprintOf } from './lib/payment-attempt';
export { paymentToasts } from './lib/payment-toasts';
