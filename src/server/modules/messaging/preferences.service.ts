import { randomBytes } from 'node:crypto';
import {
  type DeliveryChannel,
  defaultNotificationPreferences,
  kindOfNotificationType,
  type NotificationKind,
  type NotificationPreferences,
  type NotificationPreferencesPatch,
  notificationKinds,
} from '../../../shared/contracts/messaging';
import { type NotificationType, notificationTypes } from '../../../shared/contracts/notifications';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import {
  ensurePreferencesLocked,
  findPreferences,
  findPreferencesByToken,
  type PreferencesRow,
  updatePreferenceKinds,
} from './messaging.repository';

/** The stored switches over the defaults (every channel of every kind on). */
function resolve(row: PreferencesRow | undefined): NotificationPreferences {
  const preferences = defaultNotificationPreferences();
  for (const kind of notificationKinds) {
    const stored = row?.kinds[kind];
    if (!stored) continue;
    for (const channel of ['inApp', 'push', 'email'] as const) {
      if (typeof stored[channel] === 'boolean') preferences.kinds[kind][channel] = stored[channel];
    }
  }
  return preferences;
}

const newToken = () => randomBytes(24).toString('base64url');

export async function getNotificationPreferences(
  ctx: AppContext,
  userId: number,
): Promise<NotificationPreferences> {
  return resolve(await findPreferences(ctx.db, userId));
}

/** Changes the given kinds' channels; the others keep their setting. Answers the whole set. */
export async function updateNotificationPreferences(
  ctx: AppContext,
  userId: number,
  patch: NotificationPreferencesPatch,
): Promise<NotificationPreferences> {
  return ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    const row = await ensurePreferencesLocked(tx, userId, newToken(), now);
    const kinds = structuredClone(row.kinds);
    for (const [kind, channels] of Object.entries(patch.kinds)) {
      if (!channels) continue;
      kinds[kind] = { ...kinds[kind], ...channels };
    }
    await updatePreferenceKinds(tx, userId, kinds, now);
    return resolve({ ...row, kinds });
  });
}

/** Whether the user lets `kind` arrive on `channel` (read at send time, so a change applies at once). */
export async function channelAllowed(
  db: Executor,
  userId: number,
  kind: NotificationKind,
  channel: DeliveryChannel,
): Promise<boolean> {
  return resolve(await findPreferences(db, userId)).kinds[kind][channel];
}

/**
 * The notification types the user turned off in the bell: the notifications module leaves them
 * out of the list it answers (they are still stored, so turning the kind on again shows them).
 */
export async function notificationTypesHiddenFromBell(
  db: Executor,
  userId: number,
): Promise<NotificationType[]> {
  const row = await findPreferences(db, userId);
  if (!row) return [];
  const preferences = resolve(row);
  return notificationTypes.filter((type) => {
    const kind = kindOfNotificationType[type];
    return kind !== null && !preferences.kinds[kind].inApp;
  });
}

/** The token of the user's unsubscribe links (made on first use). */
export async function unsubscribeTokenOf(ctx: AppContext, userId: number): Promise<string> {
  const existing = await findPreferences(ctx.db, userId);
  if (existing) return existing.unsubscribeToken;
  return ctx.db.transaction(async (tx) => {
    const row = await ensurePreferencesLocked(tx, userId, newToken(), ctx.clock.now());
    return row.unsubscribeToken;
  });
}

/** An email's unsubscribe link: turns that kind's email off. False when the token names nobody. */
export async function unsubscribeByToken(
  ctx: AppContext,
  token: string,
  kind: NotificationKind,
): Promise<boolean> {
  const row = await findPreferencesByToken(ctx.db, token);
  if (!row) return false;
  await updateNotificationPreferences(ctx, row.userId, { kinds: { [kind]: { email: false } } });
  return true;
}
