import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  type AdminOrder,
  adminOrderListSchema,
  type OrderStatus,
} from '../../../../shared/contracts/orders';
import { apiRequest } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';

export interface AdminOrderFilter {
  /** Order id, username, customer name or email; matched by the server. */
  q?: string;
  status?: OrderStatus;
}

/** GET /api/admin/orders?q=&status=: every shopper's orders, newest first (elevated admins). */
export async function getAdminOrders(filter: AdminOrderFilter = {}): Promise<AdminOrder[]> {
  const params = new URLSearchParams();
  const q = filter.q?.trim();
  if (q) params.set('q', q);
  if (filter.status) params.set('status', filter.status);
  const query = params.toString();
  return adminOrderListSchema.parse(
    await apiRequest('GET', `/api/admin/orders${query ? `?${query}` : ''}`),
  );
}

export function adminOrdersQueryOptions(filter: AdminOrderFilter = {}) {
  const key = { q: filter.q?.trim() ?? '', status: filter.status ?? null };
  return queryOptions({
    queryKey: queryKeys.admin.ordersList(key),
    queryFn: () => getAdminOrders(filter),
    // Orders change under the admin's feet (shoppers check out): fetch again on each visit.
    staleTime: 0,
  });
}

export function useAdminOrders(filter: AdminOrderFilter) {
  // Keep the last list on screen while a new search loads, instead of flashing skeletons.
  return useQuery({ ...adminOrdersQueryOptions(filter), placeholderData: keepPreviousData });
}
