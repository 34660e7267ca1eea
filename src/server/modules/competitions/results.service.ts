import { createHash } from 'node:crypto';
import { gainedScore } from '../../../shared/competition-rules';
import { competitionMessages, type GameResults } from '../../../shared/contracts/competitions';
import {
  byString,
  type CommitmentInput,
  chainedCommitmentText,
  commitmentEntriesText,
  commitmentTextOf,
  entriesChainStep,
  RESULTS_FORMULA,
  TIE_BREAK_RULE,
} from '../../../shared/results';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { AppError } from '../../errors';
import { usernamesByIds } from '../auth/auth.service';
import { productName, productsByIds } from '../catalog/catalog.service';
import { influencerNamesByIds } from '../influencers/influencers.service';
import {
  findCommittedEntriesJson,
  findCompetitionById,
  findPaidPlays,
} from './competitions.repository';
import { findResultCounters } from './scoring.repository';

/**
 * Results anyone can check (issue 18): the commitment a competition gets when it
 * starts, and the published results of a completed one.
 */

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * In the entry's payment transaction, under the competition's row lock: its entries chain
 * advanced by this entry and its chosen influencers with this entry's, so that
 * the start commits to them without reading an entry. A competition without a chain (entries from
 * before it existed) keeps none; its start reads its entries.
 */
export function advanceCommitment(
  competition: { entriesChain: string | null; chosenInfluencerIds: readonly string[] },
  entry: CommitmentInput['entries'][number],
): { entriesChain: string | null; chosenInfluencerIds: string[] } {
  const chosen = [...new Set([...competition.chosenInfluencerIds, ...entry.influencerIds])];
  return {
    entriesChain:
      competition.entriesChain === null
        ? null
        : sha256(entriesChainStep(competition.entriesChain, entry)),
    chosenInfluencerIds: chosen.sort(byString),
  };
}

/**
 * The start's commitment for competitions with an entries chain: SHA-256 over
 * the chain and the chosen influencers' baseline snapshot ids (the marks' own, answered by the
 * statement that wrote them). No entry is read.
 */
export function chainedCommitmentsOf(
  due: readonly { id: number; entriesChain: string; chosenInfluencerIds: readonly string[] }[],
  baselines: ReadonlyMap<string, number | null>,
): { id: number; sha256: string }[] {
  return due.map((competition) => ({
    id: competition.id,
    sha256: sha256(
      chainedCommitmentText(
        competition.id,
        competition.entriesChain,
        competition.chosenInfluencerIds.map((influencerId) => ({
          influencerId,
          snapshotId: baselines.get(influencerId) ?? null,
        })),
      ),
    ),
  }));
}

/**
 * The start's commitment of a competition without an entries chain (its entries were paid before
 * decision 0044), over the entries themselves. First: its entries (id, entry
 * time, team), read in the start's transaction; `startedEntriesOf` turns them into the committed
 * document's entries text and the set of influencers the competition's baselines cover.
 */
export function readStartedEntries(tx: Executor, competitionIds: readonly number[]) {
  return findCommittedEntriesJson(tx, competitionIds);
}

export interface StartedEntries {
  /** The commitment document's `entries` text. */
  text: string;
  /** Every influencer chosen in an entry: the baselines the commitment covers. */
  chosen: Set<string>;
}

/** Each competition's entries text and chosen influencers. */
export function startedEntriesOf(
  rows: readonly { competitionId: number; entries: string }[],
): Map<number, StartedEntries> {
  const started = new Map<number, StartedEntries>();
  for (const row of rows) {
    const entries = JSON.parse(row.entries) as [number, number | string, string[]][];
    const chosen = new Set<string>();
    for (const [, , influencerIds] of entries) {
      for (const id of influencerIds) chosen.add(id);
    }
    started.set(row.competitionId, {
      text: commitmentEntriesText(
        entries.map(([playId, paidAtMs, influencerIds]) => ({
          playId,
          // The entry time as a Date read from the row gives it: to the millisecond.
          enteredAt: new Date(Number(paidAtMs)).toISOString(),
          influencerIds,
        })),
      ),
      chosen,
    });
  }
  return started;
}

/**
 * Then, once the baseline marks are written: each competition's SHA-256 commitment over its
 * entries and its chosen influencers' baseline snapshot ids (the marks' own, answered by the
 * statement that wrote them, so it covers exactly what the game is scored from). The text is the
 * shared one the results page checks; Node's SHA-256 hashes it (synchronous, several times faster
 * than Web Crypto for 10,000 texts).
 */
export function commitmentsOf(
  competitionIds: readonly number[],
  started: ReadonlyMap<number, StartedEntries>,
  baselines: ReadonlyMap<string, number | null>,
): { id: number; sha256: string }[] {
  return competitionIds.map((id) => {
    const entries = started.get(id);
    const marks = [...(entries?.chosen ?? [])].map((influencerId) => ({
      influencerId,
      snapshotId: baselines.get(influencerId) ?? null,
    }));
    return { id, sha256: sha256(commitmentTextOf(id, entries?.text ?? '[]', marks)) };
  });
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
