import { and, desc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { COMPETITION_MOVES, OPEN_COMPETITION_STATUSES } from '../../../shared/competition-rules';
import type { Executor } from '../../db/client';
import { competitionStandings, competitions, plays } from '../../db/schema/competitions';
import { intArray, selectRows, textArray } from '../../db/sql';
import { INITIAL_STATUS_SQL, moveSql, OPEN_STATUSES_SQL } from './transitions';

/**
 * The competitions module's SQL on its own tables (competitions, plays; the scores and baselines are
 * in scoring.repository). Other modules' tables are reached through their services.
 */

export type CompetitionRow = typeof competitions.$inferSelect;
export type PlayRow = typeof plays.$inferSelect;
/** An entry with its final score and rank (null until its competition is settled; refunded: null). */
export type ScoredPlayRow = PlayRow & { finalScore: number | null; rank: number | null };

/**
 * These entries with their final scores and ranks, read from their competitions' standings (one
 * row per settled competition): one query however many entries.
 */
async function withStandings(db: Executor, rows: PlayRow[]): Promise<ScoredPlayRow[]> {
  const competitionIds = [...new Set(rows.map((row) => row.competitionId))];
  const standings =
    competitionIds.length === 0
      ? []
      : await db
          .select()
          .from(competitionStandings)
          .where(inArray(competitionStandings.competitionId, competitionIds));
  const placed = new Map<number, { finalScore: number; rank: number }>();
  for (const standing of standings) {
    standing.playIds.forEach((playId, index) => {
      placed.set(playId, { finalScore: Number(standing.scores[index]), rank: index + 1 });
    });
  }
  return rows.map((row) => ({
    ...row,
    ...(placed.get(row.id) ?? { finalScore: null, rank: null }),
  }));
}

// Every status the tick writes, and the status each write is guarded by, come from the table.
const START = moveSql(COMPETITION_MOVES.start);
const COMPLETE = moveSql(COMPETITION_MOVES.complete);
const CANCEL = moveSql(COMPETITION_MOVES.cancel);

// ---- Reads for screens ----

export async function findCompetitionsByIds(
  db: Executor,
  ids: readonly number[],
): Promise<CompetitionRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(competitions)
    .where(inArray(competitions.id, [...ids]));
}

export async function findCompetitionById(
  db: Executor,
  id: number,
): Promise<CompetitionRow | undefined> {
  const [row] = await db.select().from(competitions).where(eq(competitions.id, id));
  return row;
}

/** The product's newest competition: its open one if it has one, else its latest. */
export async function findLatestCompetitionOfProduct(
  db: Executor,
  productId: number,
): Promise<CompetitionRow | undefined> {
  const [row] = await db
    .select()
    .from(competitions)
    .where(eq(competitions.productId, productId))
    .orderBy(desc(competitions.id))
    .limit(1);
  return row;
}

export async function findLatestCompletedOfProduct(
  db: Executor,
  productId: number,
): Promise<CompetitionRow | undefined> {
  const [row] = await db
    .select()
    .from(competitions)
    .where(and(eq(competitions.productId, productId), eq(competitions.status, 'completed')))
    .orderBy(desc(competitions.id))
    .limit(1);
  return row;
}

/** Open competitions (waiting or active), oldest first. */
export async function findOpenCompetitions(db: Executor, limit: number): Promise<CompetitionRow[]> {
  return db
    .select()
    .from(competitions)
    .where(inArray(competitions.status, [...OPEN_COMPETITION_STATUSES]))
    .orderBy(competitions.id)
    .limit(limit);
}

/** The competitions the user entered, newest entry first. */
export async function findCompetitionsEnteredBy(
  db: Executor,
  userId: number,
  limit: number,
): Promise<CompetitionRow[]> {
  const rows = await db
    .select({ competition: competitions })
    .from(plays)
    .innerJoin(competitions, eq(competitions.id, plays.competitionId))
    .where(eq(plays.userId, userId))
    .orderBy(desc(plays.id))
    .limit(limit);
  return rows.map((row) => row.competition);
}

