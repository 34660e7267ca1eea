import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Product, productSchema } from '../../../../shared/contracts/catalog';
import { apiRequest } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';

export async function getProduct(id: string): Promise<Product> {
  return productSchema.parse(await apiRequest('GET', `/api/products/${encodeURIComponent(id)}`));
}

export function productQueryOptions(id: string) {
  return queryOptions({ queryKey: queryKeys.product.detail(id), queryFn: () => getProduct(id) });
}

export function useProduct(id: string) {
  return useQuery(productQueryOptions(id));
}
