import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import type { Product } from '../../../../shared/contracts/catalog';
import { liveTopics, RESYNC_ID } from '../../../../shared/live-topics';
import { isProductStockView } from '../../../../shared/product-stock';
import { apiRequest } from '../../../lib/api';
import { lazySchema, parseAnswer } from '../../../lib/lazy-schema';
import { useLiveTopic } from '../../../lib/live';
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

/**
 * Follows the product's stock live (`product:{id}`): each event carries the stock now, written into
 * the cached product, so the page says 'Out of stock' the moment the last unit is sold; an event
 * without it (the product archived) or a resync after a reconnect re-fetches. Older events than the one applied are ignored.
 */
export function useLiveStock(id: string) {
  const queryClient = useQueryClient();
  const applied = useRef(0);
  const productId = /^[1-9]\d{0,9}$/.test(id) ? Number(id) : null;
  useLiveTopic(productId === null ? null : liveTopics.product(productId), (event) => {
    const queryKey = queryKeys.product.detail(id);
    const resync = event.id === RESYNC_ID;
    if (!resync && event.version < applied.current) return;
    if (!resync) applied.current = event.version;
    if (resync || !isProductStockView(event.view) || event.view.id !== productId) {
      void queryClient.invalidateQueries({ queryKey });
      return;
    }
    const { quantity } = event.view;
    queryClient.setQueryData<Product>(queryKey, (cached) =>
      cached ? { ...cached, quantity } : cached,
    );
  });
}
