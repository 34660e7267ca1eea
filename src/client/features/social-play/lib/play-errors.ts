import { competitionErrorCodes } from '../../../../shared/competition-texts';
import { ApiError, getErrorMessage } from '../../../lib/api';

export const PLAY_FAILED = 'Play failed';

export type PlayFailure =
  /** The session is gone: sign in and come back. */
  | { kind: 'sign-in' }
  /** No card on file: the payment-method dialog opens. */
  | { kind: 'payment-method' }
  /**
   * The competition changed under the shopper (full, started, already in, the free entry gone):
   * show why and reload it.
   */
  | { kind: 'stale'; message: string }
  /** Anything else, including a declined card: 'Play failed' with the server's words. */
  | { kind: 'failed'; message: string };

/** What the play page does with a failed POST /api/plays. */
export function classifyPlayError(error: unknown): PlayFailure {
  if (error instanceof ApiError) {
    if (error.status === 401) return { kind: 'sign-in' };
    if (error.code === competitionErrorCodes.paymentMethodRequired)
      return { kind: 'payment-method' };
    if (
      error.code === competitionErrorCodes.full ||
      error.code === competitionErrorCodes.alreadyEntered ||
      error.code === competitionErrorCodes.freeEntryGone
    ) {
      return { kind: 'stale', message: error.detail };
    }
  }
  return { kind: 'failed', message: getErrorMessage(error) };
}
