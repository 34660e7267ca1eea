import { FileText, Truck } from 'lucide-react';
import { Link } from 'react-router';
import type { Order } from '../../../../shared/contracts/orders';
import { formatCents, formatDollars, toCents } from '../../../../shared/money';
import { ProductImage } from '../../../components/product-image';
import { OrderStatusBadge } from '../../../components/status-badge';
import { Card } from '../../../components/ui/card';
import { formatOrderDate, shippingMethodLabel } from '../lib/order-display';

/** One order: date, number, status, items, shipping, total and its invoice. */
export function OrderCard({ order }: { order: Order }) {
  return (
    <Card className="overflow-hidden" aria-label={`Order #${order.id}`} role="article">
      <div className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-100 bg-slate-50/70 px-5 py-3">
        <div>
          <p className="font-semibold text-slate-900">Order #{order.id}</p>
          <p className="text-sm text-slate-600">{formatOrderDate(order.createdAt)}</p>
        </div>
        <OrderStatusBadge status={order.status} className="px-3 py-1" />
      </div>
      <ul className="divide-y divide-slate-100 px-5">
        {order.items.map((item) => (
          <li key={item.id} className="flex items-center gap-3 py-3">
            <ProductImage
              src={item.product.imageUrl}
              alt={`${item.product.brand} ${item.product.model}`}
              className="size-16 shrink-0 rounded-xl border border-slate-100 bg-white object-contain"
            />
            <div className="min-w-0 flex-1">
              <p className="truncate font-medium text-slate-900">{item.product.brand}</p>
              <p className="truncate text-sm text-slate-600">
                {item.product.model}
                {item.size ? ` · Size ${item.size}` : ''}
              </p>
              <p className="text-sm text-slate-500" data-testid="order-line-quantity">
                {item.quantity} × {formatDollars(item.price)}
              </p>
            </div>
            <p className="shrink-0 font-semibold text-slate-900" data-testid="order-line-total">
              {formatCents(toCents(item.price) * item.quantity)}
            </p>
          </li>
        ))}
      </ul>
      <div className="flex flex-col gap-3 border-t border-slate-100 px-5 py-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="flex items-center gap-2 text-sm text-slate-600">
          <Truck aria-hidden="true" className="size-4" />
          {shippingMethodLabel(order.shipping.method)}
        </p>
        <div className="flex items-center justify-between gap-4 sm:justify-end">
          {order.invoiceId !== null ? (
            <Link
              to={`/invoices/${order.invoiceId}`}
              className="inline-flex min-h-6 items-center gap-1.5 text-sm font-semibold text-ocean-700 underline-offset-4 hover:underline"
            >
              <FileText aria-hidden="true" className="size-4" />
              View Invoice
            </Link>
          ) : null}
          <p className="text-base font-bold text-slate-900">
            Total: <span>{formatDollars(order.total)}</span>
          </p>
        </div>
      </div>
    </Card>
  );
}
