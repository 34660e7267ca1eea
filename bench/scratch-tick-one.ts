import { sql } from 'drizzle-orm';
import { ManualClock } from '../src/server/clock';
import { openDatabase } from '../src/server/db/client';
import { runSchedulerTick } from '../src/server/modules/competitions/scheduler';
import { testGateway } from '../src/server/modules/payments/test-gateway';

const silent = { info: () => {}, warn: () => {}, error: () => {} };
const handle = await openDatabase({
  url: `postgres://postgres@127.0.0.1:5432/${process.argv[2]}`,
  poolSize: 4,
});
const phase = process.argv[3];
const clock = new ManualClock(
  phase === 'start' ? '2026-06-01T10:00:00.000Z' : '2026-06-01T11:00:00.000Z',
);
if (phase === 'complete' && process.argv[4] === 'snap') {
  await handle.db.execute(sql`
      insert into metrics_snapshots (influencer_id, taken_at, posts, likes, shares, comments)
      select 'bench_' || i, ${new Date('2026-06-01T10:59:00.000Z')}, 100 + i % 3, 12000 + i * 37, 50 + i, 80 + i
      from generate_series(1, 24) i`);
}
const t = performance.now();
const r = await runSchedulerTick({ db: handle.db, clock, log: silent } as never, {
  gateway: testGateway,
});
console.log(phase, ((performance.now() - t) / 1000).toFixed(2), JSON.stringify(r));
await handle.close();
