import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Product, productSchema } from '../../../../shared/contracts/catalog';
import { reopenGateIfPinRequired } from '../lib/admin-write-error';
import { invalidateProducts } from '../lib/invalidate-products';
import { apiUpload } from './api-upload';

/** PUT /api/products/:id: the form's full set of fields (multipart) replaces the product's. */
export async function updateProduct(input: { id: number; body: FormData }): Promise<Product> {
  return productSchema.parse(await apiUpload('PUT', `/api/products/${input.id}`, input.body));
}

export function useUpdateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProduct,
    onSuccess: () => invalidateProducts(queryClient),
    onError: (error) => reopenGateIfPinRequired(queryClient, error),
  });
}
