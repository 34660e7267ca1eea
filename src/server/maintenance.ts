import type { AppContext } from './context';
import { deleteExpiredSessions } from './modules/auth/auth.repository';
import { sessionPolicy } from './modules/auth/auth.service';
import { deleteExpiredCounters } from './modules/rate-limit/rate-limit.repository';

/** Deletes expired sessions and rate-limit windows; run hourly by every process (idempotent). */
export async function purgeExpired(ctx: AppContext): Promise<void> {
  const now = ctx.clock.now();
  await deleteExpiredSessions(ctx.db, now, new Date(now.getTime() - sessionPolicy.idleMs));
  await deleteExpiredCounters(ctx.db, now);
}
