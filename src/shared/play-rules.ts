/** Contestant limits of a play-enabled product (admin-vendor-coach-games.md sections 5 and 9). */
export const MIN_CONTESTANTS = 2;
export const MAX_CONTESTANTS = 50;
export const DEFAULT_MAX_CONTESTANTS = 10;
export const DEFAULT_ENTRY_PRICE_CENTS = 100;

/** Players a competition needs: floor(price / entry fee), so the entries together pay the price. */
export function computeMaxContestants(priceCents: number, entryPriceCents: number): number {
  if (entryPriceCents <= 0) return 0;
  return Math.floor(priceCents / entryPriceCents);
}
