import type { AppContext } from '../context';
import { schedulerTickDuration, schedulerTickLateness } from '../ops/metrics';
import { runSchedulerTick, type SchedulerDeps } from './scheduler-tick';

/** Stops the scheduler: no tick starts after it is called; resolves when the running one ends. */
export type StopScheduler = () => Promise<void>;

/**
 * Runs the scheduler every `tickMs` in this process. Ticks never overlap here, and the advisory
 * lock keeps ticks of other processes from overlapping with it. Errors are logged, not thrown.
 * Each tick logs with its own `tick` number; its duration and how late it began are measured.
 * Stopping lets the running tick finish its current transaction and skip the rest.
 */
export function startScheduler(
  ctx: AppContext,
  deps: SchedulerDeps,
  tickMs: number,
): StopScheduler {
  let stopped = false;
  let running: Promise<void> | undefined;
  let tick = 0;
  let due = Date.now() + tickMs;
  let timer: NodeJS.Timeout | undefined;

  const run = () => {
    timer = undefined;
    if (stopped) return;
    const started = Date.now();
    schedulerTickLateness.observe(Math.max(0, started - due) / 1000);
    tick += 1;
    const log = childLog(ctx.log, { tick });
    const tickCtx: AppContext = { ...ctx, log };
    running = runSchedulerTick(tickCtx, { ...deps, stopping: () => stopped })
      .then((report) => {
        if (report.opened || report.started || report.completed || report.cancelled) {
          log.info(report, 'competitions moved');
        }
        const auctions = report.auctions;
        if (
          auctions &&
          (auctions.closed || auctions.sold || auctions.declined || auctions.lapsed)
        ) {
          ctx.log.info(auctions, 'auctions moved');
        }
        if (report.chatsRefunded) log.info({ refunded: report.chatsRefunded }, 'chats refunded');
        if (report.holdsGivenBack) {
          log.warn(
            { holds: report.holdsGivenBack },
            'expired Pay Now holds given back to the stock',
          );
        }
      })
      .catch((error: unknown) => log.error({ err: error }, 'scheduler tick failed'))
      .finally(() => {
        schedulerTickDuration.observe((Date.now() - started) / 1000);
        running = undefined;
        // The next tick is due one period after this one was; a long tick makes it late, not doubled.
        due += tickMs;
        while (due < Date.now()) due += tickMs;
        schedule();
      });
  };
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(run, Math.max(0, due - Date.now()));
    timer.unref();
  };
  schedule();

  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    await running;
  };
}

/** A child logger with these fields when the logger makes children (pino does), else the same. */
function childLog(log: AppContext['log'], fields: Record<string, unknown>): AppContext['log'] {
  const withChild = log as AppContext['log'] & { child?: (f: object) => AppContext['log'] };
  return typeof withChild.child === 'function' ? withChild.child(fields) : log;
}
