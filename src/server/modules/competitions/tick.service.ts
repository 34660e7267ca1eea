import { RESYNC_ID } from '../../../shared/contracts/live';
import { type AppContext, withDb } from '../../context';
import type { Executor, Transaction } from '../../db/client';
import { topics } from '../../events';
import { productName, productsByIds, unplayableProductIds } from '../catalog/catalog.service';
import { publishOnCommit } from '../live/event-bus';
import {
  deliverNoticeToMany,
  gameNotices,
  notifyAudiences,
} from '../notifications/notifications.service';
import type { CancelReason } from './cancel.service';
import {
  competitionAudiencesSql,
  entrantsSql,
  findCancellable,
  findInfluencersDue,
  findPastFillDeadline,
  findProductIdsOf,
  lockDueToComplete,
  lockDueToStart,
  markCompleted,
  markStarted,
  renewEmptyPastFillDeadline,
  tryLockScheduler,
  tuneTickTransaction,
  winnersSql,
} from './competitions.repository';
import { fillDeadlineFrom, openCompetitions, publishPlayersOnCommit } from './lifecycle.service';
import {
  chainedCommitmentsOf,
  commitmentsOf,
  readStartedEntries,
  startedEntriesOf,
} from './results.service';
import { writeBaselineMarks, writeFinalStandings } from './scoring.repository';

/*
 * The competitions' part of the scheduler's tick (jobs/scheduler-tick.ts runs it): the set-based
 * transitions of the hour, each one statement guarded by the state it moves from (both read from
 * the transition table), under the tick's transaction-level advisory lock.
 */

/** Every scheduler of every process takes this transaction-level lock; one tick runs at a time. */
export const SCHEDULER_LOCK = 727_001;

/** Takes the scheduler's lock for this transaction; false when another process's tick holds it. */
export async function lockSchedulerTick(tx: Transaction): Promise<boolean> {
  if (!(await tryLockScheduler(tx, SCHEDULER_LOCK))) return false;
  await tuneTickTransaction(tx);
  return true;
}

/**
 * Completes competitions whose hour is over (scored, ranked and settled), starts those whose start
 * time has come (baselines recorded), opens competitions for play-enabled products with a free
 * unit, and gives an empty game past its fill deadline a new deadline (it holds nobody's money).
 * Completing first lets the next competition for the same product open in the same tick. Answers
 * what moved; the completed games' winners are `winnersOf(completed)`.
 */
export async function moveCompetitions(
  ctx: AppContext,
  tx: Transaction,
  now: Date,
  fillSeconds: number,
): Promise<{ opened: number; started: number[]; completed: number[] }> {
  const completed = await completeDue(tx, now);
  const started = await startDue(tx, now);
  const opened = await openCompetitions(tx, now, fillSeconds);
  const renewed = await renewEmptyPastFillDeadline(tx, now, fillDeadlineFrom(now, fillSeconds));
  await publishMoves(ctx, tx, [...completed, ...started, ...renewed], opened, now);
  return { opened, started, completed };
}

/** The winners of these completed competitions, as rows a prize line is added from. */
export const winnersOf = (ids: number[]) => winnersSql(ids);

/**
 * Waiting competitions to cancel: those that can no longer run, then those past their fill
 * deadline. Each cancel checks again under its row lock.
 */
export async function findCompetitionsToCancel(
  db: Executor,
  now: Date,
): Promise<{ id: number; reason: CancelReason }[]> {
  return [
    ...(await findUnrunnable(db)).map((id) => ({ id, reason: 'unrunnable' as const })),
    ...(await findPastFillDeadline(db, now)).map((id) => ({ id, reason: 'deadline' as const })),
  ];
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
  await publishOnCommit(withDb(ctx, tx), [
    ...moved.map((id) => ({ topic: topics.competition(id), id: String(id), version })),
    { topic: topics.games, id: RESYNC_ID, version },
  ]);
  await publishPlayersOnCommit(ctx, tx, moved, version);
}

