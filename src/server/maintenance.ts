import type { AppContext } from './context';
import { deleteExpiredKnownDevices, deleteExpiredSessions } from './modules/auth/auth.repository';
import { sessionPolicy } from './modules/auth/auth.service';
import { deleteExpiredCounters } from './modules/rate-limit/rate-limit.repository';

/** Deletes expired sessions, rate-limit windows and known devices; run hourly by every process (idempotent). */
export async function purgeExpired(ctx: AppContext): Promise<void> {
  const now = ctx.clock.now();
  await deleteExpiredSessions(ctx.db, now, new Date(now.getTime() - sessionPolicy.idleMs));
  await deleteExpiredCounters(ctx.db, now);
  await deleteExpiredKnownDevices(ctx.db, now);
}
