import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';

/**
 * After an order, everything it touched is read again when next shown: the (now empty) cart, the
 * order history, invoices, stock on product pages, the profile and the bell's payment news.
 */
const touchedByAnOrder = [
  queryKeys.cart.all,
  queryKeys.orders.all,
  queryKeys.userOrders,
  queryKeys.invoices.all,
  queryKeys.products.all,
  queryKeys.product.all,
  queryKeys.profile,
  queryKeys.profileStatus,
  queryKeys.notifications,
] as const;

export function refreshAfterOrder(queryClient: QueryClient): Promise<unknown> {
  return Promise.all(
    touchedByAnOrder.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}
