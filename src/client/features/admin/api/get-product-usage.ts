import { useQuery } from '@tanstack/react-query';
import {
  type HeldUnits,
  heldUnitsSchema,
  type ProductUsage,
  productUsageSchema,
} from '../../../../shared/contracts/product-usage';
import { apiRequest } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/admin/products/:id/usage: what deleting the product would touch (elevated admins). */
export async function getProductUsage(id: number): Promise<ProductUsage> {
  return productUsageSchema.parse(await apiRequest('GET', `/api/admin/products/${id}/usage`));
}

/** Asked afresh each time the delete confirmation opens: games and orders move on their own. */
export function useProductUsage(id: number | null) {
  return useQuery({
    queryKey: queryKeys.admin.productUsage(id),
    queryFn: () => getProductUsage(id ?? 0),
    enabled: id !== null,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}

/** GET /api/admin/products/held-units: units held for games and prizes, per product id. */
export async function getHeldUnits(): Promise<HeldUnits> {
  return heldUnitsSchema.parse(await apiRequest('GET', '/api/admin/products/held-units'));
}

/** Refreshed with the admin list (see ADMIN_LIST_REFRESH_MS). */
export function useHeldUnits(refetchInterval: number) {
  return useQuery({
    queryKey: queryKeys.admin.heldUnits,
    queryFn: getHeldUnits,
    staleTime: 0,
    refetchOnMount: 'always',
    refetchOnWindowFocus: 'always',
    refetchInterval,
  });
}
