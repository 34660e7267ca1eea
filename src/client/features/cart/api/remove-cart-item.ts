import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { CartItem } from '../../../../shared/contracts/cart';
import { apiRequest, getErrorMessage } from '../../../lib/api';
import { withoutLine } from '../lib/cart-lines';
import { cartMutationKey, cartMutationScope, settleCart } from './cart-mutations';
import { cartQueryKey } from './get-cart';

export async function removeCartItem(id: number): Promise<void> {
  await apiRequest('DELETE', `/api/cart/${id}`);
}

/** Takes a line out of the cart at once; it comes back, with a toast, if the server refuses. */
export function useRemoveCartItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: cartMutationKey,
    scope: cartMutationScope,
    mutationFn: removeCartItem,
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: cartQueryKey });
      const previous = queryClient.getQueryData<CartItem[]>(cartQueryKey);
      if (previous) queryClient.setQueryData(cartQueryKey, withoutLine(previous, id));
      return { previous };
    },
    onError: (error, _id, context) => {
      if (context?.previous) queryClient.setQueryData(cartQueryKey, context.previous);
      toast.error('Could not remove item', { description: getErrorMessage(error) });
    },
    onSettled: () => settleCart(queryClient),
  });
}
