import { productMessages } from '../../../../shared/contracts/product-input';
import { toCents } from '../../../../shared/money';
import {
  computeMaxContestants,
  ENTRY_PRICE_CENTS,
  MAX_CONTESTANTS,
  MIN_CONTESTANTS,
} from '../../../../shared/play-rules';

/** A form's number text: '' means not given (null), anything unparsable is NaN. */
export function parseNumberText(text: string): number | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  return Number(trimmed);
}

/** The entry fee of every product: $1, fixed; the forms show it read-only. */
export const ENTRY_PRICE = ENTRY_PRICE_CENTS / 100;

/**
 * maxContestants as the generic form shows it, live: floor(price / $1), or null while the price
 * is not a usable number.
 */
export function previewMaxContestants(priceText: string): number | null {
  const price = parseNumberText(priceText);
  if (price === null || !Number.isFinite(price)) return null;
  return computeMaxContestants(toCents(price));
}

/** The contestants message when Bet/Play is on and the computed count is out of 2..1,000. */
export function contestantsError(maxContestants: number | null, playEnabled: boolean) {
  if (!playEnabled || maxContestants === null) return null;
  if (maxContestants < MIN_CONTESTANTS) return productMessages.contestantsTooFew;
  if (maxContestants > MAX_CONTESTANTS) return productMessages.contestantsTooMany;
  return null;
}
