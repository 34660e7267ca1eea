import { NOTIFICATION_LIMIT, type Notification } from '../../../../shared/contracts/notifications';
import { SHOP_TIME_ZONE, shopDay } from '../../../../shared/shop-day';

export const LOCAL_ID_PREFIX = 'local-';

export function isLocalNotification(notification: Pick<Notification, 'id'>): boolean {
  return notification.id.startsWith(LOCAL_ID_PREFIX);
}

function timeOf(notification: Notification): number {
  const time = Date.parse(notification.timestamp);
  return Number.isNaN(time) ? 0 : time;
}

/** Newest first; equal times keep their given order (Array.prototype.sort is stable). */
export function sortNewestFirst(notifications: readonly Notification[]): Notification[] {
  return [...notifications].sort((a, b) => timeOf(b) - timeOf(a));
}

/** The bell's list: server and browser-only notifications together, newest first, at most 50. */
export function mergeNotifications(
  server: readonly Notification[],
  local: readonly Notification[],
  limit = NOTIFICATION_LIMIT,
): Notification[] {
  return sortNewestFirst([...server, ...local]).slice(0, limit);
}

/** Adds a notification to a stored list, dropping the oldest beyond the limit. */
export function prependNotification(
  list: readonly Notification[],
  notification: Notification,
  limit = NOTIFICATION_LIMIT,
): Notification[] {
  return sortNewestFirst([notification, ...list]).slice(0, limit);
}

export function countUnread(notifications: readonly Notification[]): number {
  return notifications.filter((notification) => !notification.read).length;
}

/** The text of the bell's badge: nothing for 0, the number up to 9, then '9+' (shopper.md section 4). */
export function unreadBadgeText(count: number): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  return count > 9 ? '9+' : String(Math.floor(count));
}

export function notificationsButtonLabel(unread: number): string {
  return unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';
}

const relativeTime = new Intl.RelativeTimeFormat('en', { numeric: 'auto', style: 'short' });

/** '5 min. ago', 'yesterday', … or a date once it is more than a week old. */
export function formatRelativeTime(iso: string, now: Date): string {
  const then = Date.parse(iso);
  if (Number.isNaN(then)) return '';
  const seconds = Math.round((then - now.getTime()) / 1000);
  const abs = Math.abs(seconds);
  if (abs < 45) return 'just now';
  if (abs < 45 * 60) return relativeTime.format(Math.round(seconds / 60), 'minute');
  if (abs < 22 * 3600) return relativeTime.format(Math.round(seconds / 3600), 'hour');
  if (abs < 7 * 86400) return relativeTime.format(Math.round(seconds / 86400), 'day');
  // The shop's calendar, as every date a shopper reads.
  const year = (at: number) => shopDay(new Date(at)).slice(0, 4);
  return new Date(then).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: year(then) === year(now.getTime()) ? undefined : 'numeric',
    timeZone: SHOP_TIME_ZONE,
  });
}
