import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Brand, brandListSchema } from '../../../../shared/contracts/catalog';
import { apiRequest } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';

/** The active brands, by name. */
export async function getBrands(): Promise<Brand[]> {
  return brandListSchema.parse(await apiRequest('GET', '/api/brands'));
}

export function brandsQueryOptions() {
  return queryOptions({ queryKey: queryKeys.brands, queryFn: getBrands });
}

export function useBrands() {
  return useQuery(brandsQueryOptions());
}
