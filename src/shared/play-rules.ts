/**
 * Play rules of a play-enabled product (admin-vendor-coach-games.md sections 5 and 9, decision
 * 0017): every paid entry costs $1, and a game needs floor(price / $1) contestants, 2 to 1,000.
 */
export const MIN_CONTESTANTS = 2;
export const MAX_CONTESTANTS = 1000;
/** The one entry price of every game, in cents: what the server charges and every screen says. */
export const ENTRY_PRICE_CENTS = 100;
/** The entry as copy says it: '$1'. */
export const ENTRY_PRICE_TEXT = '$1';

/** Players a competition needs: floor(price / entry fee), so the entries together pay the price. */
export function computeMaxContestants(
  priceCents: number,
  entryPriceCents: number = ENTRY_PRICE_CENTS,
): number {
  if (entryPriceCents <= 0) return 0;
  return Math.floor(priceCents / entryPriceCents);
}

/** Whether a product at this price can be played at $1: it needs 2 to 1,000 contestants. */
export function isPlayablePrice(priceCents: number): boolean {
  const contestants = computeMaxContestants(priceCents);
  return contestants >= MIN_CONTESTANTS && contestants <= MAX_CONTESTANTS;
}
