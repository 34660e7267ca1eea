import { queryOptions, useQuery } from '@tanstack/react-query';
import { activeDiscountListSchema } from '../../../../shared/contracts/discounts';
import { apiRequest } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/discounts/active: the codes anyone may use now, by name. */
export async function getActiveDiscountCodes(): Promise<string[]> {
  return activeDiscountListSchema
    .parse(await apiRequest('GET', '/api/discounts/active'))
    .map((discount) => discount.code);
}

export function activeDiscountCodesQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.discounts.active,
    queryFn: getActiveDiscountCodes,
    // A code may be paused or run out at any time: asked again whenever a share text is built.
    staleTime: 0,
  });
}

/** The codes share texts and templates may name (none until the answer is in). */
export function useActiveDiscountCodes(): readonly string[] {
  return useQuery(activeDiscountCodesQueryOptions()).data ?? [];
}
