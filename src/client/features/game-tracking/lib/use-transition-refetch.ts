import { useEffect, useEffectEvent } from 'react';
import type { CompetitionSummary } from '../../../../shared/contracts/competitions';
import { transitionDueAt } from './leaderboard';

/** The server's scheduler moves a game within about a second of its time; ask a little after. */
const GRACE_MS = 1_500;
/** Until the game has moved, ask again this often. */
const RETRY_MS = 3_000;

/**
 * Refetches the game shortly after its start or end time, then every few seconds until its status
 * changes, so 'LIVE' and 'Competition completed!' appear on time between the 5-minute polls.
 */
export function useTransitionRefetch(
  game: CompetitionSummary | undefined,
  refetch: () => unknown,
): void {
  const ask = useEffectEvent(refetch);
  const due = transitionDueAt(game);
  const status = game?.status;

  useEffect(() => {
    if (due === null || status === undefined) return;
    let timer = 0;
    const check = () => {
      ask();
      timer = window.setTimeout(check, RETRY_MS);
    };
    timer = window.setTimeout(check, Math.max(0, due - Date.now()) + GRACE_MS);
    return () => window.clearTimeout(timer);
  }, [due, status]);
}
