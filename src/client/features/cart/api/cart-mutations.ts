import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';

/** Mutations sharing a scope run one after another, in the order they were started. */
export const cartMutationScope = { id: 'cart' };

/**
 * Re-reads the cart from the server after the last pending edit, not after each one: a refetch
 * landing between two quick clicks would flash an older quantity.
 */
export function settleCart(queryClient: QueryClient): Promise<void> | undefined {
  if (queryClient.isMutating({ mutationKey: queryKeys.cart.edit }) > 1) return undefined;
  return queryClient.invalidateQueries({ queryKey: queryKeys.cart.all });
}
