import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type Notification,
  type ReadAllResult,
  readAllResultSchema,
} from '../../../../shared/contracts/notifications';
import { apiRequest, getErrorMessage } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';
import { toast } from '../../../lib/toast';

export async function markAllNotificationsRead(): Promise<ReadAllResult> {
  return readAllResultSchema.parse(await apiRequest('POST', '/api/notifications/read-all'));
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onMutate: async () => {
      await queryClient.cancelQueries({ queryKey: queryKeys.notifications });
      const previous = queryClient.getQueryData<Notification[]>(queryKeys.notifications);
      queryClient.setQueryData<Notification[]>(queryKeys.notifications, (list) =>
        list?.map((item) => ({ ...item, read: true })),
      );
      return { previous };
    },
    onError: (error, _variables, context) => {
      queryClient.setQueryData(queryKeys.notifications, context?.previous);
      toast.error('Could not mark notifications as read', {
        description: getErrorMessage(error),
      });
    },
  });
}
