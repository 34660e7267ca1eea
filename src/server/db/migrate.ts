import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database, DatabaseHandle } from './client';

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

interface Journal {
  entries: { when: number; tag: string }[];
}

/** The journal of a folder, read once: readiness asks every second and the files do not change. */
const journals = new Map<string, Journal>();
function readJournal(folder: string): Journal {
  let journal = journals.get(folder);
  if (!journal) {
    journal = JSON.parse(
      readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8'),
    ) as Journal;
    journals.set(folder, journal);
  }
  return journal;
}

/**
 * The migrations in `folder` this database has not applied (their tags), as drizzle's migrator
 * decides: those newer than the last one recorded. Empty when the schema is current.
 */
export async function pendingMigrations(
  db: Database,
  folder = migrationsFolder,
): Promise<string[]> {
  const journal = readJournal(folder);
  let last = -1;
  try {
    const result = await db.execute(
      sql`select max(created_at) as last from drizzle.__drizzle_migrations`,
    );
    const rows = (result as unknown as { rows?: { last: unknown }[] }).rows ?? [];
    const value = rows[0]?.last;
    if (value !== null && value !== undefined) last = Number(value);
  } catch (error) {
    // No migrations table yet: nothing applied (a database error is the caller's to report).
    if (
      (error as { code?: string; cause?: { code?: string } }).cause?.code !== '42P01' &&
      (error as { code?: string }).code !== '42P01'
    )
      throw error;
  }
  return journal.entries.filter((entry) => entry.when > last).map((entry) => entry.tag);
}
