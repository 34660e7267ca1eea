import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddToCart, CartItem } from '../../../../shared/contracts/cart';
import { apiRequest } from '../../../lib/api';
import { lazySchema, parseAnswer } from '../../../lib/lazy-schema';
import { queryKeys } from '../../../lib/query-keys';

const cartItemSchema = lazySchema(
  async () => (await import('../../../../shared/contracts/cart')).cartItemSchema,
);

export async function addToCart(input: AddToCart): Promise<CartItem> {
  return parseAnswer(cartItemSchema, apiRequest('POST', '/api/cart', input));
}

/** Adds a product to the cart (onto its existing line, if any); the cart is fetched again after. */
export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addToCart,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.cart.all }),
  });
}
