import { MESSAGE_MAX_LENGTH } from '../../../../shared/coach-rules';
import { competitionErrorCodes } from '../../../../shared/competition-texts';
import { formatShopStamp } from '../../../../shared/shop-time';
import { ApiError } from '../../../lib/api';

export const UNLOCK_FALLBACK =
  "We couldn't confirm the payment. Please try again; you won't be charged twice.";

/** What the screen does after a failed chat unlock. */
export type UnlockFailure =
  /** The session ended: sign in and come back. */
  | { kind: 'sign-in' }
  /** No saved card (409 PAYMENT_METHOD_REQUIRED): add one on the profile's Payment tab. */
  | { kind: 'payment-method'; message: string }
  /** The card was declined (402). */
  | { kind: 'declined'; message: string }
  /** No answer or a server failure: the charge is unknown, a retry reuses the key. */
  | { kind: 'unknown'; message: string }
  /** Any other refusal, with the server's reason. */
  | { kind: 'refused'; message: string };

export function classifyUnlockError(error: unknown): UnlockFailure {
  if (!(error instanceof ApiError) || error.status >= 500) {
    return { kind: 'unknown', message: UNLOCK_FALLBACK };
  }
  const message = error.detail.trim() || UNLOCK_FALLBACK;
  if (error.status === 401) return { kind: 'sign-in' };
  if (error.code === competitionErrorCodes.paymentMethodRequired) {
    return { kind: 'payment-method', message };
  }
  if (error.status === 402) return { kind: 'declined', message };
  return { kind: 'refused', message };
}

/** A message worth sending: something besides spaces, within the limit. */
export function canSendMessage(body: string): boolean {
  const length = body.trim().length;
  return length > 0 && length <= MESSAGE_MAX_LENGTH;
}

/** In the shop's time with its zone: '12:05 PM PDT' today, else 'Jun 2, 12:05 PM PDT'. */
export function messageTime(createdAt: string, now: Date): string {
  return formatShopStamp(createdAt, now);
}
