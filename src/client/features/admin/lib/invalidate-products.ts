import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';

/** Every product list and product page may show the changed product; the held units with them. */
export async function invalidateProducts(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.products.all }),
    queryClient.invalidateQueries({ queryKey: queryKeys.product.all }),
    queryClient.invalidateQueries({ queryKey: queryKeys.admin.heldUnits }),
  ]);
}
