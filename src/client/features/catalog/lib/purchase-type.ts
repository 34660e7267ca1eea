import type { Product } from '../../../../shared/contracts/catalog';
import { ENTRY_PRICE_TEXT } from '../../../../shared/play-rules';

/**
 * The purchase-type label some home sections show on their cards. It names what the product
 * really offers, from its own flags: play (BET, '$1 to play') when its game is open, else buy
 * now. Bids are never shown: auctions are not built (docs/decisions/0005, 0006, 0017).
 */
export const purchaseTypes = ['BUY_NOW', 'BID', 'BET'] as const;
export type PurchaseType = (typeof purchaseTypes)[number];

export const purchaseTypeLabels: Record<PurchaseType, string> = {
  BUY_NOW: 'Buy now',
  BID: 'Bid',
  BET: `${ENTRY_PRICE_TEXT} to play`,
};

/** What the card may say the product offers; null when it can be neither bought nor played. */
export function purchaseTypeFor(
  product: Pick<Product, 'buyNowEnabled' | 'playEnabled'>,
): PurchaseType | null {
  if (product.playEnabled) return 'BET';
  if (product.buyNowEnabled) return 'BUY_NOW';
  return null;
}
