import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { intArray, selectRows as rows } from '../../db/sql';

/**
 * Each chosen influencer's score gained since the baseline: its latest snapshot at or before `at`
 * (one index probe per influencer), scored posts×10 + likes + shares×2 + comments×1.5, minus the
 * baseline's score, never below zero. Numeric arithmetic, so rounding is exact.
 */
const gainsSql = (competitionIds: SQL, at: Date) => sql`
  gains as (
    select b.competition_id, b.influencer_id,
      greatest(0,
        (l.posts * 10 + l.likes + l.shares * 2 + l.comments * 1.5)
        - (b.posts * 10 + b.likes + b.shares * 2 + b.comments * 1.5)
      )::numeric as score
    from competition_baselines b
    join lateral (
      select s.posts, s.likes, s.shares, s.comments
      from metrics_snapshots s
      where s.influencer_id = b.influencer_id and s.taken_at <= ${at}
      order by s.taken_at desc
      limit 1
    ) l on true
    where b.competition_id = any(${competitionIds})
  )`;

/**
 * Team scores (the rounded sum of the five) and ranks (score descending, ties to the earliest paid
 * entry, then the lower id) of every unrefunded entry of these competitions at `at`.
 */
const rankedSql = (competitionIds: SQL, at: Date) => sql`
  ${gainsSql(competitionIds, at)},
  teams as (
    select p.id, p.competition_id, p.paid_at, round(coalesce(sum(g.score), 0))::bigint as score
    from plays p
    cross join lateral unnest(p.influencer_ids) as chosen(influencer_id)
    left join gains g on g.competition_id = p.competition_id and g.influencer_id = chosen.influencer_id
    where p.competition_id = any(${competitionIds}) and p.refunded_at is null
    group by p.id
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

/** Writes final scores and ranks of these competitions' entries, as of `at`. */
export async function writeFinalScores(
  db: Executor,
  competitionIds: readonly number[],
  at: Date,
): Promise<void> {
  if (competitionIds.length === 0) return;
  await db.execute(sql`
    with ${rankedSql(intArray(competitionIds), at)}
    update plays set final_score = ranked.score, rank = ranked.rank
    from ranked where plays.id = ranked.id`);
}

/** Records, for each competition, every chosen influencer's latest counters at or before `at`. */
export async function writeBaselines(
  db: Executor,
  competitionIds: readonly number[],
  at: Date,
): Promise<void> {
  if (competitionIds.length === 0) return;
  await db.execute(sql`
    insert into competition_baselines (competition_id, influencer_id, posts, likes, shares, comments)
    select chosen.competition_id, chosen.influencer_id,
      coalesce(l.posts, 0), coalesce(l.likes, 0), coalesce(l.shares, 0), coalesce(l.comments, 0)
    from (
      select distinct p.competition_id, unnest(p.influencer_ids) as influencer_id
      from plays p
      where p.competition_id = any(${intArray(competitionIds)}) and p.refunded_at is null
    ) chosen
    left join lateral (
      select s.posts, s.likes, s.shares, s.comments
      from metrics_snapshots s
      where s.influencer_id = chosen.influencer_id and s.taken_at <= ${at}
      order by s.taken_at desc
      limit 1
    ) l on true
    on conflict do nothing`);
}
