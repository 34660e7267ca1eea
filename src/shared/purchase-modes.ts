/**
 * The ways to get a product, each said in one line where it is chosen (the product page, the
 * auction, the tutorial): Pay buys it now, Play enters its one-hour game, Bid joins its auction.
 * Shared so every screen explains them in the same words.
 */

import { TEAM_SIZE } from './competition-rules';
import { formatCents, formatEntryPrice } from './money';
import { PRIZE_PRICE_TEXT } from './pricing';

export function payExplained(priceCents: number): string {
  return `Buy it now at ${formatCents(priceCents)}, delivered free.`;
}

export function playExplained(entryPriceCents: number): string {
  return `Pay a ${formatEntryPrice(entryPriceCents)} entry and pick ${TEAM_SIZE} influencers: the top team in the one-hour game wins the product, to buy for ${PRIZE_PRICE_TEXT} or donate.`;
}

export const BID_EXPLAINED =
  'A live auction: the highest bid when it ends wins. Your card is charged only if you win.';