/** Every paid (unrefunded) entry of these competitions, with its final score and rank. */
export async function findPaidPlays(
  db: Executor,
  competitionIds: readonly number[],
): Promise<ScoredPlayRow[]> {
  if (competitionIds.length === 0) return [];
  return withStandings(
    db,
    await db
      .select()
      .from(plays)
      .where(and(inArray(plays.competitionId, [...competitionIds]), isNull(plays.refundedAt))),
  );
}

/**
 * What a commitment covers of every paid entry of these competitions (id, time paid to the
 * millisecond, team), as one JSON text per competition: `[[id, paidAtMs, [influencer ids]], ...]`.
 * At the top of the hour 10,000 texts arrive in a fraction of the time 500,000 rows with arrays and
 * dates take, and the caller parses them while the database does other work.
 */
export async function findCommittedEntriesJson(
  db: Executor,
  competitionIds: readonly number[],
): Promise<{ competitionId: number; entries: string }[]> {
  if (competitionIds.length === 0) return [];
  const rows = await selectRows<{ competition_id: number; entries: string }>(
    db,
    sql`select competition_id, json_agg(json_build_array(
          id, floor(extract(epoch from paid_at) * 1000), influencer_ids))::text as entries
        from plays
        where competition_id = any(${intArray(competitionIds)}) and refunded_at is null
        group by competition_id`,
  );
  return rows.map((row) => ({ competitionId: Number(row.competition_id), entries: row.entries }));
}

/**
 * The paid entries of one competition that are this play or this user's (either may be null), with
 * their final scores and ranks.
 */
export async function findPaidPlaysOf(
  db: Executor,
  competitionId: number,
  who: { playId: number | null; userId: number | null },
): Promise<ScoredPlayRow[]> {
  const filters = [
    ...(who.playId === null ? [] : [eq(plays.id, who.playId)]),
    ...(who.userId === null ? [] : [eq(plays.userId, who.userId)]),
  ];
  if (filters.length === 0) return [];
  return withStandings(
    db,
    await db
      .select()
      .from(plays)
      .where(and(eq(plays.competitionId, competitionId), isNull(plays.refundedAt), or(...filters))),
  );
}

/** The user's entry in this competition (refunded or not). */
export async function findPlayOfUser(
  db: Executor,
  competitionId: number,
  userId: number,
): Promise<PlayRow | undefined> {
  const [row] = await db
    .select()
    .from(plays)
    .where(and(eq(plays.competitionId, competitionId), eq(plays.userId, userId)));
  return row;
}

/** The user's newest paid entry (with its final score and rank) and its competition. */
export async function findLatestPaidPlayOf(db: Executor, userId: number) {
  const [row] = await db
    .select({ play: plays, competition: competitions })
    .from(plays)
    .innerJoin(competitions, eq(competitions.id, plays.competitionId))
    .where(and(eq(plays.userId, userId), isNull(plays.refundedAt)))
    .orderBy(desc(plays.id))
    .limit(1);
  if (!row) return undefined;
  const [play] = await withStandings(db, [row.play]);
  return play ? { play, competition: row.competition } : undefined;
}

// ---- Entering ----

export async function findPlayByKey(
  db: Executor,
  userId: number,
  idempotencyKey: string,
): Promise<PlayRow | undefined> {
  const [row] = await db
    .select()
    .from(plays)
    .where(and(eq(plays.userId, userId), eq(plays.idempotencyKey, idempotencyKey)));
  return row;
}

/** The product's open competition (waiting or active; at most one). */
function openCompetitionOf(db: Executor, productId: number) {
  return db
    .select()
    .from(competitions)
    .where(
      and(
        eq(competitions.productId, productId),
        inArray(competitions.status, [...OPEN_COMPETITION_STATUSES]),
      ),
    );
}

/** The product's open competition as last committed, without a lock (a look before queueing). */
export async function findOpenCompetition(
  db: Executor,
  productId: number,
): Promise<CompetitionRow | undefined> {
  const [row] = await openCompetitionOf(db, productId);
  return row;
}

/** The product's open competition, row-locked until the transaction ends. */
export async function lockOpenCompetition(
  db: Executor,
  productId: number,
): Promise<CompetitionRow | undefined> {
  const [row] = await openCompetitionOf(db, productId).for('update');
  return row;
}

