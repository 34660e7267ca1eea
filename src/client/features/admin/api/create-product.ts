import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Product, productSchema } from '../../../../shared/contracts/catalog';
import type { ProductInput } from '../../../../shared/contracts/product-input';
import { apiRequest } from '../../../lib/api';
import { reopenGateIfPinRequired } from '../lib/admin-write-error';
import { invalidateProducts } from '../lib/invalidate-products';
import { apiUpload } from './api-upload';

/** POST /api/products: multipart (fields + image file) or, for coffee/tea, a JSON body. */
export async function createProduct(body: FormData | ProductInput): Promise<Product> {
  const answer =
    body instanceof FormData
      ? await apiUpload('POST', '/api/products', body)
      : await apiRequest('POST', '/api/products', body);
  return productSchema.parse(answer);
}

export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProduct,
    onSuccess: () => invalidateProducts(queryClient),
    onError: (error) => reopenGateIfPinRequired(queryClient, error),
  });
}
