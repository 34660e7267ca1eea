import { type Counters, influencerScore } from '../../../shared/competition-rules';
import { shopDay, shopDayStart } from '../../../shared/shop-day';
import { type AppContext, withDb } from '../../context';
import { topics } from '../../events';
import { metricsPollFailures } from '../../ops/metrics';
import { publishOnCommit } from '../live/event-bus';
import {
  type DailyScoreValues,
  findFirstSnapshotRows,
  findInfluencerRows,
  findLatestSnapshotRows,
  findSnapshotsAt,
  insertSnapshots,
  type SnapshotRow,
  tryLockMetricsPoll,
  upsertDailyScores,
} from './influencers.repository';
import type { MetricsProvider } from './metrics-provider';

const toCounters = (row: Counters): Counters => ({
  posts: row.posts,
  likes: row.likes,
  shares: row.shares,
  comments: row.comments,
});

/** Counters gained from `from` to `to`, each never below zero (a deleted post is not a loss). */
export function gainedCounters(to: Counters, from: Counters): Counters {
  return {
    posts: Math.max(0, to.posts - from.posts),
    likes: Math.max(0, to.likes - from.likes),
    shares: Math.max(0, to.shares - from.shares),
    comments: Math.max(0, to.comments - from.comments),
  };
}

/**
 * Takes a snapshot of these influencers (all when no ids are given) at `at` and returns the stored
 * counters. Idempotent per instant: influencers that already have a snapshot at `at` keep it and
 * are not asked for again. Influencers the provider cannot read (the Instagram provider skips
 * those without an account id) are absent from the result. Runs on `ctx.db`, so a caller may pass
 * its transaction.
 */
export async function captureSnapshots(
  ctx: AppContext,
  provider: MetricsProvider,
  influencerIds: readonly string[] | undefined,
  at: Date,
): Promise<Map<string, Counters>> {
  return (await takeSnapshots(ctx, provider, influencerIds, at)).counters;
}

/** `captureSnapshots`, also telling how many snapshots this call stored (0: all were there). */
async function takeSnapshots(
  ctx: AppContext,
  provider: MetricsProvider,
  influencerIds: readonly string[] | undefined,
  at: Date,
): Promise<{ counters: Map<string, Counters>; inserted: number }> {
  const influencers = await findInfluencerRows(ctx.db, influencerIds);
  const ids = influencers.map((row) => row.id);
  const taken = new Set((await findSnapshotsAt(ctx.db, ids, at)).map((row) => row.influencerId));
  const missing = influencers.filter((row) => !taken.has(row.id));
  let inserted = 0;
  if (missing.length > 0) {
    const counters = await provider.fetchCounters(missing, at);
    inserted = await insertSnapshots(
      ctx.db,
      [...counters].map(([influencerId, c]) => ({ influencerId, takenAt: at, ...toCounters(c) })),
    );
  }
  // Read back: another process may have stored this instant first, and its numbers stand.
  const stored = await findSnapshotsAt(ctx.db, ids, at);
  return { counters: new Map(stored.map((row) => [row.influencerId, toCounters(row)])), inserted };
}

/**
 * The form the competitions scheduler takes: snapshot these influencers at `at` on `ctx.db`'s own
 * connections. The scheduler calls it before its transaction, so the provider's HTTP calls never
 * run while the scheduler holds its lock or a competition's row.
 */
export function snapshotCapturer(ctx: AppContext, provider: MetricsProvider) {
  return async (influencerIds: string[], at: Date): Promise<void> => {
    await captureSnapshots(ctx, provider, influencerIds, at);
  };
}

/** Each influencer's latest snapshot at or before `at` (all influencers when no ids are given). */
export async function findLatestSnapshots(
  ctx: AppContext,
  influencerIds: readonly string[] | undefined,
  at: Date,
): Promise<Map<string, SnapshotRow>> {
  const rows = await findLatestSnapshotRows(ctx.db, influencerIds, at);
  return new Map(rows.map((row) => [row.influencerId, row]));
}

/**
 * Recomputes the daily score rows of the shop's day of `at`: each counter gained from the day's
 * baseline (the latest snapshot at or before local midnight, or else the day's first snapshot) to
 * the latest snapshot at or before `at`, and totalScore = the influencer score of those gains.
 * times_selected is never touched. Returns how many rows were written.
 */
