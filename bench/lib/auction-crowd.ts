/**
 * An auction's last second (`BENCH_ONLY=auction-crowd`, PostgreSQL): BENCH_AUCTION_CROWD (1,000)
 * signed-in shoppers with complete profiles and their age confirmed, each on a connection of its
 * own, send one `POST /api/auctions/:id/bids` each within the same second, half to each of two
 * server processes, for one live auction (one unit). Each bids its own maximum, the maximums
 * shuffled, so many arrive below the price the earlier ones made. It fails unless every answer is
 * an accepted bid or the 'Your bid must be at least …' refusal, nothing answers 5xx, the auction
 * records exactly the accepted bids, its leader is the bidder of the highest maximum, only the
 * leader's reservation still counts, nobody is charged while it runs, and then, once it ends, its
 * winner is charged once: its final price plus tax, its order's total.
 */
import pg from 'pg';
import { prepareDatabase } from './database';
import {
  answerTimes,
  arriveWithinASecond,
  type CrowdResult,
  latencyVerdict,
  postOnItsOwnConnection,
  twoShopProcesses,
  yardstickCrowd,
} from './own-connection';
import type { ServerProcess } from './server-process';
import { confirmAges, signedInShoppers } from './shoppers';

export type AuctionCrowdResult = CrowdResult;

const ADMIN = { username: 'bench_admin', password: 'bench-admin-password', pin: '135791357913' };

export async function benchAuctionCrowd(postgresUrl: string): Promise<AuctionCrowdResult> {
  const bidders = Number(process.env.BENCH_AUCTION_CROWD ?? 1000);
  const target = await prepareDatabase('postgres', 0, postgresUrl);
  const db = new pg.Client({ connectionString: target.env.DATABASE_URL });
  await db.connect();
  const servers: ServerProcess[] = [];
  try {
    servers.push(
      ...(await twoShopProcesses({
        ...target.env,
        ADMIN_USERNAME: ADMIN.username,
        ADMIN_PASSWORD: ADMIN.password,
        ADMIN_PIN: ADMIN.pin,
      })),
    );
    const first = servers[0] as ServerProcess;
    const auctionId = await openAuction(first, db);
    const shoppers = await signedInShoppers(first, db, bidders);
    await confirmAges(
      db,
      shoppers.map((shopper) => shopper.userId),
    );
    // Maximums of $10, $11, … one each, in a shuffled order (a fixed seed: the same every run).
    const maximums = shuffled(
      Array.from({ length: bidders }, (_, index) => 10 + index),
      20261206,
    );

    const answers = await arriveWithinASecond(bidders, (index) =>
      postOnItsOwnConnection(
        `${(servers[index % 2] as ServerProcess).url}/api/auctions/${auctionId}/bids`,
        (shoppers[index] as { cookie: string }).cookie,
        JSON.stringify({ maxBid: maximums[index] }),
        `bid-${index}-${process.pid}`,
      ),
    );

    const tooLow = /^Your bid must be at least \$/;
    const accepted = answers.filter((answer) => answer.status === 201).length;
    const refusals = answers.filter(
      (answer) => answer.status === 400 && tooLow.test(answer.message),
    ).length;
    const failures = answers.filter((answer) => answer.status >= 500 || answer.status === 0);
    const others = bidders - accepted - refusals - failures.length;
    const { p50, p99 } = answerTimes(answers);

    const one = async <Row>(text: string, values: unknown[] = []) =>
      (await db.query(text, values)).rows[0] as Row;
    const recorded = await one<{ bids: number; top_user: number; top_max: number }>(
      `select count(*)::int as bids,
         (select user_id from bids where auction_id = $1 order by max_bid_cents desc, id limit 1) as top_user,
         (select max(max_bid_cents) from bids where auction_id = $1) as top_max
       from bids where auction_id = $1`,
      [auctionId],
    );
    const auction = await one<{
      leader_id: number;
      leader_max_cents: number;
      bid_count: number;
      current_price_cents: number;
    }>(
      'select leader_id, leader_max_cents, bid_count, current_price_cents from auctions where id = $1',
      [auctionId],
    );
    const { open } = await one<{ open: number }>(
      `select count(*)::int as open from play_spending
       where kind = 'bid' and auction_id = $1 and released_at is null`,
      [auctionId],
    );
    const chargedWhileOpen = await paymentsOf(db, auctionId);

    // The end: the auction closes on the shop's own schedule, its winner charged once.
    await db.query('update auctions set ends_at = now(), scheduled_ends_at = now() where id = $1', [
      auctionId,
    ]);
    const closed = await waitForClose(db, auctionId);
    const charged = await paymentsOf(db, auctionId);
    const order = await one<{ subtotal_cents: number; total_cents: number } | undefined>(
      `select o.subtotal_cents, o.total_cents from orders o join auctions a on a.order_id = o.id
       where a.id = $1`,
      [auctionId],
    );

    // The shop out of the way, the same crowd at the yardstick.
    await Promise.all(servers.map((server) => server.stop()));
    const yardstick = await yardstickCrowd(target.env, bidders);

    const winnerRight =
      auction.leader_id === recorded.top_user && auction.leader_max_cents === recorded.top_max;
    const rows = [
      { check: '201 answers (bids accepted)', value: accepted, target: '' },
      { check: "'Your bid must be at least …' (400)", value: refusals, target: 'the rest' },
      { check: 'other answers', value: others, target: '0' },
      { check: '5xx or network errors', value: failures.length, target: '0' },
      {
        check: 'bids recorded / the auction’s count',
        value: `${recorded.bids} / ${auction.bid_count}`,
        target: `${accepted} / ${accepted}`,
      },
      {
        check: 'leader (user, maximum)',
        value: `${auction.leader_id}, ${auction.leader_max_cents}`,
        target: `${recorded.top_user}, ${recorded.top_max} (the highest maximum)`,
      },
      { check: 'reservations still counting', value: open, target: '1 (the leader’s)' },
      { check: 'payments while it ran', value: chargedWhileOpen.count, target: '0' },
      {
        check: 'after it ends: winner, payments, charged (cents)',
        value: closed
          ? `${closed.winner_id}, ${charged.count}, ${charged.cents}`
          : 'not closed within 30 s',
        target: `${auction.leader_id}, 1, ${order?.total_cents ?? '?'} (its order's total)`,
      },
      {
        check: "its order's subtotal / the final price (cents)",
        value: `${order?.subtotal_cents ?? '?'} / ${closed?.final_price_cents ?? '?'}`,
        target: 'equal',
      },
      { check: 'answer time p50 (ms)', value: p50, target: '' },
      { check: 'answer time p99 (ms)', value: p99, target: '≤ 1000' },
      {
        check: 'the same crowd at the yardstick: p50 / p99 (ms)',
        value: `${yardstick.p50} / ${yardstick.p99}`,
        target: '',
      },
    ];
    const verdict = (ok: boolean, text: string) => `${ok ? 'PASS' : 'FAIL'} auction crowd: ${text}`;
    const firstOther = answers.find(
      (answer) => answer.status !== 201 && !tooLow.test(answer.message),
    );
    return {
      rows,
      verdicts: [
        verdict(
          others === 0 && failures.length === 0,
          `${accepted} accepted, ${refusals} below the minimum, ${others} other answers, ${failures.length} errors${
            firstOther ? ` (first: ${firstOther.status} ${firstOther.message})` : ''
          }`,
        ),
        verdict(
          recorded.bids === accepted && auction.bid_count === accepted,
          `${recorded.bids} bids recorded for ${accepted} accepted`,
        ),
        verdict(
          winnerRight && open === 1,
          'the highest maximum leads; only its reservation counts',
        ),
        verdict(
          chargedWhileOpen.count === 0 &&
            closed !== undefined &&
            closed.winner_id === auction.leader_id &&
            charged.count === 1 &&
            order !== undefined &&
            charged.cents === order.total_cents &&
            order.subtotal_cents === closed.final_price_cents,
          'nobody charged while it ran; its winner charged once, its final price plus tax',
        ),
        latencyVerdict('auction crowd', { p50, p99 }, bidders, yardstick),
      ],
    };
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    await db.end();
    await target.cleanup();
  }
}

