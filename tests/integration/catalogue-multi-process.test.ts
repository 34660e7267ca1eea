import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testDatabaseUrl } from '../fixtures/database';
import {
  type ServerProcess,
  startServerProcess,
  stopServerProcess,
} from '../fixtures/server-process';

if (!testDatabaseUrl) {
  console.log(
    '[tests] catalogue multi-process test skipped: it needs TEST_DATABASE_URL (a PostgreSQL server).',
  );
}

/**
 * Decision 0037: each process serves cached catalogue answers under a version it keeps in memory,
 * kept current by the trigger's NOTIFY on the live bus. A change committed anywhere (here: plain
 * SQL, as another process or an operator would) is answered by every process within a second.
 */
describe.skipIf(!testDatabaseUrl)('catalogue version across two server processes', () => {
  let db: TestDatabase;
  let client: pg.Client;
  let a: ServerProcess | undefined;
  let b: ServerProcess | undefined;

  beforeAll(async () => {
    db = await createTestDatabase();
    client = new pg.Client({ connectionString: db.url as string });
    await client.connect();
    [a, b] = await Promise.all([
      startServerProcess(db.url as string),
      startServerProcess(db.url as string),
    ]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([stopServerProcess(a), stopServerProcess(b)]);
    await client?.end();
    await db?.destroy();
  });

  /** Milliseconds until `server` answers the product with `priceCents` (polled every 10 ms). */
  const seen = async (server: ServerProcess, id: number, priceCents: number, since: number) => {
    for (;;) {
      const response = await fetch(`${server.url}/api/products/${id}`);
      if (response.status === 200) {
        const product = (await response.json()) as { price: number };
        if (Math.round(product.price * 100) === priceCents) return performance.now() - since;
      }
      if (performance.now() - since > 5_000) return Number.POSITIVE_INFINITY;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  };

  it('shows a product change on both processes within a second', async () => {
    if (!a || !b) throw new Error('servers did not start');
    const now = new Date();
    const inserted = await client.query<{ id: number }>(
      `insert into products (product_type, brand, model, size, quantity, price_cents, entry_price_cents,
         description, created_at, updated_at)
       values ('sunglasses', 'Laguna Optics', 'Two Process', '54mm', 5, 12000, 100, 'x', $1, $1)
       returning id`,
      [now],
    );
    const id = inserted.rows[0]?.id as number;
    // Both cache the product at this version.
    expect(await seen(a, id, 12_000, performance.now())).toBeLessThan(1_000);
    expect(await seen(b, id, 12_000, performance.now())).toBeLessThan(1_000);

    for (const priceCents of [13_000, 14_000, 15_000]) {
      const committed = performance.now();
      await client.query('update products set price_cents = $1 where id = $2', [priceCents, id]);
      const [onA, onB] = await Promise.all([
        seen(a, id, priceCents, committed),
        seen(b, id, priceCents, committed),
      ]);
      expect(onA).toBeLessThan(1_000);
      expect(onB).toBeLessThan(1_000);
    }
  });
});
