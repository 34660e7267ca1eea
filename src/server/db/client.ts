import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { runCallbacksAfterCommit } from './after-commit';

/** The one database type domain code sees: PGlite and node-postgres both satisfy it. */
export type Database = PgDatabase<PgQueryResultHKT>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Repositories accept either, so a service can run them inside its own transaction. */
export type Executor = Database | Transaction;

export type DatabaseKind = 'embedded' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
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
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      // An unreachable server fails a request (503) instead of holding it open indefinitely.
      connectionTimeoutMillis: 10_000,
    });
    // A client that loses its connection (a restart, a failover, a killed backend) must not end the
    // process: the pool's listener covers an idle client, this one a client checked out for a
    // transaction between two statements. What used the connection fails (503) and
    // the pool drops the client when it comes back.
    pool.on('error', () => {});
    pool.on('connect', (client) => {
      client.on('error', () => {});
    });
    const db = runCallbacksAfterCommit(drizzleNodePg({ client: pool }) as unknown as Database);
    return { db, kind: 'postgres', pool, close: () => pool.end() };
  }
  const dataDir = options.dataDir ?? 'memory://';
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const pglite = await PGlite.create(
    dataDir,
    options.loadDataDir ? { loadDataDir: options.loadDataDir } : {},
  );
  const db = runCallbacksAfterCommit(drizzlePglite({ client: pglite }) as unknown as Database);
  return { db, kind: 'embedded', pglite, close: () => pglite.close() };
}

export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
