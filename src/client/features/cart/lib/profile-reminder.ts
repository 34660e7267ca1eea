import type { Notification } from '../../../../shared/contracts/notifications';
import type { LocalNotificationInput } from '../../notifications/lib/local-notification-store';

/** The reminder a shopper gets when the cart or checkout sends them to /profile (shopper.md section 5). */
export const profileReminder = {
  type: 'profile',
  title: 'Complete Your Profile',
  message: 'Please complete your profile information before making purchases or entering games.',
  actionUrl: '/profile',
  actionText: 'Complete profile',
} as const satisfies LocalNotificationInput;

/**
 * Whether the reminder is already waiting unread in the bell: opening the cart again should not
 * stack a second copy of the same message on top of the first.
 */
export function hasUnreadProfileReminder(notifications: readonly Notification[]): boolean {
  return notifications.some(
    (notification) =>
      !notification.read &&
      notification.type === profileReminder.type &&
      notification.title === profileReminder.title,
  );
}
