import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ifMatchVersion, type Product, productSchema } from '../../../../shared/contracts/catalog';
import { reopenGateIfPinRequired } from '../lib/admin-write-error';
import { invalidateProducts } from '../lib/invalidate-products';
import { apiUpload } from './api-upload';

/**
 * PUT /api/products/:id: the form's full set of fields (multipart) replaces the product's, if the
 * product is still at the version the form loaded (else 409 PRODUCT_CHANGED).
 */
export async function updateProduct(input: {
  id: number;
  body: FormData;
  version: number;
}): Promise<Product> {
  return productSchema.parse(
    await apiUpload('PUT', `/api/products/${input.id}`, input.body, {
      'If-Match': ifMatchVersion(input.version),
    }),
  );
}

export function useUpdateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProduct,
    onSuccess: () => invalidateProducts(queryClient),
    onError: (error) => reopenGateIfPinRequired(queryClient, error),
  });
}
