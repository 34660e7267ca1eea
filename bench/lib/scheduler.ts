/**
 * The competition scheduler at scale: COMPETITIONS competitions of ENTRIES entries each, all filling
 * for the same top of the hour, on PostgreSQL. Reports the seconds of each phase: opening the
 * competitions, starting them all (baselines), and completing them all (scores, ranks, winners,
 * notifications, prize lines). Entries are inserted in bulk by SQL (the entry path itself is
 * measured by the orders and concurrency tests); the scheduler runs exactly as in production.
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { ManualClock } from '../../src/server/clock';
import { openDatabase } from '../../src/server/db/client';
import { runMigrations } from '../../src/server/db/migrate';
import { intArray, textArray } from '../../src/server/db/sql';
import { runSchedulerTick } from '../../src/server/jobs/scheduler-tick';
import { findCommittedEntriesJson } from '../../src/server/modules/competitions/competitions.repository';
import {
  advanceCommitment,
  getGameResults,
} from '../../src/server/modules/competitions/results.service';
import { testGateway } from '../../src/server/modules/payments/test-gateway';
import { verifyResults } from '../../src/shared/results';

export interface SchedulerBenchResult {
  phase: string;
  seconds: number;
  rows: string;
}

const silent = { info: () => {}, warn: () => {}, error: () => {} };

export async function benchScheduler(
  postgresUrl: string,
  competitionsCount: number,
  entriesPerCompetition: number,
): Promise<SchedulerBenchResult[]> {
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  const name = `sm_bench_scheduler_${process.pid}`;
  await admin.query(`drop database if exists "${name}" with (force)`);
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString(), poolSize: 4 });
  const results: SchedulerBenchResult[] = [];
  const time = async (phase: string, rows: string, work: () => Promise<unknown>) => {
    const started = performance.now();
    await work();
    results.push({
      phase,
      seconds: Number(((performance.now() - started) / 1000).toFixed(2)),
      rows,
    });
  };
  try {
    await runMigrations(handle);
    const db = handle.db;
    const clock = new ManualClock('2026-06-01T09:20:00.000Z');
    const ctx = { db, clock, log: silent };
    const start = new Date('2026-06-01T10:00:00.000Z');
    const end = new Date('2026-06-01T11:00:00.000Z');

    // Fixtures: 24 influencers with snapshots before the start, the players, the products.
    await db.execute(sql`
      insert into influencers (id, name, handle, avatar_url, category, location, followers, created_at)
      select 'bench_' || i, 'Bench ' || i, '@bench' || i, '/assets/default-product.png', 'Lifestyle',
        'Laguna Beach', '{"instagram": 100000}'::jsonb, now()
      from generate_series(1, 24) i`);
    await db.execute(sql`
      insert into metrics_snapshots (influencer_id, taken_at, posts, likes, shares, comments)
      select 'bench_' || i, ${new Date('2026-06-01T09:55:00.000Z')}, 100, 10000 + i, 50, 80
      from generate_series(1, 24) i`);
    await db.execute(sql`
      insert into users (username, password_hash, created_at)
      select 'bench_player_' || u, 'x', now() from generate_series(1, ${entriesPerCompetition}) u`);
    await db.execute(sql`
      insert into products (product_type, brand, model, size, quantity, price_cents, entry_price_cents,
        max_contestants, play_enabled, created_at, updated_at)
      select 'sunglasses', 'Bench', 'Model ' || p, 'M', 2, ${entriesPerCompetition * 100}, 100,
        ${entriesPerCompetition}, true, now(), now()
      from generate_series(1, ${competitionsCount}) p`);

    await time('open (tick)', `${competitionsCount} competitions`, () =>
      runSchedulerTick(ctx, { gateway: testGateway }),
    );

    // Every competition fills: one paid entry per player, all for the same top of the hour.
    await time(
      'fill (bulk SQL, not the entry path)',
      `${competitionsCount * entriesPerCompetition} entries`,
      async () => {
        await db.execute(sql`
        insert into payments (user_id, idempotency_key, provider, amount_cents, status, purpose, created_at)
        select u.id, 'bench-' || c.id, 'test', 100, 'completed', 'play: competition ' || c.id, now()
        from competitions c cross join users u`);
        await db.execute(sql`
        insert into plays (competition_id, product_id, user_id, influencer_ids, idempotency_key, payment_id, paid_at, created_at)
        select c.id, c.product_id, u.id,
          array['bench_' || (1 + (u.id + c.id) % 24), 'bench_' || (1 + (u.id + c.id + 5) % 24),
                'bench_' || (1 + (u.id + c.id + 10) % 24), 'bench_' || (1 + (u.id + c.id + 15) % 24),
                'bench_' || (1 + (u.id + c.id + 20) % 24)],
          'bench-' || c.id, pay.id, now(), now()
        from competitions c cross join users u
        join payments pay on pay.user_id = u.id and pay.idempotency_key = 'bench-' || c.id`);
        await db.execute(sql`
        update competitions set entries_count = required_participants, start_time = ${start}, end_time = ${end}`);
      },
    );
    // What each entry's payment does to its competition (decision 0044), in bulk: the entries
    // chain and chosen influencers advanced entry by entry, by the entry path's own function.
    await time('chains (the entry path in bulk, not timed by the issue)', '', async () => {
      const ids = (
        (await db.execute(sql`select id from competitions`)) as unknown as {
          rows: { id: number }[];
        }
      ).rows.map((row) => row.id);
      const chained: { id: number; chain: string; chosen: string[] }[] = [];
      for (const row of await findCommittedEntriesJson(db, ids)) {
        const entries = JSON.parse(row.entries) as [number, number, string[]][];
        let competition = {
          entriesChain: '' as string | null,
          chosenInfluencerIds: [] as string[],
        };
        for (const [playId, paidAtMs, influencerIds] of entries.sort((a, b) => a[0] - b[0])) {
          competition = advanceCommitment(competition, {
            playId,
            enteredAt: new Date(Number(paidAtMs)).toISOString(),
            influencerIds,
          });
        }
        chained.push({
          id: row.competitionId,
          chain: competition.entriesChain ?? '',
          chosen: competition.chosenInfluencerIds,
        });
      }
      await db.execute(sql`
        update competitions c set entries_chain = n.chain,
          chosen_influencer_ids = translate(n.chosen, '[]', '{}')::text[]
        from unnest(${intArray(chained.map((row) => row.id))},
          ${textArray(chained.map((row) => row.chain))},
          ${textArray(chained.map((row) => JSON.stringify(row.chosen)))}) as n(id, chain, chosen)
        where c.id = n.id`);
    });

    clock.set(start);
    await time('start (tick): baselines, notifications', `${competitionsCount} competitions`, () =>
      runSchedulerTick(ctx, { gateway: testGateway }),
    );
    await db.execute(sql`
      insert into metrics_snapshots (influencer_id, taken_at, posts, likes, shares, comments)
      select 'bench_' || i, ${new Date('2026-06-01T10:59:00.000Z')}, 100 + i % 3, 12000 + i * 37, 50 + i, 80 + i
      from generate_series(1, 24) i`);
    clock.set(end);
    await time(
      'complete (tick): scores, ranks, winners, notifications, prizes',
      `${competitionsCount * entriesPerCompetition} entries`,
      () => runSchedulerTick(ctx, { gateway: testGateway }),
    );
    const [check] = (
      (await db.execute(
        sql`select count(*)::int as settled from competitions where status = 'completed' and winner_play_id is not null`,
      )) as unknown as { rows: { settled: number }[] }
    ).rows;
    if (check?.settled !== competitionsCount) {
      throw new Error(
        `expected ${competitionsCount} settled competitions, found ${check?.settled}`,
      );
    }
    // The first and the last game's published results check out, commitment included.
    for (const id of [1, competitionsCount]) {
      const verification = await verifyResults(await getGameResults(ctx, id));
      if (verification.problems.length > 0) {
        throw new Error(`game ${id} does not check out: ${verification.problems.join('; ')}`);
      }
    }
  } finally {
    await handle.close();
    const cleanup = new pg.Client({ connectionString: postgresUrl });
    await cleanup.connect();
    await cleanup.query(`drop database if exists "${name}" with (force)`);
    await cleanup.end();
  }
  return results;
}
