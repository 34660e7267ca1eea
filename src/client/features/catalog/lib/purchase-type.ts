import type { Product } from '../../../../shared/contracts/catalog';
import { ENTRY_PRICE_TEXT } from '../../../../shared/play-rules';

/**
 * The purchase-type label home cards show. It names what the product really offers: BID while it
 * has a live auction (on every home card; the label links to the auction), else, in some
 * sections, play (BET, '$1 to play') when its game is open, else buy now (docs/decisions/0005,
 * 0017, 0034).
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
