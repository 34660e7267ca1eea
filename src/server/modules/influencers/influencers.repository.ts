import { and, asc, desc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { Counters } from '../../../shared/competition-rules';
import { shopDay } from '../../../shared/shop-day';
import type { Executor } from '../../db/client';
import { dailyScores, influencers, metricsSnapshots } from '../../db/schema/influencers';
import { selectRows, textArray } from '../../db/sql';

export type InfluencerRow = typeof influencers.$inferSelect;
export type NewInfluencerRow = typeof influencers.$inferInsert;
export type DailyScoreRow = typeof dailyScores.$inferSelect;

export interface SnapshotRow extends Counters {
  influencerId: string;
  takenAt: Date;
}

export interface DailyScoreValues extends Counters {
  influencerId: string;
  date: string;
  totalScore: number;
  lastUpdated: Date;
}

const snapshotColumns = {
  influencerId: metricsSnapshots.influencerId,
  takenAt: metricsSnapshots.takenAt,
  posts: metricsSnapshots.posts,
  likes: metricsSnapshots.likes,
  shares: metricsSnapshots.shares,
  comments: metricsSnapshots.comments,
};

/** Byte order of ids (as PostgreSQL's "C" collation), the same in every process. */
const compareIds = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Inserts influencers whose id is new; returns the ids inserted. */
export async function insertMissingInfluencers(
  db: Executor,
  rows: NewInfluencerRow[],
): Promise<string[]> {
  if (rows.length === 0) return [];
  const inserted = await db
    .insert(influencers)
    .values(rows)
    .onConflictDoNothing({ target: influencers.id })
    .returning({ id: influencers.id });
  return inserted.map((row) => row.id);
}

/** Every influencer, or those with these ids. */
export async function findInfluencerRows(
  db: Executor,
  ids?: readonly string[],
): Promise<InfluencerRow[]> {
  const query = db.select().from(influencers).$dynamic();
  if (ids) query.where(inArray(influencers.id, [...ids]));
  return query.orderBy(asc(influencers.id));
}

/** Every influencer, or those with these ids, by name. */
export async function findInfluencerRowsByName(
  db: Executor,
  ids?: readonly string[],
): Promise<InfluencerRow[]> {
  const query = db.select().from(influencers).$dynamic();
  if (ids) query.where(inArray(influencers.id, [...ids]));
  return query.orderBy(asc(influencers.name));
}

export async function findInfluencerRow(
  db: Executor,
  id: string,
): Promise<InfluencerRow | undefined> {
  const [row] = await db.select().from(influencers).where(eq(influencers.id, id));
  return row;
}

/** Every influencer with its daily score row of `date`, if any. */
export async function findInfluencersWithDailyScores(db: Executor, date: string) {
  return db
    .select({ influencer: influencers, totalScore: dailyScores.totalScore })
    .from(influencers)
    .leftJoin(
      dailyScores,
      and(eq(dailyScores.influencerId, influencers.id), eq(dailyScores.date, date)),
    )
    .orderBy(desc(sql`coalesce(${dailyScores.totalScore}, 0)`), asc(influencers.name));
}

/** Stores snapshots; one that exists for the same influencer and instant is kept as it is. */
export async function insertSnapshots(db: Executor, rows: SnapshotRow[]): Promise<number> {
  // One order for every writer (influencer, then time), so concurrent inserts of the same keys
  // (a poll and the scheduler at the top of the hour) wait for each other but never deadlock.
  const sorted = [...rows].sort(
    (a, b) =>
      compareIds(a.influencerId, b.influencerId) || a.takenAt.getTime() - b.takenAt.getTime(),
  );
  // Bounded statements: a parameter list stays far below PostgreSQL's 65,535.
  let inserted = 0;
  for (let i = 0; i < sorted.length; i += 1000) {
    const rows = await db
      .insert(metricsSnapshots)
      .values(sorted.slice(i, i + 1000))
      .onConflictDoNothing({ target: [metricsSnapshots.influencerId, metricsSnapshots.takenAt] })
      .returning({ influencerId: metricsSnapshots.influencerId });
    inserted += rows.length;
  }
  return inserted;
}

/**
 * Takes the metrics poll's transaction-level advisory lock if no other process holds it: one
 * process polls an instant, the others skip it.
 */
export async function tryLockMetricsPoll(db: Executor, key: number): Promise<boolean> {
  const [lock] = await selectRows<{ locked: boolean }>(
    db,
    sql`select pg_try_advisory_xact_lock(${key}) as locked`,
  );
  return lock?.locked === true;
}

/** The snapshots taken exactly at `at`. */
export async function findSnapshotsAt(
  db: Executor,
  ids: readonly string[],
  at: Date,
): Promise<SnapshotRow[]> {
  if (ids.length === 0) return [];
  return db
    .select(snapshotColumns)
    .from(metricsSnapshots)
    .where(and(inArray(metricsSnapshots.influencerId, [...ids]), eq(metricsSnapshots.takenAt, at)));
}

interface RawSnapshot {
  influencer_id: string;
  taken_at: Date | string;
  posts: number;
  likes: number;
  shares: number;
  comments: number;
}

async function snapshotQuery(db: Executor, query: SQL): Promise<SnapshotRow[]> {
  const result = (await db.execute(query)) as unknown as { rows: RawSnapshot[] };
  return result.rows.map((row) => ({
    influencerId: row.influencer_id,
    takenAt: new Date(row.taken_at),
    posts: Number(row.posts),
    likes: Number(row.likes),
    shares: Number(row.shares),
    comments: Number(row.comments),
  }));
}

/** The influencers asked for, or every influencer. */
const chosenIds = (ids: readonly string[] | undefined) =>
  ids ? sql`unnest(${textArray(ids)}) as chosen(id)` : sql`influencers as chosen`;

const snapshotFields = sql`s.influencer_id, s.taken_at, s.posts::float8 as posts,
  s.likes::float8 as likes, s.shares::float8 as shares, s.comments::float8 as comments`;

/**
 * Each influencer's latest snapshot at or before `at`: one index probe per influencer (a lateral
 * lookup on (influencer_id, taken_at)), however long the history grows. All influencers when no
 * ids are given.
 */
export async function findLatestSnapshotRows(
  db: Executor,
  ids: readonly string[] | undefined,
  at: Date,
): Promise<SnapshotRow[]> {
  if (ids?.length === 0) return [];
  return snapshotQuery(
    db,
    sql`select ${snapshotFields} from ${chosenIds(ids)}
        cross join lateral (
          select * from metrics_snapshots m
          where m.influencer_id = chosen.id and m.taken_at <= ${at}::timestamptz
          order by m.taken_at desc limit 1
        ) s`,
  );
}

/** Each influencer's first snapshot at or after `from` and at or before `until`. */
export async function findFirstSnapshotRows(
  db: Executor,
  ids: readonly string[],
  from: Date,
  until: Date,
): Promise<SnapshotRow[]> {
  if (ids.length === 0) return [];
  return snapshotQuery(
    db,
    sql`select ${snapshotFields} from ${chosenIds(ids)}
        cross join lateral (
          select * from metrics_snapshots m
          where m.influencer_id = chosen.id
            and m.taken_at >= ${from}::timestamptz and m.taken_at <= ${until}::timestamptz
          order by m.taken_at asc limit 1
        ) s`,
  );
}

/** The ids among these that have no snapshot at all. */
export async function findIdsWithoutSnapshots(
  db: Executor,
  ids: readonly string[],
): Promise<string[]> {
  if (ids.length === 0) return [];
  const result = (await db.execute(
    sql`select chosen.id from ${chosenIds(ids)}
        where not exists (select 1 from metrics_snapshots m where m.influencer_id = chosen.id)`,
  )) as unknown as { rows: { id: string }[] };
  return result.rows.map((row) => row.id);
}

/**
 * Writes the day's gains. Only the metrics columns are set on conflict: times_selected belongs to
 * the competitions module, which counts paid entries into the same row.
 */
export async function upsertDailyScores(db: Executor, rows: DailyScoreValues[]): Promise<void> {
  if (rows.length === 0) return;
  // Rows locked in influencer id byte order (see insertSnapshots); the competitions module's
  // times_selected upsert should take the same order (`order by id collate "C"`).
  await db
    .insert(dailyScores)
    .values([...rows].sort((a, b) => compareIds(a.influencerId, b.influencerId)))
    .onConflictDoUpdate({
      target: [dailyScores.influencerId, dailyScores.date],
      set: {
        totalScore: sql`excluded.total_score`,
        posts: sql`excluded.posts`,
        likes: sql`excluded.likes`,
        shares: sql`excluded.shares`,
        comments: sql`excluded.comments`,
        lastUpdated: sql`excluded.last_updated`,
      },
    });
}

/** The daily score rows of one day, best first. */
export async function findDailyScoreRows(db: Executor, date: string): Promise<DailyScoreRow[]> {
  return db
    .select()
    .from(dailyScores)
    .where(eq(dailyScores.date, date))
    .orderBy(desc(dailyScores.totalScore), asc(dailyScores.influencerId));
}

/** One influencer's daily score rows from `fromDate` to `toDate` (inclusive), oldest first. */
export async function findInfluencerDailyScoreRows(
  db: Executor,
  influencerId: string,
  fromDate: string,
  toDate: string,
): Promise<DailyScoreRow[]> {
  return db
    .select()
    .from(dailyScores)
    .where(
      and(
        eq(dailyScores.influencerId, influencerId),
        gte(dailyScores.date, fromDate),
        lte(dailyScores.date, toDate),
      ),
    )
    .orderBy(asc(dailyScores.date));
}

/**
 * A refunded entry is no longer a paid one: the timesSelected it added on the day it was paid goes
 * back down. Rows are locked in the same order as incrementTimesSelected's.
 */
export async function decrementTimesSelected(
  tx: Executor,
  influencerIds: string[],
  paidAt: Date,
): Promise<void> {
  await tx.execute(sql`
    with locked as (
      select id from daily_scores
      where date = ${shopDay(paidAt)} and influencer_id = any(${textArray(influencerIds)})
      order by influencer_id collate "C"
      for update
    )
    update daily_scores d set times_selected = greatest(0, d.times_selected - 1)
    from locked where d.id = locked.id`);
}

/** Today's timesSelected of each chosen influencer goes up by one (the row is made if needed). */
export async function incrementTimesSelected(
  tx: Executor,
  influencerIds: string[],
  at: Date,
): Promise<void> {
  // Rows are locked in the same (byte) order as the metrics poller's, so the two never deadlock.
  await tx.execute(
    sql`
      insert into daily_scores (influencer_id, date, times_selected, last_updated)
      select id, ${shopDay(at)}, 1, ${at}
      from unnest(${textArray(influencerIds)}) as chosen(id)
      order by id collate "C"
      on conflict (influencer_id, date)
      do update set times_selected = daily_scores.times_selected + 1
      returning id`,
  );
}
