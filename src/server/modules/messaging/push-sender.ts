import type { Agent } from 'node:https';
import webPush from 'web-push';
import type { PushPayload } from '../../../shared/contracts/messaging';

export interface VapidConfig {
  publicKey: string;
  privateKey: string;
  /** mailto: or https: contact the push services may use (VAPID_SUBJECT). */
  subject: string;
}

export interface PushTarget {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** What one send answered: delivered, gone for good (404/410: remove it), or failed for now. */
export type PushResult = { kind: 'sent' } | { kind: 'gone' } | { kind: 'failed'; message: string };

export interface PushSender {
  send(target: PushTarget, payload: PushPayload, options: { topic: string }): Promise<PushResult>;
}

/** Web push with VAPID (RFC 8292) and an aes128gcm-encrypted payload (RFC 8291), via `web-push`. */
export function createPushSender(
  vapid: VapidConfig,
  /** Tests: an https.Agent that trusts the local fake push service. */
  agent?: Agent,
): PushSender {
  return {
    async send(target, payload, options) {
      try {
        await webPush.sendNotification(target, JSON.stringify(payload), {
          vapidDetails: vapid,
          TTL: 24 * 60 * 60,
          // Replaces a copy of the same message still queued at the push service (a retry).
          topic: options.topic,
          contentEncoding: 'aes128gcm',
          timeout: 10_000,
          ...(agent ? { agent } : {}),
        });
        return { kind: 'sent' };
      } catch (error) {
        const status = (error as { statusCode?: number }).statusCode;
        if (status === 404 || status === 410) return { kind: 'gone' };
        return {
          kind: 'failed',
          message: status ? `push service answered ${status}` : String((error as Error).message),
        };
      }
    },
  };
}

export function generateVapidKeys(): { publicKey: string; privateKey: string } {
  return webPush.generateVAPIDKeys();
}
