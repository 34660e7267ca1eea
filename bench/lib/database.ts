import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { ManualClock } from '../../src/server/clock';
import { openDatabase } from '../../src/server/db/client';
import { runMigrations } from '../../src/server/db/migrate';
import { seedCatalogue } from '../../src/server/db/seed/catalog';
import { generateProducts } from './catalogue';

export interface BenchDatabase {
  label: string;
  /** Environment for a server process on this database. */
  env: Record<string, string>;
  cleanup(): Promise<void>;
}

const silent = { info: () => {}, warn: () => {}, error: () => {} };

/**
 * A database of its own with the demo catalogue and, optionally, `extra` generated products: an
 * embedded one in a temporary folder, or an `sm_bench_*` database on the PostgreSQL server at
 * `postgresUrl` (dropped by `cleanup`).
 */
export async function prepareDatabase(
  kind: 'embedded' | 'postgres',
  extra: number,
  postgresUrl?: string,
): Promise<BenchDatabase> {
  if (kind === 'embedded') {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'sm-bench-'));
    const handle = await openDatabase({ dataDir });
    await fill(handle, extra);
    await handle.close();
    return {
      label: 'embedded PGlite',
      env: { DATA_DIR: dataDir, DATABASE_URL: '' },
      cleanup: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  if (!postgresUrl) throw new Error('prepareDatabase: a PostgreSQL URL is needed');
  const name = `sm_bench_${process.pid}_${extra}`;
  await onServer(postgresUrl, async (admin) => {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.query(`create database "${name}"`);
  });
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString() });
  await fill(handle, extra);
  await handle.close();
  return {
    label: 'PostgreSQL',
    env: { DATABASE_URL: url.toString() },
    cleanup: () =>
      onServer(postgresUrl, (admin) =>
        admin.query(`drop database if exists "${name}" with (force)`),
      ),
  };
}

async function onServer(url: string, use: (client: pg.Client) => Promise<unknown>): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await use(client);
  } finally {
    await client.end();
  }
}

async function fill(handle: Awaited<ReturnType<typeof openDatabase>>, extra: number) {
  await runMigrations(handle);
  await seedCatalogue({ db: handle.db, clock: new ManualClock(new Date()), log: silent });
  if (extra > 0) await generateProducts(handle.db, extra);
}
