import {
  type Counters,
  gainedScore,
  rankEntries,
  teamScore,
} from '../../../shared/competition-rules';
import { GAME_TRANSITIONS, type GameStatus } from '../../../shared/contracts/games';
import { commitmentHash } from '../../../shared/results';
import type { BaselineProgress, GameRow, Identity, PlayerRow } from './games.repository';

// The rules of free-play games and rooms: pure functions, no database, no clock.

export const GAME_ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
export const GAME_ID_LENGTH = 6;

export function canMove(from: GameStatus, to: GameStatus): boolean {
  return GAME_TRANSITIONS[from].includes(to);
}

/** The 1-based quarter of a game `elapsedMs` in (4 quarters), null before the start. */
export function quarterOf(elapsedMs: number | null, durationSeconds: number): number | null {
  if (elapsedMs === null) return null;
  const quarterMs = (durationSeconds * 1000) / 4;
  return Math.min(4, Math.max(1, Math.floor(elapsedMs / quarterMs) + 1));
}

/** Whole seconds left of a playing game, else null. */
export function timeLeft(game: GameRow, now: Date): number | null {
  if (game.status !== 'playing' || !game.endsAt) return null;
  return Math.max(0, Math.ceil((game.endsAt.getTime() - now.getTime()) / 1000));
}

/** Whether this player is the one asking. */
export function isIdentity(player: PlayerRow, identity: Identity | null): boolean {
  return Boolean(
    identity &&
      ((identity.userId !== undefined && player.userId === identity.userId) ||
        (identity.guestId !== undefined && player.guestId === identity.guestId)),
  );
}

export interface InfluencerGain extends Counters {
  score: number;
}

export interface GameScores {
  /** Each baseline influencer's gains so far (up to the game's end). */
  gains: Map<string, InfluencerGain>;
  /** Each player's score and rank. */
  scores: Map<number, { score: number; rank: number }>;
}

/** The games whose baselines' progress scoring needs: playing ones, and finished ones if asked. */
export function gamesWithGains(
  rows: readonly GameRow[],
  options: { finishedGains?: boolean } = {},
): GameRow[] {
  return rows.filter(
    (game) =>
      game.status !== 'waiting' &&
      game.startedAt &&
      (game.status === 'playing' || options.finishedGains === true),
  );
}

/**
 * Scores games from their baselines' progress: waiting games have no scores, finished ones their
 * kept final scores, playing ones the gains of their players' teams since the baselines, ranked.
 */
export function scoreFromProgress(
  rows: readonly GameRow[],
  playersByGame: ReadonlyMap<string, readonly PlayerRow[]>,
  progress: readonly BaselineProgress[],
): Map<string, GameScores> {
  const started = rows.filter((game) => game.status !== 'waiting' && game.startedAt);
  const result = new Map<string, GameScores>();
  for (const game of rows) result.set(game.id, { gains: new Map(), scores: new Map() });
  for (const row of progress) {
    const current = row.current ?? row.baseline;
    result.get(row.gameId)?.gains.set(row.influencerId, {
      posts: Math.max(0, current.posts - row.baseline.posts),
      likes: Math.max(0, current.likes - row.baseline.likes),
      shares: Math.max(0, current.shares - row.baseline.shares),
      comments: Math.max(0, current.comments - row.baseline.comments),
      score: gainedScore(current, row.baseline),
    });
  }
  for (const game of started) {
    const scored = result.get(game.id);
    const players = playersByGame.get(game.id) ?? [];
    if (!scored) continue;
    if (game.status === 'finished') {
      for (const player of players) {
        scored.scores.set(player.id, { score: player.finalScore ?? 0, rank: player.rank ?? 0 });
      }
      continue;
    }
    const ranked = rankEntries(
      players.map((player) => ({
        playId: player.id,
        paidAt: player.joinedAt,
        score: teamScore(player.influencerIds.map((id) => scored.gains.get(id)?.score ?? 0)),
      })),
    );
    for (const entry of ranked) {
      scored.scores.set(entry.playId, { score: entry.score, rank: entry.rank });
    }
  }
  return result;
}

/**
 * The commitment a game gets when it starts: SHA-256 of the canonical JSON of its players and the
 * baseline snapshot of every influencer on some team (free play also records baselines of
 * influencers nobody chose; the results never show them, so the commitment leaves them out).
 */
export async function gameCommitment(
  gameId: string,
  players: readonly Pick<PlayerRow, 'id' | 'joinedAt' | 'influencerIds'>[],
  baselines: readonly { influencerId: string; snapshotId: number | null }[],
): Promise<string> {
  const chosen = new Set(players.flatMap((player) => player.influencerIds));
  return commitmentHash({
    competitionId: gameId,
    entries: players.map((player) => ({
      playId: player.id,
      enteredAt: player.joinedAt.toISOString(),
      influencerIds: player.influencerIds,
    })),
    baselines: baselines.filter((baseline) => chosen.has(baseline.influencerId)),
  });
}
