import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ifMatchVersion, type Product, productSchema } from '../../../../shared/contracts/catalog';
import type { ProductInput } from '../../../../shared/contracts/product-input';
import { apiRequest } from '../../../lib/api';
import { reopenGateIfPinRequired } from '../lib/admin-write-error';
import { invalidateProducts } from '../lib/invalidate-products';

/**
 * PATCH /api/products/:id: only the given fields change (the coffee/tea form), if the product is
 * still at the version the form loaded (else 409 PRODUCT_CHANGED).
 */
export async function patchProduct(input: {
  id: number;
  fields: Partial<ProductInput>;
  version: number;
}): Promise<Product> {
  return productSchema.parse(
    await apiRequest('PATCH', `/api/products/${input.id}`, input.fields, {
      'If-Match': ifMatchVersion(input.version),
    }),
  );
}

export function usePatchProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: patchProduct,
    onSuccess: () => invalidateProducts(queryClient),
    onError: (error) => reopenGateIfPinRequired(queryClient, error),
  });
}
