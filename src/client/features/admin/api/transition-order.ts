import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type AdminOrder,
  adminOrderSchema,
  type OrderStatus,
  orderStatusLabels,
} from '../../../../shared/contracts/orders';
import { apiRequest, getErrorMessage } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';
import { toast } from '../../../lib/toast';
import { reopenGateIfPinRequired } from '../lib/admin-write-error';

export interface OrderTransition {
  orderId: number;
  status: OrderStatus;
}

/**
 * POST /api/admin/orders/:id/status: moves an order along ORDER_TRANSITIONS. The server refunds a
 * paid order it cancels and puts the stock back; a move not allowed answers 409 with a message.
 */
export async function transitionOrder({ orderId, status }: OrderTransition): Promise<AdminOrder> {
  return adminOrderSchema.parse(
    await apiRequest('POST', `/api/admin/orders/${orderId}/status`, { status }),
  );
}

export function useTransitionOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: transitionOrder,
    onSuccess: (order) => {
      toast.success('Order updated', {
        description: `Order #${order.id} is now ${orderStatusLabels[order.status].toLowerCase()}.`,
      });
    },
    onError: (error, { orderId }) => {
      if (reopenGateIfPinRequired(queryClient, error)) return;
      toast.error('Order update failed', {
        description: `Order #${orderId}: ${getErrorMessage(error)}`,
      });
    },
    // Refreshed either way: after a 409 the list shows what the order really is now.
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.orders }),
  });
}
