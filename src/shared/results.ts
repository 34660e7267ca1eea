/**
 * Results anyone can check (issue 18): the commitment a competition's entries get when it starts,
 * and the recomputation of a completed competition's ranking from its published results alone.
 * Pure, with the Web Crypto API that both Node (20+) and browsers have, so the server that commits
 * and the page that checks run this same code.
 */
import { type Counters, gainedScore, SCORE_WEIGHTS, teamScore } from './competition-rules';

/** What the commitment covers: each entry (its id, when it was paid, its 5 influencers) and the
 * snapshot each chosen influencer's baseline came from (null: none existed, counters 0). */
export interface CommitmentInput {
  /** A competition's id; a room's or free-play game's 6-character id. */
  competitionId: number | string;
  entries: readonly { playId: number; enteredAt: string; influencerIds: readonly string[] }[];
  baselines: readonly { influencerId: string; snapshotId: number | null }[];
}

type Json = null | boolean | number | string | readonly Json[] | { readonly [key: string]: Json };

/**
 * JSON with every object's keys sorted (by UTF-16 code units) and no whitespace: the same value
 * always gives the same text, whatever order its keys were written in. Array order is kept.
 */
export function canonicalJson(value: Json): string {
  if (value === null || typeof value !== 'object') {
    if (typeof value === 'number' && !Number.isFinite(value)) {
      throw new Error('Canonical JSON has no non-finite numbers');
    }
    return JSON.stringify(value);
  }
  if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item)).join(',')}]`;
  const object = value as { readonly [key: string]: Json };
  const keys = Object.keys(object)
    .filter((key) => object[key] !== undefined)
    .sort();
  return `{${keys.map((key) => `${JSON.stringify(key)}:${canonicalJson(object[key] as Json)}`).join(',')}}`;
}

/** Plain code-unit order: how the committed documents sort influencer ids. */
export const byString = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The committed document: entries sorted by id, each team's influencer ids sorted, baselines
 * sorted by influencer id, so neither the database's order nor a team's pick order matters.
 */
export function commitmentDocument(input: CommitmentInput): Json {
  return {
    competitionId: input.competitionId,
    entries: [...input.entries]
      .sort((a, b) => a.playId - b.playId)
      .map((entry) => ({
        playId: entry.playId,
        enteredAt: entry.enteredAt,
        influencers: [...entry.influencerIds].sort(byString),
      })),
    baselines: [...input.baselines]
      .sort((a, b) => byString(a.influencerId, b.influencerId))
      .map((baseline) => ({
        influencerId: baseline.influencerId,
        snapshotId: baseline.snapshotId,
      })),
  };
}

/** Lower-case hex SHA-256 of a text's UTF-8 bytes. */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * `canonicalJson(commitmentDocument(input))`, written out directly: the same text (the tests hold
 * them equal), several times as fast, which counts when 10,000 games start in one tick.
 */
export function commitmentText(input: CommitmentInput): string {
  return commitmentTextOf(
    input.competitionId,
    commitmentEntriesText(input.entries),
    input.baselines,
  );
}

/** The document's `entries` array as canonical JSON (entries by id, each team sorted). */
export function commitmentEntriesText(entries: CommitmentInput['entries']): string {
  const texts = [...entries].sort((a, b) => a.playId - b.playId).map(commitmentEntryText);
  return `[${texts.join(',')}]`;
}

/** One entry as canonical JSON: `{"enteredAt":…,"influencers":[sorted ids],"playId":…}`. */
export function commitmentEntryText(entry: CommitmentInput['entries'][number]): string {
  return `{"enteredAt":${JSON.stringify(entry.enteredAt)},"influencers":${JSON.stringify(
    [...entry.influencerIds].sort(byString),
  )},"playId":${canonicalJson(entry.playId)}}`;
}

/**
 * The chained commitment, which a competition's entries build as they are paid so
 * that its start reads no entry. The entries chain starts as '' and each entry, in id order,
 * advances it to `sha256Hex(chain + commitmentEntryText(entry))` (this text is what is hashed); the
 * commitment is then SHA-256 of the canonical JSON of `{competitionId, entriesChain, baselines}`
 * (baselines as in the first form). Both forms commit to the same facts; a checker computes both.
 */
export function entriesChainStep(chain: string, entry: CommitmentInput['entries'][number]): string {
  return chain + commitmentEntryText(entry);
}

/** The entries chain of these entries (any order: they are taken by id). */
export async function entriesChainOf(entries: CommitmentInput['entries']): Promise<string> {
  let chain = '';
  for (const entry of [...entries].sort((a, b) => a.playId - b.playId)) {
    chain = await sha256Hex(entriesChainStep(chain, entry));
  }
  return chain;
}

/** The chained commitment's document text from a competition's entries chain and baselines. */
export function chainedCommitmentText(
  competitionId: CommitmentInput['competitionId'],
  entriesChain: string,
  baselines: CommitmentInput['baselines'],
): string {
  return `{"baselines":${baselinesText(baselines)},"competitionId":${canonicalJson(
    competitionId,
  )},"entriesChain":${JSON.stringify(entriesChain)}}`;
}

/** The chained commitment: SHA-256 of `chainedCommitmentText` over the entries' chain. */
export async function chainedCommitmentHash(input: CommitmentInput): Promise<string> {
  return sha256Hex(
    chainedCommitmentText(
      input.competitionId,
      await entriesChainOf(input.entries),
      input.baselines,
    ),
  );
}

/** The whole document's text from its entries' text (`commitmentEntriesText`) and the rest. */
export function commitmentTextOf(
  competitionId: CommitmentInput['competitionId'],
  entriesText: string,
  baselines: CommitmentInput['baselines'],
): string {
  return `{"baselines":${baselinesText(baselines)},"competitionId":${canonicalJson(competitionId)},"entries":${entriesText}}`;
}

/** The document's `baselines` array as canonical JSON (by influencer id). */
function baselinesText(baselines: CommitmentInput['baselines']): string {
  const texts = [...baselines]
    .sort((a, b) => byString(a.influencerId, b.influencerId))
    .map(
      (baseline) =>
        `{"influencerId":${JSON.stringify(baseline.influencerId)},"snapshotId":${
          baseline.snapshotId === null ? 'null' : canonicalJson(baseline.snapshotId)
        }}`,
    );
  return `[${texts.join(',')}]`;
}

/** The commitment: SHA-256 of the canonical JSON of `commitmentDocument(input)`. */
export async function commitmentHash(input: CommitmentInput): Promise<string> {
  return sha256Hex(commitmentText(input));
}

/** The formula as GET /api/games/:id/results publishes it. */
export const RESULTS_FORMULA = {
  text: 'posts×10 + likes + shares×2 + comments×1.5, minus the baseline (never below 0); a team scores the sum of its 5 influencers, rounded',
  weights: SCORE_WEIGHTS,
  influencer: 'max(0, score(final) − score(baseline))',
  team: 'round(sum of the 5 influencer scores)',
} as const;

/** How equal team scores are ordered, as published. */
export const TIE_BREAK_RULE =
  'Higher score first; on equal scores the entry paid first (earlier enteredAt) ranks higher, then the lower playId.';

/**
 * The same rules in a shopper's words, for the results pages (the published rule names the JSON's
 * fields for whoever recomputes it; a page names entries as its rows do, 'Entry 12').
 */
export const TIE_BREAK_TEXT =
  'Higher score first; on equal scores the entry paid first ranks higher, then the lower entry number.';
/** A room's or free-play game's (players join, nobody pays). */
export const GAME_TIE_BREAK_TEXT =
  'Higher score first; on equal scores the player who joined first ranks higher, then the lower entry number.';

export interface ResultCounters extends Counters {
  snapshotId: number | null;
  at: string | null;
}

/** The part of GET /api/games/:id/results the recomputation reads. */
export interface PublishedResults {
  competitionId: number | string;
  commitment: { sha256: string; createdAt: string } | null;
  entries: readonly {
    playId: number;
    player: string;
    enteredAt: string;
    score: number;
    rank: number;
    influencers: readonly {
      id: string;
      baseline: ResultCounters;
      final: ResultCounters;
      score: number;
    }[];
  }[];
}

export interface RecomputedEntry {
  playId: number;
  player: string;
  score: number;
  rank: number;
}

export interface Verification {
  /** The ranking recomputed from the counters alone. */
  ranking: RecomputedEntry[];
  /** The commitment recomputed from the entries and baseline snapshot ids. */
  commitment: string;
  /** True when the published commitment is the recomputed one. */
  commitmentMatches: boolean;
  /** Every difference between what was published and what the counters give (empty: all agree). */
  problems: string[];
}

/**
 * Recomputes a completed competition from its published results alone: every influencer's score
 * from its baseline and final counters, every team's score, the ranks (ties by entry time, then
 * id), and the commitment over the entries and baseline snapshot ids. Lists each disagreement.
 */
export async function verifyResults(results: PublishedResults): Promise<Verification> {
  const problems: string[] = [];
  const scored = results.entries.map((entry) => {
    const scores = entry.influencers.map((influencer) => {
      const score = gainedScore(influencer.final, influencer.baseline);
      if (score !== influencer.score) {
        problems.push(
          `Entry ${entry.playId}: ${influencer.id} scores ${score}, published ${influencer.score}`,
        );
      }
      return score;
    });
    return { entry, score: teamScore(scores) };
  });
  const ranking = [...scored]
    .sort(
      (a, b) =>
        b.score - a.score ||
        Date.parse(a.entry.enteredAt) - Date.parse(b.entry.enteredAt) ||
        a.entry.playId - b.entry.playId,
    )
    .map(({ entry, score }, index) => ({
      playId: entry.playId,
      player: entry.player,
      score,
      rank: index + 1,
    }));
  const published = new Map(results.entries.map((entry) => [entry.playId, entry]));
  for (const row of ranking) {
    const entry = published.get(row.playId);
    if (!entry) continue;
    if (entry.score !== row.score) {
      problems.push(`Entry ${row.playId}: team scores ${row.score}, published ${entry.score}`);
    }
    if (entry.rank !== row.rank) {
      problems.push(`Entry ${row.playId}: ranks ${row.rank}, published ${entry.rank}`);
    }
  }
  const baselines = new Map<string, number | null>();
  for (const entry of results.entries) {
    for (const influencer of entry.influencers) {
      const seen = baselines.get(influencer.id);
      if (seen !== undefined && seen !== influencer.baseline.snapshotId) {
        problems.push(`${influencer.id} has two different baseline snapshots`);
      }
      baselines.set(influencer.id, influencer.baseline.snapshotId);
    }
  }
  const committed: CommitmentInput = {
    competitionId: results.competitionId,
    entries: results.entries.map((entry) => ({
      playId: entry.playId,
      enteredAt: entry.enteredAt,
      influencerIds: entry.influencers.map((influencer) => influencer.id),
    })),
    baselines: [...baselines].map(([influencerId, snapshotId]) => ({ influencerId, snapshotId })),
  };
  // Games started before decision 0044, rooms and free play commit to the entries themselves;
  // competitions started since, to their entries' chain. Either form matching proves the same.
  const whole = await commitmentHash(committed);
  const chained = await chainedCommitmentHash(committed);
  const commitment = results.commitment?.sha256 === chained ? chained : whole;
  const commitmentMatches = results.commitment?.sha256 === commitment;
  if (!commitmentMatches) {
    problems.push(
      results.commitment
        ? `The commitment is ${commitment}, published ${results.commitment.sha256}`
        : 'No commitment was published for this game',
    );
  }
  return { ranking, commitment, commitmentMatches, problems };
}

/** Groups of two or more entries with the same score, in rank order (`tieBreak.ties`). */
export function tiedGroups(
  entries: readonly { playId: number; score: number }[],
): { score: number; playIds: number[] }[] {
  const groups = new Map<number, number[]>();
  for (const entry of entries) {
    groups.set(entry.score, [...(groups.get(entry.score) ?? []), entry.playId]);
  }
  return [...groups]
    .filter(([, playIds]) => playIds.length > 1)
    .map(([score, playIds]) => ({ score, playIds }));
}
