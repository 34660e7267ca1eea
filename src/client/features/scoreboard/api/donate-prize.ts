import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, getErrorMessage } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';
import { toast } from '../../../lib/toast';

export async function donatePrize(competitionId: number): Promise<void> {
  await apiRequest('POST', `/api/competitions/${competitionId}/donate`);
}

/**
 * The winner gives the prize away (POST /api/competitions/:id/donate): its $1 cart line goes, and
 * the games and the cart are read again.
 */
export function useDonatePrize() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { competitionId: number; productName: string }) =>
      donatePrize(input.competitionId),
    onSuccess: (_result, { productName }) => {
      toast.success('Prize donated', {
        description: `Thank you! ${productName} will be donated instead of delivered.`,
      });
    },
    onError: (error) => {
      toast.error('Could not donate the prize', { description: getErrorMessage(error) });
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.competitions.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.cart.all }),
      ]),
  });
}
