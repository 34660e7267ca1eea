import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api';
import {
  bidFloorFor,
  bidTooLowText,
  moneyInputText,
  outcomeText,
  parseMaxBid,
  reserveText,
  standingOf,
  yourOutcomeText,
} from './auction-display';
import { classifyBidError } from './bid-errors';

describe('the bid field', () => {
  const open = { nextMinimumBid: 12, increment: 1, you: null };
  const floor = bidFloorFor(open);

  it('takes dollars and cents at or above the next minimum', () => {
    expect(floor).toEqual({ minimum: 12, prefill: 12, tooLow: 'Your bid must be at least $12.00' });
    expect(parseMaxBid('12.00', floor)).toEqual({ ok: true, value: 12 });
    expect(parseMaxBid('$1,250.5', floor)).toEqual({ ok: true, value: 1250.5 });
  });

  it("says the server's words below the minimum", () => {
    expect(parseMaxBid('11.99', floor)).toEqual({
      ok: false,
      message: 'Your bid must be at least $12.00',
    });
    expect(bidTooLowText(1234.5)).toBe('Your bid must be at least $1,234.50');
  });

  it('asks a leader for more than their own maximum, pre-filled one increment above it', () => {
    const leader = bidFloorFor({ ...open, you: { maxBid: 15, leading: true } });
    expect(leader).toEqual({
      minimum: 15.01,
      prefill: 16,
      tooLow: 'Your new maximum must be more than $15.00',
    });
    expect(parseMaxBid('15.00', leader)).toEqual({
      ok: false,
      message: 'Your new maximum must be more than $15.00',
    });
    expect(bidFloorFor({ ...open, you: { maxBid: 10, leading: false } }).prefill).toBe(12);
  });

  it('refuses what is not an amount', () => {
    expect(parseMaxBid('', floor).ok).toBe(false);
    expect(parseMaxBid('1e3', floor).ok).toBe(false);
    expect(parseMaxBid('12.345', floor).ok).toBe(false);
  });

  it('pre-fills the next minimum with two decimals', () => {
    expect(moneyInputText(13)).toBe('13.00');
    expect(moneyInputText(0.1 + 0.2)).toBe('0.30');
  });
});

describe('the standing and the outcome', () => {
  it("says 'You're winning' or 'You've been outbid' only to a bidder", () => {
    expect(standingOf({ you: { maxBid: 20, leading: true } })).toBe('winning');
    expect(standingOf({ you: { maxBid: 20, leading: false } })).toBe('outbid');
    expect(standingOf({ you: null })).toBeNull();
  });

  it('names the reserve state', () => {
    expect(reserveText({ hasReserve: true, reserveMet: true })).toBe('Reserve met');
    expect(reserveText({ hasReserve: true, reserveMet: false })).toBe('Reserve not met');
    expect(reserveText({ hasReserve: false, reserveMet: true })).toBe('No reserve');
  });

  it('tells everyone the outcome with the masked winner', () => {
    const base = { currentPrice: 15, bidCount: 3, winner: { name: 'j***n' } };
    expect(outcomeText({ ...base, outcome: 'sold' })).toBe('Sold to j***n for $15.00.');
    expect(outcomeText({ ...base, outcome: 'no_sale', winner: null })).toBe(
      'The reserve price was not met, so the item was not sold.',
    );
    expect(outcomeText({ ...base, bidCount: 0, outcome: 'no_sale', winner: null })).toBe(
      'No bids were placed, so the item was not sold.',
    );
  });

  it('tells the winner and the others their own result', () => {
    // The amount the card paid, tax included, as the order and invoice say (issue 37 item 3).
    expect(
      yourOutcomeText({ you: { maxBid: 20, leading: true }, outcome: 'sold', currentPrice: 8 }),
    ).toBe(
      'You won! Your card on file was charged $8.64 ($8.00 + $0.64 tax); find the order and its invoice in your orders.',
    );
    expect(
      yourOutcomeText({
        you: { maxBid: 20, leading: true },
        outcome: 'awaiting_payment',
        currentPrice: 8,
      }),
    ).toBe(
      'You won, but your card was declined. Pay $8.64 ($8.00 + $0.64 tax) from your cart within 24 hours to get the item.',
    );
    expect(
      yourOutcomeText({ you: { maxBid: 9, leading: false }, outcome: 'sold', currentPrice: 15 }),
    ).toBe('You did not win this auction.');
    expect(yourOutcomeText({ you: null, outcome: 'sold', currentPrice: 15 })).toBeNull();
  });
});

describe('a refused bid', () => {
  it('sends a signed-out shopper to sign in', () => {
    expect(classifyBidError(new ApiError(401, 'Authentication required'))).toEqual({
      kind: 'sign-in',
    });
  });

  it('links a missing card and missing details to the profile', () => {
    expect(
      classifyBidError(
        new ApiError(409, 'To bid, we need a card on file.', 'PAYMENT_METHOD_REQUIRED'),
      ),
    ).toEqual({
      kind: 'profile',
      message: 'To bid, we need a card on file.',
      needsCard: true,
      needsDetails: false,
    });
    expect(
      classifyBidError(
        new ApiError(403, 'To bid, we need your phone number and a delivery address in ZIP 92651.'),
      ),
    ).toMatchObject({ kind: 'profile', needsCard: false, needsDetails: true });
    expect(
      classifyBidError(
        new ApiError(
          409,
          'To bid, we need your phone number and a card on file.',
          'PAYMENT_METHOD_REQUIRED',
        ),
      ),
    ).toMatchObject({ kind: 'profile', needsCard: true, needsDetails: true });
  });

  it('reads an ended auction again and shows anything else as the server said it', () => {
    expect(classifyBidError(new ApiError(409, 'This auction has ended', 'AUCTION_ENDED'))).toEqual({
      kind: 'stale',
      message: 'This auction has ended',
    });
    expect(
      classifyBidError(new ApiError(400, 'Your bid must be at least $12.00', 'BID_TOO_LOW')),
    ).toEqual({
      kind: 'failed',
      message: 'Your bid must be at least $12.00',
    });
  });
});
