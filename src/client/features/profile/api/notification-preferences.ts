import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type NotificationPreferences,
  type NotificationPreferencesPatch,
  notificationPreferencesSchema,
} from '../../../../shared/contracts/messaging';
import { apiRequest } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';

export async function getNotificationPreferences(): Promise<NotificationPreferences> {
  return notificationPreferencesSchema.parse(
    await apiRequest('GET', '/api/user/notification-preferences'),
  );
}

/** The signed-in shopper's notification settings: in-app, push and email for each kind. */
export function useNotificationPreferences() {
  return useQuery({
    queryKey: queryKeys.notificationPreferences,
    queryFn: getNotificationPreferences,
  });
}

/** PUT one or more switches; the switch moves at once and goes back if the server refuses. */
export function useUpdateNotificationPreferences() {
  const queryClient = useQueryClient();
  const key = queryKeys.notificationPreferences;
  return useMutation({
    mutationFn: async (patch: NotificationPreferencesPatch) =>
      notificationPreferencesSchema.parse(
        await apiRequest('PUT', '/api/user/notification-preferences', patch),
      ),
    onMutate: async (patch) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<NotificationPreferences>(key);
      if (before) {
        const next = structuredClone(before);
        for (const [kind, channels] of Object.entries(patch.kinds)) {
          const entry = next.kinds[kind as keyof NotificationPreferences['kinds']];
          if (entry && channels) Object.assign(entry, channels);
        }
        queryClient.setQueryData(key, next);
      }
      return { before };
    },
    onError: (_error, _patch, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(key, saved);
      // The bell follows the in-app switches.
      return queryClient.invalidateQueries({ queryKey: queryKeys.notifications });
    },
  });
}
