import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestDatabase,
  type TestDatabase,
  testDatabaseUrl,
} from '../../../tests/fixtures/database';
import { type DatabaseHandle, openDatabase } from './client';

describe('the background’s connections', () => {
  it('embedded: one database, so the background is the same', async () => {
    const handle = await openDatabase({ dataDir: 'memory://' });
    try {
      expect(handle.background).toBe(handle.db);
    } finally {
      await handle.close();
    }
  });

  describe.skipIf(!testDatabaseUrl)('on PostgreSQL', () => {
    let database: TestDatabase;
    let handle: DatabaseHandle;
    beforeAll(async () => {
      database = await createTestDatabase();
      handle = await openDatabase({ url: database.url, poolSize: 2 });
    });
    afterAll(async () => {
      await handle?.close();
      await database?.destroy();
    });

    it('answer while requests hold every connection of the pool, which waits', async () => {
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      let holding = 0;
      // Two transactions take both of the pool's connections and keep them.
      const transactions = Array.from({ length: 2 }, () =>
        handle.db.transaction(async (tx) => {
          await tx.execute(sql`select 1`);
          holding += 1;
          await held;
        }),
      );
      await expect.poll(() => holding).toBe(2);

      let poolAnswered = false;
      const onPool = handle.db.execute(sql`select 1`).then(() => {
        poolAnswered = true;
      });
      const [row] = (
        (await handle.background.execute(sql`select 41 + 1 as answer`)) as unknown as {
          rows: { answer: number }[];
        }
      ).rows;
      expect(row?.answer).toBe(42);
      expect(poolAnswered).toBe(false);

      release();
      await Promise.all([...transactions, onPool]);
      expect(poolAnswered).toBe(true);
    });
  });
});
