import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Notification, notificationSchema } from '../../../../shared/contracts/notifications';
import { apiRequest, getErrorMessage } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';
import { toast } from '../../../lib/toast';

export async function markNotificationRead(id: string): Promise<Notification> {
  return notificationSchema.parse(
    await apiRequest('POST', `/api/notifications/${encodeURIComponent(id)}/read`),
  );
}

function setRead(list: Notification[] | undefined, id: string): Notification[] | undefined {
  return list?.map((item) => (item.id === id ? { ...item, read: true } : item));
}

/** Marks a server notification read; the badge drops at once and is put back if the call fails. */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: queryKeys.notifications });
      const previous = queryClient.getQueryData<Notification[]>(queryKeys.notifications);
      queryClient.setQueryData<Notification[]>(queryKeys.notifications, (list) =>
        setRead(list, id),
      );
      return { previous };
    },
    onSuccess: (updated) => {
      queryClient.setQueryData<Notification[]>(queryKeys.notifications, (list) =>
        list?.map((item) => (item.id === updated.id ? updated : item)),
      );
    },
    onError: (error, _id, context) => {
      queryClient.setQueryData(queryKeys.notifications, context?.previous);
      toast.error('Could not update notification', { description: getErrorMessage(error) });
    },
  });
}
