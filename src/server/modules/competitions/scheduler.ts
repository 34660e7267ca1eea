import { sql } from 'drizzle-orm';
import { COMPETITION_MOVES } from '../../../shared/competition-rules';
import { RESYNC_ID } from '../../../shared/contracts/live';
import { PRIZE_PRICE_TEXT } from '../../../shared/pricing';
import type { AppContext } from '../../context';
import type { Database, Executor } from '../../db/client';
import { intArray, selectRows } from '../../db/sql';
import { topics } from '../../events';
import { finishDueGames } from '../games/games.service';
import { publishOnCommit } from '../live/event-bus';
import type { PaymentGateway } from '../payments/payment-gateway';
import { cancelCompetition } from './cancel.service';
import { writeBaselines, writeFinalScores } from './scoring.repository';
import { INITIAL_STATUS_SQL, moveSql, OPEN_STATUSES_SQL } from './transitions';

/** Every scheduler of every process takes this transaction-level lock; one tick runs at a time. */
export const SCHEDULER_LOCK = 727_001;

// Every status the tick writes, and the status each write is guarded by, come from the table.
const START = moveSql(COMPETITION_MOVES.start);
const COMPLETE = moveSql(COMPETITION_MOVES.complete);
const CANCEL = moveSql(COMPETITION_MOVES.cancel);

export interface CompetitionTimings {
  /** Starts are aligned to multiples of this (3600: the top of the hour). */
  alignSeconds: number;
  durationSeconds: number;
}

export interface SchedulerDeps {
  gateway: PaymentGateway;
  /**
   * Fetches these influencers' counters from the metrics provider and stores them as a snapshot at
   * `at` (on its own connections), so baselines and results are current. The tick calls it before
   * its transaction: a slow provider never holds the scheduler's lock or a competition's row.
   */
  captureSnapshots?: (influencerIds: string[], at: Date) => Promise<void>;
}

export interface TickReport {
  /** False when another scheduler held the lock: this tick did nothing. */
  ran: boolean;
  opened: number;
  started: number;
  completed: number;
  cancelled: number;
  /** Free-play games and rooms finished. */
  gamesFinished?: number;
}

/**
 * One scheduler step: completes competitions whose hour is over (scored, ranked and settled),
 * starts those whose start time has come (baselines recorded), opens competitions for play-enabled
 * products with a free unit, then cancels waiting ones that can no longer run. Each transition is one
 * set-based statement guarded by the state it moves from (both read from the transition table),
 * under a transaction-level advisory lock, so any number of processes can tick and each transition
 * still happens exactly once. The metrics provider is asked before that transaction begins.
 */
export async function runSchedulerTick(ctx: AppContext, deps: SchedulerDeps): Promise<TickReport> {
  const now = ctx.clock.now();
  await captureDueSnapshots(ctx, deps, now);
  const report: TickReport = await ctx.db.transaction(async (tx) => {
    const [lock] = await selectRows<{ locked: boolean }>(
      tx,
      sql`select pg_try_advisory_xact_lock(${SCHEDULER_LOCK}) as locked`,
    );
    if (!lock?.locked) return { ran: false, opened: 0, started: 0, completed: 0, cancelled: 0 };
    // Completing first lets the next competition for the same product open in the same tick.
    const completed = await completeDue(tx, now);
    const started = await startDue(tx, now);
    const opened = await openCompetitions(tx, now);
    await publishMoves(ctx, tx, [...completed, ...started], opened, now);
    return {
      ran: true,
      opened,
      started: started.length,
      completed: completed.length,
      cancelled: 0,
    };
  });
  if (!report.ran) return report;
  // Free-play games and rooms whose clock ran out (each under its own row lock, once).
  report.gamesFinished = await finishDueGames(ctx);
  // Refunds call the provider: one competition per transaction, outside the tick's lock.
  for (const id of await findUnrunnable(ctx.db)) {
    if (await cancelCompetition(ctx, deps.gateway, id)) {
      report.cancelled += 1;
      await publishCompetitionChanged(ctx, id);
    }
  }
  return report;
}

/**
 * The moved competitions' screens, the games lists and the players' bells hear of a tick when it
 * commits (NOTIFY in its transaction): a few statements however many games moved.
 */
