import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Product, productSchema } from '../../../../shared/contracts/catalog';
import type { ProductInput } from '../../../../shared/contracts/product-input';
import { apiRequest } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';

/** POST /api/products with a JSON body, as the vendor portal sends it (spec section 7). */
export async function createVendorProduct(input: ProductInput): Promise<Product> {
  return productSchema.parse(await apiRequest('POST', '/api/products', input));
}

/** Adds a model; every product list refetches so the inventory shows it. */
export function useCreateVendorProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createVendorProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.products.all }),
  });
}
