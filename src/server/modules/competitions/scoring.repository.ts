import { type SQL, sql } from 'drizzle-orm';
import { SCORE_WEIGHTS, TEAM_SIZE } from '../../../shared/competition-rules';
import type { Executor } from '../../db/client';
import { intArray, selectRows as rows } from '../../db/sql';

/** `alias`'s counters scored with the shared weights (literals: exact numeric arithmetic). */
const scoreOf = (alias: string) =>
  sql.raw(
    `(${alias}.posts * ${SCORE_WEIGHTS.posts} + ${alias}.likes * ${SCORE_WEIGHTS.likes} + ${alias}.shares * ${SCORE_WEIGHTS.shares} + ${alias}.comments * ${SCORE_WEIGHTS.comments})`,
  );

/**
 * Each influencer chosen in these competitions (read from their baselines) with its latest
 * snapshot at or before `at`: one index probe per influencer, however many competitions chose it
 * (at the top of the hour 24 probes instead of 240,000).
 */
const latestSql = (competitionIds: SQL, at: Date) => sql`
  latest as materialized (
    select chosen.influencer_id, l.id, l.posts, l.likes, l.shares, l.comments
    from (
      select distinct influencer_id from competition_baselines
      where competition_id = any(${competitionIds})
    ) chosen
    join lateral (
      select s.id, s.posts, s.likes, s.shares, s.comments
      from metrics_snapshots s
      where s.influencer_id = chosen.influencer_id and s.taken_at <= ${at}
      order by s.taken_at desc
      limit 1
    ) l on true
  )`;

/**
 * Each chosen influencer's score gained since the baseline: its latest snapshot at or before `at`,
 * scored posts×10 + likes + shares×2 + comments×1.5, minus the baseline's score, never below zero
 * (none yet: no gain). Numeric arithmetic, so rounding is exact.
 */
const gainsSql = (competitionIds: SQL, at: Date) => sql`
  ${latestSql(competitionIds, at)},
  gains as (
    select b.competition_id, b.influencer_id,
      greatest(0, ${scoreOf('l')} - ${scoreOf('b')})::numeric as score
    from competition_baselines b
    join latest l on l.influencer_id = b.influencer_id
    where b.competition_id = any(${competitionIds})
  )`;

/**
 * A team's summed gains: its TEAM_SIZE influencers (the `plays_five_influencers` check) looked up in
 * its competition's gains object, a missing one counting 0. Five lookups per entry instead of
 * unnesting 2.5 million (entry, influencer) rows and grouping them back at the top of the hour.
 */
const teamSumSql = sql.raw(
  Array.from(
    { length: TEAM_SIZE },
    (_, i) => `coalesce((g.scores -> p.influencer_ids[${i + 1}])::numeric, 0)`,
  ).join(' + '),
);

/**
 * Team scores (the rounded sum of the five) and ranks (score descending, ties to the earliest paid
 * entry, then the lower id) of every unrefunded entry of these competitions at `at`.
 */
const rankedSql = (competitionIds: SQL, at: Date) => sql`
  ${gainsSql(competitionIds, at)},
  competition_gains as (
    select competition_id, jsonb_object_agg(influencer_id, score) as scores
    from gains group by competition_id
  ),
  teams as (
    select p.id, p.competition_id, p.paid_at, round(${teamSumSql})::bigint as score
    from plays p
    left join competition_gains g on g.competition_id = p.competition_id
    where p.competition_id = any(${competitionIds}) and p.refunded_at is null
  ),
  ranked as (
    select id, competition_id, score,
      row_number() over (partition by competition_id order by score desc, paid_at asc, id asc)::int as rank
    from teams
  )`;

export interface ScoredPlay {
  id: number;
  competition_id: number;
  score: number;
  rank: number;
}

/** Live team scores and ranks (for screens), computed in SQL. */
export async function scorePlays(
  db: Executor,
  competitionIds: readonly number[],
  at: Date,
): Promise<ScoredPlay[]> {
  if (competitionIds.length === 0) return [];
  const list = intArray(competitionIds);
  const result = await rows<ScoredPlay>(
    db,
    sql`with ${rankedSql(list, at)} select id, competition_id, score, rank from ranked`,
  );
  return result.map((row) => ({ ...row, score: Number(row.score), rank: Number(row.rank) }));
}

export interface InfluencerGain {
  competition_id: number;
  influencer_id: string;
  score: number;
}

export async function influencerGains(
  db: Executor,
  competitionIds: readonly number[],
  at: Date,
): Promise<InfluencerGain[]> {
  if (competitionIds.length === 0) return [];
  const result = await rows<InfluencerGain>(
    db,
    sql`with ${gainsSql(intArray(competitionIds), at)} select competition_id, influencer_id, score from gains`,
  );
  return result.map((row) => ({ ...row, score: Number(row.score) }));
}

/**
 * Writes final scores and ranks of these competitions' entries as of `at` (their end), and records
 * the snapshot each baseline's final counters come from: the latest at or before `at`, the one the
 * scores were computed from (none: left null, the gain is 0). One statement: the baselines' update
 * reuses the scoring's lookup of the latest snapshots.
 */
