import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { runCallbacksAfterCommit } from './after-commit';
import { sendTransactionsAhead } from './pipeline';

/** The one database type domain code sees: PGlite and node-postgres both satisfy it. */
export type Database = PgDatabase<PgQueryResultHKT>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Repositories accept either, so a service can run them inside its own transaction. */
export type Executor = Database | Transaction;

export type DatabaseKind = 'embedded' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  /**
   * What runs in the background (the outbox's receipts and notices) on connections of its own, so
   * requests that take every connection of the pool do not hold it back: under a burst of checkouts
   * the receipts keep up instead of queueing behind them. The same as `db` when embedded.
   */
  background: Database;
  /** The pg pool, for the few things that need a dedicated connection (LISTEN, advisory locks). */
  pool?: pg.Pool;
  /** The PGlite instance when embedded. */
  pglite?: PGlite;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A postgres:// URL; when absent the embedded PGlite is used. */
  url?: string | undefined;
  /** Folder of the embedded database; `memory://` (or undefined) keeps it in memory. */
  dataDir?: string | undefined;
  poolSize?: number;
  /** Embedded only: start from this dump of a data directory (PGlite's dumpDataDir) instead of initdb. */
  loadDataDir?: Blob | undefined;
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.url) {
    const pool = openPool(options.url, options.poolSize ?? 10);
    const backgroundPool = openPool(options.url, BACKGROUND_CONNECTIONS);
    const db = runCallbacksAfterCommit(drizzleNodePg({ client: pool }) as unknown as Database);
    const background = runCallbacksAfterCommit(
      drizzleNodePg({ client: backgroundPool }) as unknown as Database,
    );
    return {
      db,
      background,
      kind: 'postgres',
      pool,
      close: async () => {
        await Promise.all([pool.end(), backgroundPool.end()]);
      },
    };
  }
  const dataDir = options.dataDir ?? 'memory://';
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const pglite = await PGlite.create(
    dataDir,
    options.loadDataDir ? { loadDataDir: options.loadDataDir } : {},
  );
  const db = runCallbacksAfterCommit(drizzlePglite({ client: pglite }) as unknown as Database);
  return { db, background: db, kind: 'embedded', pglite, close: () => pglite.close() };
}

/** The background's connections: the outbox runs one batch at a time. */
const BACKGROUND_CONNECTIONS = 2;

function openPool(url: string, max: number): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    // An unreachable server fails a request (503) instead of holding it open indefinitely.
    connectionTimeoutMillis: 10_000,
    // Each statement is sent when asked for: a transaction may have two in flight (pipeline.ts).
    pipeline: true,
  });
  // A client that loses its connection (a restart, a failover, a killed backend) must not end the
  // process: the pool's listener covers an idle client, this one a client checked out for a
  // transaction between two statements. What used the connection fails (503) and
  // the pool drops the client when it comes back.
  pool.on('error', () => {});
  pool.on('connect', (client) => {
    client.on('error', () => {});
    sendTransactionsAhead(client);
  });
  return pool;
}

export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
