import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from './clock';
import type { Database } from './db/client';
import type { EventPublisher } from './events';

/** What every service function receives: the database (or the transaction it runs in) and the clock. */
export interface AppContext {
  db: Database;
  clock: Clock;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** Live updates after a commit; absent where nothing listens (tests of single modules, scripts). */
  events?: EventPublisher;
}

/** The same context, bound to an open transaction. */
export function withDb(ctx: AppContext, db: Database): AppContext {
  return { ...ctx, db };
}
