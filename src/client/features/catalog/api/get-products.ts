import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Product, ProductSort, ProductType } from '../../../../shared/contracts/catalog';
import { apiRequest } from '../../../lib/api';
import { lazySchema, parseAnswer } from '../../../lib/lazy-schema';
import { queryKeys } from '../../../lib/query-keys';

export interface ProductListParams {
  /** One type or several (sent as a comma list); all types when left out. */
  types?: readonly ProductType[];
  sort?: ProductSort;
  /** Search in brand, model and description. */
  q?: string;
  limit?: number;
}

/** The query string GET /api/products understands; defaults and blanks are left out. */
export function productListQueryString(params: ProductListParams): string {
  const search = new URLSearchParams();
  if (params.types?.length) search.set('type', params.types.join(','));
  if (params.sort && params.sort !== 'default') search.set('sort', params.sort);
  const q = params.q?.trim();
  if (q) search.set('q', q);
  if (params.limit !== undefined) search.set('limit', String(params.limit));
  const text = search.toString();
  return text ? `?${text}` : '';
}

const productListSchema = lazySchema(
  async () => (await import('../../../../shared/contracts/catalog')).productListSchema,
);

export async function getProducts(params: ProductListParams): Promise<Product[]> {
  return parseAnswer(
    productListSchema,
    apiRequest('GET', `/api/products${productListQueryString(params)}`),
  );
}

export function productsQueryOptions(params: ProductListParams) {
  return queryOptions({
    queryKey: queryKeys.products.list(productListQueryString(params)),
    queryFn: () => getProducts(params),
  });
}

/**
 * A list of products. `keepPrevious` keeps the last list on screen while a new filter loads, so a
 * search box does not flash skeletons on every keystroke.
 */
export function useProducts(params: ProductListParams, options: { keepPrevious?: boolean } = {}) {
  return useQuery({
    ...productsQueryOptions(params),
    placeholderData: options.keepPrevious ? keepPreviousData : undefined,
  });
}
