import { gainedScore } from '../../../shared/competition-rules';
import { gameMessages, type PlayedGameResults } from '../../../shared/contracts/games';
import { RESULTS_FORMULA, tiedGroups } from '../../../shared/results';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { influencerNamesByIds } from '../influencers/influencers.service';
import { findPlayers, findResultBaselines, type GameKind } from './games.repository';
import { getGame } from './games.service';

/**
 * Results anyone can check for rooms and free-play games (issue 18): the same
 * commitment and published shape as a competition's, with each player as an entry (its player id,
 * its join time, its team) and the game's 6-character id as `competitionId`.
 */

/** How equal scores are ordered in rooms and free play (the same order as a competition's). */
export const GAME_TIE_BREAK_RULE =
  'Higher score first; on equal scores the player who joined first (earlier enteredAt) ranks higher, then the lower playId.';

/**
 * GET /api/game-rooms/:id/results and GET /api/free-play/games/:id/results: 404 for an unknown
 * game, 409 until it has finished, and 409 for a game started before its snapshots and
 * commitment were recorded (it can't be checked). Players are named as the game shows them.
 */
export async function getPlayedGameResults(
  ctx: AppContext,
  kind: GameKind,
  rawId: string,
): Promise<PlayedGameResults> {
  const game = await getGame(ctx, kind, rawId);
  if (game.status !== 'finished') throw new AppError('CONFLICT', gameMessages.resultsNotReady);
  if (!game.commitmentSha256 || !game.commitmentCreatedAt) {
    throw new AppError('CONFLICT', gameMessages.resultsNotRecorded);
  }
  const players = await findPlayers(ctx.db, game.id);
  const counters = new Map(
    (await findResultBaselines(ctx.db, game.id)).map((row) => [row.influencerId, row]),
  );
  const names = await influencerNamesByIds(
    ctx.db,
    players.flatMap((player) => player.influencerIds),
  );
  const zero = { snapshotId: null, at: null, posts: 0, likes: 0, shares: 0, comments: 0 };
  const entries = players
    .map((player) => ({
      playId: player.id,
      player: player.name,
      enteredAt: player.joinedAt.toISOString(),
      score: player.finalScore ?? 0,
      rank: player.rank ?? 0,
      influencers: player.influencerIds.map((influencerId) => {
        const found = counters.get(influencerId);
        const baseline = found
          ? { ...found.baseline, at: found.baseline.at?.toISOString() ?? null }
          : { ...zero };
        // No snapshot at or before the end: the counters stayed at the baseline.
        const final = found?.final
          ? { ...found.final, at: found.final.at.toISOString() }
          : { ...baseline };
        return {
          id: influencerId,
          name: names.get(influencerId) ?? influencerId,
          baseline,
          final,
          score: gainedScore(final, baseline),
        };
      }),
    }))
    .sort((a, b) => a.rank - b.rank || a.playId - b.playId);
  return {
    competitionId: game.id,
    kind: kind,
    name: game.name,
    status: 'finished',
    startTime: game.startedAt?.toISOString() ?? null,
    endTime: game.endsAt?.toISOString() ?? null,
    commitment: {
      sha256: game.commitmentSha256,
      createdAt: game.commitmentCreatedAt.toISOString(),
    },
    formula: {
      text: RESULTS_FORMULA.text,
      weights: { ...RESULTS_FORMULA.weights },
      influencer: RESULTS_FORMULA.influencer,
      team: RESULTS_FORMULA.team,
    },
    entries,
    tieBreak: { rule: GAME_TIE_BREAK_RULE, ties: tiedGroups(entries) },
  };
}
