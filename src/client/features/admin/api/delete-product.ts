import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, getErrorMessage } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { reopenGateIfPinRequired } from '../lib/admin-write-error';
import { invalidateProducts } from '../lib/invalidate-products';

/** DELETE /api/products/:id (the server archives it; 204). */
export async function deleteProduct(id: number): Promise<void> {
  await apiRequest('DELETE', `/api/products/${id}`);
}

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProduct,
    onSuccess: async () => {
      toast.success('Product deleted', {
        description: 'The product has been successfully deleted.',
      });
      await invalidateProducts(queryClient);
    },
    onError: (error) => {
      if (reopenGateIfPinRequired(queryClient, error)) return;
      toast.error('Deletion failed', { description: getErrorMessage(error) });
    },
  });
}
