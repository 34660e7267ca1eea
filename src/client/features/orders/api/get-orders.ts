import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Order, orderListSchema } from '../../../../shared/contracts/orders';
import { apiRequest } from '../../../lib/api';

/** Every orders query starts with this key, so one invalidation refreshes the list and the details. */
export const ordersQueryKey = ['orders'] as const;

/** The signed-in shopper's orders, newest first. */
export async function getOrders(): Promise<Order[]> {
  return orderListSchema.parse(await apiRequest('GET', '/api/user/orders'));
}

export function ordersQueryOptions() {
  return queryOptions({ queryKey: [...ordersQueryKey, 'list'] as const, queryFn: getOrders });
}

/** The order history; pass `enabled: false` until it is shown (the profile's Orders tab). */
export function useOrders({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...ordersQueryOptions(), enabled });
}
