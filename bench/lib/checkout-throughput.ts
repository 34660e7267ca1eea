/**
 * Checkout throughput as a ratio (`BENCH_ONLY=checkout`, PostgreSQL): at 10 and 50 connections
 * (BENCH_CHECKOUT_CONNECTIONS), single-product orders on random products (`POST /api/orders`, one
 * shopper, the card on file) and cart checkouts of three lines (`POST /api/checkout`, each by a
 * shopper of its own whose cart was filled beforehand), beside the yardstick measured in the same
 * run: a bare Fastify + pg route doing one transaction with one row insert and one gapless counter
 * update (bench/bare-server.ts `POST /bare-order`), the least an order can do.
 * BENCH_CHECKOUT_SCENARIOS (default 'single,cart') picks the shop's scenarios, e.g. to profile one.
 * BENCH_SERVER_ROOT runs the shop from another checkout of it (the commit before a change, with its
 * own node_modules) against the same database and load, to compare.
 *
 * Every order also sends a receipt (its invoice as a PDF, by email) from the outbox, after the
 * commit. A shop that answers orders faster than it sends their receipts only looks fast while its
 * backlog grows, so after each shop scenario the bench waits until no receipt is pending and
 * reports how long that took and the orders per second counting that time ('sustained').
 *
 * What an order costs the machine: the CPU milliseconds per order of the serving process (its
 * PDF thread included) and of PostgreSQL (every postgres process: run it on a quiet machine), over
 * the load and the receipts' tail.
 */
import pg from 'pg';
import { toCents, toDollars } from '../../src/shared/money';
import { orderTotals } from '../../src/shared/pricing';
import { prepareDatabase } from './database';
import { type LoadResult, measure } from './load';
import { cpuSecondsOf, postgresCpuSeconds, startProcess } from './server-process';
import { BENCH_CUSTOMER, payNowBody, signedInShoppers } from './shoppers';

export interface CheckoutRow extends LoadResult {
  'vs yardstick': string;
  /** Seconds after the load until every receipt was sent (blank for the yardstick). */
  'receipts after (s)'?: number;
  /** Orders per second over the load and the receipts' tail together. */
  'sustained/s'?: number;
  /** CPU ms per order of the serving process and of PostgreSQL. */
  'CPU ms/order: server, PG'?: string;
}

/** Cart checkouts a scenario may use at most (each consumes a filled cart). */
const CARTS_PER_SCENARIO = Number(process.env.BENCH_CHECKOUT_CARTS ?? 10_000);

export async function benchCheckoutThroughput(
  postgresUrl: string,
  seconds: number,
): Promise<CheckoutRow[]> {
  const levels = (process.env.BENCH_CHECKOUT_CONNECTIONS ?? '10,50').split(',').map(Number);
  const scenarios = new Set((process.env.BENCH_CHECKOUT_SCENARIOS ?? 'single,cart').split(','));
  const target = await prepareDatabase('postgres', 0, postgresUrl);
  const db = new pg.Client({ connectionString: target.env.DATABASE_URL });
  await db.connect();
  // Every product for sale at full price in plenty, one size: any request's total is its list price.
  await db.query(
    `update products set quantity = 1000000, buy_now_enabled = true, half_price_enabled = false, size = ''`,
  );
  const bare = await startProcess('bench/bare-server.ts', {
    DATABASE_URL: target.env.DATABASE_URL as string,
  });
  const server = await startProcess(
    'src/server/main.ts',
    {
      ...target.env,
      SEED_DEMO: 'false',
      AUTH_RATE_LIMIT_PER_IP: '1000000',
      CLIENT_DIR: 'dist/client',
    },
    '/healthz',
    process.env.BENCH_SERVER_ROOT,
  );
  const rows: LoadResult[] = [];
  try {
    const products = (
      (await (await fetch(`${server.url}/api/products`)).json()) as { id: number; price: number }[]
    ).map((product) => ({ id: product.id, cents: toCents(product.price) }));
    const [buyer] = await signedInShoppers(server, db, 1);
    if (!buyer) throw new Error('checkout bench: no shopper');
    const singleBodies = products.map((product) => payNowBody(product.id, product.cents));
    let counter = 0;
    const key = () => {
      counter += 1;
      return `bench-${process.pid}-${counter}`;
    };
    const random = <T>(items: readonly T[]) => items[Math.floor(Math.random() * items.length)] as T;

    for (const connections of levels) {
      const load = { seconds, connections };
      rows.push(
        await withCpu(bare.pid, seconds, () =>
          measure(
            `yardstick: bare Fastify + pg order (${connections} conn.)`,
            `${bare.url}/bare-order`,
            {
              ...load,
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ userId: 1, totalCents: 15999 }),
            },
          ),
        ),
      );
      if (scenarios.has('single')) {
        rows.push(
          await withReceipts(
            db,
            server.pid,
            seconds,
            `POST /api/orders, random product (${connections} conn.)`,
            `${server.url}/api/orders`,
            {
              ...load,
              method: 'POST',
              headers: { cookie: buyer.cookie, 'content-type': 'application/json' },
              nextRequest: () => ({
                headers: { 'idempotency-key': key() },
                body: random(singleBodies),
              }),
            },
          ),
        );
      }
      if (!scenarios.has('cart')) continue;
      const carts = await filledCarts(server, db, CARTS_PER_SCENARIO, products);
      let next = 0;
      const cartCheckout = await withReceipts(
        db,
        server.pid,
        seconds,
        `POST /api/checkout, 3 lines (${connections} conn.)`,
        `${server.url}/api/checkout`,
        {
          ...load,
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          nextRequest: () => {
            const cart = carts[next % carts.length] as (typeof carts)[number];
            next += 1;
            return { headers: { cookie: cart.cookie, 'idempotency-key': key() }, body: cart.body };
          },
        },
      );
      if (next > carts.length) {
        cartCheckout.scenario += ` (ran out of carts after ${carts.length}: raise BENCH_CHECKOUT_CARTS)`;
      }
      rows.push(cartCheckout);
    }
  } finally {
    await server.stop();
    await bare.stop();
    await db.end();
    await target.cleanup();
  }
  return rows.map((row) => {
    const connections = /\((\d+) conn\.\)/.exec(row.scenario)?.[1];
    const yardstick = rows.find(
      (candidate) =>
        candidate.scenario.startsWith('yardstick') &&
        candidate.scenario.includes(`(${connections} conn.)`),
    );
    const ratio = yardstick ? (row['req/s'] / Math.max(1, yardstick['req/s'])) * 100 : 0;
    return { ...row, 'vs yardstick': `${ratio.toFixed(1)}%` };
  });
}

