import type { PushSubscriptionJson } from '../../../shared/contracts/messaging';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import {
  deletePushSubscription,
  findStoredVapidKeys,
  storeVapidKeysOnce,
  upsertPushSubscription,
} from './messaging.repository';
import { checkPushEndpoint, type PushEndpointPolicy } from './push-endpoint';
import { generateVapidKeys } from './push-sender';

export const pushMessages = {
  endpointTaken: 'This push subscription belongs to another account',
} as const;

/**
 * Saves the browser's subscription for this user (the same endpoint again updates it). An endpoint
 * that is not an https push service at a public address (or an allowed host) is refused with 400,
 * one another user registered with 409.
 */
export async function savePushSubscription(
  ctx: AppContext,
  policy: PushEndpointPolicy,
  userId: number,
  subscription: PushSubscriptionJson,
  userAgent: string | undefined,
): Promise<void> {
  const verdict = await checkPushEndpoint(subscription.endpoint, policy);
  if (verdict.kind === 'refused') throw new AppError('BAD_REQUEST', verdict.message);
  const saved = await upsertPushSubscription(
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
  // Another user's device: never reassigned (it would then be theirs to delete). The browser
  // subscribes afresh, which gives it a new endpoint (lib/web-push.ts).
  if (!saved) throw new AppError('CONFLICT', pushMessages.endpointTaken);
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
