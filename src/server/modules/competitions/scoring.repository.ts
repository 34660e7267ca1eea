import { type SQL, sql } from 'drizzle-orm';
import { SCORE_WEIGHTS, TEAM_SIZE } from '../../../shared/competition-rules';
import type { Executor } from '../../db/client';
import { intArray, selectRows as rows, textArray } from '../../db/sql';

/** `alias`'s counters scored with the shared weights (literals: exact numeric arithmetic). */
const scoreOf = (alias: string) =>
  sql.raw(
    `(${alias}.posts * ${SCORE_WEIGHTS.posts} + ${alias}.likes * ${SCORE_WEIGHTS.likes} + ${alias}.shares * ${SCORE_WEIGHTS.shares} + ${alias}.comments * ${SCORE_WEIGHTS.comments})`,
  );

/** `alias`'s counters scored, its gain over the baseline `b`'s never below zero (numeric). */
const gainOver = (alias: string) => sql`greatest(0, ${scoreOf(alias)} - ${scoreOf('b')})::numeric`;

/** The latest snapshot of influencer `id` at or before `at` (an expression of the outer query). */
const latestSnapshotSql = (id: SQL, at: SQL) => sql`
  select s.id, s.posts, s.likes, s.shares, s.comments
  from metrics_snapshots s
  where s.influencer_id = ${id} and s.taken_at <= ${at}
  order by s.taken_at desc
  limit 1`;

/**
 * Each started competition of these with its baseline marks (the marks at its `baseline_at`,
 * decision 0041), and each marked influencer's latest snapshot at or before `at`: one index probe
 * per influencer, however many competitions chose it. The marks of an instant cover every
 * influencer chosen in a competition starting then; a competition's own choices are among them.
 */
const gainsSql = (competitionIds: SQL, at: Date) => sql`
  starts as materialized (
    select id as competition_id, baseline_at from competitions
    where id = any(${competitionIds}) and baseline_at is not null
  ),
  marks as materialized (
    select m.at, m.influencer_id, m.posts, m.likes, m.shares, m.comments from metrics_marks m
    where m.at in (select distinct baseline_at from starts)
  ),
  latest as materialized (
    select chosen.influencer_id, l.id, l.posts, l.likes, l.shares, l.comments
    from (select distinct influencer_id from marks) chosen
    join lateral (${latestSnapshotSql(sql`chosen.influencer_id`, sql`${at}`)}) l on true
  ),
  gains as (
    select s.competition_id, b.influencer_id, ${gainOver('l')} as score
    from starts s
    join marks b on b.at = s.baseline_at
    join latest l on l.influencer_id = b.influencer_id
  )`;

/**
 * A team's summed gains: its TEAM_SIZE influencers (the `plays_five_influencers` check) looked up in
 * the gains object `g.scores`, a missing one counting 0. Five lookups per entry instead of
 * unnesting 2.5 million (entry, influencer) rows and grouping them back at the top of the hour.
 */
const teamSumSql = sql.raw(
  Array.from(
    { length: TEAM_SIZE },
    (_, i) => `coalesce((g.scores -> p.influencer_ids[${i + 1}])::numeric, 0)`,
  ).join(' + '),
);

/** Ranking order: score descending, ties to the earliest paid entry, then the lower id. */
const RANK_ORDER = sql.raw('score desc, paid_at asc, id asc');

/**
 * Team scores (the rounded sum of the five) and ranks of every unrefunded entry of these
 * competitions at `at`.
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
      row_number() over (partition by competition_id order by ${RANK_ORDER})::int as rank
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

/**
 * Each marked influencer's gain at `at` in these competitions (their baseline instants' marks: a
 * competition's chosen influencers and maybe others that started at the same instant).
 */
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
 * Settles these competitions' scores as of each one's end time, in two statements whatever their
 * number. First the final marks: each influencer marked at a competition's start gets a mark at its
 * end (the latest snapshot at or before it; none: no snapshot, a gain of 0), unless that instant
 * has one already. Then the standings: each competition's paid entries in rank order with their
 * players and final scores, one row per competition; the gains of each (start, end) pair become
 * one jsonb object, and each entry sums its five influencers' values from it, once (a materialized
 * step: inlined, the sum was computed again for each of the aggregates and their orderings).
 */
