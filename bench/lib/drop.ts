/**
 * The drop (`BENCH_ONLY=drop`, PostgreSQL): an influencer shares a product and everyone who follows
 * the link arrives at once. A product with BENCH_DROP_UNITS (100) units; BENCH_DROP_BUYERS (2,000)
 * signed-in shoppers with complete profiles, each on a connection of its own, send one
 * `POST /api/orders` each within the same second, half to each of two server processes, while
 * BENCH_DROP_WATCHERS (1,000) WebSocket clients follow the product's live topic as its page does.
 *
 * It fails (the bench exits 1) unless exactly the units are sold, every other answer is the
 * sold-out refusal, nothing answers 5xx or drops the connection, every payment has its order and
 * every order its payment, stock ends at 0, invoice numbers have no gap, p99 ≤ 1 s and every watcher
 * sees the product sold out within 1 s of the last unit's answer. BENCH_DROP_DEBUG=1 also prints
 * when the requests were sent and answered, per 500 and 250 ms, with the sales among them.
 */
import pg from 'pg';
import WebSocket from 'ws';
import { liveTopics } from '../../src/shared/live-topics';
import { toCents } from '../../src/shared/money';
import { checkoutMessages } from '../../src/shared/order-texts';
import { prepareDatabase } from './database';
import {
  type Answer,
  answerTimes,
  arriveWithinASecond,
  type CrowdResult,
  latencyVerdict,
  postOnItsOwnConnection,
  twoShopProcesses,
  yardstickCrowd,
} from './own-connection';
import { cpuSecondsOf, postgresCpuSeconds, type ServerProcess } from './server-process';
import { payNowBody, signedInShoppers } from './shoppers';

export type DropResult = CrowdResult;

