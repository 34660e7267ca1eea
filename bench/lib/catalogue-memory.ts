/**
 * Issue 16, goal 4: cached catalogue reads from memory (decision 0037), on PostgreSQL.
 *
 * - Throughput: a cached `GET /api/products/:id` (random ids of the demo catalogue, all cached)
 *   against the bare Fastify + pg one-row route (`/bare-pg/:id`, bench/bare-server.ts) on the same
 *   database, measured alternately BENCH_CATALOGUE_ROUNDS (3) times each so both see the same load;
 *   the target is ≥ 100% of the bare route. The reads of `catalog_state` PostgreSQL counted during
 *   the shop's runs show whether any request still asked the database for the version.
 * - Visibility: two shop processes on one database; a product's price changes by plain SQL (the
 *   trigger's NOTIFY is the only news) BENCH_VISIBILITY_CHANGES (10) times, and both processes are
 *   polled until they answer the new price; the target is ≤ 1 s on every process.
 */
import pg from 'pg';
import { type LoadResult, measure } from './load';
import { startProcess } from './server-process';

export interface CatalogueMemoryResult {
  rows: LoadResult[];
  /** The shop's req/s as a share of the bare pg route's in the same round (median of the rounds). */
  ratio: number;
  /** catalog_state reads during the shop's measured runs. */
  versionReads: number;
  shopRequests: number;
  /** Milliseconds from a committed change to each process answering it: p50 and worst. */
  visibleP50Ms: number;
  visibleMaxMs: number;
  changes: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

async function versionReads(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    // Statistics reach the view within a second of the backends' last transaction.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await client.query('select pg_stat_clear_snapshot()');
    const { rows } = await client.query<{ reads: string }>(
      `select coalesce(seq_scan, 0) + coalesce(idx_scan, 0) as reads
       from pg_stat_user_tables where relname = 'catalog_state'`,
    );
    return Number(rows[0]?.reads ?? 0);
  } finally {
    await client.end();
  }
}

export async function benchCatalogueMemory(
  databaseUrl: string,
  load: { seconds: number; connections: number },
): Promise<CatalogueMemoryResult> {
  const rounds = Number(process.env.BENCH_CATALOGUE_ROUNDS ?? 3);
  const changes = Number(process.env.BENCH_VISIBILITY_CHANGES ?? 10);
  const env = {
    DATABASE_URL: databaseUrl,
    SEED_DEMO: 'false',
    AUTH_RATE_LIMIT_PER_IP: '1000000',
    CLIENT_DIR: 'dist/client',
  };
  const bare = await startProcess('bench/bare-server.ts', { DATABASE_URL: databaseUrl });
  const shop = await startProcess('src/server/main.ts', env);
  const other = await startProcess('src/server/main.ts', env);
  const rows: LoadResult[] = [];
  try {
    const products = (await (await fetch(`${shop.url}/api/products`)).json()) as { id: number }[];
    const ids = products.map((product) => product.id);
    const randomPath = (prefix: string) => () =>
      `${prefix}/${ids[Math.floor(Math.random() * ids.length)]}`;
    // Every product's answer cached before measuring (the bench measures the cached path).
    for (const id of ids) await fetch(`${shop.url}/api/products/${id}`);

    const ratios: number[] = [];
    let reads = 0;
    let shopRequests = 0;
    for (let round = 1; round <= rounds; round++) {
      const yardstick = await measure(
        `bare Fastify + pg one-row route (yardstick), round ${round}`,
        bare.url,
        { ...load, nextPath: randomPath('/bare-pg') },
      );
      const before = await versionReads(databaseUrl);
      const cached = await measure(
        `GET /api/products/:id (cached, random of ${ids.length}), round ${round}`,
        shop.url,
        { ...load, nextPath: randomPath('/api/products') },
      );
      reads += (await versionReads(databaseUrl)) - before;
      shopRequests += Math.round(cached['req/s'] * load.seconds);
      rows.push(yardstick, cached);
      ratios.push(cached['req/s'] / Math.max(1, yardstick['req/s']));
    }

    // Visibility across processes: a change by plain SQL, both processes polled until they show it.
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const visible: number[] = [];
    try {
      const id = ids[0];
      for (let change = 1; change <= changes; change++) {
        const priceCents = 100_000 + change;
        const committed = performance.now();
        await client.query('update products set price_cents = $1 where id = $2', [priceCents, id]);
        const waits = [shop, other].map(async (server) => {
          for (;;) {
            const product = (await (await fetch(`${server.url}/api/products/${id}`)).json()) as {
              price: number;
            };
            if (Math.round(product.price * 100) === priceCents)
              return performance.now() - committed;
            if (performance.now() - committed > 10_000) return Number.POSITIVE_INFINITY;
            await new Promise((resolve) => setTimeout(resolve, 2));
          }
        });
        visible.push(...(await Promise.all(waits)));
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    } finally {
      await client.end();
    }
    return {
      rows,
      ratio: median(ratios),
      versionReads: reads,
      shopRequests,
      visibleP50Ms: Math.round(median(visible)),
      visibleMaxMs: Math.round(Math.max(...visible)),
      changes,
    };
  } finally {
    await Promise.all([bare.stop(), shop.stop(), other.stop()]);
  }
}