export async function updateDailyScores(
  ctx: AppContext,
  influencerIds: readonly string[] | undefined,
  at: Date,
): Promise<number> {
  const date = shopDay(at);
  const dayStart = shopDayStart(date);
  const current = await findLatestSnapshotRows(ctx.db, influencerIds, at);
  if (current.length === 0) return 0;
  const ids = current.map((row) => row.influencerId);
  const baselines = new Map(
    (await findLatestSnapshotRows(ctx.db, ids, dayStart)).map((row) => [row.influencerId, row]),
  );
  const withoutBaseline = ids.filter((id) => !baselines.has(id));
  for (const row of await findFirstSnapshotRows(ctx.db, withoutBaseline, dayStart, at)) {
    baselines.set(row.influencerId, row);
  }
  const rows: DailyScoreValues[] = current.map((now) => {
    const baseline = baselines.get(now.influencerId) ?? now;
    const gains = gainedCounters(now, baseline);
    return {
      influencerId: now.influencerId,
      date,
      totalScore: influencerScore(gains),
      ...gains,
      lastUpdated: at,
    };
  });
  await upsertDailyScores(ctx.db, rows);
  return rows.length;
}

export interface PollReport {
  at: Date;
  /** Influencers with a snapshot at `at`. */
  snapshots: number;
  /** Daily score rows written. */
  dailyScores: number;
}

/**
 * One metrics poll: a snapshot of every influencer (or those given) at `at` (default: now), then
 * today's daily scores of those influencers.
 */
export async function pollMetrics(
  ctx: AppContext,
  provider: MetricsProvider,
  influencerIds?: readonly string[],
  at: Date = ctx.clock.now(),
): Promise<PollReport> {
  const counters = await captureSnapshots(ctx, provider, influencerIds, at);
  const dailyScores = await updateDailyScores(ctx, [...counters.keys()], at);
  return { at, snapshots: counters.size, dailyScores };
}

/** The key of the advisory lock one metrics poll holds (any fixed number; the scheduler's is 727_001). */
export const METRICS_POLL_LOCK = 727_002;

/**
 * The poller's poll, once per cluster (issue 16): in one transaction that holds the metrics
 * poll's advisory lock (a process that cannot take it skips: another is polling), the snapshots
 * at `at`, today's daily scores and, only when this poll stored new snapshots, one `metrics`
 * event NOTIFYed through the transaction, so every process hears it once, when it commits. A
 * process that polls the same instant after the first one committed finds every snapshot stored
 * and publishes nothing. Returns null when skipped.
 */
export async function pollMetricsOnce(
  ctx: AppContext,
  provider: MetricsProvider,
  at: Date,
): Promise<(PollReport & { published: boolean }) | null> {
  return ctx.db.transaction(async (tx) => {
    if (!(await tryLockMetricsPoll(tx, METRICS_POLL_LOCK))) return null;
    const txCtx = withDb(ctx, tx);
    const { counters, inserted } = await takeSnapshots(txCtx, provider, undefined, at);
    const dailyScores = inserted > 0 ? await updateDailyScores(txCtx, [...counters.keys()], at) : 0;
    if (inserted > 0) {
      // Live scores moved: leaderboards and games re-fetch, watched rooms get their new view.
      await publishOnCommit(txCtx, [
        { topic: topics.metrics, id: String(at.getTime()), version: at.getTime() },
      ]);
    }
    return { at, snapshots: counters.size, dailyScores, published: inserted > 0 };
  });
}

export interface MetricsPollerOptions {
  /** Poll once right away, so scores exist from the start (default true). */
  immediate?: boolean;
}

/**
 * Polls every `seconds`, on the multiples of the interval (…:00, …:05, … for 300 s), so every
 * server process snapshots the same instants and the unique (influencer, instant) key keeps one
 * row each. A poll still running when the next is due makes that one skip; failures are logged,
 * never thrown. Timers are unref'd. Returns a stop function that resolves once a running poll
 * has finished.
 */
export function startMetricsPoller(
  ctx: AppContext,
  provider: MetricsProvider,
  seconds: number,
  options: MetricsPollerOptions = {},
): () => Promise<void> {
  const intervalMs = Math.max(1, Math.round(seconds * 1000));
  let running: Promise<void> | undefined;
  let interval: NodeJS.Timeout | undefined;
  let stopped = false;

  const poll = (at: Date) => {
    if (stopped) return;
    if (running) {
      ctx.log.warn(
        { provider: provider.name, at },
        'metrics poll skipped: the previous one is still running',
      );
      return;
    }
    running = pollMetricsOnce(ctx, provider, at)
      .then(
        () => {},
        (error: unknown) => {
          metricsPollFailures.inc();
          ctx.log.error({ err: error, provider: provider.name }, 'metrics poll failed');
        },
      )
      .finally(() => {
        running = undefined;
      });
  };
  const alignedNow = () =>
    new Date(Math.round(ctx.clock.now().getTime() / intervalMs) * intervalMs);

  if (options.immediate ?? true) poll(ctx.clock.now());
  const untilAligned = intervalMs - (ctx.clock.now().getTime() % intervalMs);
  const first = setTimeout(() => {
    poll(alignedNow());
    interval = setInterval(() => poll(alignedNow()), intervalMs);
    interval.unref();
  }, untilAligned);
  first.unref();

  return async () => {
    stopped = true;
    clearTimeout(first);
    if (interval) clearInterval(interval);
    await running;
  };
}
