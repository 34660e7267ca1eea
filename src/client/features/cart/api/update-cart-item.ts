import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CartItem, cartItemSchema } from '../../../../shared/contracts/cart';
import { apiRequest, getErrorMessage } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';
import { toast } from '../../../lib/toast';
import { withQuantity } from '../lib/cart-lines';
import { cartMutationScope, settleCart } from './cart-mutations';

export async function updateCartItem(input: { id: number; quantity: number }): Promise<CartItem> {
  return cartItemSchema.parse(
    await apiRequest('PATCH', `/api/cart/${input.id}`, { quantity: input.quantity }),
  );
}

/**
 * Changes a line's quantity at once on screen (shopper.md section 4: optimistic updates), puts the
 * old cart back and says why when the server refuses (e.g. 'Only 2 left in stock').
 */
export function useUpdateCartItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: queryKeys.cart.edit,
    // One cart change at a time, in click order, so answers cannot land out of order.
    scope: cartMutationScope,
    mutationFn: updateCartItem,
    onMutate: async ({ id, quantity }) => {
      await queryClient.cancelQueries({ queryKey: queryKeys.cart.all });
      const previous = queryClient.getQueryData<CartItem[]>(queryKeys.cart.all);
      if (previous)
        queryClient.setQueryData(queryKeys.cart.all, withQuantity(previous, id, quantity));
      return { previous };
    },
    onError: (error, _input, context) => {
      if (context?.previous) queryClient.setQueryData(queryKeys.cart.all, context.previous);
      toast.error('Could not update quantity', { description: getErrorMessage(error) });
    },
    onSettled: () => settleCart(queryClient),
  });
}

/** PATCH /api/cart/:id with a won prize's size (a prize sold in sizes: S-XL and the like). */
export async function setPrizeSize(input: { id: number; size: string }): Promise<CartItem> {
  return cartItemSchema.parse(
    await apiRequest('PATCH', `/api/cart/${input.id}`, { size: input.size }),
  );
}

/** Chooses a prize's size, shown at once; the old size comes back, with the reason, if refused. */
export function useSetPrizeSize() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: queryKeys.cart.edit,
    scope: cartMutationScope,
    mutationFn: setPrizeSize,
    onMutate: async ({ id, size }) => {
      await queryClient.cancelQueries({ queryKey: queryKeys.cart.all });
      const previous = queryClient.getQueryData<CartItem[]>(queryKeys.cart.all);
      if (previous)
        queryClient.setQueryData(
          queryKeys.cart.all,
          previous.map((item) => (item.id === id ? { ...item, size } : item)),
        );
      return { previous };
    },
    onError: (error, _input, context) => {
      if (context?.previous) queryClient.setQueryData(queryKeys.cart.all, context.previous);
      toast.error('Could not choose the size', { description: getErrorMessage(error) });
    },
    onSettled: () => settleCart(queryClient),
  });
}
