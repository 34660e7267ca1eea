import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../../../lib/api';
import { classifyCheckoutError, PAYMENT_ERROR_FALLBACK } from './checkout-errors';

describe('classifyCheckoutError', () => {
  it('reads the server codes', () => {
    expect(classifyCheckoutError(new ApiError(400, 'Empty', 'EMPTY_CART'))).toEqual({
      kind: 'empty-cart',
      message: 'Empty',
    });
    expect(classifyCheckoutError(new ApiError(400, 'Far', 'LOCAL_DELIVERY_ONLY')).kind).toBe(
      'local-delivery',
    );
    expect(classifyCheckoutError(new ApiError(403, 'Profile', 'PROFILE_INCOMPLETE')).kind).toBe(
      'profile-incomplete',
    );
    for (const code of ['CART_CHANGED', 'STALE_SUMMARY', 'OUT_OF_STOCK']) {
      expect(classifyCheckoutError(new ApiError(409, 'Moved', code)).kind, code).toBe('changed');
    }
  });

  it('passes a decline on with the provider text', () => {
    expect(
      classifyCheckoutError(
        new ApiError(402, 'Card declined: insufficient funds', 'PAYMENT_DECLINED'),
      ),
    ).toEqual({ kind: 'declined', message: 'Card declined: insufficient funds' });
    expect(classifyCheckoutError(new ApiError(402, '')).message).toBe(PAYMENT_ERROR_FALLBACK);
  });

  it('keeps other refusals with their message', () => {
    expect(classifyCheckoutError(new ApiError(400, 'Please enter a valid email'))).toEqual({
      kind: 'refused',
      message: 'Please enter a valid email',
    });
  });

  it('treats server failures and lost connections as unknown', () => {
    expect(classifyCheckoutError(new ApiError(500, 'Internal'))).toEqual({
      kind: 'unknown',
      message: PAYMENT_ERROR_FALLBACK,
    });
    expect(classifyCheckoutError(new NetworkError('offline')).kind).toBe('unknown');
    expect(classifyCheckoutError(new TypeError('boom')).kind).toBe('unknown');
  });
});