export async function writeFinalScores(
  db: Executor,
  competitionIds: readonly number[],
  at: Date,
): Promise<void> {
  if (competitionIds.length === 0) return;
  const ids = intArray(competitionIds);
  await db.execute(sql`
    with ${rankedSql(ids, at)},
    finals as (
      update competition_baselines b set final_snapshot_id = l.id
      from latest l
      where l.influencer_id = b.influencer_id and b.competition_id = any(${ids})
    )
    update plays set final_score = ranked.score, rank = ranked.rank
    from ranked where plays.id = ranked.id`);
}

/**
 * Records, for each competition, every chosen influencer's latest counters at or before `at` and
 * the snapshot they came from (none: counters 0, no snapshot). The latest snapshot is looked up
 * once per influencer, not once per (competition, influencer). Called once per competition, in the
 * transaction that moves it to active (its row locked), so there is no existing row to skip: a
 * plain insert, without the conflict check per row.
 */
export async function writeBaselines(
  db: Executor,
  competitionIds: readonly number[],
  at: Date,
): Promise<void> {
  if (competitionIds.length === 0) return;
  await db.execute(sql`
    with chosen as materialized (
      select distinct p.competition_id, unnest(p.influencer_ids) as influencer_id
      from plays p
      where p.competition_id = any(${intArray(competitionIds)}) and p.refunded_at is null
    ),
    latest as materialized (
      select i.influencer_id, l.id, l.posts, l.likes, l.shares, l.comments
      from (select distinct influencer_id from chosen) i
      left join lateral (
        select s.id, s.posts, s.likes, s.shares, s.comments
        from metrics_snapshots s
        where s.influencer_id = i.influencer_id and s.taken_at <= ${at}
        order by s.taken_at desc
        limit 1
      ) l on true
    )
    insert into competition_baselines
      (competition_id, influencer_id, posts, likes, shares, comments, snapshot_id)
    select chosen.competition_id, chosen.influencer_id,
      coalesce(l.posts, 0), coalesce(l.likes, 0), coalesce(l.shares, 0), coalesce(l.comments, 0),
      l.id
    from chosen
    join latest l on l.influencer_id = chosen.influencer_id`);
}

export interface BaselineRow {
  competitionId: number;
  influencerId: string;
  snapshotId: number | null;
}

/** The baseline snapshot ids of these competitions (what their commitment covers). */
export async function findBaselineSnapshotIds(
  db: Executor,
  competitionIds: readonly number[],
): Promise<BaselineRow[]> {
  if (competitionIds.length === 0) return [];
  const result = await rows<{
    competition_id: number;
    influencer_id: string;
    snapshot_id: unknown;
  }>(
    db,
    sql`select competition_id, influencer_id, snapshot_id from competition_baselines
        where competition_id = any(${intArray(competitionIds)})`,
  );
  return result.map((row) => ({
    competitionId: Number(row.competition_id),
    influencerId: row.influencer_id,
    snapshotId: row.snapshot_id === null ? null : Number(row.snapshot_id),
  }));
}

export interface ResultCountersRow {
  influencerId: string;
  baseline: {
    snapshotId: number | null;
    at: Date | null;
    posts: number;
    likes: number;
    shares: number;
    comments: number;
  };
  final: {
    snapshotId: number | null;
    at: Date | null;
    posts: number;
    likes: number;
    shares: number;
    comments: number;
  };
}

/**
 * Each chosen influencer's baseline and final counters of a completed competition, with the
 * snapshots (ids and times) they came from. Without a final snapshot the final counters are the
 * baseline's (a gain of 0, as the score was computed).
 */
export async function findResultCounters(
  db: Executor,
  competitionId: number,
): Promise<ResultCountersRow[]> {
  const result = await rows<Record<string, unknown>>(
    db,
    sql`select b.influencer_id, b.posts, b.likes, b.shares, b.comments,
          b.snapshot_id, bs.taken_at as baseline_at,
          b.final_snapshot_id, fs.taken_at as final_at,
          fs.posts as final_posts, fs.likes as final_likes, fs.shares as final_shares,
          fs.comments as final_comments
        from competition_baselines b
        left join metrics_snapshots bs on bs.id = b.snapshot_id
        left join metrics_snapshots fs on fs.id = b.final_snapshot_id
        where b.competition_id = ${competitionId}`,
  );
  const num = (value: unknown) => Number(value ?? 0);
  const id = (value: unknown) => (value === null || value === undefined ? null : Number(value));
  const at = (value: unknown) =>
    value === null || value === undefined ? null : new Date(value as string | Date);
  return result.map((row) => {
    const baseline = {
      snapshotId: id(row.snapshot_id),
      at: at(row.baseline_at),
      posts: num(row.posts),
      likes: num(row.likes),
      shares: num(row.shares),
      comments: num(row.comments),
    };
    const finalId = id(row.final_snapshot_id);
    return {
      influencerId: String(row.influencer_id),
      baseline,
      final:
        finalId === null
          ? { ...baseline, snapshotId: null, at: null }
          : {
              snapshotId: finalId,
              at: at(row.final_at),
              posts: num(row.final_posts),
              likes: num(row.final_likes),
              shares: num(row.final_shares),
              comments: num(row.final_comments),
            },
    };
  });
}
