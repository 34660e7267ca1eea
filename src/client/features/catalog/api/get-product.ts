import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Product, productSchema } from '../../../../shared/contracts/catalog';
import { ApiError, apiRequest } from '../../../lib/api';

export async function getProduct(id: string): Promise<Product> {
  return productSchema.parse(await apiRequest('GET', `/api/products/${encodeURIComponent(id)}`));
}

export function productQueryOptions(id: string) {
  return queryOptions({ queryKey: ['product', id] as const, queryFn: () => getProduct(id) });
}

export function useProduct(id: string) {
  return useQuery(productQueryOptions(id));
}

/** The API answers 404 for a missing product and for an id that is not one. */
export function isProductNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
