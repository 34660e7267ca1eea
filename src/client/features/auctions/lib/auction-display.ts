import { decimalFromText } from '../../../../shared/decimal-text';
import { formatDollars, toCents } from '../../../../shared/money';
import { chargedWithTaxText } from '../../../../shared/pricing';
import type { Auction } from '../api/auction-schemas';

export const AUCTION_TEXT = {
  winning: "You're winning",
  outbid: "You've been outbid",
  noReserve: 'No reserve',
  reserveMet: 'Reserve met',
  reserveNotMet: 'Reserve not met',
  ended: 'Auction ended',
  cancelled: 'Auction cancelled',
  live: 'Live auction',
  scheduled: 'Auction starts soon',
  placeBid: 'Place bid',
  confirmBid: 'Confirm bid',
  bidFailed: 'Bid not placed',
  adminCannotBid: 'Admin accounts can’t bid. Sign in as a shopper to bid.',
} as const;

/** The server's words for a bid under the next minimum, checked before asking it too. */
export function bidTooLowText(nextMinimum: number): string {
  return `Your bid must be at least ${formatDollars(nextMinimum)}`;
}

/**
 * The least this viewer may bid and what the field starts with: the next minimum, and for the
 * leader raising their own maximum, more than that maximum, pre-filled one
 * increment above it.
 */
export function bidFloorFor(auction: Pick<Auction, 'nextMinimumBid' | 'increment' | 'you'>): {
  minimum: number;
  prefill: number;
  tooLow: string;
} {
  const next = toCents(auction.nextMinimumBid);
  const you = auction.you;
  if (you?.leading) {
    const own = toCents(you.maxBid);
    return {
      minimum: Math.max(next, own + 1) / 100,
      prefill: Math.max(next, own + toCents(auction.increment)) / 100,
      tooLow: `Your new maximum must be more than ${formatDollars(you.maxBid)}`,
    };
  }
  return { minimum: next / 100, prefill: next / 100, tooLow: bidTooLowText(next / 100) };
}

/** The shopper's maximum as typed: dollars to the cent, at least the floor. */
export function parseMaxBid(
  text: string,
  floor: { minimum: number; tooLow: string },
): { ok: true; value: number } | { ok: false; message: string } {
  const value = decimalFromText(text.replace(/^\s*\$/, '').replaceAll(',', ''));
  if (!Number.isFinite(value) || value <= 0) {
    return { ok: false, message: 'Enter your maximum bid in dollars, like 25.00' };
  }
  const cents = toCents(value);
  if (Math.abs(cents - value * 100) > 1e-6) {
    return { ok: false, message: 'Enter your maximum bid in dollars and cents, like 25.50' };
  }
  if (cents < toCents(floor.minimum)) return { ok: false, message: floor.tooLow };
  return { ok: true, value: cents / 100 };
}

/** The dollars an input starts with: '12.00'. */
export function moneyInputText(dollars: number): string {
  return (toCents(dollars) / 100).toFixed(2);
}

/** The viewer's standing in a running auction: null when they have not bid. */
export function standingOf(auction: Pick<Auction, 'you'>): 'winning' | 'outbid' | null {
  if (!auction.you) return null;
  return auction.you.leading ? 'winning' : 'outbid';
}

export function reserveText(
  auction: Pick<Auction, 'hasReserve' | 'reserveMet'> | null | undefined,
): string | null {
  if (!auction) return null;
  if (!auction.hasReserve) return AUCTION_TEXT.noReserve;
  return auction.reserveMet ? AUCTION_TEXT.reserveMet : AUCTION_TEXT.reserveNotMet;
}

/** What became of an ended auction, as everyone may read it (the winner's name masked). */
export function outcomeText(
  auction: Pick<Auction, 'outcome' | 'winner' | 'currentPrice' | 'bidCount'>,
): string {
  const winner = auction.winner?.name;
  switch (auction.outcome) {
    case 'sold':
      return winner
        ? `Sold to ${winner} for ${formatDollars(auction.currentPrice)}.`
        : `Sold for ${formatDollars(auction.currentPrice)}.`;
    case 'awaiting_payment':
      return winner
        ? `Won by ${winner} at ${formatDollars(auction.currentPrice)}; waiting for their payment.`
        : `Won at ${formatDollars(auction.currentPrice)}; waiting for the winner's payment.`;
    case 'no_sale':
      return auction.bidCount === 0
        ? 'No bids were placed, so the item was not sold.'
        : 'The reserve price was not met, so the item was not sold.';
    default:
      return 'The auction is closing.';
  }
}

/** The viewer's own result once the auction is over. */
export function yourOutcomeText(
  auction: Pick<Auction, 'you' | 'outcome' | 'currentPrice'>,
): string | null {
  if (!auction.you) return null;
  if (auction.you.leading && auction.outcome === 'sold') {
    return `You won! Your card on file was charged ${chargedWithTaxText(toCents(auction.currentPrice))}; find the order and its invoice in your orders.`;
  }
  if (auction.you.leading && auction.outcome === 'awaiting_payment') {
    return `You won, but your card was declined. Pay ${chargedWithTaxText(toCents(auction.currentPrice))} from your cart within 24 hours to get the item.`;
  }
  if (auction.you.leading && auction.outcome === 'no_sale') {
    return 'You had the highest bid, but the reserve price was not met.';
  }
  if (auction.outcome) return 'You did not win this auction.';
  return null;
}