export async function insertPlay(
  db: Executor,
  values: Omit<typeof plays.$inferInsert, 'id'>,
): Promise<PlayRow> {
  const [row] = await db.insert(plays).values(values).returning();
  if (!row) throw new Error('play insert returned no row');
  return row;
}

/**
 * The competition's new entry count, its entries chain and chosen influencers advanced by the
 * entry (the chain stays null on a competition that has none) and, when that entry
 * filled it, its start and end.
 */
export async function recordEntry(
  db: Executor,
  competitionId: number,
  entry: {
    entriesCount: number;
    entriesChain: string | null;
    chosenInfluencerIds: string[];
    schedule: { startTime: Date; endTime: Date } | null;
  },
): Promise<void> {
  await db
    .update(competitions)
    .set({
      entriesCount: entry.entriesCount,
      entriesChain: entry.entriesChain,
      chosenInfluencerIds: entry.chosenInfluencerIds,
      ...(entry.schedule ?? {}),
    })
    .where(eq(competitions.id, competitionId));
}

// ---- Opening ----

/** Of these products, those with no open competition. */
export async function findProductsWithoutOpenCompetition(
  db: Executor,
  productIds: readonly number[],
): Promise<number[]> {
  if (productIds.length === 0) return [];
  const rows = await selectRows<{ product_id: number }>(
    db,
    sql`select id as product_id from unnest(${intArray(productIds)}) as candidate(id)
        where not exists (
          select 1 from competitions c
          where c.product_id = candidate.id and c.status in ${OPEN_STATUSES_SQL}
        )`,
  );
  return rows.map((row) => row.product_id);
}

/**
 * A waiting competition for each of these products, in one statement; a product that has an open
 * one by now (another process opened it) gets none. Returns the products opened for.
 */
export async function insertCompetitions(
  db: Executor,
  rows: readonly { productId: number; requiredParticipants: number; entryPriceCents: number }[],
  now: Date,
  fillDeadline: Date,
): Promise<number[]> {
  if (rows.length === 0) return [];
  const opened = await selectRows<{ product_id: number }>(
    db,
    sql`
      insert into competitions
        (product_id, status, required_participants, entry_price_cents, fill_deadline, created_at)
      select n.product_id, ${INITIAL_STATUS_SQL}, n.required_participants, n.entry_price_cents,
        ${fillDeadline}, ${now}
      from unnest(
        ${intArray(rows.map((row) => row.productId))},
        ${intArray(rows.map((row) => row.requiredParticipants))},
        ${intArray(rows.map((row) => row.entryPriceCents))}
      ) as n(product_id, required_participants, entry_price_cents)
      order by n.product_id
      on conflict do nothing
      returning product_id`,
  );
  return opened.map((row) => row.product_id);
}

// ---- The tick ----

/** Takes the scheduler's transaction-level advisory lock if no one holds it. */
export async function tryLockScheduler(db: Executor, key: number): Promise<boolean> {
  const [lock] = await selectRows<{ locked: boolean }>(
    db,
    sql`select pg_try_advisory_xact_lock(${key}) as locked`,
  );
  return lock?.locked === true;
}

/**
 * For the rest of the tick's transaction: sorts and hashes of the top of the hour (500,000 entries
 * ranked, 2.5 million influencer choices made distinct) stay in memory instead of spilling to
 * disk, and no statement is JIT-compiled (the planner, misled by its estimates of a batch of
 * thousands of ids, compiled each big statement for 0.1-0.35 s that the statement never won back).
 */
export async function tuneTickTransaction(db: Executor): Promise<void> {
  await db.execute(sql`set local work_mem = '64MB'`);
  await db.execute(sql`set local jit = off`);
}

export interface DueToStart {
  id: number;
  endTime: Date;
  /** Null: entries from before the chain existed. */
  entriesChain: string | null;
  chosenInfluencerIds: string[];
}

/**
 * Competitions whose start time has come, with their end times, entries chains and chosen
 * influencers, row-locked in id order.
 */
