import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../tests/fixtures/database';
import { afterCommit } from './after-commit';

describe('after-commit callbacks', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database?.destroy());

  it('run once the transaction has committed, and not when it rolled back', async () => {
    const ran: string[] = [];
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      afterCommit(tx, () => ran.push('committed'));
      expect(ran).toEqual([]);
    });
    expect(ran).toEqual(['committed']);
    await expect(
      database.db.transaction(async (tx) => {
        afterCommit(tx, () => ran.push('rolled back'));
        throw new Error('no');
      }),
    ).rejects.toThrow('no');
    expect(ran).toEqual(['committed']);
  });

  it('registered before its statement’s answer: in a transaction, still after the commit', async () => {
    const ran: string[] = [];
    await database.db.transaction(async (tx) => {
      const statement = tx.execute(sql`select 1`);
      afterCommit(tx, () => ran.push('after'), statement);
      await statement;
      expect(ran).toEqual([]);
    });
    expect(ran).toEqual(['after']);
  });

  it('outside a transaction: once the statement it follows is done, and not if it failed', async () => {
    const ran: string[] = [];
    const statement = database.db.execute(sql`select 1`);
    afterCommit(database.db, () => ran.push('done'), statement);
    expect(ran).toEqual([]);
    await statement;
    await Promise.resolve();
    expect(ran).toEqual(['done']);

    const failing = database.db.execute(sql`select 1 / 0`);
    afterCommit(database.db, () => ran.push('failed'), failing);
    await expect(failing).rejects.toThrow();
    await Promise.resolve();
    expect(ran).toEqual(['done']);
  });
});
