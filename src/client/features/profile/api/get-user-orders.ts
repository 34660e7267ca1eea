import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Order, orderListSchema } from '../../../../shared/contracts/orders';
import { apiRequest } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';

/** The signed-in shopper's orders, newest first. */
export async function getUserOrders(): Promise<Order[]> {
  return orderListSchema.parse(await apiRequest('GET', '/api/user/orders'));
}

export function userOrdersQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.userOrders,
    queryFn: getUserOrders,
    // Fetched each time the Orders tab opens, so an order placed since then is listed.
    staleTime: 0,
  });
}

/** Only mounted with the Orders tab, so the list loads only when that tab is selected. */
export function useUserOrders() {
  return useQuery(userOrdersQueryOptions());
}
