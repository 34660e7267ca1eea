/**
 * The purchase-type label some home sections show on their cards. It is informational only: every
 * card still offers Pay and Play, and auctions or bets are not built (docs/decisions/0005).
 */
export const purchaseTypes = ['BUY_NOW', 'BID', 'BET'] as const;
export type PurchaseType = (typeof purchaseTypes)[number];

export const purchaseTypeLabels: Record<PurchaseType, string> = {
  BUY_NOW: 'Buy now',
  BID: 'Bid',
  BET: 'Bet',
};

/** Cycles by the card's position in its section: 0 BUY_NOW, 1 BID, 2 BET, 3 BUY_NOW, ... */
export function purchaseTypeForIndex(index: number): PurchaseType {
  const position =
    ((Math.trunc(index) % purchaseTypes.length) + purchaseTypes.length) % purchaseTypes.length;
  return purchaseTypes[position] ?? 'BUY_NOW';
}
