import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Order, orderSchema } from '../../../../shared/contracts/orders';
import { apiRequest } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';

/** One of the signed-in shopper's orders; another shopper's order is a 404 like a missing one. */
export async function getOrder(id: string): Promise<Order> {
  return orderSchema.parse(await apiRequest('GET', `/api/orders/${encodeURIComponent(id)}`));
}

export function orderQueryOptions(id: string) {
  return queryOptions({ queryKey: queryKeys.orders.detail(id), queryFn: () => getOrder(id) });
}

export function useOrder(id: string) {
  return useQuery(orderQueryOptions(id));
}
