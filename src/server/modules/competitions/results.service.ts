import { createHash } from 'node:crypto';
import { gainedScore } from '../../../shared/competition-rules';
import { competitionMessages, type GameResults } from '../../../shared/contracts/competitions';
import { commitmentText, RESULTS_FORMULA, TIE_BREAK_RULE } from '../../../shared/results';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { AppError } from '../../errors';
import { usernamesByIds } from '../auth/auth.service';
import { productName, productsByIds } from '../catalog/catalog.service';
import { influencerNamesByIds } from '../influencers/influencers.service';
import {
  findCommittedEntries,
  findCompetitionById,
  findPaidPlays,
  writeCommitments,
} from './competitions.repository';
import { findBaselineSnapshotIds, findResultCounters } from './scoring.repository';

/**
 * Results anyone can check (issue 18, decision 0038): the commitment a competition gets when it
 * starts, and the published results of a completed one.
 */

/**
 * Called by the scheduler in the start's transaction, after the baselines are written: each
 * competition's SHA-256 commitment over its entries (id, entry time, team) and its baseline
 * snapshot ids, stored with the start time. Read back from the rows just written, so it covers
 * exactly what the game is scored from.
 */
export async function commitStarted(
  tx: Executor,
  competitionIds: readonly number[],
  now: Date,
): Promise<void> {
  if (competitionIds.length === 0) return;
  const entries = await findCommittedEntries(tx, competitionIds);
  const baselines = groupBy(
    await findBaselineSnapshotIds(tx, competitionIds),
    (row) => row.competitionId,
  );
  // The shared text (the results page checks the same); hashed by Node's SHA-256, which is
  // synchronous and several times faster than Web Crypto for 10,000 small texts.
  const commitments = competitionIds.map((id) => ({
    id,
    sha256: createHash('sha256')
      .update(
        commitmentText({
          competitionId: id,
          entries: (entries.get(id) ?? []).map((play) => ({
            playId: play.id,
            enteredAt: play.paidAt.toISOString(),
            influencerIds: play.influencerIds,
          })),
          baselines: baselines.get(id) ?? [],
        }),
      )
      .digest('hex'),
  }));
  await writeCommitments(tx, commitments, now);
}

/** Rows by a key, in their order. */
function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const group = groups.get(key(row));
    if (group) group.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** GET /api/games/:id/results: 404 for an unknown game, 409 until it has completed. */
export async function getGameResults(ctx: AppContext, id: number): Promise<GameResults> {
  const row = await findCompetitionById(ctx.db, id);
  if (!row) throw new AppError('NOT_FOUND', competitionMessages.gameNotFound);
  if (row.status !== 'completed') {
    throw new AppError('CONFLICT', competitionMessages.resultsNotReady);
  }
  const plays = await findPaidPlays(ctx.db, [id]);
  const counters = new Map(
    (await findResultCounters(ctx.db, id)).map((item) => [item.influencerId, item]),
  );
  const names = await usernamesByIds(
    ctx.db,
    plays.map((play) => play.userId),
  );
  const influencerNames = await influencerNamesByIds(
    ctx.db,
    plays.flatMap((play) => play.influencerIds),
  );
  const [product] = await productsByIds(ctx.db, [row.productId]);
  const zero = { snapshotId: null, at: null, posts: 0, likes: 0, shares: 0, comments: 0 };
  const entries = plays
    .map((play) => ({
      playId: play.id,
      player: names.get(play.userId) ?? '',
      enteredAt: play.paidAt.toISOString(),
      score: play.finalScore ?? 0,
      rank: play.rank ?? 0,
      influencers: play.influencerIds.map((influencerId) => {
        const found = counters.get(influencerId);
        const baseline = found ? { ...found.baseline, at: iso(found.baseline.at) } : { ...zero };
        const final = found ? { ...found.final, at: iso(found.final.at) } : { ...zero };
        return {
          id: influencerId,
          name: influencerNames.get(influencerId) ?? influencerId,
          baseline,
          final,
          score: gainedScore(final, baseline),
        };
      }),
    }))
    .sort((a, b) => a.rank - b.rank || a.playId - b.playId);
  return {
    competitionId: row.id,
    status: 'completed',
    productId: row.productId,
    productName: product ? productName(product) : '',
    startTime: iso(row.startTime),
    endTime: iso(row.endTime),
    commitment:
      row.commitmentSha256 && row.commitmentCreatedAt
        ? { sha256: row.commitmentSha256, createdAt: row.commitmentCreatedAt.toISOString() }
        : null,
    formula: {
      text: RESULTS_FORMULA.text,
      weights: { ...RESULTS_FORMULA.weights },
      influencer: RESULTS_FORMULA.influencer,
      team: RESULTS_FORMULA.team,
    },
    entries,
    tieBreak: { rule: TIE_BREAK_RULE, ties: tiesOf(entries) },
  };
}

/** Groups of two or more entries with the same score, in rank order. */
function tiesOf(entries: readonly { playId: number; score: number }[]) {
  const groups = new Map<number, number[]>();
  for (const entry of entries) {
    groups.set(entry.score, [...(groups.get(entry.score) ?? []), entry.playId]);
  }
  return [...groups]
    .filter(([, playIds]) => playIds.length > 1)
    .map(([score, playIds]) => ({ score, playIds }));
}
