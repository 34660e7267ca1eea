import { describe, expect, it } from 'vitest';
import type { Notification } from '../../../../shared/contracts/notifications';
import { hasUnreadProfileReminder, profileReminder } from './profile-reminder';

function notification(overrides: Partial<Notification>): Notification {
  return {
    id: 'local-1',
    type: 'profile',
    title: profileReminder.title,
    message: profileReminder.message,
    timestamp: '2025-01-01T00:00:00.000Z',
    read: false,
    actionUrl: '/profile',
    actionText: null,
    productId: null,
    gameId: null,
    ...overrides,
  };
}

describe('hasUnreadProfileReminder', () => {
  it('finds an unread reminder', () => {
    expect(hasUnreadProfileReminder([notification({})])).toBe(true);
  });

  it('ignores a reminder already read, so a new one can be added', () => {
    expect(hasUnreadProfileReminder([notification({ read: true })])).toBe(false);
  });

  it('ignores other notifications', () => {
    expect(
      hasUnreadProfileReminder([
        notification({ type: 'payment_success', title: 'Payment Successful' }),
        notification({ title: 'Something else' }),
      ]),
    ).toBe(false);
    expect(hasUnreadProfileReminder([])).toBe(false);
  });
});
