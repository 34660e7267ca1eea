import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestDatabase,
  type TestDatabase,
  testDatabaseUrl,
} from '../../../tests/fixtures/database';
import { answered, CommitRolledBack, inFlight, pipelines } from './pipeline';
import { catalogState } from './schema/catalog';

const version = async (db: TestDatabase['db']) =>
  (
    await db
      .select({ version: catalogState.version })
      .from(catalogState)
      .where(eq(catalogState.id, 1))
  )[0]?.version;

describe('statements in flight together', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database?.destroy());

  it('a transaction pipelines on PostgreSQL, not on PGlite; the pool itself never', async () => {
    expect(pipelines(database.db)).toBe(false);
    await database.db.transaction(async (tx) => {
      expect(pipelines(tx)).toBe(database.kind === 'postgres');
    });
  });

  it('what the first statements wrote, sent before BEGIN was answered, goes with a rollback', async () => {
    const before = await version(database.db);
    await expect(
      database.db.transaction(async (tx) => {
        // No statement awaited before this one: it travels right behind BEGIN.
        await tx
          .update(catalogState)
          .set({ version: sql`${catalogState.version} + 1` })
          .where(eq(catalogState.id, 1));
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await version(database.db)).toBe(before);
  });

  it.skipIf(!testDatabaseUrl)(
    'a last statement sent with the COMMIT that fails makes the COMMIT fail, and nothing commits',
    async () => {
      const before = await version(database.db);
      let last: ReturnType<typeof inFlight> | undefined;
      const committed = database.db.transaction(async (tx) => {
        await tx
          .update(catalogState)
          .set({ version: sql`${catalogState.version} + 1` })
          .where(eq(catalogState.id, 1));
        // Not awaited: the COMMIT follows it on the connection. Division by zero fails it there.
        last = inFlight(
          tx.execute(
            sql`select 1 / (${catalogState.version} - ${catalogState.version}) from ${catalogState}`,
          ),
        );
      });
      await expect(committed).rejects.toSatisfy(
        (error: unknown) => (error as { cause?: unknown }).cause instanceof CommitRolledBack,
      );
      await expect(answered(last as ReturnType<typeof inFlight>)).rejects.toThrow();
      expect(await version(database.db)).toBe(before);
    },
  );

  it.skipIf(!testDatabaseUrl)(
    'a last statement that succeeds commits with its COMMIT',
    async () => {
      const before = (await version(database.db)) ?? 0;
      let last: ReturnType<typeof inFlight> | undefined;
      await database.db.transaction(async (tx) => {
        last = inFlight(
          tx
            .update(catalogState)
            .set({ version: sql`${catalogState.version} + 1` })
            .where(eq(catalogState.id, 1)),
        );
      });
      await answered(last as ReturnType<typeof inFlight>);
      expect(await version(database.db)).toBe(before + 1);
    },
  );
});
