export interface BackoffOptions {
  /** The first retry's ceiling. */
  baseMs: number;
  /** No wait is ever longer than this. */
  maxMs: number;
}

/**
 * How long to wait before retry number `attempt` (0 for the first): the ceiling doubles with every
 * attempt up to `maxMs`, and the wait is drawn from its upper half ("equal jitter"), so a crowd of
 * clients that lost the same server does not come back in one wave, yet none retries at once.
 */
export function backoffDelay(
  attempt: number,
  options: BackoffOptions,
  random: () => number = Math.random,
): number {
  const exponent = Math.min(Math.max(0, Math.floor(attempt)), 30);
  const ceiling = Math.min(options.maxMs, options.baseMs * 2 ** exponent);
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}
