import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type AdminDiscount,
  adminDiscountListSchema,
  adminDiscountSchema,
  type CreateDiscountRequest,
  type UpdateDiscountRequest,
} from '../../../../shared/contracts/discounts';
import { apiRequest } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/admin/discounts: every code with its uses and state (elevated admins). */
export async function getAdminDiscounts(): Promise<AdminDiscount[]> {
  return adminDiscountListSchema.parse(await apiRequest('GET', '/api/admin/discounts'));
}

export function adminDiscountsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.discounts.admin,
    queryFn: getAdminDiscounts,
    // Uses change as shoppers check out: fetch again on each visit.
    staleTime: 0,
  });
}

export function useAdminDiscounts() {
  return useQuery(adminDiscountsQueryOptions());
}

/** POST /api/admin/discounts */
export async function createDiscount(input: CreateDiscountRequest): Promise<AdminDiscount> {
  return adminDiscountSchema.parse(await apiRequest('POST', '/api/admin/discounts', input));
}

/** PATCH /api/admin/discounts/:id: the fields given change (pause: `{ active: false }`). */
export async function updateDiscount({
  id,
  patch,
}: {
  id: number;
  patch: UpdateDiscountRequest;
}): Promise<AdminDiscount> {
  return adminDiscountSchema.parse(await apiRequest('PATCH', `/api/admin/discounts/${id}`, patch));
}

/** Both writes refresh every discount query (the admin's list, the codes share texts may name). */
export function useSaveDiscount() {
  const queryClient = useQueryClient();
  const onSettled = () => queryClient.invalidateQueries({ queryKey: queryKeys.discounts.all });
  return {
    create: useMutation({ mutationFn: createDiscount, onSettled }),
    update: useMutation({ mutationFn: updateDiscount, onSettled }),
  };
}
