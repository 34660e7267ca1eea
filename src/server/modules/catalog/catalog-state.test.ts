import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../../../../tests/fixtures/database';
import { createProduct, signUp } from '../../../../tests/fixtures/factories';
import { createTestApp, type TestApp } from '../../../../tests/fixtures/server';
import type { Transaction } from '../../db/client';
import { brands, products } from '../../db/schema/catalog';
import { selectRows } from '../../db/sql';
import { readCatalogVersion } from './catalog.repository';
import { holdUnitsForOrder } from './catalog.service';

/**
 * The catalogue's version (`catalog_state`), raised by the database's triggers with every change of
 * a product or a brand: every process drops its catalogue from memory when it rises (decision 0037).
 * A statement that changed nothing must not raise it (issue 40: each refused Pay Now of a sold-out
 * drop did, a committed write and a NOTIFY to every process each), and writers of different
 * products must not queue on it (issue 40: every stock change waited for the one before to commit).
 */
describe('the catalogue’s version', () => {
  let t: TestApp;
  let productId: number;
  beforeAll(async () => {
    t = await createTestApp();
    productId = (await createProduct(t.ctx, { quantity: 0, buyNowEnabled: true })).id;
  });
  afterAll(() => t.close());

  const version = () => readCatalogVersion(t.ctx.db);

  it('stays where it is when a statement changes no product or brand', async () => {
    const before = await version();
    await t.ctx.db.update(products).set({ quantity: 5 }).where(eq(products.id, -1));
    await t.ctx.db.delete(brands).where(eq(brands.id, -1));
    await t.ctx.db.update(brands).set({ isActive: false }).where(eq(brands.id, -1));
    expect(await version()).toBe(before);
  });

  it('stays where it is when Pay Now finds the product sold out', async () => {
    const { user } = await signUp(t.app);
    const before = await version();
    const hold = await holdUnitsForOrder(t.ctx, {
      productId,
      quantity: 1,
      userId: user.id,
      idempotencyKey: 'sold-out-key-1',
    });
    expect(hold.held).toBe(false);
    expect(await version()).toBe(before);
  });

  it('rises once per statement that changed rows: an update, an insert, a delete', async () => {
    const start = await version();
    await t.ctx.db.update(products).set({ quantity: 3 }).where(eq(products.id, productId));
    expect(await version()).toBe(start + 1);
    await t.ctx.db
      .update(products)
      .set({ quantity: sql`${products.quantity} + 1` })
      .where(sql`${products.id} in (${productId}, -1)`);
    expect(await version()).toBe(start + 2);
    const [brand] = await t.ctx.db
      .insert(brands)
      .values({ name: 'Catalogue Version Test', createdAt: t.ctx.clock.now() })
      .returning({ id: brands.id });
    expect(await version()).toBe(start + 3);
    await t.ctx.db.delete(brands).where(eq(brands.id, brand?.id ?? -1));
    expect(await version()).toBe(start + 4);
  });

  it.skipIf(!testDatabaseUrl)(
    'two transactions changing different products neither wait for each other nor lose a raise',
    async () => {
      const other = (await createProduct(t.ctx, { quantity: 4, buyNowEnabled: true })).id;
      const start = await version();
      // A transaction's slot is its id's: other test files on the server take ids meanwhile, so the
      // second transaction starts again until its slot is another one than the first's.
      const slotOf = async (tx: Transaction) =>
        (
          await selectRows<{ slot: number }>(tx, sql`select (1 + txid_current() % 32)::int as slot`)
        )[0]?.slot ?? 0;
      let firstSlot!: (slot: number) => void;
      const changed = new Promise<number>((resolve) => {
        firstSlot = resolve;
      });
      let secondDone!: () => void;
      const done = new Promise<void>((resolve) => {
        secondDone = resolve;
      });
      const first = t.ctx.db.transaction(async (tx) => {
        const slot = await slotOf(tx);
        await tx.update(products).set({ quantity: 7 }).where(eq(products.id, productId));
        firstSlot(slot);
        // Open, its change made, until the second has made its own.
        await done;
      });
      const sameSlot = new Error('the same slot: again');
      const second = async (): Promise<void> => {
        const taken = await changed;
        try {
          await t.ctx.db.transaction(async (tx) => {
            if ((await slotOf(tx)) === taken) throw sameSlot;
            // Waiting on the first's version row would fail here instead of hanging the test.
            await tx.execute(sql`set local lock_timeout = '5s'`);
            await tx.update(products).set({ quantity: 8 }).where(eq(products.id, other));
          });
          secondDone();
        } catch (error) {
          if (error !== sameSlot) throw error;
          await second();
        }
      };
      await Promise.all([first, second()]);
      expect(await version()).toBe(start + 2);
    },
  );
});
