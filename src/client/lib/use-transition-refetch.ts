import { useEffect, useEffectEvent } from 'react';

/** The server's scheduler moves a game within about a second of its time; ask a little after. */
const GRACE_MS = 1_500;
/** Until the game has moved, ask again this often. */
const RETRY_MS = 3_000;

/**
 * Reads a game again just after it is due to start or end (`dueAt`, ms since the epoch), then every
 * few seconds until its `status` changes, so 'LIVE' and the end texts appear on time between
 * the spec's polls. The one transition refetch of the competition screens.
 */
export function useTransitionRefetch(
  dueAt: number | null,
  status: string | undefined,
  refetch: () => unknown,
): void {
  const ask = useEffectEvent(refetch);

  useEffect(() => {
    if (dueAt === null || status === undefined) return;
    let timer = 0;
    const check = () => {
      ask();
      timer = window.setTimeout(check, RETRY_MS);
    };
    timer = window.setTimeout(check, Math.max(0, dueAt - Date.now()) + GRACE_MS);
    return () => window.clearTimeout(timer);
  }, [dueAt, status]);
}
