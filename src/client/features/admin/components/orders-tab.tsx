import { useQueryClient } from '@tanstack/react-query';
import { LoaderCircle, RotateCw, Search, TriangleAlert } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import {
  type AdminOrder,
  type OrderStatus,
  orderStatuses,
  orderStatusLabels,
} from '../../../../shared/contracts/orders';
import { formatDollars } from '../../../../shared/money';
import { formatShopDateTime } from '../../../../shared/shop-time';
import { OrderStatusBadge } from '../../../components/status-badge';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/native-select';
import { Skeleton } from '../../../components/ui/skeleton';
import { getErrorMessage } from '../../../lib/api';
import { cn } from '../../../lib/class-names';
import { invoicePaymentLabel } from '../../../lib/payment-labels';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useAdminOrders } from '../api/get-admin-orders';
import { useTransitionOrder } from '../api/transition-order';
import { isPinRequired, reopenGateIfPinRequired } from '../lib/admin-write-error';
import { type OrderAction, orderActions } from '../lib/order-actions';
import { OrdersCancelDialog } from './orders-cancel-dialog';

function SkeletonRows() {
  return (
    <ul aria-label="Loading orders" className="flex flex-col gap-3">
      {[0, 1, 2].map((row) => (
        <li
          key={row}
          className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4"
        >
          <div className="flex justify-between">
            <Skeleton className="h-5 w-32" />
            <Skeleton className="h-5 w-20" />
          </div>
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="h-4 w-1/2" />
        </li>
      ))}
    </ul>
  );
}

function Field({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn('min-w-0', className)}>
      <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="mt-0.5 text-slate-900">{children}</dd>
    </div>
  );
}

interface OrderRowProps {
  order: AdminOrder;
  busy: boolean;
  onAction: (order: AdminOrder, action: OrderAction) => void;
}

function OrderRow({ order, busy, onAction }: OrderRowProps) {
  const actions = orderActions(order);
  const itemCount = order.items.reduce((sum, item) => sum + item.quantity, 0);
  return (
    <li
      data-testid="admin-order-row"
      data-order-id={order.id}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-xs sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-semibold text-slate-900">Order #{order.id}</h3>
          <OrderStatusBadge status={order.status} />
        </div>
        <p className="text-lg font-bold text-ocean-950 tabular-nums">
          {formatDollars(order.total)}
        </p>
      </div>
      <p className="text-xs text-slate-500">
        <time dateTime={order.createdAt}>{formatShopDateTime(order.createdAt)}</time>
      </p>

      <dl className="mt-3 grid grid-cols-2 gap-3 text-sm sm:grid-cols-[1fr_1.4fr_1fr]">
        <Field label="Shopper">
          <span className="block truncate">{order.username}</span>
        </Field>
        <Field label="Customer" className="order-last col-span-2 sm:order-none sm:col-span-1">
          <span className="block truncate">{order.shipping.name}</span>
          <span className="block truncate text-slate-600">{order.shipping.email}</span>
        </Field>
        <Field label="Payment">{invoicePaymentLabel(order)}</Field>
        <Field label="Deliver to" className="col-span-2 sm:col-span-3">
          <span className="block [overflow-wrap:anywhere]" data-testid="admin-order-address">
            {order.shipping.line1}, {order.shipping.city}, {order.shipping.state}{' '}
            {order.shipping.postalCode}
          </span>
          <a
            className="font-medium text-ocean-700 underline-offset-2 hover:underline"
            href={`tel:${order.shipping.phone.replace(/[^\d+]/g, '')}`}
          >
            {order.shipping.phone}
          </a>
        </Field>
      </dl>

      <div className="mt-3 text-sm">
        <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
          {itemCount === 1 ? '1 item' : `${itemCount} items`}
        </p>
        <ul className="mt-1 flex flex-col gap-0.5 text-slate-700">
          {order.items.map((item) => (
            <li key={item.id} className="flex justify-between gap-3">
              <span className="min-w-0 truncate">
                {item.quantity} × {`${item.product.brand} ${item.product.model}`.trim()}
              </span>
              <span className="shrink-0 tabular-nums">
                {formatDollars(item.price * item.quantity)}
              </span>
            </li>
          ))}
        </ul>
      </div>

      {actions.length > 0 ? (
        <div className="mt-4 flex flex-wrap justify-end gap-2 border-t border-slate-100 pt-4">
          {busy ? (
            <LoaderCircle
              aria-label="Updating order"
              className="size-5 animate-spin self-center text-ocean-600"
            />
          ) : null}
          {actions.map((action) => (
            <Button
              key={action.to}
              size="sm"
              variant={action.variant}
              disabled={busy}
              className={
                action.to === 'cancelled'
                  ? 'border-red-200 text-red-700 hover:bg-red-50 hover:text-red-800'
                  : undefined
              }
              onClick={() => onAction(order, action)}
            >
              {action.label}
            </Button>
          ))}
        </div>
      ) : null}
    </li>
  );
}

