import type { QueryClient } from '@tanstack/react-query';

/** Every product list and product page may show the changed product. */
export async function invalidateProducts(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: ['products'] }),
    queryClient.invalidateQueries({ queryKey: ['product'] }),
  ]);
}
