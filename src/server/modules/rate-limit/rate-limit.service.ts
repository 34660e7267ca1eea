import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import {
  deleteExpiredCounters,
  incrementCounter,
  oldestLiveWindowStart,
  readCounter,
} from './rate-limit.repository';

export interface Limit {
  /** What is counted, e.g. `auth-ip:127.0.0.1`. */
  key: string;
  max: number;
  windowMs: number;
  /** The 429 message users see. */
  message: string;
}

// Fixed windows: simple, one row per key and window, and exact across processes.
function windowOf(ctx: AppContext, limit: Limit) {
  const now = ctx.clock.now().getTime();
  const start = Math.floor(now / limit.windowMs) * limit.windowMs;
  const end = start + limit.windowMs;
  return {
    key: limit.key,
    windowStart: new Date(start),
    expiresAt: new Date(end),
    retryAfterSeconds: Math.max(1, Math.ceil((end - now) / 1000)),
  };
}

function tooMany(limit: Limit, retryAfterSeconds: number): AppError {
  return new AppError('RATE_LIMITED', limit.message, { retryAfterSeconds });
}

/** Counts one request and throws 429 once the window holds more than `max`. */
export async function consume(ctx: AppContext, limit: Limit): Promise<void> {
  const { retryAfterSeconds, ...window } = windowOf(ctx, limit);
  const count = await incrementCounter(ctx.db, window);
  if (count > limit.max) throw tooMany(limit, retryAfterSeconds);
}

/** Throws 429 when the window is already full, without counting (checked before the attempt). */
export async function assertBelow(ctx: AppContext, limit: Limit): Promise<void> {
  const { retryAfterSeconds, windowStart } = windowOf(ctx, limit);
  const count = await readCounter(ctx.db, limit.key, windowStart);
  if (count >= limit.max) throw tooMany(limit, retryAfterSeconds);
}

/** Counts one event (e.g. a failed login) without checking. */
export async function record(ctx: AppContext, limit: Limit): Promise<void> {
  const { retryAfterSeconds: _, ...window } = windowOf(ctx, limit);
  await incrementCounter(ctx.db, window);
}

/** Deletes the windows that ended (hourly, by every process). */
export async function purgeExpiredCounters(ctx: AppContext): Promise<void> {
  await deleteExpiredCounters(ctx.db, ctx.clock.now());
}

/** Whether the window is already full (the check of `assertBelow`, as a value). */
export async function isFull(ctx: AppContext, limit: Limit): Promise<boolean> {
  const { windowStart } = windowOf(ctx, limit);
  return (await readCounter(ctx.db, limit.key, windowStart)) >= limit.max;
}

/** Notes that `key` happened now, remembered for `keepMs`. */
export async function mark(ctx: AppContext, key: string, keepMs: number): Promise<void> {
  const now = ctx.clock.now();
  await incrementCounter(ctx.db, {
    key,
    windowStart: now,
    expiresAt: new Date(now.getTime() + keepMs),
  });
}

/** When `key` was first marked among the marks still remembered, or null. */
export async function firstMark(ctx: AppContext, key: string): Promise<Date | null> {
  return (await oldestLiveWindowStart(ctx.db, key, ctx.clock.now())) ?? null;
}
