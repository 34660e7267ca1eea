import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Product } from '../../../../shared/contracts/catalog';
import { apiRequest } from '../../../lib/api';
import { lazySchema, parseAnswer } from '../../../lib/lazy-schema';
import { queryKeys } from '../../../lib/query-keys';

const productSchema = lazySchema(
  async () => (await import('../../../../shared/contracts/catalog')).productSchema,
);

export async function getProduct(id: string): Promise<Product> {
  return parseAnswer(productSchema, apiRequest('GET', `/api/products/${encodeURIComponent(id)}`));
}

export function productQueryOptions(id: string) {
  return queryOptions({ queryKey: queryKeys.product.detail(id), queryFn: () => getProduct(id) });
}

export function useProduct(id: string) {
  return useQuery(productQueryOptions(id));
}
