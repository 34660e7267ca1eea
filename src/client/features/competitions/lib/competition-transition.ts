import type { Competition } from '../../../../shared/contracts/competitions';

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