export async function benchDrop(postgresUrl: string): Promise<DropResult> {
  const buyers = Number(process.env.BENCH_DROP_BUYERS ?? 2000);
  const units = Number(process.env.BENCH_DROP_UNITS ?? 100);
  const watcherCount = Number(process.env.BENCH_DROP_WATCHERS ?? 1000);
  const target = await prepareDatabase('postgres', 0, postgresUrl);
  const databaseUrl = target.env.DATABASE_URL as string;
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const servers: ServerProcess[] = [];
  const sockets: WebSocket[] = [];
  try {
    const { rows: picked } = await db.query<{ id: number; brand: string; model: string }>(
      `update products set quantity = $1, buy_now_enabled = true
       where id = (select id from products where archived_at is null and product_type = 'sunglasses' order by id limit 1)
       returning id, brand, model`,
      [units],
    );
    const product = picked[0];
    if (!product) throw new Error('drop: no sunglasses in the demo catalogue');
    servers.push(...(await twoShopProcesses(target.env)));
    const cookies = (await signedInShoppers(servers[0] as ServerProcess, db, buyers)).map(
      (shopper) => shopper.cookie,
    );

    // The watchers: the product page's socket, half on each process.
    const seen: (number | undefined)[] = new Array(watcherCount).fill(undefined);
    await Promise.all(
      Array.from({ length: watcherCount }, (_, index) =>
        watch(servers[index % 2] as ServerProcess, product.id, (at) => {
          if (seen[index] === undefined) seen[index] = at;
        }).then((socket) => sockets.push(socket)),
      ),
    );

    const listed = (await (
      await fetch(`${servers[0]?.url}/api/products/${product.id}`)
    ).json()) as {
      price: number;
    };
    const body = payNowBody(product.id, toCents(listed.price));

    // Every buyer within the same second, each on a connection of its own.
    const cpuBefore = machineShare(servers);
    const answers = await arriveWithinASecond(buyers, (index) =>
      postOnItsOwnConnection(
        `${(servers[index % 2] as ServerProcess).url}/api/orders`,
        cookies[index] as string,
        body,
        `drop-${index}-${process.pid}`,
      ),
    );
    const cpu = machineShare(servers, cpuBefore);
    if (process.env.BENCH_DROP_DEBUG === '1') {
      const buckets = new Map<number, string>();
      for (const answer of answers) {
        const bucket = Math.floor((answer.sentAt - (answers[0]?.sentAt ?? 0)) / 500) * 500;
        buckets.set(bucket, `${buckets.get(bucket) ?? ''}${answer.status === 201 ? 'S' : '.'}`);
      }
      for (const [bucket, marks] of [...buckets].sort(([a], [b]) => a - b)) {
        console.log(bucket, marks.length, (marks.match(/S/g) ?? []).length);
      }
      // When the answers came back, per 250 ms: all, and the sales among them.
      const answered = new Map<number, [number, number]>();
      for (const answer of answers) {
        const bucket = Math.floor((answer.answeredAt - (answers[0]?.sentAt ?? 0)) / 250) * 250;
        const [all, sales] = answered.get(bucket) ?? [0, 0];
        answered.set(bucket, [all + 1, sales + (answer.status === 201 ? 1 : 0)]);
      }
      for (const [bucket, [all, sales]] of [...answered].sort(([a], [b]) => a - b)) {
        console.log('answered', bucket, all, sales);
      }
    }
    const lastSale = Math.max(
      ...answers.filter((answer) => answer.status === 201).map((answer) => answer.answeredAt),
    );
    // Watchers have until a second after the last sale (and a little more, to report how late).
    const waitUntil = lastSale + 3000;
    while (seen.some((at) => at === undefined) && performance.now() < waitUntil) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }

    const soldOutMessage = checkoutMessages.notEnoughStock(`${product.brand} ${product.model}`, 0);
    const created = answers.filter((answer) => answer.status === 201).length;
    const refusals = answers.filter(
      (answer) => answer.status === 409 && answer.message === soldOutMessage,
    ).length;
    const failures = answers.filter((answer) => answer.status >= 500 || answer.status === 0);
    const others = buyers - created - refusals - failures.length;
    const { p50, p99 } = answerTimes(answers);
    const lags = seen.map((at) => (at === undefined ? Number.POSITIVE_INFINITY : at - lastSale));
    const missed = lags.filter((lag) => lag === Number.POSITIVE_INFINITY).length;
    const worstLag = missed > 0 ? Number.POSITIVE_INFINITY : Math.max(0, ...lags);

    const checks = await ledgerChecks(db, product.id);
    // The shop out of the way, the same crowd at the yardstick.
    for (const socket of sockets) socket.terminate();
    await Promise.all(servers.map((server) => server.stop()));
    const yardstick = await yardstickCrowd(target.env, buyers);
    const rows = [
      { check: 'orders created', value: checks.orders, target: `exactly ${units}` },
      { check: '201 answers', value: created, target: `exactly ${units}` },
      { check: 'sold-out refusals (409)', value: refusals, target: `${buyers - units}` },
      { check: 'other 4xx', value: others, target: '0' },
      { check: '5xx or network errors', value: failures.length, target: '0' },
      { check: 'payments without an order', value: checks.paymentsWithoutOrder, target: '0' },
      { check: 'orders without a payment', value: checks.ordersWithoutPayment, target: '0' },
      { check: 'stock left', value: checks.stock, target: '0 (never below)' },
      { check: 'invoice number gaps', value: checks.invoiceGaps, target: '0' },
      { check: 'answer time p50 (ms)', value: p50, target: '' },
      { check: 'answer time p99 (ms)', value: p99, target: '≤ 1000' },
      {
        check: 'the same crowd at the yardstick: p50 / p99 (ms)',
        value: `${yardstick.p50} / ${yardstick.p99}`,
        target: '',
      },
      {
        check: 'p99 as a multiple of the yardstick',
        value: Math.round((p99 / yardstick.p99) * 100) / 100,
        target: '',
      },
      {
        check: 'last answer (ms after the first was sent)',
        value: Math.round(
          Math.max(...answers.map((answer) => answer.answeredAt)) - firstSent(answers),
        ),
        target: '',
      },
      {
        check: 'CPU s: shop processes / PostgreSQL',
        value: `${cpu.shop.toFixed(1)} / ${cpu.postgres.toFixed(1)}`,
        target: '',
      },
      {
        check: 'CPU ms per answer: shop / yardstick',
        value: `${Math.round(((cpu.shop * 1000) / buyers) * 100) / 100} / ${yardstick.cpuMsPerAnswer}`,
        target: '',
      },
      {
        check: 'watchers that saw sold out',
        value: `${watcherCount - missed} of ${watcherCount}`,
        target: 'all',
      },
      {
        check: 'last watcher saw it (ms after the last sale)',
        value: Number.isFinite(worstLag) ? Math.round(worstLag) : 'never',
        target: '≤ 1000',
      },
    ];
    const verdict = (ok: boolean, text: string) => `${ok ? 'PASS' : 'FAIL'} drop: ${text}`;
    const verdicts = [
      verdict(
        checks.orders === units && created === units,
        `${checks.orders} orders for ${units} units`,
      ),
      verdict(
        refusals === buyers - units && others === 0 && failures.length === 0,
        `${refusals} sold-out refusals, ${others} other answers, ${failures.length} errors${
          failures[0] ? ` (first: ${failures[0].status} ${failures[0].message})` : ''
        }`,
      ),
      verdict(
        checks.paymentsWithoutOrder === 0 && checks.ordersWithoutPayment === 0,
        'every payment has its order and every order its payment',
      ),
      verdict(checks.stock === 0, `stock ends at ${checks.stock}`),
      verdict(checks.invoiceGaps === 0, `${checks.invoiceGaps} gaps in invoice numbers`),
      latencyVerdict('drop', { p50, p99 }, buyers, yardstick),
      verdict(
        missed === 0 && worstLag <= 1000,
        missed > 0
          ? `${missed} watchers never saw sold out`
          : `every watcher saw sold out within ${Math.round(worstLag)} ms of the last sale`,
      ),
    ];
    return { rows, verdicts };
  } finally {
    for (const socket of sockets) socket.terminate();
    await Promise.all(servers.map((server) => server.stop()));
    await db.end();
    await target.cleanup();
  }
}

