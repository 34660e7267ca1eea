import { systemClock } from '../clock';
import type { AppContext } from '../context';
import { lockDataDir } from '../data-dir-lock';
import { parseEnv } from '../env';
import { hasAnyUser } from '../modules/auth/auth.service';
import { metricsProviderFromEnv } from '../modules/influencers/metrics-provider';
import { accountLines } from '../ops/banner';
import { openDatabase } from './client';
import { runMigrations } from './migrate';
import { resetDemoAdmin, seedDemo } from './seed/demo';

const COMMANDS = ['migrate', 'seed', 'admin-reset'] as const;
type Command = (typeof COMMANDS)[number];

const isCommand = (value: string | undefined): value is Command =>
  (COMMANDS as readonly (string | undefined)[]).includes(value);

/**
 * `npm run db:migrate`, `npm run db:seed` and `npm run admin:reset`, against DATABASE_URL or the
 * embedded DATA_DIR (which must not be in use by a running server).
 */
async function run(command: string | undefined): Promise<void> {
  if (!isCommand(command)) throw new Error(`usage: cli.ts ${COMMANDS.join('|')}`);
  const env = parseEnv();
  const release = env.DATABASE_URL ? () => {} : lockDataDir(env.DATA_DIR);
  const handle = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    await runMigrations(handle);
    console.log('Migrations applied.');
    const log = { info: console.log, warn: console.warn, error: console.error };
    const ctx: AppContext = { db: handle.db, clock: systemClock, log };
    if (command === 'seed') {
      const result = await seedDemo(ctx, {
        createAdmin: !env.ADMIN_USERNAME && !(await hasAnyUser(ctx)),
        metrics: metricsProviderFromEnv(env),
        fillSeconds: env.COMPETITION_FILL_HOURS * 3600,
      });
      if (result.createdAccounts.length > 0) {
        console.log(
          [
            'Sign in (shown only this once; stored hashed):',
            ...accountLines(result.createdAccounts),
          ].join('\n'),
        );
      }
      console.log(
        `Demo data loaded: ${result.productsAdded} products, ${result.brandsAdded} brands and ${result.influencersAdded} influencers added.`,
      );
    }
    if (command === 'admin-reset') {
      const account = await resetDemoAdmin(ctx);
      console.log(
        ['New sign-in (shown only this once; stored hashed):', ...accountLines([account])].join(
          '\n',
        ),
      );
      if (env.ADMIN_PIN) {
        console.log('ADMIN_PIN is set: the next start replaces this PIN with it.');
      }
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
