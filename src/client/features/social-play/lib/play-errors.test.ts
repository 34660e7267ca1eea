import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../../../lib/api';
import { classifyPlayError } from './play-errors';

describe('classifyPlayError', () => {
  it('sends a signed-out shopper to sign in', () => {
    expect(classifyPlayError(new ApiError(401, 'Authentication required'))).toEqual({
      kind: 'sign-in',
    });
  });

  it('opens the payment-method dialog when no card is on file', () => {
    expect(
      classifyPlayError(
        new ApiError(409, 'To enter a game, we need a card on file.', 'PAYMENT_METHOD_REQUIRED'),
      ),
    ).toEqual({ kind: 'payment-method' });
  });

  it('reloads the competition when it filled or the shopper is already in', () => {
    expect(classifyPlayError(new ApiError(409, 'Competition is full', 'COMPETITION_FULL'))).toEqual(
      { kind: 'stale', message: 'Competition is full' },
    );
    expect(
      classifyPlayError(
        new ApiError(409, 'You have already entered this competition.', 'ALREADY_ENTERED'),
      ),
    ).toEqual({ kind: 'stale', message: 'You have already entered this competition.' });
  });

  it("shows anything else with the server's words", () => {
    expect(classifyPlayError(new ApiError(402, 'Card declined.', 'PAYMENT_DECLINED'))).toEqual({
      kind: 'failed',
      message: 'Card declined.',
    });
    expect(classifyPlayError(new ApiError(400, 'Please select exactly 5 influencers.'))).toEqual({
      kind: 'failed',
      message: 'Please select exactly 5 influencers.',
    });
    expect(classifyPlayError(new NetworkError('Could not reach the server.'))).toEqual({
      kind: 'failed',
      message: 'Could not reach the server.',
    });
  });
});
