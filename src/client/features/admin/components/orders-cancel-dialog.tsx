import { AlertDialog } from 'radix-ui';
import type { AdminOrder } from '../../../../shared/contracts/orders';
import { formatDollars } from '../../../../shared/money';
import { buttonClassName } from '../../../components/ui/button';
import { invoicePaymentLabel } from '../../../lib/payment-labels';

interface OrdersCancelDialogProps {
  /** The order to cancel, or null when closed. */
  order: AdminOrder | null;
  /** 'Cancel' or 'Cancel & refund', as on the row's button. */
  actionLabel: string;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
}

function consequence(order: AdminOrder): string {
  const total = formatDollars(order.total);
  if (order.status === 'completed') {
    return order.paymentMethod === 'cod'
      ? `The customer returned the order: give back the ${total} they paid in cash. Its items go back in stock.`
      : `The customer returned the order: ${total} is refunded to ${invoicePaymentLabel(order)}. Its items go back in stock.`;
  }
  if (order.status === 'pending_payment') {
    return 'This order has not been paid, so nothing is refunded. Its items go back in stock.';
  }
  if (order.paymentMethod === 'cod') {
    return `The customer paid ${total} in cash on delivery: give it back. Its items go back in stock.`;
  }
  return `${total} is refunded to ${invoicePaymentLabel(order)}. Its items go back in stock.`;
}

/**
 * Asks before an order is cancelled or a delivered one refunded as returned: either refunds a paid
 * order and cannot be undone.
 */
export function OrdersCancelDialog({
  order,
  actionLabel,
  onOpenChange,
  onConfirm,
}: OrdersCancelDialogProps) {
  return (
    <AlertDialog.Root open={order !== null} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl">
          <AlertDialog.Title className="text-lg font-bold text-slate-900">
            {order?.status === 'completed'
              ? `Refund returned order #${order.id}?`
              : `Cancel order #${order?.id}?`}
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-slate-600">
            {order ? consequence(order) : null} This cannot be undone.
          </AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonClassName('outline')}>
              Keep order
            </AlertDialog.Cancel>
            <AlertDialog.Action className={buttonClassName('destructive')} onClick={onConfirm}>
              {actionLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