export async function lockDueToStart(db: Executor, now: Date): Promise<DueToStart[]> {
  const due = await selectRows<{
    id: number;
    end_time: Date | string;
    entries_chain: string | null;
    chosen_influencer_ids: string[];
  }>(
    db,
    sql`select id, end_time, entries_chain, chosen_influencer_ids from competitions
        where status = ${START.from} and start_time <= ${now} order by id for update`,
  );
  return due.map((row) => ({
    id: row.id,
    endTime: new Date(row.end_time),
    entriesChain: row.entries_chain,
    chosenInfluencerIds: row.chosen_influencer_ids,
  }));
}

/**
 * Moves these competitions to active as of `now` (their baselines are the marks at `now`), each
 * with its commitment, in one statement.
 */
export async function markStarted(
  db: Executor,
  commitments: readonly { id: number; sha256: string }[],
  now: Date,
): Promise<void> {
  if (commitments.length === 0) return;
  await db.execute(sql`
    update competitions c set status = ${START.to}, baseline_at = ${now},
      commitment_sha256 = n.sha256, commitment_created_at = ${now}
    from unnest(
      ${intArray(commitments.map((item) => item.id))},
      ${textArray(commitments.map((item) => item.sha256))}
    ) as n(id, sha256)
    where c.id = n.id and c.status = ${START.from}`);
}

/** Competitions whose hour is over, row-locked in id order. */
export async function lockDueToComplete(db: Executor, now: Date): Promise<number[]> {
  const due = await selectRows<{ id: number }>(
    db,
    sql`select id from competitions where status = ${COMPLETE.from} and end_time <= ${now} order by id for update`,
  );
  return due.map((row) => row.id);
}

/** Completed, with the rank-1 entry as the winner (the standings must be written first). */
export async function markCompleted(
  db: Executor,
  ids: readonly number[],
  now: Date,
): Promise<void> {
  await db.execute(sql`
    update competitions c set status = ${COMPLETE.to}, settled_at = ${now},
      winner_play_id = (select s.play_ids[1] from competition_standings s where s.competition_id = c.id)
    where c.id = any(${intArray(ids)}) and c.status = ${COMPLETE.from}`);
}

/** The product of each of these competitions. */
export async function findProductIdsOf(
  db: Executor,
  competitionIds: readonly number[],
): Promise<number[]> {
  if (competitionIds.length === 0) return [];
  const rows = await selectRows<{ product_id: number }>(
    db,
    sql`select distinct product_id from competitions where id = any(${intArray(competitionIds)})`,
  );
  return rows.map((row) => row.product_id);
}

/**
 * The recipients of a notice to every paid entrant of these competitions, as a SELECT for
 * notifications' notifyMany: user_id, product_id, game_id, product_name (from `productNames`),
 * rank and score. `settled`: the competitions' standings are written, and each entrant is read
 * from them with their rank (the position) and final score, each standing unpacked once, without
 * reading the entries; otherwise from the entries, with no rank or score.
 */
export function entrantsSql(
  competitionIds: readonly number[],
  productNames: ReadonlyMap<number, string>,
  settled: boolean,
): SQL {
  const names = namesObject(productNames);
  if (!settled) {
    return sql`
      select p.user_id, p.product_id, p.competition_id::text as game_id,
        ${names} ->> p.product_id::text as product_name, null::int as rank, null::bigint as score
      from plays p
      where p.competition_id = any(${intArray(competitionIds)}) and p.refunded_at is null
        and ${names} ? p.product_id::text`;
  }
  return sql`
    select e.user_id, c.product_id, c.id::text as game_id,
      ${names} ->> c.product_id::text as product_name, e.rank::int as rank, e.score
    from competitions c
    join competition_standings s on s.competition_id = c.id
    cross join lateral unnest(s.user_ids, s.scores) with ordinality as e(user_id, score, rank)
    where c.id = any(${intArray(competitionIds)}) and ${names} ? c.product_id::text`;
}

/**
 * The winners (rank 1, recorded by markCompleted) of these competitions, as a SELECT for cart's
 * addPrizeLines: the first player of each standing, one lookup per competition, no pass over the
 * entries (joining the winning plays, the planner hashed every entry of the table).
 */
