import type { Play } from '../../../../shared/contracts/competitions';
import { abbreviate, barWidthPercent, positionText } from '../../../lib/competition-display';

export interface LeaderboardRow {
  playId: number;
  username: string;
  rank: number;
  score: number;
  /** K/M abbreviated. */
  scoreText: string;
  /** Relative to the leader, at least 5%. */
  barPercent: number;
  isYou: boolean;
}

type RankedPlay = Pick<Play, 'id' | 'userId' | 'username' | 'score' | 'rank'>;

/** The competition's entries, best first (the server's rank: ties go to the earliest entry). */
export function leaderboardRows(
  plays: readonly RankedPlay[],
  userId: number | null,
): LeaderboardRow[] {
  const ranked = [...plays].sort((a, b) => a.rank - b.rank || a.id - b.id);
  const leader = Math.max(0, ...ranked.map((play) => play.score));
  return ranked.map((play) => ({
    playId: play.id,
    username: play.username,
    rank: play.rank,
    score: play.score,
    scoreText: abbreviate(play.score),
    barPercent: barWidthPercent(play.score, leader),
    isYou: userId !== null && play.userId === userId,
  }));
}

/**
 * 'Position: n of m' for the current user's row, or null when they have no entry. `total` counts
 * every entry (the rows may be the top 10 plus the user's own).
 */
export function myPositionText(
  rows: readonly LeaderboardRow[],
  total = rows.length,
): string | null {
  const mine = rows.find((row) => row.isYou);
  return mine ? positionText(mine.rank, Math.max(total, rows.length)) : null;
}
