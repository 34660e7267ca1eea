import { PackageOpen, RotateCw, TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { getErrorMessage } from '../../../lib/api';
import { useUserOrders } from '../api/get-user-orders';
import { OrderCard } from './order-card';

function OrdersSkeleton() {
  return (
    <div
      role="status"
      aria-busy="true"
      aria-label="Loading your orders"
      className="flex flex-col gap-4"
    >
      {[0, 1].map((key) => (
        <Card key={key} className="flex flex-col gap-4 p-5">
          <div className="flex justify-between">
            <Skeleton className="h-5 w-40" />
            <Skeleton className="h-6 w-24 rounded-full" />
          </div>
          <div className="flex gap-3">
            <Skeleton className="size-16 rounded-xl" />
            <div className="flex flex-1 flex-col gap-2">
              <Skeleton className="h-4 w-1/2" />
              <Skeleton className="h-4 w-1/3" />
            </div>
          </div>
          <Skeleton className="h-5 w-1/4 self-end" />
        </Card>
      ))}
    </div>
  );
}

/** The Orders tab: mounted only when selected, so the list loads only then. */
export function OrdersTab() {
  const orders = useUserOrders();

  if (orders.isPending) return <OrdersSkeleton />;

  if (orders.isError) {
    return (
      <Card role="alert">
        <CardContent className="flex flex-col items-center gap-3 py-10 text-center">
          <TriangleAlert aria-hidden="true" className="size-8 text-red-500" />
          <h3 className="font-semibold text-slate-900">We couldn't load your orders</h3>
          <p className="text-sm text-slate-600">{getErrorMessage(orders.error)}</p>
          <Button variant="outline" onClick={() => orders.refetch()} disabled={orders.isFetching}>
            <RotateCw aria-hidden="true" className={orders.isFetching ? 'animate-spin' : ''} />
            Try Again
          </Button>
        </CardContent>
      </Card>
    );
  }

  if (orders.data.length === 0) {
    return (
      <Card>
        <CardContent className="flex flex-col items-center gap-3 py-12 text-center">
          <div className="flex size-14 items-center justify-center rounded-full bg-sand-100 text-ocean-700">
            <PackageOpen aria-hidden="true" className="size-7" />
          </div>
          <h3 className="text-lg font-semibold text-slate-900">No orders yet</h3>
          <p className="max-w-sm text-sm text-slate-600">
            When you buy something, your order and its invoice show up here.
          </p>
          <Button asChild variant="accent" className="mt-2">
            <Link to="/">Browse Products</Link>
          </Button>
        </CardContent>
      </Card>
    );
  }

  return (
    <ul className="flex flex-col gap-4" aria-label="Your orders">
      {orders.data.map((order) => (
        <li key={order.id}>
          <OrderCard order={order} />
        </li>
      ))}
    </ul>
  );
}
