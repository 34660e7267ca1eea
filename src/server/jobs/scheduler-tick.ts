import { DEFAULT_CHAT_REPLY_DAYS } from '../../shared/chat-rules';
import { DEFAULT_COMPETITION_FILL_HOURS } from '../../shared/competition-rules';
import type { AppContext } from '../context';
import { type CloseReport, closeDueAuctions } from '../flows/close-auctions';
import { addPrizeLines } from '../modules/cart/cart.service';
import { giveBackExpiredHolds } from '../modules/catalog/catalog.service';
import { cancelCompetition } from '../modules/competitions/cancel.service';
import { publishCompetitionChanged } from '../modules/competitions/lifecycle.service';
import {
  captureDueSnapshots,
  findCompetitionsToCancel,
  lockSchedulerTick,
  moveCompetitions,
  winnersOf,
} from '../modules/competitions/tick.service';
import { finishDueGames } from '../modules/games/games.service';
import { refundUnansweredChats } from '../modules/influencers/chat-refund.service';
import type { PaymentGateway } from '../modules/payments/payment-gateway';
import * as metrics from '../ops/metrics';

export { SCHEDULER_LOCK } from '../modules/competitions/tick.service';

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
  /** Unanswered chats refunded. */
  chatsRefunded?: number;
  /** Pay Now holds past their expiry whose units went back to the stock. */
  holdsGivenBack?: number;
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
  await captureDueSnapshots(ctx, deps.captureSnapshots, now);
  const report: TickReport = await ctx.db.transaction(async (tx) => {
    if (!(await lockSchedulerTick(tx))) {
      return { ran: false, opened: 0, started: 0, completed: 0, cancelled: 0 };
    }
    const { opened, started, completed } = await moveCompetitions(ctx, tx, now, fillSeconds);
    // Each completed game's winner finds the prize in the cart.
    if (completed.length > 0) await addPrizeLines(tx, winnersOf(completed), now);
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
  // Units held for Pay Now orders that never finished (a process died mid-order): back in stock.
  report.holdsGivenBack = await giveBackExpiredHolds(ctx);
  // Free-play games and rooms whose clock ran out (each under its own row lock, once).
  report.gamesFinished = await finishDueGames(ctx);
  // Auctions whose end has come: each closed once, its winner charged once.
  report.auctions = await closeDueAuctions(ctx, deps.gateway);
  // Chats whose first message went unanswered: each refunded once.
  report.chatsRefunded = await refundUnansweredChats(ctx, deps.gateway, {
    replyDays: deps.chatReplyDays ?? DEFAULT_CHAT_REPLY_DAYS,
  });
  // Refunds call the provider: one competition per transaction, outside the tick's lock. Each
  // cancel locks its competition and checks again, so two processes never both refund one.
  const cancels = await findCompetitionsToCancel(ctx.db, now);
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
