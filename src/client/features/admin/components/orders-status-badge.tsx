import { type OrderStatus, orderStatusLabels } from '../../../../shared/contracts/orders';
import { cn } from '../../../lib/utils';
import { orderStatusTone } from '../lib/order-actions';

const toneClasses = {
  green: 'bg-emerald-50 text-emerald-800 ring-emerald-600/20',
  blue: 'bg-sky-50 text-sky-800 ring-sky-600/20',
  pink: 'bg-pink-50 text-pink-800 ring-pink-600/20',
} as const;

/** An order's status: completed green, processing blue, other pink (shopper.md section 4). */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const tone = orderStatusTone(status);
  return (
    <span
      data-testid="order-status"
      data-tone={tone}
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        toneClasses[tone],
      )}
    >
      {orderStatusLabels[status]}
    </span>
  );
}
