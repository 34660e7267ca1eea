import type { AppContext } from '../../context';
import { runSchedulerTick, type SchedulerDeps } from './scheduler';

/**
 * Runs the scheduler every `tickMs` in this process. Ticks never overlap here, and the advisory
 * lock keeps ticks of other processes from overlapping with it. Errors are logged, not thrown.
 */
export function startScheduler(ctx: AppContext, deps: SchedulerDeps, tickMs: number): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    runSchedulerTick(ctx, deps)
      .then((report) => {
        if (report.opened || report.started || report.completed || report.cancelled) {
          ctx.log.info(report, 'competitions moved');
        }
        const auctions = report.auctions;
        if (
          auctions &&
          (auctions.closed || auctions.sold || auctions.declined || auctions.lapsed)
        ) {
          ctx.log.info(auctions, 'auctions moved');
        }
      })
      .catch((error: unknown) => ctx.log.error({ err: error }, 'scheduler tick failed'))
      .finally(() => {
        running = false;
      });
  }, tickMs);
  timer.unref();
  return () => clearInterval(timer);
}