export async function writeFinalStandings(
  db: Executor,
  competitionIds: readonly number[],
): Promise<void> {
  if (competitionIds.length === 0) return;
  const ids = intArray(competitionIds);
  await db.execute(sql`
    insert into metrics_marks (at, influencer_id, posts, likes, shares, comments, snapshot_id)
    select f.end_time, f.influencer_id, coalesce(l.posts, 0), coalesce(l.likes, 0),
      coalesce(l.shares, 0), coalesce(l.comments, 0), l.id
    from (
      select distinct c.end_time, b.influencer_id
      from (select distinct baseline_at, end_time from competitions where id = any(${ids})) c
      join metrics_marks b on b.at = c.baseline_at
    ) f
    left join lateral (${latestSnapshotSql(sql`f.influencer_id`, sql`f.end_time`)}) l on true
    on conflict do nothing`);
  await db.execute(sql`
    insert into competition_standings (competition_id, play_ids, user_ids, scores)
    with due as materialized (
      select id, baseline_at, end_time from competitions where id = any(${ids})
    ),
    pair_gains as (
      select c.baseline_at, c.end_time, jsonb_object_agg(b.influencer_id,
        case when f.snapshot_id is null then 0 else ${gainOver('f')} end) as scores
      from (select distinct baseline_at, end_time from due) c
      join metrics_marks b on b.at = c.baseline_at
      left join metrics_marks f on f.at = c.end_time and f.influencer_id = b.influencer_id
      group by c.baseline_at, c.end_time
    ),
    teams as materialized (
      select p.id, p.user_id, p.competition_id, p.paid_at, round(${teamSumSql})::bigint as score
      from plays p
      join due d on d.id = p.competition_id
      left join pair_gains g on g.baseline_at = d.baseline_at and g.end_time = d.end_time
      where p.competition_id = any(${ids}) and p.refunded_at is null
    )
    select competition_id, array_agg(id order by ${RANK_ORDER}),
      array_agg(user_id order by ${RANK_ORDER}), array_agg(score order by ${RANK_ORDER})
    from teams group by competition_id`);
}

/**
 * Marks these influencers' counters at `at` (a start), for games ending by `until`, and answers
 * each one's snapshot id (null: none at or before `at`, counters 0). An instant already marked
 * keeps its mark (the baseline of every game starting then), its `until` extended.
 */
export async function writeBaselineMarks(
  db: Executor,
  at: Date,
  influencerIds: readonly string[],
  until: Date,
): Promise<Map<string, number | null>> {
  if (influencerIds.length === 0) return new Map();
  const result = await rows<{ influencer_id: string; snapshot_id: unknown }>(
    db,
    sql`
      insert into metrics_marks
        (at, influencer_id, posts, likes, shares, comments, snapshot_id, until)
      select ${at}::timestamptz, i.id, coalesce(l.posts, 0), coalesce(l.likes, 0),
        coalesce(l.shares, 0), coalesce(l.comments, 0), l.id, ${until}::timestamptz
      from unnest(${textArray(influencerIds)}) as i(id)
      left join lateral (${latestSnapshotSql(sql`i.id`, sql`${at}`)}) l on true
      on conflict (at, influencer_id) do update set until = greatest(metrics_marks.until, excluded.until)
      returning influencer_id, snapshot_id`,
  );
  return new Map(
    result.map((row) => [
      row.influencer_id,
      row.snapshot_id === null ? null : Number(row.snapshot_id),
    ]),
  );
}

/**
 * The baseline marks at `at` of every influencer chosen in these competitions (until the latest of
 * their ends): what the tick's start writes, for competitions written straight into the tables
 * (seeds, tests, benchmarks). The tick itself knows the chosen influencers from the entries it
 * reads for the commitment.
 */
export async function writeBaselines(
  db: Executor,
  competitionIds: readonly number[],
  at: Date,
): Promise<Map<string, number | null>> {
  if (competitionIds.length === 0) return new Map();
  const ids = intArray(competitionIds);
  const chosen = await rows<{ influencer_id: string }>(
    db,
    sql`select distinct unnest(influencer_ids) as influencer_id from plays
        where competition_id = any(${ids}) and refunded_at is null`,
  );
  const [last] = await rows<{ until: Date | string | null }>(
    db,
    sql`select max(end_time) as until from competitions where id = any(${ids})`,
  );
  return writeBaselineMarks(
    db,
    at,
    chosen.map((row) => row.influencer_id),
    last?.until ? new Date(last.until) : at,
  );
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
 * Each chosen influencer's baseline and final counters of a completed competition (its marks at
 * its start and its end), with the snapshots (ids and times) they came from. Without a final
 * snapshot the final counters are the baseline's (a gain of 0, as the score was computed).
 */
export async function findResultCounters(
  db: Executor,
  competitionId: number,
): Promise<ResultCountersRow[]> {
  const result = await rows<Record<string, unknown>>(
    db,
    sql`select chosen.influencer_id, b.posts, b.likes, b.shares, b.comments,
          b.snapshot_id, bs.taken_at as baseline_at,
          f.snapshot_id as final_snapshot_id, fs.taken_at as final_at,
          f.posts as final_posts, f.likes as final_likes, f.shares as final_shares,
          f.comments as final_comments
        from (
          select distinct unnest(influencer_ids) as influencer_id from plays
          where competition_id = ${competitionId} and refunded_at is null
        ) chosen
        join competitions c on c.id = ${competitionId}
        join metrics_marks b on b.at = c.baseline_at and b.influencer_id = chosen.influencer_id
        left join metrics_marks f on f.at = c.end_time and f.influencer_id = chosen.influencer_id
        left join metrics_snapshots bs on bs.id = b.snapshot_id
        left join metrics_snapshots fs on fs.id = f.snapshot_id`,
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
