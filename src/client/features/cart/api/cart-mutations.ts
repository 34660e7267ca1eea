import type { QueryClient } from '@tanstack/react-query';
import { cartQueryKey } from './get-cart';

/** Every optimistic cart edit carries this key, so the cart is re-read once the last one settles. */
export const cartMutationKey = ['cart', 'edit'] as const;

/** Mutations sharing a scope run one after another, in the order they were started. */
export const cartMutationScope = { id: 'cart' };

/**
 * Re-reads the cart from the server after the last pending edit, not after each one: a refetch
 * landing between two quick clicks would flash an older quantity.
 */
export function settleCart(queryClient: QueryClient): Promise<void> | undefined {
  if (queryClient.isMutating({ mutationKey: cartMutationKey }) > 1) return undefined;
  return queryClient.invalidateQueries({ queryKey: cartQueryKey });
}
