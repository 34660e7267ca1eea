import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CartItem } from '../../../../shared/contracts/cart';
import { apiRequest, getErrorMessage } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';
import { toast } from '../../../lib/toast';
import { withoutLine } from '../lib/cart-lines';
import { cartMutationScope, settleCart } from './cart-mutations';

export async function removeCartItem(id: number): Promise<void> {
  await apiRequest('DELETE', `/api/cart/${id}`);
}

/** Takes a line out of the cart at once; it comes back, with a toast, if the server refuses. */
export function useRemoveCartItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: queryKeys.cart.edit,
    scope: cartMutationScope,
    mutationFn: removeCartItem,
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: queryKeys.cart.all });
      const previous = queryClient.getQueryData<CartItem[]>(queryKeys.cart.all);
      if (previous) queryClient.setQueryData(queryKeys.cart.all, withoutLine(previous, id));
      return { previous };
    },
    onError: (error, _id, context) => {
      if (context?.previous) queryClient.setQueryData(queryKeys.cart.all, context.previous);
      toast.error('Could not remove item', { description: getErrorMessage(error) });
    },
    onSettled: () => settleCart(queryClient),
  });
}
