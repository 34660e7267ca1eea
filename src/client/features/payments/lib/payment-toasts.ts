/** The card form's toasts (shopper.md section 8): titles exactly, descriptions saying what to do. */
export const paymentToasts = {
  setupFailed: {
    title: 'Payment Setup Failed',
    description: "We couldn't load the payment form. Please refresh the page and try again.",
  },
  setupError: {
    title: 'Payment Setup Error',
    description: 'The payment form could not be started. Please refresh the page and try again.',
  },
  formNotReady: {
    title: 'Payment Form Not Ready',
    description: 'The payment form is still loading. Please wait a moment and try again.',
  },
  cardValidationFailed: {
    title: 'Card Validation Failed',
    description: 'Please check your card details and try again.',
  },
  paymentError: { title: 'Payment Error' },
  applePayNotAvailable: {
    title: 'Apple Pay Not Available',
    description: 'Apple Pay is not supported on this device or browser.',
  },
  applePayConnected: {
    title: 'Apple Pay Connected',
    description: 'Apple Pay is ready for your purchases.',
  },
} as const;
