import {
  type Notification,
  type NotificationType,
  notificationSchema,
} from '../../../../shared/contracts/notifications';
import { LOCAL_ID_PREFIX, prependNotification } from './notification-list';

/** What a feature passes to create a browser-only notification (e.g. 'Complete Your Profile'). */
export interface LocalNotificationInput {
  type: NotificationType;
  title: string;
  message: string;
  actionUrl?: string | null;
  actionText?: string | null;
  productId?: number | null;
  gameId?: string | null;
}

/** One list per user, so two people sharing a browser never see each other's reminders. */
export function localNotificationsKey(userId: number): string {
  return `social-market:notifications:${userId}`;
}

type Listener = () => void;

interface StoreDeps {
  /** Undefined where there is no storage (tests without a DOM, storage disabled). */
  storage: () => Storage | undefined;
  now: () => Date;
  randomId: () => string;
}

const empty: readonly Notification[] = Object.freeze([]);

/** Keeps well-formed entries only: storage can hold anything an older version or a person wrote. */
export function parseStoredNotifications(raw: string | null): Notification[] {
  if (!raw) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => {
    const parsed = notificationSchema.safeParse(item);
    return parsed.success && parsed.data.id.startsWith(LOCAL_ID_PREFIX) ? [parsed.data] : [];
  });
}

export function createLocalNotificationStore({ storage, now, randomId }: StoreDeps) {
  const listeners = new Set<Listener>();
  // Snapshots are cached so useSyncExternalStore sees the same array until something changes.
  const cache = new Map<number, readonly Notification[]>();
  // Used when storage is missing or full, so the session still works.
  const memory = new Map<number, readonly Notification[]>();

  const emit = () => {
    for (const listener of listeners) listener();
  };

  function read(userId: number): readonly Notification[] {
    const cached = cache.get(userId);
    if (cached) return cached;
    const store = storage();
    let list: readonly Notification[] = memory.get(userId) ?? empty;
    if (store) {
      try {
        const raw = store.getItem(localNotificationsKey(userId));
        if (raw !== null) list = parseStoredNotifications(raw);
      } catch {
        // Reading can throw when storage is blocked; keep the in-memory copy.
      }
    }
    cache.set(userId, list);
    return list;
  }

  function write(userId: number, list: readonly Notification[]): void {
    cache.set(userId, list);
    memory.set(userId, list);
    try {
      storage()?.setItem(localNotificationsKey(userId), JSON.stringify(list));
    } catch {
      // Quota exceeded or storage blocked: the list still lives for this session.
    }
    emit();
  }

  return {
    read,

    add(userId: number, input: LocalNotificationInput): Notification {
      const notification: Notification = {
        id: `${LOCAL_ID_PREFIX}${randomId()}`,
        type: input.type,
        title: input.title,
        message: input.message,
        timestamp: now().toISOString(),
        read: false,
        actionUrl: input.actionUrl ?? null,
        actionText: input.actionText ?? null,
        productId: input.productId ?? null,
        gameId: input.gameId ?? null,
      };
      write(userId, prependNotification(read(userId), notification));
      return notification;
    },

    markRead(userId: number, id: string): void {
      const list = read(userId);
      if (!list.some((item) => item.id === id && !item.read)) return;
      write(
        userId,
        list.map((item) => (item.id === id ? { ...item, read: true } : item)),
      );
    },

    markAllRead(userId: number): void {
      const list = read(userId);
      if (list.every((item) => item.read)) return;
      write(
        userId,
        list.map((item) => ({ ...item, read: true })),
      );
    },

    /** Another tab changed storage: drop the cached copies and re-read. */
    refresh(): void {
      cache.clear();
      emit();
    },

    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type LocalNotificationStore = ReturnType<typeof createLocalNotificationStore>;

function browserStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

function randomId(): string {
  // crypto.randomUUID needs a secure context; fall back to time + random elsewhere.
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') {
    return crypto.randomUUID();
  }
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

export const localNotificationStore = createLocalNotificationStore({
  storage: browserStorage,
  now: () => new Date(),
  randomId,
});

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key.startsWith('social-market:notifications:')) {
      localNotificationStore.refresh();
    }
  });
}
