import {
  type AnalyticsBatch,
  type AnalyticsReceipt,
  analyticsMessages,
} from '../../../shared/contracts/analytics';
import type { AppContext } from '../../context';
import { consume } from '../rate-limit/rate-limit.service';
import { insertAnalyticsEvents } from './analytics.repository';

export interface AnalyticsLimits {
  /** Batches accepted per client IP per minute. */
  batchesPerIpPerMinute: number;
}

/** A browser flushes a batch every few seconds at most; this leaves room for a busy household. */
export const defaultAnalyticsLimits: AnalyticsLimits = { batchesPerIpPerMinute: 120 };

const MINUTE_MS = 60 * 1000;

/** Stores a batch of events as they arrived, with the signed-in user (if any) and the clock's time. */
export async function recordAnalyticsEvents(
  ctx: AppContext,
  input: AnalyticsBatch & { userId: number | null; ip: string; limits: AnalyticsLimits },
): Promise<AnalyticsReceipt> {
  await consume(ctx, {
    key: `analytics-ip:${input.ip}`,
    max: input.limits.batchesPerIpPerMinute,
    windowMs: MINUTE_MS,
    message: analyticsMessages.tooMany,
  });
  const now = ctx.clock.now();
  await insertAnalyticsEvents(
    ctx.db,
    input.events.map((event) => ({
      name: event.name,
      properties: event.properties ?? null,
      path: event.path ?? null,
      userId: input.userId,
      clientTime: event.occurredAt ? new Date(event.occurredAt) : null,
      createdAt: now,
    })),
  );
  return { accepted: input.events.length };
}
