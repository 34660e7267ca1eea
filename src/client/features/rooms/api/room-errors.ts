import { ApiError, isUnauthorized, NetworkError } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { roomToasts } from '../lib/rooms';

/** The server's words when it gave some (or the network's), else the spec's fallback text. */
export function failureText(error: unknown, fallback: string): string {
  if (error instanceof ApiError || error instanceof NetworkError) {
    return error instanceof ApiError ? error.detail : error.message;
  }
  return fallback;
}

/** A session that ended meanwhile gets the spec's 'Login Required'; other failures their toast. */
export function toastRoomFailure(error: unknown, failure: { title: string; fallback: string }) {
  if (isUnauthorized(error)) {
    toast.error(roomToasts.loginRequired.title, {
      description: roomToasts.loginRequired.description,
    });
    return;
  }
  toast.error(failure.title, { description: failureText(error, failure.fallback) });
}
