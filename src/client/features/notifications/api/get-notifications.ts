import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  type Notification,
  notificationListSchema,
} from '../../../../shared/contracts/notifications';
import { apiRequest } from '../../../lib/api';
import { useLivePollInterval } from '../../../lib/live';
import { queryKeys } from '../../../lib/query-keys';

/** The bell polls at this pace (shopper.md section 4) while the live connection is down. */
export const NOTIFICATIONS_REFRESH_MS = 30_000;

/** The signed-in user's server notifications, newest first (at most 50). */
export async function getNotifications(): Promise<Notification[]> {
  return notificationListSchema.parse(await apiRequest('GET', '/api/notifications'));
}

export function notificationsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.notifications,
    queryFn: getNotifications,
    refetchInterval: NOTIFICATIONS_REFRESH_MS,
  });
}

export function useNotifications({ enabled }: { enabled: boolean }) {
  const refetchInterval = useLivePollInterval(NOTIFICATIONS_REFRESH_MS);
  return useQuery({ ...notificationsQueryOptions(), enabled, refetchInterval });
}
