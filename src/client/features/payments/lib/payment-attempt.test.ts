import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../../../lib/api';
import {
  createPaymentAttempts,
  fingerprintOf,
  isDefiniteAnswer,
  newIdempotencyKey,
} from './payment-attempt';

function counter() {
  let n = 0;
  return () => `key-${++n}`;
}

describe('payment attempts', () => {
  it('reuses the key while the same order is retried after an unknown outcome', () => {
    const attempts = createPaymentAttempts(counter());
    expect(attempts.attemptFor('order-a').key).toBe('key-1');
    attempts.settle(new NetworkError('offline'));
    expect(attempts.attemptFor('order-a').key).toBe('key-1');
    attempts.settle(new ApiError(503, 'Service unavailable'));
    expect(attempts.attemptFor('order-a').key).toBe('key-1');
  });

  it('makes a new key when the shopper changes anything', () => {
    const attempts = createPaymentAttempts(counter());
    expect(attempts.attemptFor('order-a').key).toBe('key-1');
    attempts.settle(new NetworkError('offline'));
    expect(attempts.attemptFor('order-b').key).toBe('key-2');
  });

  it('makes a new key after a definite answer (success, decline, refusal)', () => {
    const attempts = createPaymentAttempts(counter());
    attempts.attemptFor('order-a');
    attempts.settle(new ApiError(402, 'Card declined', 'PAYMENT_DECLINED'));
    expect(attempts.attemptFor('order-a').key).toBe('key-2');
    attempts.settle();
    expect(attempts.attemptFor('order-a').key).toBe('key-3');
  });

  it('keeps a one-time token with its attempt', () => {
    const attempts = createPaymentAttempts(counter());
    attempts.attemptFor('order-a');
    attempts.rememberToken('apple-token');
    attempts.settle(new NetworkError('offline'));
    expect(attempts.attemptFor('order-a').token).toBe('apple-token');
    expect(attempts.attemptFor('order-b').token).toBeUndefined();
  });

  it('tells definite answers from unknown outcomes', () => {
    expect(isDefiniteAnswer(new ApiError(409, 'Changed'))).toBe(true);
    expect(isDefiniteAnswer(new ApiError(500, 'Oops'))).toBe(false);
    expect(isDefiniteAnswer(new NetworkError('offline'))).toBe(false);
    expect(isDefiniteAnswer(new Error('boom'))).toBe(false);
  });
});

describe('newIdempotencyKey', () => {
  it('fits the server rule and differs each time', () => {
    const a = newIdempotencyKey();
    expect(a).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(newIdempotencyKey()).not.toBe(a);
  });
});

describe('fingerprintOf', () => {
  it('ignores key order but not values', () => {
    expect(fingerprintOf({ a: 1, b: { c: 2, d: [1, 2] } })).toBe(
      fingerprintOf({ b: { d: [1, 2], c: 2 }, a: 1 }),
    );
    expect(fingerprintOf({ a: 1 })).not.toBe(fingerprintOf({ a: 2 }));
    expect(fingerprintOf({ d: [1, 2] })).not.toBe(fingerprintOf({ d: [2, 1] }));
  });
});
