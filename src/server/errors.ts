import { parseRowId } from '../shared/contracts/numbers';
/** Error codes the domain raises; the error handler maps each to one HTTP status. */
export const errorStatus = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  /** A declined card: the request was fine, the payment was not. */
  PAYMENT_DECLINED: 402,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
} as const;

export type ErrorCode = keyof typeof errorStatus;

/** The one error type of the server. Its message is shown to users, so it is the spec's exact text. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    /** Extra fields the client reads, e.g. `{ code: 'PIN_REQUIRED' }` or `retryAfterSeconds`. */
    readonly details: { clientCode?: string; retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.name = 'AppError';
  }

  get status(): number {
    return errorStatus[this.code];
  }
}

/**
 * A record id from the URL. Anything that cannot be one (letters, zero, too long) answers the same
 * 404 as an id that does not exist, so a path reveals nothing either way.
 */
export function recordId(raw: string, notFoundMessage: string): number {
  const id = parseRowId(raw);
  if (id === null) throw new AppError('NOT_FOUND', notFoundMessage);
  return id;
}
