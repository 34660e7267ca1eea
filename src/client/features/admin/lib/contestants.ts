import { productMessages } from '../../../../shared/contracts/product-input';
import { toCents } from '../../../../shared/money';
import {
  computeMaxContestants,
  MAX_CONTESTANTS,
  MIN_CONTESTANTS,
} from '../../../../shared/play-rules';

/** A form's number text: '' means not given (null), anything unparsable is NaN. */
export function parseNumberText(text: string): number | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  return Number(trimmed);
}

/** The entry fee a form's text stands for: empty means $1. */
export function entryPriceOf(text: string): number {
  return parseNumberText(text) ?? 1;
}

/**
 * maxContestants as the generic form shows it, live: floor(price / entry fee), or null while
 * price or fee is not a usable number.
 */
export function previewMaxContestants(priceText: string, entryPriceText: string): number | null {
  const price = parseNumberText(priceText);
  const entry = entryPriceOf(entryPriceText);
  if (price === null || !Number.isFinite(price) || !Number.isFinite(entry) || entry <= 0) {
    return null;
  }
  return computeMaxContestants(toCents(price), toCents(entry));
}

/** The contestants message when Bet/Play is on and the computed count is out of 2..50. */
export function contestantsError(maxContestants: number | null, playEnabled: boolean) {
  if (!playEnabled || maxContestants === null) return null;
  if (maxContestants < MIN_CONTESTANTS) return productMessages.contestantsTooFew;
  if (maxContestants > MAX_CONTESTANTS) return productMessages.contestantsTooMany;
  return null;
}