async function publishMoves(
  ctx: AppContext,
  tx: Executor,
  moved: number[],
  opened: number,
  now: Date,
): Promise<void> {
  if (!ctx.events || (moved.length === 0 && opened === 0)) return;
  const version = now.getTime();
  await publishOnCommit({ ...ctx, db: tx as unknown as Database }, [
    ...moved.map((id) => ({ topic: topics.competition(id), id: String(id), version })),
    { topic: topics.games, id: RESYNC_ID, version },
  ]);
  await publishPlayersOnCommit(ctx, tx, moved, version);
}

/** The bells of these competitions' players hear of their new notifications on commit. */
export async function publishPlayersOnCommit(
  ctx: AppContext,
  tx: Executor,
  competitionIds: number[],
  version: number,
): Promise<void> {
  if (!ctx.events || competitionIds.length === 0) return;
  const players = await selectRows<{ user_id: number }>(
    tx,
    sql`select distinct user_id from plays
        where competition_id = any(${intArray(competitionIds)}) and refunded_at is null`,
  );
  await publishOnCommit(
    { ...ctx, db: tx as unknown as Database },
    players.map(({ user_id }) => ({
      topic: topics.notifications(user_id),
      id: String(user_id),
      version,
    })),
  );
}

/** After a competition's own transaction committed: its screens and the games lists re-fetch. */
export async function publishCompetitionChanged(ctx: AppContext, id: number): Promise<void> {
  if (!ctx.events) return;
  const version = ctx.clock.now().getTime();
  await ctx.events.publish({ topic: topics.competition(id), id: String(id), version });
  await ctx.events.publish({ topic: topics.games, id: String(id), version });
}

/**
 * A waiting competition for every live, play-enabled product that has a free unit and none open;
 * the unit is held for the future winner (taken from the sellable stock).
 */
export async function openCompetitions(tx: Executor, now: Date): Promise<number> {
  const opened = await selectRows<{ product_id: number }>(
    tx,
    sql`
      with opened as (
        insert into competitions (product_id, status, required_participants, entry_price_cents, created_at)
        select p.id, ${INITIAL_STATUS_SQL}, p.max_contestants, p.entry_price_cents, ${now}
        from products p
        where p.play_enabled and p.archived_at is null and p.quantity >= 1
          and p.max_contestants >= 2
          and not exists (
            select 1 from competitions c
            where c.product_id = p.id and c.status in ${OPEN_STATUSES_SQL}
          )
        on conflict do nothing
        returning product_id
      )
      update products set quantity = quantity - 1
      from opened where products.id = opened.product_id
      returning products.id as product_id`,
  );
  return opened.length;
}

/** Opens this product's competition now if it should have one, for the first entrant. */
export async function openCompetitionFor(tx: Executor, productId: number, now: Date) {
  await tx.execute(sql`
    with opened as (
      insert into competitions (product_id, status, required_participants, entry_price_cents, created_at)
      select p.id, ${INITIAL_STATUS_SQL}, p.max_contestants, p.entry_price_cents, ${now}
      from products p
      where p.id = ${productId} and p.play_enabled and p.archived_at is null and p.quantity >= 1
        and p.max_contestants >= 2
      on conflict do nothing
      returning product_id
    )
    update products set quantity = quantity - 1 from opened where products.id = opened.product_id`);
}

async function startDue(tx: Executor, now: Date): Promise<number[]> {
  const due = await selectRows<{ id: number }>(
    tx,
    sql`select id from competitions where status = ${START.from} and start_time <= ${now} order by id for update`,
  );
  if (due.length === 0) return [];
  const ids = due.map((row) => row.id);
  await tx.execute(sql`
    update competitions set status = ${START.to}, baseline_at = ${now}
    where id = any(${intArray(ids)}) and status = ${START.from}`);
  await writeBaselines(tx, ids, now);
  await tx.execute(sql`
    insert into notifications (user_id, type, title, message, action_url, action_text, product_id, game_id, created_at)
    select p.user_id, 'game_started', 'Game Started!',
      'The game for ' || pr.brand || ' ' || pr.model || ' has started. Follow your team live!',
      '/scoreboard?tab=active', 'Watch live', p.product_id, p.competition_id::text, ${now}
    from plays p join products pr on pr.id = p.product_id
    where p.competition_id = any(${intArray(ids)}) and p.refunded_at is null`);
  return ids;
}

