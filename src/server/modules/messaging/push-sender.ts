import { Agent } from 'node:https';
import webPush from 'web-push';
import type { PushPayload } from '../../../shared/contracts/messaging';
import {
  checkPushEndpoint,
  DEFAULT_PUSH_ENDPOINT_POLICY,
  PushAddressRefused,
  type PushEndpointPolicy,
  publicOnlyLookup,
} from './push-endpoint';

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

/**
 * What one send answered: delivered, gone for good (404/410: remove it), refused by the shop (not a
 * public push service: nothing was sent, and a retry would not change that), or failed for now.
 */
export type PushResult =
  | { kind: 'sent' }
  | { kind: 'gone' }
  | { kind: 'refused'; message: string }
  | { kind: 'failed'; message: string };

export interface PushSender {
  send(target: PushTarget, payload: PushPayload, options: { topic: string }): Promise<PushResult>;
}

/**
 * Web push with VAPID (RFC 8292) and an aes128gcm-encrypted payload (RFC 8291), via `web-push`.
 * Each endpoint is checked against the policy first (https, a public address or an allowed host)
 * and connected to through a lookup that refuses non-public addresses (push-endpoint.ts).
 */
export function createPushSender(
  vapid: VapidConfig,
  options: {
    policy?: PushEndpointPolicy;
    /** Tests: the certificate authority of the local fake push service. */
    ca?: string | Buffer;
  } = {},
): PushSender {
  const policy = options.policy ?? DEFAULT_PUSH_ENDPOINT_POLICY;
  const tls = options.ca ? { ca: options.ca } : {};
  const publicAgent = new Agent({ ...tls, lookup: publicOnlyLookup(policy) });
  // An allowed host (PUSH_ALLOWED_HOSTS) is reached wherever it resolves.
  const allowedAgent = new Agent(tls);
  return {
    async send(target, payload, sendOptions) {
      const verdict = await checkPushEndpoint(target.endpoint, policy);
      if (verdict.kind === 'refused') return { kind: 'refused', message: verdict.message };
      const agent = verdict.kind === 'allowed' ? allowedAgent : publicAgent;
      // As WHATWG URL writes it, so web-push's older parser reads the host that was checked.
      const endpoint = new URL(target.endpoint).href;
      try {
        await webPush.sendNotification({ ...target, endpoint }, JSON.stringify(payload), {
          vapidDetails: vapid,
          TTL: 24 * 60 * 60,
          // Replaces a copy of the same message still queued at the push service (a retry).
          topic: sendOptions.topic,
          contentEncoding: 'aes128gcm',
          timeout: 10_000,
          agent,
        });
        return { kind: 'sent' };
      } catch (error) {
        // Resolved again as it connected, the host named a non-public address (DNS changed).
        if (
          error instanceof PushAddressRefused ||
          (error as { code?: string }).code === 'EPUSHADDRESS'
        ) {
          return { kind: 'refused', message: (error as Error).message };
        }
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