/**
 * `run`'s result (a load of `seconds`) with the CPU ms per answer of the process `pid` and of
 * PostgreSQL meanwhile.
 */
async function withCpu<Result extends LoadResult>(
  pid: number,
  seconds: number,
  run: () => Promise<Result>,
): Promise<Result & Pick<CheckoutRow, 'CPU ms/order: server, PG'>> {
  const before = { server: cpuSecondsOf(pid), postgres: postgresCpuSeconds() };
  const result = await run();
  const answers = Math.max(1, result['req/s'] * seconds);
  const perAnswer = (seconds: number) => ((seconds * 1000) / answers).toFixed(2);
  return {
    ...result,
    'CPU ms/order: server, PG': `${perAnswer(cpuSecondsOf(pid) - before.server)}, ${perAnswer(postgresCpuSeconds() - before.postgres)}`,
  };
}

/**
 * `measure`, then the wait until the outbox has sent every receipt, with the sustained rate and
 * the CPU per order of the shop's process `pid` and of PostgreSQL over both.
 */
async function withReceipts(
  db: pg.Client,
  pid: number,
  seconds: number,
  ...args: Parameters<typeof measure>
): Promise<
  LoadResult & Pick<CheckoutRow, 'receipts after (s)' | 'sustained/s' | 'CPU ms/order: server, PG'>
> {
  return withCpu(pid, seconds, async () => {
    const result = await measure(...args);
    const started = performance.now();
    for (;;) {
      const { rows } = await db.query<{ pending: number }>(
        `select count(*)::int as pending from outbox_messages where status = 'pending'`,
      );
      if ((rows[0]?.pending ?? 0) === 0 || performance.now() - started > 300_000) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const tail = (performance.now() - started) / 1000;
    return {
      ...result,
      'receipts after (s)': Number(tail.toFixed(1)),
      'sustained/s': Math.round((result['req/s'] * seconds) / (seconds + tail)),
    };
  });
}

/**
 * `count` shoppers, each with three different products in the cart, and the checkout body that
 * cart's summary makes.
 */
async function filledCarts(
  server: Awaited<ReturnType<typeof startProcess>>,
  db: pg.Client,
  count: number,
  products: { id: number; cents: number }[],
): Promise<{ cookie: string; body: string }[]> {
  const shoppers = await signedInShoppers(server, db, count);
  const picks = shoppers.map(() => {
    const chosen = new Set<number>();
    while (chosen.size < 3) chosen.add(Math.floor(Math.random() * products.length));
    return [...chosen].map((index) => products[index] as { id: number; cents: number });
  });
  const { rows } = await db.query<{ id: number; user_id: number; product_id: number }>(
    `insert into cart_items (user_id, product_id, quantity, size, type, added_at)
     select line.user_id, line.product_id, 1, '', 'regular', now()
     from unnest($1::int[], $2::int[]) as line(user_id, product_id)
     returning id, user_id, product_id`,
    [
      picks.flatMap((lines, index) =>
        lines.map(() => (shoppers[index] as { userId: number }).userId),
      ),
      picks.flatMap((lines) => lines.map((product) => product.id)),
    ],
  );
  const linesOf = new Map<number, { id: number; productId: number }[]>();
  for (const row of rows) {
    const lines = linesOf.get(row.user_id) ?? [];
    lines.push({ id: row.id, productId: row.product_id });
    linesOf.set(row.user_id, lines);
  }
  const cents = new Map(products.map((product) => [product.id, product.cents]));
  return shoppers.map((shopper) => {
    const lines = linesOf.get(shopper.userId) ?? [];
    const totals = orderTotals(
      lines.map((line) => ({ unitPriceCents: cents.get(line.productId) ?? 0, quantity: 1 })),
      0,
    );
    return {
      cookie: shopper.cookie,
      body: JSON.stringify({
        paymentMethod: 'square',
        items: lines.map((line) => ({
          id: line.id,
          productId: line.productId,
          quantity: 1,
          price: toDollars(cents.get(line.productId) ?? 0),
          type: 'regular',
        })),
        shipping: { method: 'local', cost: 0 },
        summary: {
          subtotal: toDollars(totals.subtotalCents),
          shipping: 0,
          tax: toDollars(totals.taxCents),
          total: toDollars(totals.totalCents),
        },
        customerInfo: BENCH_CUSTOMER,
      }),
    };
  });
}
