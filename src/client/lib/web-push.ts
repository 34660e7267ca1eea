import { ApiError, apiRequest } from './api';
import { lazySchema, parseAnswer } from './lazy-schema';
import { toast } from './toast';

const pushPublicKeySchema = lazySchema(
  async () => (await import('../../shared/contracts/messaging')).pushPublicKeySchema,
);

/*
 * Web push in the browser (issue 19): the permission is asked only when the shopper says yes to an
 * offer made after their first game entry or bid (never on arrival), or from the profile's
 * notification settings. The subscription is sent to the shop, which pushes through the service
 * worker (public/sw.js).
 */

export type PushState = 'unsupported' | 'denied' | 'on' | 'off';

const OFFERED_KEY = 'sm-push-offered';

export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** The worker's registration, once there is one (none in development builds). */
async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  if (!pushSupported()) return undefined;
  return (await navigator.serviceWorker.getRegistration()) ?? undefined;
}

export async function pushState(): Promise<PushState> {
  const worker = await registration();
  if (!worker) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  const subscription = await worker.pushManager.getSubscription();
  return subscription && Notification.permission === 'granted' ? 'on' : 'off';
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replaceAll('-', '+').replaceAll('_', '/');
  const raw = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/** Asks for the permission (call from a click), subscribes this browser and tells the shop. */
export async function enablePush(): Promise<PushState> {
  const worker = await registration();
  if (!worker) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission === 'denied' ? 'denied' : 'off';
  const { publicKey } = await parseAnswer(
    pushPublicKeySchema,
    apiRequest('GET', '/api/push/public-key'),
  );
  const subscribe = () =>
    worker.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(publicKey),
    });
  const subscription = (await worker.pushManager.getSubscription()) ?? (await subscribe());
  try {
    await apiRequest('POST', '/api/push/subscriptions', subscription.toJSON());
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 409)) throw error;
    // 409: this browser's subscription was registered by another account (someone else signed
    // in here before). It stays theirs at the shop; this browser drops it and subscribes afresh,
    // which gives a new endpoint, and registers that one.
    await subscription.unsubscribe();
    const fresh = await subscribe();
    await apiRequest('POST', '/api/push/subscriptions', fresh.toJSON());
  }
  return 'on';
}

/** Unsubscribes this browser, here and at the shop. */
export async function disablePush(): Promise<PushState> {
  const worker = await registration();
  const subscription = await worker?.pushManager.getSubscription();
  if (subscription) {
    await apiRequest('DELETE', '/api/push/subscriptions', { endpoint: subscription.endpoint });
    await subscription.unsubscribe();
  }
  return 'off';
}

/**
 * After a first game entry or bid: offers push once per browser, when the shopper has neither
 * allowed nor refused notifications yet. The browser's own prompt comes only on 'Turn on'.
 */
export function offerPushOnce(after: 'entry' | 'bid'): void {
  if (!pushSupported() || Notification.permission !== 'default') return;
  try {
    if (localStorage.getItem(OFFERED_KEY)) return;
    localStorage.setItem(OFFERED_KEY, new Date().toISOString());
  } catch {
    return;
  }
  void registration().then((worker) => {
    if (!worker) return;
    toast(after === 'entry' ? 'Know when your game starts?' : "Know when you're outbid?", {
      description:
        after === 'entry'
          ? 'Get a notification on this device when your game is full, starts and ends, even with the shop closed.'
          : 'Get a notification on this device when someone outbids you or the auction is ending.',
      duration: 20_000,
      action: {
        label: 'Turn on',
        onClick: () => {
          enablePush().then(
            (state) => {
              if (state === 'on') toast.success('Notifications are on for this device');
            },
            () => toast.error('Could not turn on notifications'),
          );
        },
      },
    });
  });
}