async function completeDue(tx: Executor, now: Date): Promise<number[]> {
  const due = await selectRows<{ id: number }>(
    tx,
    sql`select id from competitions where status = ${COMPLETE.from} and end_time <= ${now} order by id for update`,
  );
  if (due.length === 0) return [];
  const ids = due.map((row) => row.id);
  const list = intArray(ids);
  // Scored as of each end time: metrics arriving after the game's hour do not count.
  await writeFinalScoresAtEnd(tx, ids);
  await tx.execute(sql`
    update competitions c set status = ${COMPLETE.to}, settled_at = ${now},
      winner_play_id = (select p.id from plays p where p.competition_id = c.id and p.rank = 1)
    where c.id = any(${list}) and c.status = ${COMPLETE.from}`);
  await tx.execute(sql`
    insert into notifications (user_id, type, title, message, action_url, action_text, product_id, game_id, created_at)
    select p.user_id,
      case when p.rank = 1 then 'game_won' else 'game_lost' end,
      case when p.rank = 1 then 'Congratulations! You Won!' else 'Game Ended' end,
      case when p.rank = 1
        then 'Your team won ' || pr.brand || ' ' || pr.model || ${`! Claim it in your cart for ${PRIZE_PRICE_TEXT}, or donate it.`}
        else 'Better luck next time! Your team finished #' || p.rank || ' with ' || p.final_score || ' points.'
      end,
      case when p.rank = 1 then '/cart' else '/scoreboard?tab=my-games' end,
      case when p.rank = 1 then 'Claim prize' else 'My games' end,
      p.product_id, p.competition_id::text, ${now}
    from plays p join products pr on pr.id = p.product_id
    where p.competition_id = any(${list}) and p.refunded_at is null`);
  await tx.execute(sql`
    insert into cart_items (user_id, product_id, quantity, type, competition_id, added_at)
    select p.user_id, p.product_id, 1, 'prize', p.competition_id, ${now}
    from plays p
    where p.competition_id = any(${list}) and p.rank = 1
    on conflict do nothing`);
  return ids;
}

/** Final scores of each competition as of its own end time. */
async function writeFinalScoresAtEnd(tx: Executor, ids: number[]): Promise<void> {
  const ends = await selectRows<{ end_time: Date }>(
    tx,
    sql`select distinct end_time from competitions where id = any(${intArray(ids)})`,
  );
  for (const { end_time } of ends) {
    const group = await selectRows<{ id: number }>(
      tx,
      sql`select id from competitions where id = any(${intArray(ids)}) and end_time = ${end_time}`,
    );
    await writeFinalScores(
      tx,
      group.map((row) => row.id),
      new Date(end_time),
    );
  }
}

/**
 * Before the tick's transaction, with no lock held: a snapshot at `now` of every influencer chosen
 * in a competition due to start or end, so the transaction's baselines (and the final scores of a
 * game ending at this very instant; later snapshots never count) read current counters without
 * waiting on the provider. Another process may be doing the same; the
 * snapshot's (influencer, instant) key keeps one row. A provider that fails only costs freshness:
 * the latest stored snapshots stand and the games still start and end on time.
 */
async function captureDueSnapshots(ctx: AppContext, deps: SchedulerDeps, now: Date): Promise<void> {
  if (!deps.captureSnapshots) return;
  const chosen = await selectRows<{ influencer_id: string }>(
    ctx.db,
    sql`select distinct unnest(p.influencer_ids) as influencer_id from plays p
        where p.refunded_at is null and p.competition_id in (
          select id from competitions where status = ${START.from} and start_time <= ${now}
          union all
          select id from competitions where status = ${COMPLETE.from} and end_time <= ${now}
        )`,
  );
  if (chosen.length === 0) return;
  try {
    await deps.captureSnapshots(
      chosen.map((row) => row.influencer_id),
      now,
    );
  } catch (error) {
    ctx.log.warn({ err: error }, 'metrics unavailable for due competitions; latest snapshots used');
  }
}

/**
 * Waiting competitions whose product was deleted or taken out of play. A product whose sellable
 * quantity went to 0 is not among them: the competition's unit was taken out of that quantity
 * when it opened and stays held for the winner (docs/decisions/0012-competition-stock-hold.md).
 */
async function findUnrunnable(db: Executor): Promise<number[]> {
  const found = await selectRows<{ id: number }>(
    db,
    sql`select c.id from competitions c join products p on p.id = c.product_id
        where c.status = ${CANCEL.from} and (p.archived_at is not null or not p.play_enabled)
        order by c.id`,
  );
  return found.map((row) => row.id);
}
