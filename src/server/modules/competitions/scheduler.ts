import { DEFAULT_CHAT_REPLY_DAYS } from '../../../shared/chat-rules';
import { DEFAULT_COMPETITION_FILL_HOURS } from '../../../shared/competition-rules';
import { RESYNC_ID } from '../../../shared/contracts/live';
import { type AppContext, withDb } from '../../context';
import type { Executor } from '../../db/client';
import { topics } from '../../events';
import * as metrics from '../../ops/metrics';
import { type CloseReport, closeDueAuctions } from '../auctions/close.service';
import { addPrizeLines } from '../cart/cart.service';
import { productName, productsByIds, unplayableProductIds } from '../catalog/catalog.service';
import { finishDueGames } from '../games/games.service';
import { refundUnansweredChats } from '../influencers/chat-refund.service';
import { publishOnCommit } from '../live/event-bus';
import {
  deliverNoticeToMany,
  gameNotices,
  notifyAudiences,
} from '../notifications/notifications.service';
import './audience';
import type { PaymentGateway } from '../payments/payment-gateway';
import { type CancelReason, cancelCompetition } from './cancel.service';
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
import {
  fillDeadlineFrom,
  openCompetitions,
  publishCompetitionChanged,
  publishPlayersOnCommit,
} from './lifecycle.service';
import {
  chainedCommitmentsOf,
  commitmentsOf,
  readStartedEntries,
  startedEntriesOf,
} from './results.service';
import { writeBaselineMarks, writeFinalStandings } from './scoring.repository';

/** Every scheduler of every process takes this transaction-level lock; one tick runs at a time. */
export const SCHEDULER_LOCK = 727_001;

export interface SchedulerDeps {
  gateway: PaymentGateway;
  /**
   * Fetches these influencers' counters from the metrics provider and stores them as a snapshot at
   * `at` (on its own connections), so baselines and results are current. The tick calls it before
   * its transaction: a slow provider never holds the scheduler's lock or a competition's row.
   */
  captureSnapshots?: (influencerIds: string[], at: Date) => Promise<void>;
  /** Asked between transactions: true once the process is shutting down, so the tick ends early. */
  stopping?: () => boolean;
  /** How long a game may wait to fill (COMPETITION_FILL_HOURS); 72 hours unless given. */
  fillSeconds?: number;
  /** CHAT_REPLY_DAYS: a chat's first message unanswered this long is refunded (7 unless given). */
  chatReplyDays?: number;
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
  /** Auctions told 'ending soon', closed, charged, declined, and payment windows passed. */
  auctions?: CloseReport;
  /** Unanswered chats refunded (decision 0057). */
  chatsRefunded?: number;
}

/**
 * One scheduler step: completes competitions whose hour is over (scored, ranked and settled),
 * starts those whose start time has come (baselines recorded), opens competitions for play-enabled
 * products with a free unit, then cancels waiting ones that can no longer run or did not fill by
 * their deadline (an empty one gets a new deadline instead). Each transition is one
 * set-based statement guarded by the state it moves from (both read from the transition table),
 * under a transaction-level advisory lock, so any number of processes can tick and each transition
 * still happens exactly once. The metrics provider is asked before that transaction begins. After
 * it, free-play games finish and auctions close (each once, under its own guard).
 */
export async function runSchedulerTick(ctx: AppContext, deps: SchedulerDeps): Promise<TickReport> {
  const now = ctx.clock.now();
  const fillSeconds = deps.fillSeconds ?? DEFAULT_COMPETITION_FILL_HOURS * 3600;
  await captureDueSnapshots(ctx, deps, now);
  const report: TickReport = await ctx.db.transaction(async (tx) => {
    if (!(await tryLockScheduler(tx, SCHEDULER_LOCK))) {
      return { ran: false, opened: 0, started: 0, completed: 0, cancelled: 0 };
    }
    await tuneTickTransaction(tx);
    // Completing first lets the next competition for the same product open in the same tick.
    const completed = await completeDue(tx, now);
    const started = await startDue(tx, now);
    const opened = await openCompetitions(tx, now, fillSeconds);
    // An empty game past its fill deadline holds nobody's money: it gets a new deadline.
    const renewed = await renewEmptyPastFillDeadline(tx, now, fillDeadlineFrom(now, fillSeconds));
    await publishMoves(ctx, tx, [...completed, ...started, ...renewed], opened, now);
    return {
      ran: true,
      opened,
      started: started.length,
      completed: completed.length,
      cancelled: 0,
    };
  });
  if (!report.ran) return report;
  metrics.competitionsStarted.inc(report.started);
  metrics.competitionsSettled.inc(report.completed);
  if (deps.stopping?.()) return report;
  // Free-play games and rooms whose clock ran out (each under its own row lock, once).
  report.gamesFinished = await finishDueGames(ctx);
  // Auctions whose end has come: each closed once, its winner charged once (decision 0033).
  report.auctions = await closeDueAuctions(ctx, deps.gateway);
  // Chats whose first message went unanswered: each refunded once (decision 0057).
  report.chatsRefunded = await refundUnansweredChats(ctx, deps.gateway, {
    replyDays: deps.chatReplyDays ?? DEFAULT_CHAT_REPLY_DAYS,
  });
  // Refunds call the provider: one competition per transaction, outside the tick's lock. Each
  // cancel locks its competition and checks again, so two processes never both refund one.
  const cancels: { id: number; reason: CancelReason }[] = [
    ...(await findUnrunnable(ctx.db)).map((id) => ({ id, reason: 'unrunnable' as const })),
    ...(await findPastFillDeadline(ctx.db, now)).map((id) => ({ id, reason: 'deadline' as const })),
  ];
  for (const { id, reason } of cancels) {
    if (deps.stopping?.()) break;
    if (await cancelCompetition(ctx, deps.gateway, id, reason)) {
      report.cancelled += 1;
      metrics.competitionsCancelled.inc();
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
 * (decision 0037), and its pushes and emails queued in the outbox per player (decision 0040).
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
  // A competition's entries chain and chosen influencers grew with its entries (decision 0044),
  // so no entry is read. One without a chain reads its entries: they predate the chain, or (an
  // empty chain: a game starts with entries) were written without the entry path.
  const chained = due.flatMap((row) =>
    row.entriesChain ? [{ ...row, entriesChain: row.entriesChain }] : [],
  );
  const unchained = due.filter((row) => !row.entriesChain).map((row) => row.id);
  const legacy = startedEntriesOf(await readStartedEntries(tx, unchained));
  // One baseline mark per chosen influencer at this instant, whatever the number of games
  // (decision 0041); the games stay scored from it until the latest of their ends.
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
  await addPrizeLines(tx, winnersSql(ids), now);
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
async function captureDueSnapshots(ctx: AppContext, deps: SchedulerDeps, now: Date): Promise<void> {
  if (!deps.captureSnapshots) return;
  const chosen = await findInfluencersDue(ctx.db, now);
  if (chosen.length === 0) return;
  try {
    await deps.captureSnapshots(chosen, now);
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