/** A socket following the product's topic; `soldOut` is called when it learns the stock is 0. */
async function watch(
  server: ServerProcess,
  productId: number,
  soldOut: (at: number) => void,
): Promise<WebSocket> {
  const topic = liveTopics.product(productId);
  const socket = new WebSocket(`${server.url.replace('http', 'ws')}/api/live`);
  await new Promise<void>((resolve, reject) => {
    socket.once('error', reject);
    socket.once('open', () => socket.send(JSON.stringify({ type: 'subscribe', topic })));
    socket.on('message', (data) => {
      const message = JSON.parse(String(data)) as {
        type: string;
        view?: { quantity: number };
        message?: string;
      };
      if (message.type === 'subscribed') resolve();
      else if (message.type === 'error') reject(new Error(`drop watcher: ${message.message}`));
      else if (message.type === 'event' && message.view?.quantity === 0) {
        soldOut(performance.now());
      }
    });
  });
  return socket;
}

/** What the tables say after the drop. */
async function ledgerChecks(db: pg.Client, productId: number) {
  const one = async (text: string, values: unknown[] = []) =>
    Number(Object.values((await db.query(text, values)).rows[0] ?? { n: 0 })[0]);
  const invoiceNumbers = (
    await db.query<{ n: number }>(
      `select substring(invoice_number from '[0-9]+$')::int as n from invoices order by 1`,
    )
  ).rows.map((row) => row.n);
  let invoiceGaps = 0;
  for (let index = 1; index < invoiceNumbers.length; index += 1) {
    if ((invoiceNumbers[index] as number) !== (invoiceNumbers[index - 1] as number) + 1)
      invoiceGaps += 1;
  }
  if (invoiceNumbers.length > 0 && invoiceNumbers[0] !== 1) invoiceGaps += 1;
  return {
    orders: await one('select count(distinct order_id) from order_items where product_id = $1', [
      productId,
    ]),
    paymentsWithoutOrder: await one(
      `select count(*) from payments p where p.status = 'completed'
       and not exists (select 1 from orders o where o.payment_id = p.id)`,
    ),
    ordersWithoutPayment: await one(
      `select count(*) from orders o where o.payment_method = 'card'
       and (o.payment_id is null or not exists (select 1 from payments p where p.id = o.payment_id and p.status = 'completed'))`,
    ),
    stock: await one('select quantity from products where id = $1', [productId]),
    invoiceGaps,
  };
}

function firstSent(answers: Answer[]): number {
  return Math.min(...answers.map((answer) => answer.sentAt));
}

/** CPU seconds so far of the shop's processes and of PostgreSQL (less `since`, when given). */
function machineShare(
  servers: ServerProcess[],
  since?: { shop: number; postgres: number },
): { shop: number; postgres: number } {
  const shop = servers.reduce((sum, server) => sum + cpuSecondsOf(server.pid), 0);
  const postgres = postgresCpuSeconds();
  return { shop: shop - (since?.shop ?? 0), postgres: postgres - (since?.postgres ?? 0) };
}
