import type { QueryClient } from '@tanstack/react-query';
import { heldUnitsQueryKey } from '../api/get-product-usage';

/** Every product list and product page may show the changed product; the held units with them. */
export async function invalidateProducts(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: ['products'] }),
    queryClient.invalidateQueries({ queryKey: ['product'] }),
    queryClient.invalidateQueries({ queryKey: heldUnitsQueryKey }),
  ]);
}
