/**
 * The last seats of a game (`BENCH_ONLY=seats`, PostgreSQL): BENCH_SEATS_PLAYERS (1,000) signed-in
 * shoppers with complete profiles, their age confirmed, each on a connection of its own, send one
 * `POST /api/plays` each within the same second, half to each of two server processes, for a game
 * with BENCH_SEATS (50) seats. It fails unless exactly the seats are paid, every other answer is
 * the 'Competition is full' refusal, nothing answers 5xx, no payment was taken without its seat and
 * p99 ≤ 1 s.
 */
import pg from 'pg';
import { competitionMessages } from '../../src/shared/competition-texts';
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

export type SeatsResult = CrowdResult;

export async function benchLastSeats(postgresUrl: string): Promise<SeatsResult> {
  const players = Number(process.env.BENCH_SEATS_PLAYERS ?? 1000);
  const seats = Number(process.env.BENCH_SEATS ?? 50);
  const target = await prepareDatabase('postgres', 0, postgresUrl);
  const db = new pg.Client({ connectionString: target.env.DATABASE_URL });
  await db.connect();
  const servers: ServerProcess[] = [];
  try {
    const { rows: picked } = await db.query<{ id: number }>(
      `update products set play_enabled = true, max_contestants = $1, price_cents = $1 * 100, entry_price_cents = 100,
         quantity = 1
       where id = (select id from products where archived_at is null order by id limit 1)
       returning id`,
      [seats],
    );
    const productId = picked[0]?.id;
    if (productId === undefined) throw new Error('seats: no product');
    // The demo catalogue's games opened with it: the product's open one gets the bench's size.
    await db.query(
      `update competitions set required_participants = $1, entry_price_cents = 100
       where product_id = $2 and status = 'waiting' and entries_count = 0`,
      [seats, productId],
    );
    servers.push(...(await twoShopProcesses(target.env)));
    const shoppers = await signedInShoppers(servers[0] as ServerProcess, db, players);
    await confirmAges(
      db,
      shoppers.map((shopper) => shopper.userId),
    );
    // The free-play influencers every server inserts at start are a valid team.
    const team = (
      await db.query<{ id: string }>('select id from influencers order by id limit 5')
    ).rows.map((row) => row.id);
    const body = JSON.stringify({ productId, influencerIds: team });

    const answers = await arriveWithinASecond(players, (index) =>
      postOnItsOwnConnection(
        `${(servers[index % 2] as ServerProcess).url}/api/plays`,
        (shoppers[index] as { cookie: string }).cookie,
        body,
        `seat-${index}-${process.pid}`,
      ),
    );

    const paid = answers.filter((answer) => answer.status === 201).length;
    const refusals = answers.filter(
      (answer) => answer.status === 409 && answer.message === competitionMessages.full,
    ).length;
    const failures = answers.filter((answer) => answer.status >= 500 || answer.status === 0);
    const others = players - paid - refusals - failures.length;
    const { p50, p99 } = answerTimes(answers);
    const count = async (text: string) => Number((await db.query(text)).rows[0]?.n ?? 0);
    const seatsTaken = await count(
      `select count(*) as n from plays p join competitions c on c.id = p.competition_id
       where c.product_id = ${Number(productId)}`,
    );
    const games = await count(
      `select count(*) as n from competitions where product_id = ${Number(productId)}`,
    );
    if (process.env.BENCH_SEATS_DEBUG === '1') {
      console.log(
        (
          await db.query(
            `select id, status, entries_count, required_participants, start_time, fill_deadline from competitions where product_id = ${Number(productId)}`,
          )
        ).rows,
      );
    }
    const payments = await count(`select count(*) as n from payments where status = 'completed'`);
    const chargedWithoutSeat = await count(
      `select count(*) as n from payments pay where pay.status = 'completed'
       and not exists (select 1 from plays p where p.payment_id = pay.id)`,
    );
    // The shop out of the way, the same crowd at the yardstick.
    await Promise.all(servers.map((server) => server.stop()));
    const yardstick = await yardstickCrowd(target.env, players);
    const rows = [
      { check: 'games opened', value: games, target: '1 (the product has one unit)' },
      { check: 'seats taken', value: seatsTaken, target: `exactly ${seats}` },
      { check: '201 answers', value: paid, target: `exactly ${seats}` },
      { check: "'Competition is full' (409)", value: refusals, target: `${players - seats}` },
      { check: 'other answers', value: others, target: '0' },
      { check: '5xx or network errors', value: failures.length, target: '0' },
      { check: 'payments taken', value: payments, target: `exactly ${seats}` },
      { check: 'payments without a seat', value: chargedWithoutSeat, target: '0' },
      { check: 'answer time p50 (ms)', value: p50, target: '' },
      { check: 'answer time p99 (ms)', value: p99, target: '≤ 1000' },
      {
        check: 'the same crowd at the yardstick: p50 / p99 (ms)',
        value: `${yardstick.p50} / ${yardstick.p99}`,
        target: '',
      },
    ];
    const verdict = (ok: boolean, text: string) => `${ok ? 'PASS' : 'FAIL'} seats: ${text}`;
    const firstOther = answers.find(
      (answer) => answer.status !== 201 && answer.message !== competitionMessages.full,
    );
    return {
      rows,
      verdicts: [
        verdict(seatsTaken === seats && paid === seats, `${seatsTaken} seats taken of ${seats}`),
        verdict(
          refusals === players - seats && others === 0 && failures.length === 0,
          `${refusals} refused as full, ${others} other answers, ${failures.length} errors${
            firstOther ? ` (first: ${firstOther.status} ${firstOther.message})` : ''
          }`,
        ),
        verdict(
          payments === seats && chargedWithoutSeat === 0,
          `${payments} payments, ${chargedWithoutSeat} without a seat`,
        ),
        latencyVerdict('seats', { p50, p99 }, players, yardstick),
      ],
    };
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    await db.end();
    await target.cleanup();
  }
}
