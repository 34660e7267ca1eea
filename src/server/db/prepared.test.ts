import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../tests/fixtures/database';
import { preparedQuery, selectRowsPrepared } from './prepared';
import { catalogState } from './schema/catalog';
import { selectRows } from './sql';

// On PostgreSQL when TEST_DATABASE_URL is set, else on PGlite: both drivers take the same path.
describe('a prepared query built once, run on whichever connection asks', () => {
  let database: TestDatabase;
  let builds = 0;
  const versionPlus = preparedQuery('test_catalog_version_plus', (db) => {
    builds += 1;
    return db
      .select({
        version: sql<number>`(${catalogState.version} + ${sql.placeholder('plus')}::int)::int`,
      })
      .from(catalogState)
      .where(eq(catalogState.id, 1));
  });
  const raiseVersion = preparedQuery('test_raise_catalog_version', (db) => {
    builds += 1;
    return db
      .update(catalogState)
      .set({ version: sql`${catalogState.version} + ${sql.placeholder('by')}::int` })
      .where(eq(catalogState.id, 1))
      .returning({ version: catalogState.version });
  });
  const current = async () => (await versionPlus(database.db, { plus: 0 }))[0]?.version;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database?.close());

  it('inside a transaction it runs on the transaction: what it wrote goes with a rollback', async () => {
    const before = await current();
    await database.db
      .transaction(async (tx) => {
        const [raised] = await raiseVersion(tx, { by: 5 });
        expect(raised?.version).toBe(Number(before) + 5);
        // The transaction sees its own write through the same prepared read.
        expect((await versionPlus(tx, { plus: 0 }))[0]?.version).toBe(Number(before) + 5);
        throw new Error('roll back');
      })
      .catch(() => {});
    expect(await current()).toBe(before);

    await database.db.transaction(async (tx) => {
      await raiseVersion(tx, { by: 2 });
    });
    expect(await current()).toBe(Number(before) + 2);
  });

  it('is built once however many transactions and connections run it', async () => {
    const built = builds;
    await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        database.db.transaction(async (tx) => {
          expect((await versionPlus(tx, { plus: index }))[0]?.version).toBeGreaterThanOrEqual(
            index,
          );
        }),
      ),
    );
    expect(builds).toBe(built);
  });
});

describe('a raw statement prepared by its text', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database?.close());

  // Two shapes of one statement (an optional part there or not), each run with other values.
  const versionPlus = (plus: number, twice: boolean) =>
    sql`select (${catalogState.version} + ${plus}::int${twice ? sql` + ${plus}::int` : sql``})::int as version
      from ${catalogState} where ${catalogState.id} = 1`;

  it('answers each call with its own values, in each of its shapes, inside a transaction too', async () => {
    const [base] = await selectRowsPrepared<{ version: number }>(
      database.db,
      'test_version_plus',
      versionPlus(0, false),
    );
    const version = Number(base?.version);
    await database.db.transaction(async (tx) => {
      for (const [plus, twice, expected] of [
        [1, false, version + 1],
        [2, false, version + 2],
        [3, true, version + 6],
        [4, true, version + 8],
      ] as const) {
        const [row] = await selectRowsPrepared<{ version: number }>(
          tx,
          'test_version_plus',
          versionPlus(plus, twice),
        );
        expect(Number(row?.version)).toBe(expected);
      }
      if (process.env.TEST_DATABASE_URL) {
        // On PostgreSQL: one prepared statement per shape on this connection, however many calls.
        const prepared = await selectRows<{ name: string }>(
          tx,
          sql`select name from pg_prepared_statements where name like 'test_version_plus_%'`,
        );
        expect(prepared).toHaveLength(2);
      }
    });
  });
});