/** Each product of these competitions by its name in messages. */
async function productNamesOf(tx: Executor, ids: number[]): Promise<Map<number, string>> {
  const products = await productsByIds(tx, await findProductIdsOf(tx, ids));
  return new Map(products.map((product) => [product.id, productName(product)]));
}

/**
 * A game notice to every player of these competitions: stored once per competition for the bell
 *, and its pushes and emails queued in the outbox per player.
 * `settled`: the result, each player's rank and score read from the standings.
 */
async function notifyEveryEntrant(
  tx: Executor,
  notice: (typeof gameNotices)['started' | 'result'],
  ids: number[],
  names: ReadonlyMap<number, string>,
  now: Date,
  settled: boolean,
): Promise<void> {
  await notifyAudiences(tx, notice, competitionAudiencesSql(ids, names), now);
  await deliverNoticeToMany(tx, notice, entrantsSql(ids, names, settled), now);
}

async function startDue(tx: Executor, now: Date): Promise<number[]> {
  const due = await lockDueToStart(tx, now);
  if (due.length === 0) return [];
  const ids = due.map((row) => row.id);
  const names = await productNamesOf(tx, ids);
  await notifyEveryEntrant(tx, gameNotices.started, ids, names, now, false);
  // Nothing changes after the start: the entries and baseline snapshots, committed to (issue 18).
  // A competition's entries chain and chosen influencers grew with its entries,
  // so no entry is read. One without a chain reads its entries: they predate the chain, or (an
  // empty chain: a game starts with entries) were written without the entry path.
  const chained = due.flatMap((row) =>
    row.entriesChain ? [{ ...row, entriesChain: row.entriesChain }] : [],
  );
  const unchained = due.filter((row) => !row.entriesChain).map((row) => row.id);
  const legacy = startedEntriesOf(await readStartedEntries(tx, unchained));
  // One baseline mark per chosen influencer at this instant, whatever the number of games
  //; the games stay scored from it until the latest of their ends.
  const chosen = new Set([
    ...chained.flatMap((row) => row.chosenInfluencerIds),
    ...[...legacy.values()].flatMap((entries) => [...entries.chosen]),
  ]);
  const until = new Date(due.reduce((last, row) => Math.max(last, row.endTime.getTime()), 0));
  const baselines = await writeBaselineMarks(tx, now, [...chosen], until);
  const commitments = [
    ...chainedCommitmentsOf(chained, baselines),
    ...commitmentsOf(unchained, legacy, baselines),
  ];
  await markStarted(tx, commitments, now);
  return ids;
}

async function completeDue(tx: Executor, now: Date): Promise<number[]> {
  const ids = await lockDueToComplete(tx, now);
  if (ids.length === 0) return [];
  // Scored as of each end time: metrics arriving after the game's hour do not count.
  await writeFinalStandings(tx, ids);
  await markCompleted(tx, ids, now);
  await notifyEveryEntrant(tx, gameNotices.result, ids, await productNamesOf(tx, ids), now, true);
  return ids;
}

/**
 * Before the tick's transaction, with no lock held: a snapshot at `now` of every influencer chosen
 * in a competition due to start or end, so the transaction's baselines (and the final scores of a
 * game ending at this very instant; later snapshots never count) read current counters without
 * waiting on the provider. Another process may be doing the same; the
 * snapshot's (influencer, instant) key keeps one row. A provider that fails only costs freshness:
 * the latest stored snapshots stand and the games still start and end on time.
 */
export async function captureDueSnapshots(
  ctx: AppContext,
  capture: ((influencerIds: string[], at: Date) => Promise<void>) | undefined,
  now: Date,
): Promise<void> {
  if (!capture) return;
  const chosen = await findInfluencersDue(ctx.db, now);
  if (chosen.length === 0) return;
  try {
    await capture(chosen, now);
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
  const waiting = await findCancellable(db);
  if (waiting.length === 0) return [];
  const gone = new Set(
    await unplayableProductIds(
      db,
      waiting.map((row) => row.productId),
    ),
  );
  return waiting.filter((row) => gone.has(row.productId)).map((row) => row.id);
}