export function winnersSql(competitionIds: readonly number[]): SQL {
  return sql`
    select s.user_ids[1] as user_id, c.product_id, c.id as competition_id
    from competitions c
    join competition_standings s on s.competition_id = c.id
    where c.id = any(${intArray(competitionIds)}) and c.winner_play_id = s.play_ids[1]`;
}

/** The paid players of these competitions, each once. */
export async function findPlayerIds(
  db: Executor,
  competitionIds: readonly number[],
): Promise<number[]> {
  if (competitionIds.length === 0) return [];
  const players = await selectRows<{ user_id: number }>(
    db,
    sql`select distinct user_id from plays
        where competition_id = any(${intArray(competitionIds)}) and refunded_at is null`,
  );
  return players.map((row) => row.user_id);
}

/** Every influencer chosen in a paid entry of a competition due to start or end at `now`. */
export async function findInfluencersDue(db: Executor, now: Date): Promise<string[]> {
  const chosen = await selectRows<{ influencer_id: string }>(
    db,
    sql`select distinct unnest(p.influencer_ids) as influencer_id from plays p
        where p.refunded_at is null and p.competition_id in (
          select id from competitions where status = ${START.from} and start_time <= ${now}
          union all
          select id from competitions where status = ${COMPLETE.from} and end_time <= ${now}
        )`,
  );
  return chosen.map((row) => row.influencer_id);
}

/** Competitions in the status a cancel moves from, with their products, in id order. */
export async function findCancellable(db: Executor): Promise<{ id: number; productId: number }[]> {
  const rows = await selectRows<{ id: number; product_id: number }>(
    db,
    sql`select id, product_id from competitions where status = ${CANCEL.from} order by id`,
  );
  return rows.map((row) => ({ id: row.id, productId: row.product_id }));
}

/**
 * Waiting competitions that have not filled by their deadline and hold entries,
 * in id order: each is cancelled and refunded in a transaction of its own.
 */
export async function findPastFillDeadline(db: Executor, now: Date): Promise<number[]> {
  const rows = await selectRows<{ id: number }>(
    db,
    sql`select id from competitions
        where status = ${CANCEL.from} and start_time is null and fill_deadline <= ${now}
          and entries_count > 0
        order by id`,
  );
  return rows.map((row) => row.id);
}

/**
 * Empty waiting competitions past their deadline get a new one: nothing is held for anyone, and a
 * game that is cancelled would only be opened again. Returns the competitions renewed.
 */
export async function renewEmptyPastFillDeadline(
  db: Executor,
  now: Date,
  fillDeadline: Date,
): Promise<number[]> {
  const rows = await selectRows<{ id: number }>(
    db,
    sql`update competitions set fill_deadline = ${fillDeadline}
        where status = ${CANCEL.from} and start_time is null and fill_deadline <= ${now}
          and entries_count = 0
        returning id`,
  );
  return rows.map((row) => row.id);
}

/** A new deadline for this (row-locked, empty) competition. */
export async function setFillDeadline(db: Executor, id: number, fillDeadline: Date): Promise<void> {
  await db.update(competitions).set({ fillDeadline }).where(eq(competitions.id, id));
}

// ---- Cancelling ----

export async function lockCompetition(
  db: Executor,
  id: number,
): Promise<CompetitionRow | undefined> {
  const [row] = await db.select().from(competitions).where(eq(competitions.id, id)).for('update');
  return row;
}

export async function markPlayRefunded(db: Executor, playId: number, at: Date): Promise<void> {
  await db.update(plays).set({ refundedAt: at }).where(eq(plays.id, playId));
}

export async function markCancelled(db: Executor, id: number, at: Date): Promise<void> {
  const cancel = COMPETITION_MOVES.cancel;
  await db
    .update(competitions)
    .set({ status: cancel.to, cancelledAt: at })
    .where(and(eq(competitions.id, id), eq(competitions.status, cancel.from)));
}

// ---- Prizes ----

/** The competition with its winner's user id, row-locked (the competition only). */
export async function lockCompetitionWithWinner(db: Executor, competitionId: number) {
  const [row] = await db
    .select({ competition: competitions, winnerId: plays.userId })
    .from(competitions)
    .innerJoin(plays, eq(plays.id, competitions.winnerPlayId))
    .where(eq(competitions.id, competitionId))
    .for('update', { of: competitions });
  return row;
}

