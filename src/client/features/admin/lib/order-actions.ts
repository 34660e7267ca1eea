import type { AdminOrder, OrderStatus } from '../../../../shared/contracts/orders';

export interface OrderAction {
  to: OrderStatus;
  label: string;
  /** Cancelling or refunding a return asks first: it refunds and cannot be undone. */
  confirm: boolean;
  variant: 'primary' | 'outline' | 'destructive';
}

/** The buttons an order offers, from the moves the server allows it, in a stable order. */
export function orderActions(
  order: Pick<AdminOrder, 'status' | 'allowedTransitions'>,
): OrderAction[] {
  const actions: OrderAction[] = [];
  for (const to of [
    'processing',
    'out_for_delivery',
    'completed',
    'cancelled',
    'refunded',
  ] as const) {
    if (!order.allowedTransitions.includes(to)) continue;
    switch (to) {
      case 'processing':
        actions.push({ to, label: 'Mark paid', confirm: false, variant: 'primary' });
        break;
      case 'out_for_delivery':
        actions.push({ to, label: 'Send out for delivery', confirm: false, variant: 'primary' });
        break;
      case 'completed':
        actions.push({ to, label: 'Mark delivered', confirm: false, variant: 'primary' });
        break;
      case 'cancelled':
        actions.push({
          to,
          // A processing order, or one out for delivery (refused, not deliverable), has been paid
          // (card, or cash taken): cancelling gives the money back.
          label: order.status === 'pending_payment' ? 'Cancel' : 'Cancel & refund',
          confirm: true,
          variant: 'outline',
        });
        break;
      case 'refunded':
        // Delivered and brought back within the money-back guarantee: the money goes back.
        actions.push({ to, label: 'Refund (return)', confirm: true, variant: 'outline' });
        break;
    }
  }
  return actions;
}
