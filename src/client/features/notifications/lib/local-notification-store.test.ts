import { describe, expect, it } from 'vitest';
import {
  createLocalNotificationStore,
  localNotificationsKey,
  parseStoredNotifications,
} from './local-notification-store';

/** A Map-backed Storage, enough for the store. */
class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

function setup(storage: Storage | undefined = new MemoryStorage()) {
  let clock = Date.parse('2025-01-01T12:00:00.000Z');
  let counter = 0;
  const store = createLocalNotificationStore({
    storage: () => storage,
    now: () => new Date(clock),
    randomId: () => String(++counter),
  });
  return {
    store,
    storage,
    tick: (ms = 1000) => {
      clock += ms;
    },
  };
}

const profileReminder = {
  type: 'profile' as const,
  title: 'Complete Your Profile',
  message: 'Please complete your profile information before making purchases or entering games.',
  actionUrl: '/profile',
};

describe('local notification store', () => {
  it('adds unread notifications with local ids, newest first', () => {
    const { store, tick } = setup();
    const first = store.add(7, profileReminder);
    tick();
    const second = store.add(7, { ...profileReminder, title: 'Second' });

    expect(first).toMatchObject({
      id: 'local-1',
      read: false,
      actionUrl: '/profile',
      actionText: null,
      productId: null,
      gameId: null,
      timestamp: '2025-01-01T12:00:00.000Z',
    });
    expect(store.read(7).map((item) => item.id)).toEqual([second.id, first.id]);
  });

  it('keeps each user apart, in storage under their own key', () => {
    const { store, storage } = setup();
    store.add(1, profileReminder);
    expect(store.read(2)).toEqual([]);
    expect(storage?.getItem(localNotificationsKey(1))).toContain('Complete Your Profile');
    expect(localNotificationsKey(1)).toBe('social-market:notifications:1');
  });

  it('keeps at most 50, dropping the oldest', () => {
    const { store, tick } = setup();
    for (let index = 0; index < 55; index++) {
      store.add(1, { ...profileReminder, title: `n${index}` });
      tick();
    }
    const list = store.read(1);
    expect(list).toHaveLength(50);
    expect(list[0]?.title).toBe('n54');
    expect(list.at(-1)?.title).toBe('n5');
  });

  it('marks one or all as read and notifies subscribers', () => {
    const { store } = setup();
    const a = store.add(1, profileReminder);
    store.add(1, profileReminder);
    let calls = 0;
    const unsubscribe = store.subscribe(() => calls++);

    store.markRead(1, a.id);
    expect(store.read(1).find((item) => item.id === a.id)?.read).toBe(true);
    expect(store.read(1).filter((item) => !item.read)).toHaveLength(1);

    store.markAllRead(1);
    expect(store.read(1).every((item) => item.read)).toBe(true);
    expect(calls).toBe(2);

    // Nothing left to change: no write, no render.
    store.markAllRead(1);
    expect(calls).toBe(2);
    unsubscribe();
  });

  it('returns the same snapshot until something changes', () => {
    const { store } = setup();
    store.add(1, profileReminder);
    expect(store.read(1)).toBe(store.read(1));
  });

  it('survives across store instances through storage', () => {
    const storage = new MemoryStorage();
    setup(storage).store.add(3, profileReminder);
    expect(setup(storage).store.read(3)).toHaveLength(1);
  });

  it('works in memory when there is no storage', () => {
    const { store } = setup(undefined);
    store.add(1, profileReminder);
    expect(store.read(1)).toHaveLength(1);
  });
});

describe('parseStoredNotifications', () => {
  it('ignores junk and entries without a local id', () => {
    expect(parseStoredNotifications(null)).toEqual([]);
    expect(parseStoredNotifications('not json')).toEqual([]);
    expect(parseStoredNotifications('{"a":1}')).toEqual([]);
    const valid = {
      id: 'local-1',
      type: 'profile',
      title: 't',
      message: 'm',
      timestamp: '2025-01-01T00:00:00.000Z',
      read: false,
      actionUrl: null,
      actionText: null,
      productId: null,
      gameId: null,
    };
    expect(
      parseStoredNotifications(JSON.stringify([valid, { ...valid, id: '5' }, { id: 'local-2' }])),
    ).toEqual([valid]);
  });
});
