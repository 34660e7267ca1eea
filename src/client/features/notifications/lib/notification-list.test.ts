import { describe, expect, it } from 'vitest';
import type { Notification } from '../../../../shared/contracts/notifications';
import {
  countUnread,
  formatRelativeTime,
  isLocalNotification,
  mergeNotifications,
  notificationsButtonLabel,
  prependNotification,
  unreadBadgeText,
} from './notification-list';

function makeNotification(overrides: Partial<Notification> = {}): Notification {
  return {
    id: '1',
    type: 'game_started',
    title: 'Game Started!',
    message: 'Your game is live.',
    timestamp: '2025-01-01T12:00:00.000Z',
    read: false,
    actionUrl: null,
    actionText: null,
    productId: null,
    gameId: null,
    ...overrides,
  };
}

const at = (minute: number) => `2025-01-01T12:${String(minute).padStart(2, '0')}:00.000Z`;

describe('unreadBadgeText', () => {
  it('shows nothing for no unread notifications', () => {
    expect(unreadBadgeText(0)).toBeNull();
    expect(unreadBadgeText(-1)).toBeNull();
  });

  it('shows the number up to 9 and 9+ above', () => {
    expect(unreadBadgeText(1)).toBe('1');
    expect(unreadBadgeText(9)).toBe('9');
    expect(unreadBadgeText(10)).toBe('9+');
    expect(unreadBadgeText(120)).toBe('9+');
  });
});

describe('notificationsButtonLabel', () => {
  it('names the unread count for screen readers', () => {
    expect(notificationsButtonLabel(0)).toBe('Notifications');
    expect(notificationsButtonLabel(3)).toBe('Notifications, 3 unread');
  });
});

describe('mergeNotifications', () => {
  it('puts server and local notifications together, newest first', () => {
    const server = [
      makeNotification({ id: '2', timestamp: at(30) }),
      makeNotification({ id: '1', timestamp: at(10) }),
    ];
    const local = [makeNotification({ id: 'local-a', timestamp: at(20) })];
    expect(mergeNotifications(server, local).map((item) => item.id)).toEqual(['2', 'local-a', '1']);
  });

  it('keeps at most 50', () => {
    const server = Array.from({ length: 40 }, (_, index) =>
      makeNotification({ id: String(index), timestamp: at(index) }),
    );
    const local = Array.from({ length: 20 }, (_, index) =>
      makeNotification({ id: `local-${index}`, timestamp: at(index + 40) }),
    );
    const merged = mergeNotifications(server, local);
    expect(merged).toHaveLength(50);
    expect(merged[0]?.id).toBe('local-19');
    // The 10 oldest server ones fall off.
    expect(merged.at(-1)?.id).toBe('10');
  });
});

describe('prependNotification', () => {
  it('adds the new one on top and drops the oldest beyond 50', () => {
    const list = Array.from({ length: 50 }, (_, index) =>
      makeNotification({ id: `local-${index}`, timestamp: at(50 - index) }),
    );
    const next = prependNotification(
      list,
      makeNotification({ id: 'local-new', timestamp: at(59) }),
    );
    expect(next).toHaveLength(50);
    expect(next[0]?.id).toBe('local-new');
    expect(next.some((item) => item.id === 'local-49')).toBe(false);
    expect(list).toHaveLength(50);
  });
});

describe('countUnread and isLocalNotification', () => {
  it('counts unread ones and tells local ids apart', () => {
    const list = [
      makeNotification(),
      makeNotification({ id: 'local-x', read: true }),
      makeNotification({ id: '3' }),
    ];
    expect(countUnread(list)).toBe(2);
    expect(isLocalNotification({ id: 'local-x' })).toBe(true);
    expect(isLocalNotification({ id: '12' })).toBe(false);
  });
});

describe('formatRelativeTime', () => {
  const now = new Date('2025-01-10T12:00:00.000Z');

  it('reads naturally for recent times', () => {
    expect(formatRelativeTime('2025-01-10T11:59:50.000Z', now)).toBe('just now');
    expect(formatRelativeTime('2025-01-10T11:55:00.000Z', now)).toBe('5 min. ago');
    expect(formatRelativeTime('2025-01-10T09:00:00.000Z', now)).toBe('3 hr. ago');
    expect(formatRelativeTime('2025-01-09T10:00:00.000Z', now)).toBe('yesterday');
  });

  it('shows a date for older ones and nothing for a bad timestamp', () => {
    expect(formatRelativeTime('2025-01-01T12:00:00.000Z', now)).toBe('Jan 1');
    expect(formatRelativeTime('2024-06-01T12:00:00.000Z', now)).toBe('Jun 1, 2024');
    expect(formatRelativeTime('not a date', now)).toBe('');
  });
});
