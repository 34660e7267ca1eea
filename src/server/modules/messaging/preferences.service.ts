import { randomBytes } from 'node:crypto';
import {
  type DeliveryChannel,
  defaultNotificationPreferences,
  kindOfNotificationType,
  type NotificationKind,
  type NotificationPreferences,
  type NotificationPreferencesPatch,
  notificationKinds,
  unsubscribableByLink,
} from '../../../shared/contracts/messaging';
import { type NotificationType, notificationTypes } from '../../../shared/contracts/notifications';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import {
  ensurePreferencesLocked,
  ensureUnsubscribeToken,
  findPreferences,
  findPreferencesOfUsers,
  findUnsubscribeToken,
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

/**
 * Whether each of these users lets a kind arrive on a channel, read once for a batch of messages
 * about to be sent (so a change applies from the next batch).
 */
export async function channelsAllowedFor(
  db: Executor,
  userIds: readonly number[],
): Promise<(userId: number, kind: NotificationKind, channel: DeliveryChannel) => boolean> {
  const rows = new Map(
    (await findPreferencesOfUsers(db, userIds)).map((row) => [row.userId, resolve(row)]),
  );
  const defaults = resolve(undefined);
  return (userId, kind, channel) => (rows.get(userId) ?? defaults).kinds[kind][channel];
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

/**
 * The token of the user's unsubscribe link for one kind (made on first use). Only for a kind a link
 * may turn off: receipts, payments and deliveries are answers to what the shopper did.
 */
export async function unsubscribeTokenOf(
  ctx: AppContext,
  userId: number,
  kind: NotificationKind,
): Promise<string> {
  if (!unsubscribableByLink(kind)) throw new Error(`no unsubscribe link for ${kind} email`);
  return ensureUnsubscribeToken(ctx.db, { userId, kind, token: newToken() }, ctx.clock.now());
}

export type UnsubscribeLink =
  | { kind: 'unknown' }
  | { kind: 'transactional'; notificationKind: NotificationKind }
  | { kind: 'valid'; notificationKind: NotificationKind; userId: number };

/** What an unsubscribe link's token names (reads only: showing the confirmation changes nothing). */
export async function readUnsubscribeLink(
  ctx: AppContext,
  token: string,
): Promise<UnsubscribeLink> {
  const row = await findUnsubscribeToken(ctx.db, token);
  const kind = notificationKinds.find((known) => known === row?.kind);
  if (!row || !kind) return { kind: 'unknown' };
  if (!unsubscribableByLink(kind)) return { kind: 'transactional', notificationKind: kind };
  return { kind: 'valid', notificationKind: kind, userId: row.userId };
}

/**
 * The one-click unsubscribe (RFC 8058 POST): turns off the email of the kind the token is bound to,
 * that kind only. Answers what the token named, as `readUnsubscribeLink` does.
 */
export async function unsubscribeByToken(ctx: AppContext, token: string): Promise<UnsubscribeLink> {
  const link = await readUnsubscribeLink(ctx, token);
  if (link.kind !== 'valid') return link;
  await updateNotificationPreferences(ctx, link.userId, {
    kinds: { [link.notificationKind]: { email: false } },
  });
  return link;
}
