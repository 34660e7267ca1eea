import type { AppContext } from './context';
import type { DatabaseHandle, DatabaseKind } from './db/client';
import { runMigrations } from './db/migrate';
import { type DemoSeedResult, seedDemo } from './db/seed/demo';
import { ensureFreePlayInfluencers } from './db/seed/influencers';
import type { Env } from './env';
import { configurePin } from './modules/admin/admin.service';
import { ensureAdmin, hasAnyUser, reportUsernameCollisions } from './modules/auth/auth.service';
import type { MetricsProvider } from './modules/influencers/metrics-provider';

/**
 * Everything that must happen to a database before the server answers: migrations, the configured
 * admin, the demo data on a fresh embedded database (or when SEED_DEMO says so), and the reference
 * data the features need whatever SEED_DEMO says (the 12 free-play influencers).
 */
export async function prepareDatabase(
  handle: DatabaseHandle,
  ctx: AppContext,
  env: Pick<Env, 'ADMIN_USERNAME' | 'ADMIN_PASSWORD' | 'ADMIN_PIN' | 'SEED_DEMO'> &
    Partial<Pick<Env, 'COMPETITION_FILL_HOURS'>>,
  /** The metrics provider the poller uses: the demo's snapshot history comes from it. */
  metrics?: MetricsProvider,
): Promise<DemoSeedResult | null> {
  await runMigrations(handle);
  await reportUsernameCollisions(ctx);
  const wasEmpty = !(await hasAnyUser(ctx));
  await configurePin(ctx, env.ADMIN_PIN);

  if (env.ADMIN_USERNAME && env.ADMIN_PASSWORD) {
    const outcome = await ensureAdmin(ctx, {
      username: env.ADMIN_USERNAME,
      password: env.ADMIN_PASSWORD,
    });
    ctx.log.info({ username: env.ADMIN_USERNAME, outcome }, 'admin account from ADMIN_USERNAME');
  }

  const seeded = shouldSeedDemo({ kind: handle.kind, wasEmpty, seedDemo: env.SEED_DEMO })
    ? await seedDemo(ctx, {
        createAdmin: !env.ADMIN_USERNAME && wasEmpty,
        metrics,
        fillSeconds: env.COMPETITION_FILL_HOURS && env.COMPETITION_FILL_HOURS * 3600,
      })
    : null;
  // After the demo seed, which loads them with its snapshot history when it runs.
  const added = await ensureFreePlayInfluencers(ctx);
  if (added.length > 0) ctx.log.info({ added }, 'free-play influencers added');
  return seeded;
}

/** SEED_DEMO decides when set; otherwise only a fresh embedded database gets the demo data. */
export function shouldSeedDemo(input: {
  kind: DatabaseKind;
  wasEmpty: boolean;
  seedDemo: boolean | undefined;
}) {
  return input.seedDemo ?? (input.kind === 'embedded' && input.wasEmpty);
}
