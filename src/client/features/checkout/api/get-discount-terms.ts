import { discountTermsSchema } from '../../../../shared/contracts/discounts';
import { type DiscountTerms, normalizeDiscountCode } from '../../../../shared/discount-rules';
import { toCents } from '../../../../shared/money';
import { apiRequest } from '../../../lib/api';

/**
 * GET /api/discounts/:code: the terms of a code the shopper may use now (in cents, as the shared
 * pricing reads them); a code they may not use throws ApiError with the server's reason.
 */
export async function getDiscountTerms(typed: string): Promise<DiscountTerms> {
  const code = normalizeDiscountCode(typed);
  const view = discountTermsSchema.parse(
    await apiRequest('GET', `/api/discounts/${encodeURIComponent(code)}`),
  );
  return {
    code: view.code,
    percentOff: view.percentOff,
    amountOffCents: view.amountOff === null ? null : toCents(view.amountOff),
    minSubtotalCents: view.minSubtotal === null ? null : toCents(view.minSubtotal),
    productTypes: view.productTypes,
  };
}
