import type { AppContext } from './context';
import { purgeExpiredSessions } from './modules/auth/auth.service';
import { purgeFinishedOutboxMessages } from './modules/messaging/outbox.service';
import { purgeExpiredCounters } from './modules/rate-limit/rate-limit.service';

/**
 * Deletes expired sessions, rate-limit windows and known devices, and outbox messages finished
 * 30 days ago; run hourly by every process (idempotent).
 */
export async function purgeExpired(ctx: AppContext): Promise<void> {
  await purgeExpiredSessions(ctx);
  await purgeExpiredCounters(ctx);
  await purgeFinishedOutboxMessages(ctx);
}
