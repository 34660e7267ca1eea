import type { CompetitionSummary } from '../../../../shared/contracts/competitions';
import {
  abbreviate,
  barWidthPercent,
  likesSplit,
  positionText,
} from '../../../lib/competition-display';

export interface LeaderboardRow {
  playId: number;
  rank: number;
  username: string;
  /** The signed-in player's own team (shown as 'You'). */
  isMe: boolean;
  /** 'Position: n of m', on the player's own row only. */
  position: string | null;
  score: number;
  scoreText: string;
  /** Bar width relative to the leader's score, at least 5%. */
  barPercent: number;
  /** The score split as the leaderboard shows it: likes 60%, comments 20%, shares 15%. */
  likes: string;
  comments: string;
  shares: string;
  influencers: { id: string; name: string }[];
}

/**
 * The game's leaderboard, best rank first (shopper.md section 4). `total` is every entry of the
 * game (the rows may be its top 10 plus the player's own).
 */
export function leaderboardRows(
  game: Pick<CompetitionSummary, 'scores'>,
  userId: number | null,
  total = game.scores.length,
): LeaderboardRow[] {
  const ranked = [...game.scores].sort((a, b) => a.rank - b.rank);
  const leader = Math.max(0, ...ranked.map((entry) => entry.score));
  return ranked.map((entry) => {
    const isMe = userId !== null && entry.userId === userId;
    const [likes, comments, shares] = likesSplit(entry.score);
    return {
      playId: entry.playId,
      rank: entry.rank,
      username: entry.username,
      isMe,
      position: isMe ? positionText(entry.rank, Math.max(total, ranked.length)) : null,
      score: entry.score,
      scoreText: abbreviate(entry.score),
      barPercent: barWidthPercent(entry.score, leader),
      likes: abbreviate(likes),
      comments: abbreviate(comments),
      shares: abbreviate(shares),
      influencers: entry.influencers,
    };
  });
}

/** The signed-in player's place in the game, or null when they have no entry in it. */
export function myPosition(
  game: Pick<CompetitionSummary, 'scores'> & { participants?: number },
  userId: number | null,
): { rank: number; total: number; score: number } | null {
  const mine = game.scores.find((entry) => userId !== null && entry.userId === userId);
  const total = Math.max(game.participants ?? 0, game.scores.length);
  return mine ? { rank: mine.rank, total, score: mine.score } : null;
}

/**
 * When the game is next due to change state, in epoch ms: a full waiting game at its start time,
 * a live game at its end. The single game is polled only every 5 minutes, so the page asks again
 * around these moments to show 'LIVE' and the result without waiting for the next poll.
 */
export function transitionDueAt(
  game: Pick<CompetitionSummary, 'status' | 'startTime' | 'endTime'> | undefined,
): number | null {
  if (!game) return null;
  if (game.status === 'waiting' && game.startTime) return Date.parse(game.startTime);
  if (game.status === 'active' && game.endTime) return Date.parse(game.endTime);
  return null;
}
