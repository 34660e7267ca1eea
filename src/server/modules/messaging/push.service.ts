import type { PushSubscriptionJson } from '../../../shared/contracts/messaging';
import type { AppContext } from '../../context';
import {
  deletePushSubscription,
  findStoredVapidKeys,
  storeVapidKeysOnce,
  upsertPushSubscription,
} from './messaging.repository';
import { generateVapidKeys } from './push-sender';

/** Saves the browser's subscription for this user (the same endpoint again updates it). */
export async function savePushSubscription(
  ctx: AppContext,
  userId: number,
  subscription: PushSubscriptionJson,
  userAgent: string | undefined,
): Promise<void> {
  await upsertPushSubscription(
    ctx.db,
    {
      userId,
      endpoint: subscription.endpoint,
      p256dh: subscription.keys.p256dh,
      auth: subscription.keys.auth,
      userAgent: userAgent?.slice(0, 300) ?? null,
    },
    ctx.clock.now(),
  );
}

/** Removes one of the user's own subscriptions (another user's endpoint is left alone). */
export async function removePushSubscription(
  ctx: AppContext,
  userId: number,
  endpoint: string,
): Promise<void> {
  await deletePushSubscription(ctx.db, endpoint, userId);
}

/**
 * The VAPID keys: VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY when set; else the pair stored in the
 * database, which a fresh embedded database generates once (`created`: print it, as the demo
 * admin's password is). Undefined: no keys, so no web push (a PostgreSQL server without them).
 */
export async function resolveVapidKeys(
  ctx: AppContext,
  input: { publicKey?: string | undefined; privateKey?: string | undefined; generate: boolean },
): Promise<{ publicKey: string; privateKey: string; created: boolean } | undefined> {
  if (input.publicKey && input.privateKey) {
    return { publicKey: input.publicKey, privateKey: input.privateKey, created: false };
  }
  const stored = await findStoredVapidKeys(ctx.db);
  if (stored) return { publicKey: stored.publicKey, privateKey: stored.privateKey, created: false };
  if (!input.generate) return undefined;
  return storeVapidKeysOnce(ctx.db, generateVapidKeys(), ctx.clock.now());
}
