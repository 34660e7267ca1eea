import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';

/**
 * GET /api/discounts/active: the codes anyone may use now, by name. Read without zod: the catalog
 * feature's entry is on a first visit's path, which runs no zod.
 */
export async function getActiveDiscountCodes(): Promise<string[]> {
  const body: unknown = await apiRequest('GET', '/api/discounts/active');
  if (!Array.isArray(body)) throw new Error('Unexpected answer from /api/discounts/active');
  return body.flatMap((entry: unknown) =>
    entry !== null &&
    typeof entry === 'object' &&
    typeof (entry as { code?: unknown }).code === 'string'
      ? [(entry as { code: string }).code]
      : [],
  );
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