/** The admin panel's Orders tab: every order, server-side search and status filter, and the moves. */
export function OrdersTab() {
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<OrderStatus | ''>('');
  const q = useDebouncedValue(search.trim(), 300);
  const orders = useAdminOrders({ q, status: status || undefined });
  const transition = useTransitionOrder();
  const [pendingCancel, setPendingCancel] = useState<{
    order: AdminOrder;
    label: string;
    to: OrderAction['to'];
  } | null>(null);

  // The step-up ran out while the tab was open: reopen the PIN gate over the panel.
  useEffect(() => {
    if (orders.isError) reopenGateIfPinRequired(queryClient, orders.error);
  }, [orders.isError, orders.error, queryClient]);

  function act(order: AdminOrder, action: OrderAction) {
    if (action.confirm) setPendingCancel({ order, label: action.label, to: action.to });
    else transition.mutate({ orderId: order.id, status: action.to });
  }

  const filtered = q !== '' || status !== '';
  let body: ReactNode;
  if (orders.isPending) body = <SkeletonRows />;
  else if (orders.isError) {
    body = isPinRequired(orders.error) ? null : (
      <div
        role="alert"
        className="flex flex-col items-center gap-3 rounded-2xl border border-red-200 bg-red-50/60 px-4 py-8 text-center"
      >
        <TriangleAlert aria-hidden="true" className="size-6 text-red-600" />
        <div>
          <p className="font-semibold text-slate-900">Failed to fetch orders</p>
          <p className="mt-1 text-sm text-slate-600">{getErrorMessage(orders.error)}</p>
        </div>
        <Button size="sm" variant="outline" onClick={() => void orders.refetch()}>
          <RotateCw aria-hidden="true" />
          Try again
        </Button>
      </div>
    );
  } else if (orders.data.length === 0) {
    body = (
      <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">
        {filtered ? 'No orders matched your search.' : 'No orders yet.'}
      </p>
    );
  } else {
    body = (
      <ul aria-label="Orders" className="flex flex-col gap-3">
        {orders.data.map((order) => (
          <OrderRow
            key={order.id}
            order={order}
            busy={transition.isPending && transition.variables?.orderId === order.id}
            onAction={act}
          />
        ))}
      </ul>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <h2 className="sr-only">Orders</h2>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <div className="relative flex-1">
          <label htmlFor="admin-orders-search" className="sr-only">
            Search orders
          </label>
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-slate-400"
          />
          <Input
            id="admin-orders-search"
            type="search"
            placeholder="Order #, username, name or email"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            className="pl-10"
          />
        </div>
        <label htmlFor="admin-orders-status" className="sr-only">
          Status
        </label>
        <NativeSelect
          id="admin-orders-status"
          value={status}
          onChange={(event) => setStatus(event.target.value as OrderStatus | '')}
          className="sm:w-48"
        >
          <option value="">All statuses</option>
          {orderStatuses.map((value) => (
            <option key={value} value={value}>
              {orderStatusLabels[value]}
            </option>
          ))}
        </NativeSelect>
      </div>
      {orders.data && !orders.isError ? (
        <p aria-live="polite" className="flex items-center gap-2 text-sm text-slate-600">
          {orders.data.length === 1 ? '1 order' : `${orders.data.length} orders`}
          {orders.isFetching ? (
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin text-ocean-600" />
          ) : null}
        </p>
      ) : null}
      {body}
      <OrdersCancelDialog
        order={pendingCancel?.order ?? null}
        actionLabel={pendingCancel?.label ?? 'Cancel'}
        onOpenChange={(open) => {
          if (!open) setPendingCancel(null);
        }}
        onConfirm={() => {
          if (pendingCancel) {
            transition.mutate({ orderId: pendingCancel.order.id, status: pendingCancel.to });
          }
          setPendingCancel(null);
        }}
      />
    </div>
  );
}