/** Opens a live auction through the admin API (signed in, PIN entered): its id. */
async function openAuction(server: ServerProcess, db: pg.Client): Promise<number> {
  const json = { 'content-type': 'application/json' };
  const login = await fetch(`${server.url}/api/login`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ username: ADMIN.username, password: ADMIN.password }),
  });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  await fetch(`${server.url}/api/admin/verify-pin`, {
    method: 'POST',
    headers: { ...json, cookie },
    body: JSON.stringify({ pin: ADMIN.pin }),
  });
  const { rows } = await db.query<{ id: number }>(
    `select id from products where archived_at is null and quantity > 0 order by id limit 1`,
  );
  const opened = await fetch(`${server.url}/api/admin/auctions`, {
    method: 'POST',
    headers: { ...json, cookie },
    body: JSON.stringify({
      productId: rows[0]?.id,
      startPrice: 1,
      increment: 1,
      endsAt: new Date(Date.now() + 3600_000).toISOString(),
    }),
  });
  if (opened.status !== 201) throw new Error(`auction crowd: open auction ${await opened.text()}`);
  return ((await opened.json()) as { id: number }).id;
}

async function paymentsOf(
  db: pg.Client,
  auctionId: number,
): Promise<{ count: number; cents: number }> {
  const { rows } = await db.query<{ count: number; cents: number }>(
    `select count(*)::int as count, coalesce(sum(p.amount_cents), 0)::int as cents
     from payments p join auctions a on a.payment_id = p.id
     where a.id = $1 and p.status = 'completed'`,
    [auctionId],
  );
  return rows[0] ?? { count: 0, cents: 0 };
}

async function waitForClose(
  db: pg.Client,
  auctionId: number,
): Promise<{ winner_id: number; final_price_cents: number } | undefined> {
  const until = Date.now() + 30_000;
  while (Date.now() < until) {
    const { rows } = await db.query<{ winner_id: number; final_price_cents: number }>(
      `select winner_id, final_price_cents from auctions
       where id = $1 and closed_at is not null and payment_id is not null`,
      [auctionId],
    );
    if (rows[0]) return rows[0];
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return undefined;
}

/** The values in an order fixed by `seed` (a small linear congruential generator). */
function shuffled(values: number[], seed: number): number[] {
  const out = [...values];
  let state = seed;
  for (let index = out.length - 1; index > 0; index -= 1) {
    state = (state * 1103515245 + 12345) % 2147483648;
    const other = state % (index + 1);
    [out[index], out[other]] = [out[other] as number, out[index] as number];
  }
  return out;
}
