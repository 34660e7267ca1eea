import { ApiError } from '../../../lib/api';

/**
 * A fresh Idempotency-Key (8-64 characters of [A-Za-z0-9_-]). crypto.randomUUID needs a secure
 * context; getRandomValues works everywhere.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export interface PaymentAttempt {
  key: string;
  /** A one-time payment token (Apple Pay) already spent on this attempt, reused on a retry. */
  token?: string;
}

/**
 * Remembers the Idempotency-Key of the payment in flight. Sending the same order again while the
 * last answer is unknown (network failure, 5xx) reuses the key, so the server charges at most
 * once; a changed order, or any definite answer, starts a new attempt with a new key.
 */
export function createPaymentAttempts(newKey: () => string = newIdempotencyKey) {
  let current: (PaymentAttempt & { fingerprint: string }) | null = null;
  return {
    /** The attempt for this order (its fingerprint: everything the shopper chose). */
    attemptFor(fingerprint: string): PaymentAttempt {
      if (current?.fingerprint !== fingerprint) current = { fingerprint, key: newKey() };
      return current;
    },
    /** Keeps the one-time token used by the current attempt. */
    rememberToken(token: string): void {
      if (current) current.token = token;
    },
    /** Called with the outcome: only an unknown outcome keeps the attempt for a retry. */
    settle(error?: unknown): void {
      if (error === undefined || isDefiniteAnswer(error)) current = null;
    },
  };
}

export type PaymentAttempts = ReturnType<typeof createPaymentAttempts>;

/** A 4xx is the server's final word on that attempt; a 5xx or no answer leaves the charge unknown. */
export function isDefiniteAnswer(error: unknown): boolean {
  return error instanceof ApiError && error.status < 500;
}

/** A stable text of an order request, so the same choices give the same fingerprint. */
export function fingerprintOf(request: object): string {
  return JSON.stringify(request, (_key, value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)))
      : value,
  );
}
