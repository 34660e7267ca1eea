import { systemClock } from '../clock';
import type { AppContext } from '../context';
import { lockDataDir } from '../data-dir-lock';
import { parseEnv } from '../env';
import { hasAnyUser } from '../modules/auth/auth.service';
import { metricsProviderFromEnv } from '../modules/influencers/metrics-provider';
import { openDatabase } from './client';
import { runMigrations } from './migrate';
import { formatDemoCredentials, seedDemo } from './seed/demo';

/** `npm run db:migrate` and `npm run db:seed`, against DATABASE_URL or the embedded DATA_DIR. */
async function run(command: string | undefined): Promise<void> {
  if (command !== 'migrate' && command !== 'seed') throw new Error('usage: cli.ts migrate|seed');
  const env = parseEnv();
  const release = env.DATABASE_URL ? () => {} : lockDataDir(env.DATA_DIR);
  const handle = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    await runMigrations(handle);
    console.log('Migrations applied.');
    if (command === 'seed') {
      const log = { info: console.log, warn: console.warn, error: console.error };
      const ctx: AppContext = { db: handle.db, clock: systemClock, log };
      const result = await seedDemo(ctx, {
        createAdmin: !env.ADMIN_USERNAME && !(await hasAnyUser(ctx)),
        metrics: metricsProviderFromEnv(env),
        fillSeconds: env.COMPETITION_FILL_HOURS * 3600,
      });
      if (result.createdAdmin || result.createdInfluencerAccount) {
        console.log(formatDemoCredentials(result.createdAdmin, result.createdInfluencerAccount));
      }
      console.log(
        `Demo data loaded: ${result.productsAdded} products, ${result.brandsAdded} brands and ${result.influencersAdded} influencers added.`,
      );
    }
  } finally {
    await handle.close();
    release();
  }
}

run(process.argv[2]).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
