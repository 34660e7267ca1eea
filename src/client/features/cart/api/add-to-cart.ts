import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type AddToCart, type CartItem, cartItemSchema } from '../../../../shared/contracts/cart';
import { apiRequest } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';

export async function addToCart(input: AddToCart): Promise<CartItem> {
  return cartItemSchema.parse(await apiRequest('POST', '/api/cart', input));
}

/** Adds a product to the cart (onto its existing line, if any); the cart is fetched again after. */
export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addToCart,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.cart.all }),
  });
}
