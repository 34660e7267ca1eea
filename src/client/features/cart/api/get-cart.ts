import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CartItem } from '../../../../shared/contracts/cart';
import { apiRequest } from '../../../lib/api';
import { lazySchema, parseAnswer } from '../../../lib/lazy-schema';
import { queryKeys } from '../../../lib/query-keys';

/** The signed-in shopper's cart lines, each priced by the server at the product's current price. */
const cartSchema = lazySchema(
  async () => (await import('../../../../shared/contracts/cart')).cartSchema,
);

export async function getCart(): Promise<CartItem[]> {
  return parseAnswer(cartSchema, apiRequest('GET', '/api/cart'));
}

export function cartQueryOptions() {
  return queryOptions({ queryKey: queryKeys.cart.all, queryFn: getCart });
}

/**
 * The cart; only asked for when someone is signed in (the API answers 401 otherwise). Screens that
 * act on the cart (the cart page, its checkout) ask afresh when they open (`fresh`): the server
 * adds lines too (a won prize), and the header's badge may have cached an older cart.
 */
export function useCart({
  enabled = true,
  fresh = false,
}: {
  enabled?: boolean;
  fresh?: boolean;
} = {}) {
  return useQuery({
    ...cartQueryOptions(),
    enabled,
    ...(fresh && { refetchOnMount: 'always' as const }),
  });
}
