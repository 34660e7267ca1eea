import type { PaymentConfig } from '../../../../shared/contracts/orders';
import { getSquarePayments } from './square-sdk';

/** Apple Pay cannot be used here: the test provider, a browser without Apple Pay, or Square said no. */
export class ApplePayUnavailableError extends Error {
  override readonly name = 'ApplePayUnavailableError';

  constructor(message = 'Apple Pay is not available on this device or browser.') {
    super(message);
  }
}

/** Apple Pay was started but no token came back (cancelled by the shopper, or refused). */
export class ApplePayTokenizeError extends Error {
  override readonly name = 'ApplePayTokenizeError';
}

interface ApplePaySessionLike {
  canMakePayments?: () => boolean;
}

function browserSupportsApplePay(): boolean {
  if (typeof window === 'undefined') return false;
  const session = (window as unknown as { ApplePaySession?: ApplePaySessionLike }).ApplePaySession;
  if (!session) return false;
  try {
    return typeof session.canMakePayments === 'function' ? session.canMakePayments() : true;
  } catch {
    return false;
  }
}

function paymentRequest(amountCents: number) {
  return {
    countryCode: 'US',
    currencyCode: 'USD',
    total: {
      amount: (Math.max(0, Math.round(amountCents)) / 100).toFixed(2),
      label: 'Social Market',
    },
  };
}

/**
 * Whether Apple Pay can be offered: never with the test provider, never where the browser lacks
 * ApplePaySession, and only when Square's SDK agrees (it throws for unsupported setups).
 */
export async function isApplePayAvailable(config: PaymentConfig): Promise<boolean> {
  if (config.provider !== 'square') return false;
  if (!browserSupportsApplePay()) return false;
  try {
    const payments = await getSquarePayments(config);
    await payments.applePay(payments.paymentRequest(paymentRequest(100)));
    return true;
  } catch {
    return false;
  }
}

/**
 * Shows the Apple Pay sheet for `amountCents` and resolves with Square's payment token. Throws
 * ApplePayUnavailableError where Apple Pay cannot be used, ApplePayTokenizeError when the sheet
 * gives no token.
 */
export async function requestApplePayToken(
  config: PaymentConfig,
  amountCents: number,
): Promise<string> {
  if (config.provider !== 'square' || !browserSupportsApplePay()) {
    throw new ApplePayUnavailableError();
  }
  let applePay: Awaited<ReturnType<Awaited<ReturnType<typeof getSquarePayments>>['applePay']>>;
  try {
    const payments = await getSquarePayments(config);
    applePay = await payments.applePay(payments.paymentRequest(paymentRequest(amountCents)));
  } catch {
    throw new ApplePayUnavailableError();
  }
  const result = await applePay.tokenize();
  if (result.status !== 'OK' || !result.token) {
    throw new ApplePayTokenizeError(
      result.errors?.[0]?.message ?? 'Apple Pay did not complete. Please try again.',
    );
  }
  return result.token;
}