/** Records what the winner did with the prize, unless something already was. */
export async function setPrizeOutcome(
  db: Executor,
  competitionId: number,
  outcome: 'claimed' | 'donated',
  at: Date,
): Promise<void> {
  await db
    .update(competitions)
    .set({ prizeOutcome: outcome, prizeOutcomeAt: at })
    .where(and(eq(competitions.id, competitionId), isNull(competitions.prizeOutcome)));
}

// ---- A product's games, for the admin (what deleting it would touch, units held) ----

export interface ProductCompetitionUsage {
  waitingGames: number;
  waitingEntries: number;
  liveGames: number;
  liveEntries: number;
  unclaimedPrizes: number;
  donatedPrizes: number;
}

/** The product's waiting and live games with their paid entries, and its won prizes. */
export async function findProductCompetitionUsage(
  db: Executor,
  productId: number,
): Promise<ProductCompetitionUsage> {
  const [row] = await selectRows<ProductCompetitionUsage>(
    db,
    sql`
      with games as (
        select c.status, c.winner_play_id, c.prize_outcome,
          (select count(*) from plays p where p.competition_id = c.id and p.refunded_at is null)
            as entries
        from competitions c where c.product_id = ${productId}
      )
      select
        (select count(*) from games where status = 'waiting')::int as "waitingGames",
        (select coalesce(sum(entries), 0) from games where status = 'waiting')::int
          as "waitingEntries",
        (select count(*) from games where status = 'active')::int as "liveGames",
        (select coalesce(sum(entries), 0) from games where status = 'active')::int
          as "liveEntries",
        (select count(*) from games where status = 'completed' and winner_play_id is not null
          and prize_outcome is null)::int as "unclaimedPrizes",
        (select count(*) from games where prize_outcome = 'donated')::int as "donatedPrizes"
    `,
  );
  if (!row) throw new Error('competition usage query returned no row');
  return row;
}

/**
 * Units held outside `quantity`, by product: one per waiting or active competition
 * and one per won prize not yet bought or donated.
 */
export async function findHeldUnitsByProduct(
  db: Executor,
): Promise<{ productId: number; held: number }[]> {
  return selectRows(
    db,
    sql`
      select product_id as "productId", count(*)::int as held from competitions
      where status in ('waiting', 'active')
         or (status = 'completed' and winner_play_id is not null and prize_outcome is null)
      group by product_id`,
  );
}

/**
 * The audiences of these competitions' notices, as a SELECT for notifications' notifyAudiences:
 * one row per competition (`competition:{id}`, its players), with product_id, game_id and subject
 * (the product's name, from `productNames`).
 */
export function competitionAudiencesSql(
  competitionIds: readonly number[],
  productNames: ReadonlyMap<number, string>,
): SQL {
  return sql`
    select 'competition:' || c.id as audience, c.product_id, c.id::text as game_id,
      ${namesObject(productNames)} ->> c.product_id::text as subject
    from competitions c
    where c.id = any(${intArray(competitionIds)}) and ${namesObject(productNames)} ? c.product_id::text`;
}

/**
 * Product names as one jsonb object parameter keyed by product id, looked up per row (a binary
 * search in the object). Joining an unnest of 10,000 names instead, the planner, which can't
 * estimate an unnest, chose a nested loop: 100 million comparisons at the top of the hour.
 */
function namesObject(productNames: ReadonlyMap<number, string>): SQL {
  return sql`${JSON.stringify(Object.fromEntries(productNames))}::jsonb`;
}

/**
 * The competition audiences a user belongs to (every competition with their paid, unrefunded
 * entry), with their rank and final score (null until the game is settled): notifications renders
 * the game notices from them.
 */
export function playerMembershipsSql(userId: number): SQL {
  return sql`
    select 'competition:' || p.competition_id as audience, r.rank, s.scores[r.rank] as score
    from plays p
    left join competition_standings s on s.competition_id = p.competition_id
    cross join lateral (select array_position(s.play_ids, p.id) as rank) r
    where p.user_id = ${userId} and p.refunded_at is null`;
}
