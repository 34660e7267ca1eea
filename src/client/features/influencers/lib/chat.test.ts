import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../../../lib/api';
import { canSendMessage, classifyUnlockError, messageTime, UNLOCK_FALLBACK } from './chat';

describe('classifyUnlockError', () => {
  it('sends a shopper without a card to add one', () => {
    expect(
      classifyUnlockError(new ApiError(409, 'Add a payment card.', 'PAYMENT_METHOD_REQUIRED')),
    ).toEqual({ kind: 'payment-method', message: 'Add a payment card.' });
  });

  it('reports a decline with the reason', () => {
    expect(classifyUnlockError(new ApiError(402, 'Card declined'))).toEqual({
      kind: 'declined',
      message: 'Card declined',
    });
  });

  it('asks to sign in again after 401', () => {
    expect(classifyUnlockError(new ApiError(401, 'Authentication required'))).toEqual({
      kind: 'sign-in',
    });
  });

  it('treats no answer or a 5xx as unknown, to retry with the same key', () => {
    expect(classifyUnlockError(new NetworkError('offline'))).toEqual({
      kind: 'unknown',
      message: UNLOCK_FALLBACK,
    });
    expect(classifyUnlockError(new ApiError(503, 'down')).kind).toBe('unknown');
  });

  it('passes any other refusal on', () => {
    expect(classifyUnlockError(new ApiError(404, 'Influencer not found'))).toEqual({
      kind: 'refused',
      message: 'Influencer not found',
    });
    expect(classifyUnlockError(new ApiError(400, ' '))).toEqual({
      kind: 'refused',
      message: UNLOCK_FALLBACK,
    });
  });
});

describe('canSendMessage', () => {
  it('refuses blank messages and ones over 1000 characters', () => {
    expect(canSendMessage('')).toBe(false);
    expect(canSendMessage('   \n ')).toBe(false);
    expect(canSendMessage('Hi!')).toBe(true);
    expect(canSendMessage('x'.repeat(1000))).toBe(true);
    expect(canSendMessage(` ${'x'.repeat(1000)} `)).toBe(true);
    expect(canSendMessage('x'.repeat(1001))).toBe(false);
  });
});

describe('messageTime', () => {
  it("shows the shop's time with its zone today and the date before", () => {
    const now = new Date('2025-06-02T22:00:00.000Z'); // 3:00 PM PDT
    expect(messageTime('2025-06-02T19:05:00.000Z', now)).toBe('12:05 PM PDT');
    expect(messageTime('2025-06-01T16:30:00.000Z', now)).toBe('Jun 1, 9:30 AM PDT');
    expect(messageTime('bad', now)).toBe('');
  });
});
