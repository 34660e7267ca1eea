import { useEffect, useEffectEvent } from 'react';
import type { Competition } from '../../../../shared/contracts/competitions';

/** The server's scheduler moves a game within about a second of its time; ask a little after. */
const GRACE_MS = 1_500;
/** Until the game has moved, ask again this often. */
const RETRY_MS = 3_000;

/** When the competition next changes by the clock: a full game's start, a live game's end. */
export function competitionTransitionAt(
  competition: Pick<Competition, 'gameStatus' | 'startTime' | 'endTime'> | null | undefined,
): number | null {
  if (!competition) return null;
  const at =
    competition.gameStatus === 'waiting'
      ? competition.startTime
      : competition.gameStatus === 'active'
        ? competition.endTime
        : null;
  const time = at ? Date.parse(at) : Number.NaN;
  return Number.isNaN(time) ? null : time;
}

/**
 * Reads the competition again just after it is due to start or end (then every few seconds until
 * it has), so 'LIVE' and the end texts appear on time between the spec's 30 s and 10 s polls.
 */
export function useCompetitionTransitionRefetch(
  competition: Competition | null | undefined,
  refetch: () => unknown,
): void {
  const ask = useEffectEvent(refetch);
  const due = competitionTransitionAt(competition);
  const status = competition?.gameStatus;

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
