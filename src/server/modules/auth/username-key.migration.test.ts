import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl, urlForDatabase } from '../../../../tests/fixtures/database';
import { ManualClock } from '../../clock';
import type { AppContext } from '../../context';
import { type DatabaseHandle, openDatabase } from '../../db/client';
import { migrationsFolder, runMigrations } from '../../db/migrate';
import { insertUser } from './auth.repository';
import { login, reportUsernameCollisions } from './auth.service';
import { hashPassword } from './password';

// Migration 0018 on a database that already holds names which were distinct before usernames had
// keys, but share one now: both accounts keep working, the later one's key is made
// distinct, and the collision is reported.

const LAST_BEFORE = 17;

/** The migrations folder as it was before 0018. */
function migrationsBefore0018(): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'sm-migrations-'));
  mkdirSync(path.join(folder, 'meta'));
  const journal = JSON.parse(
    readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8'),
  );
  journal.entries = journal.entries.filter((entry: { idx: number }) => entry.idx <= LAST_BEFORE);
  writeFileSync(path.join(folder, 'meta/_journal.json'), JSON.stringify(journal));
  for (const entry of journal.entries as { tag: string }[]) {
    copyFileSync(
      path.join(migrationsFolder, `${entry.tag}.sql`),
      path.join(folder, `${entry.tag}.sql`),
    );
  }
  return folder;
}

async function emptyDatabase(): Promise<{ handle: DatabaseHandle; destroy(): Promise<void> }> {
  if (!testDatabaseUrl) {
    const handle = await openDatabase({ dataDir: 'memory://' });
    return { handle, destroy: () => handle.close() };
  }
  const name = `sm_test_${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: testDatabaseUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database "${name}"`);
  const handle = await openDatabase({ url: urlForDatabase(testDatabaseUrl, name), poolSize: 2 });
  return {
    handle,
    destroy: async () => {
      await handle.close();
      await admin(`drop database if exists "${name}" with (force)`);
    },
  };
}

let database: Awaited<ReturnType<typeof emptyDatabase>>;
let ctx: AppContext;
let legacyFolder: string;
const ids: Record<string, number> = {};
/** Before 0018 distinct from 'wa_y' (lower() leaves full-width letters), the same name by NFKC. */
const FULL_WIDTH = 'ｗａ_y';

beforeAll(async () => {
  database = await emptyDatabase();
  const { db } = database.handle;
  legacyFolder = migrationsBefore0018();
  await runMigrations(database.handle, legacyFolder);
  // Accepted before: the old unique index only compared lower(username).
  const passwordHash = await hashPassword('legacy-pass');
  for (const username of ['wa_y', FULL_WIDTH, 'wa_x', 'wa_x\u200b', 'Bob']) {
    const result = (await db.execute(
      sql`insert into users (username, password_hash, created_at) values (${username}, ${passwordHash}, now()) returning id`,
    )) as unknown as { rows: { id: number }[] };
    ids[username] = Number(result.rows[0]?.id);
  }
  await runMigrations(database.handle);
  ctx = { db, clock: new ManualClock(new Date()), log: { info() {}, warn() {}, error() {} } };
}, 120_000);

afterAll(async () => {
  await database?.destroy();
  if (legacyFolder) rmSync(legacyFolder, { recursive: true, force: true });
});

const keys = async () => {
  const result = (await database.handle.db.execute(
    sql`select id, username_key from users order by id`,
  )) as unknown as { rows: { id: number; username_key: string }[] };
  return Object.fromEntries(result.rows.map((row) => [Number(row.id), row.username_key]));
};

const signIn = (username: string) =>
  login(ctx, {
    username,
    password: 'legacy-pass',
    ip: '192.0.2.1',
    limits: { perIpPerMinute: 1000 },
  });

describe('migration 0018: username keys for existing accounts', () => {
  it('keys every name; of two names with one key, the first keeps it and the later one is suffixed', async () => {
    expect(await keys()).toEqual({
      [ids.wa_y as number]: 'wa_y',
      [ids[FULL_WIDTH] as number]: `wa_y＃${ids[FULL_WIDTH]}`,
      [ids.wa_x as number]: 'wa_x',
      // Invisible characters are not removed from old names: they stay distinct, and sign in as typed.
      [ids['wa_x\u200b'] as number]: 'wa_x\u200b',
      [ids.Bob as number]: 'bob',
    });
  });

  it('keeps every existing account signing in by its name as typed', async () => {
    for (const [username, id] of Object.entries(ids)) {
      expect((await signIn(username)).user.id, username).toBe(id);
    }
    // And by the key, where the key is the account's own.
    expect((await signIn('BOB')).user.id).toBe(ids.Bob);
    expect((await signIn('WA_Y')).user.id).toBe(ids.wa_y);
  });

  it('names the accounts that share a key in a warning at start', async () => {
    const warnings: unknown[][] = [];
    await reportUsernameCollisions({
      ...ctx,
      log: { ...ctx.log, warn: (...args: unknown[]) => warnings.push(args) },
    });
    expect(warnings).toEqual([
      [
        { accounts: [{ id: ids[FULL_WIDTH], username: FULL_WIDTH }] },
        expect.stringContaining('look the same'),
      ],
    ]);
  });

  it('fills the key of a row written by plain SQL without one, and of a renamed row', async () => {
    const { db } = database.handle;
    const inserted = (await db.execute(
      sql`insert into users (username, password_hash, created_at) values ('Plain_SQL', 'x', now()) returning id, username_key`,
    )) as unknown as { rows: { id: number; username_key: string }[] };
    expect(inserted.rows[0]?.username_key).toBe('plain_sql');
    const renamed = (await db.execute(
      sql`update users set username = 'Ｒenamed' where id = ${inserted.rows[0]?.id} returning username_key`,
    )) as unknown as { rows: { username_key: string }[] };
    expect(renamed.rows[0]?.username_key).toBe('renamed');
  });

  it('refuses a new account on a taken key, and the suffixed key is nobody else’s', async () => {
    const taken = await insertUser(ctx.db, {
      username: 'ＢＯＢ',
      usernameKey: 'bob',
      passwordHash: 'x',
      createdAt: new Date(),
    });
    expect(taken).toBeUndefined();
  });
});
