import { fileURLToPath } from 'node:url';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { DatabaseHandle } from './client';

// Beside this file in the sources, and copied beside the bundled server by the build.
export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Any fixed number: the key of the advisory lock that serialises migrations across processes. */
const MIGRATION_LOCK_KEY = 72_650_001;

/** Applies pending migrations. Safe when several server processes start at once on one PostgreSQL. */
export async function runMigrations(
  handle: DatabaseHandle,
  folder = migrationsFolder,
): Promise<void> {
  if (handle.kind === 'embedded') {
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder: folder });
    return;
  }
  if (!handle.pool) throw new Error('A PostgreSQL handle needs its pool');
  const lockClient = await handle.pool.connect();
  try {
    await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migrateNodePg(handle.db as unknown as NodePgDatabase, { migrationsFolder: folder });
  } finally {
    await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
    lockClient.release();
  }
}
