import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct } from '../../../../tests/fixtures/factories';
import { createTestApp, type TestApp } from '../../../../tests/fixtures/server';
import type { EventBus } from '../../events';
import { changeStock } from './catalog.service';
import { CatalogVersion } from './catalog-version';

/**
 * A bus that is (or is not) listening but never delivers anything: what the cache serves then comes
 * from memory or from its own reads, never from the trigger's NOTIFY.
 */
function silentBus(listening: { now: boolean }): EventBus {
  return {
    publish: async () => {},
    subscribe: () => () => {},
    listening: () => listening.now,
    close: async () => {},
  };
}

describe('catalogue version from memory (decision 0037)', () => {
  const listening = { now: true };
  let t: TestApp;
  let productId: number;

  beforeAll(async () => {
    t = await createTestApp({}, undefined, { events: silentBus(listening) });
    productId = (await createProduct(t.ctx, { quantity: 10 })).id;
  });
  afterAll(() => t.close());

  const quantity = async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/products/${productId}` });
    expect(response.statusCode).toBe(200);
    return response.json<{ quantity: number }>().quantity;
  };

  it('serves repeats from memory while the bus listens, and a write of this process at once after its commit', async () => {
    expect(await quantity()).toBe(10);
    // Behind the cache's back, with no news on the bus: the remembered version still stands.
    await t.db.db.execute(sql`update products set quantity = 7 where id = ${productId}`);
    expect(await quantity()).toBe(10);

    // Through the catalogue's owner, inside a transaction: visible as soon as it has committed.
    await t.ctx.db.transaction(async (tx) => {
      await changeStock(tx, [{ productId, change: -2 }]);
    });
    expect(await quantity()).toBe(5);

    // A rolled-back write changes nothing (and is not announced).
    await t.ctx.db
      .transaction(async (tx) => {
        await changeStock(tx, [{ productId, change: -1 }]);
        throw new Error('rolled back');
      })
      .catch(() => {});
    expect(await quantity()).toBe(5);
  });

  it('asks the database on every request while the bus is not listening', async () => {
    listening.now = false;
    await t.db.db.execute(sql`update products set quantity = 3 where id = ${productId}`);
    expect(await quantity()).toBe(3);
    await t.db.db.execute(sql`update products set quantity = 2 where id = ${productId}`);
    expect(await quantity()).toBe(2);
    listening.now = true;
  });
});

describe('CatalogVersion', () => {
  it('reads once for concurrent callers, again after an invalidation, and after the maximum age', async () => {
    let stored = 1;
    let reads = 0;
    let now = 0;
    const listeners: (() => void)[] = [];
    const bus: EventBus = {
      publish: async () => {},
      subscribe: (_topic, listener) => {
        listeners.push(() => listener({ topic: 'catalog', id: 'catalog', version: 0 }));
        return () => {};
      },
      listening: () => true,
      close: async () => {},
    };
    const version = new CatalogVersion({
      read: async () => {
        reads += 1;
        return stored;
      },
      bus,
      maxAgeMs: 5_000,
      now: () => now,
    });
    expect(await Promise.all([version.current(), version.current(), version.current()])).toEqual([
      1, 1, 1,
    ]);
    expect(reads).toBe(1);
    stored = 2;
    expect(await version.current()).toBe(1);
    // The trigger's NOTIFY (or a resync after the LISTEN connection came back).
    for (const listener of listeners) listener();
    expect(await version.current()).toBe(2);
    expect(reads).toBe(2);
    stored = 3;
    now = 5_001;
    expect(await version.current()).toBe(3);
    expect(reads).toBe(3);
    version.close();
  });

  it('does not remember a read that an invalidation overtook', async () => {
    let release: (value: number) => void = () => {};
    let reads = 0;
    const version = new CatalogVersion({
      read: () => {
        reads += 1;
        return reads === 1
          ? new Promise<number>((resolve) => (release = resolve))
          : Promise.resolve(9);
      },
      bus: { ...silentBusFor(), listening: () => true },
    });
    const first = version.current();
    version.invalidate();
    release(8);
    expect(await first).toBe(8);
    expect(await version.current()).toBe(9);
    version.close();
  });
});

function silentBusFor(): EventBus {
  return silentBus({ now: true });
}
