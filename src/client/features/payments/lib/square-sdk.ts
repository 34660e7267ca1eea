import type { PaymentConfig } from '../../../../shared/contracts/orders';
import type { CardResult } from './card';

/** The parts of Square's Web Payments SDK (https://developer.squareup.com/docs/web-payments) used here. */
export interface SquareTokenResult {
  status: string;
  token?: string;
  details?: {
    card?: { brand?: string; last4?: string; expMonth?: number; expYear?: number };
  };
  errors?: { message?: string }[];
}

export interface SquareCard {
  attach(target: string | HTMLElement): Promise<void>;
  tokenize(): Promise<SquareTokenResult>;
  destroy(): Promise<boolean | undefined> | undefined;
}

export interface SquareApplePay {
  tokenize(): Promise<SquareTokenResult>;
}

export interface SquarePaymentRequest {
  countryCode: string;
  currencyCode: string;
  total: { amount: string; label: string };
}

export interface SquarePayments {
  card(): Promise<SquareCard>;
  paymentRequest(request: SquarePaymentRequest): unknown;
  applePay(paymentRequest: unknown): Promise<SquareApplePay>;
}

export interface SquareGlobal {
  payments(applicationId: string, locationId: string): SquarePayments;
}

declare global {
  interface Window {
    Square?: SquareGlobal;
  }
}

export const SQUARE_SCRIPT_URLS = {
  sandbox: 'https://sandbox.web.squarecdn.com/v1/square.js',
  production: 'https://web.squarecdn.com/v1/square.js',
} as const;

/** The SDK script could not be loaded (blocked, offline): the 'Payment Setup Failed' path. */
export class SquareScriptLoadError extends Error {
  override readonly name = 'SquareScriptLoadError';
}

/** The configuration is not usable for Square (missing ids) or the SDK refused to start. */
export class SquareSetupError extends Error {
  override readonly name = 'SquareSetupError';
}

export function squareScriptUrl(config: PaymentConfig): string {
  return config.environment === 'production'
    ? SQUARE_SCRIPT_URLS.production
    : SQUARE_SCRIPT_URLS.sandbox;
}

const pendingLoads = new Map<string, Promise<SquareGlobal>>();

/** Loads the Web Payments SDK script once per URL and resolves with `window.Square`. */
export function loadSquareSdk(config: PaymentConfig): Promise<SquareGlobal> {
  if (typeof window === 'undefined') {
    return Promise.reject(new SquareScriptLoadError('No browser window'));
  }
  if (window.Square) return Promise.resolve(window.Square);
  const url = squareScriptUrl(config);
  const pending = pendingLoads.get(url);
  if (pending) return pending;
  const load = new Promise<SquareGlobal>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.onload = () => {
      if (window.Square) resolve(window.Square);
      else reject(new SquareScriptLoadError('Square did not initialise'));
    };
    script.onerror = () => reject(new SquareScriptLoadError(`Could not load ${url}`));
    document.head.appendChild(script);
  });
  // A failed load may be retried later (after a refresh or reconnect).
  load.catch(() => pendingLoads.delete(url));
  pendingLoads.set(url, load);
  return load;
}

/** `Square.payments(appId, locationId)` for a Square configuration. */
export async function getSquarePayments(config: PaymentConfig): Promise<SquarePayments> {
  if (config.provider !== 'square' || !config.applicationId || !config.locationId) {
    throw new SquareSetupError('Square is not configured');
  }
  const square = await loadSquareSdk(config);
  try {
    return square.payments(config.applicationId, config.locationId);
  } catch (error) {
    throw new SquareSetupError(error instanceof Error ? error.message : 'Square setup failed');
  }
}

/** Square's answer to tokenize() as the card result of shopper.md section 3, or null if not OK. */
export function squareCardResult(result: SquareTokenResult): CardResult | null {
  const card = result.details?.card;
  if (result.status !== 'OK' || !result.token) return null;
  return {
    type: 'credit_card',
    lastFourDigits: card?.last4 ?? '',
    cardBrand: card?.brand ?? 'CARD',
    expirationMonth: card?.expMonth ?? 0,
    expirationYear: card?.expYear ?? 0,
    token: result.token,
  };
}
