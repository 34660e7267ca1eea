import { useCallback, useSyncExternalStore } from 'react';
import type { Notification } from '../../../../shared/contracts/notifications';
import { localNotificationStore } from './local-notification-store';

/** The signed-in user's browser-only notifications, re-rendering when any tab changes them. */
export function useLocalNotifications(userId: number): readonly Notification[] {
  const getSnapshot = useCallback(() => localNotificationStore.read(userId), [userId]);
  return useSyncExternalStore(localNotificationStore.subscribe, getSnapshot, getSnapshot);
}
