import { buildApp } from './app';
import { systemClock } from './clock';
import type { AppContext } from './context';
import { lockDataDir } from './data-dir-lock';
import { openDatabase } from './db/client';
import { formatDemoCredentials } from './db/seed/demo';
import { EnvError, parseEnv } from './env';
import { purgeExpired } from './maintenance';
import { prepareDatabase } from './start';

const HOUR = 60 * 60 * 1000;

async function main(): Promise<void> {
  const env = parseEnv();
  const releaseDataDir = env.DATABASE_URL ? () => {} : lockDataDir(env.DATA_DIR);
  const handle = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });

  const app = await buildApp(
    {
      authRateLimitPerIp: env.AUTH_RATE_LIMIT_PER_IP,
      clientDir: env.CLIENT_DIR,
      trustProxy: env.TRUST_PROXY,
      logger: { level: env.LOG_LEVEL },
    },
    { db: handle.db, clock: systemClock },
  );
  const ctx: AppContext = { db: handle.db, clock: systemClock, log: app.log };

  const seeded = await prepareDatabase(handle, ctx, env);
  if (seeded) {
    app.log.info(
      { products: seeded.productsAdded, brands: seeded.brandsAdded },
      'demo data loaded',
    );
    if (seeded.createdAdmin) process.stdout.write(formatDemoCredentials(seeded.createdAdmin));
  }

  const purgeTimer = setInterval(() => {
    purgeExpired(ctx).catch((error) => app.log.error({ err: error }, 'purge failed'));
  }, HOUR);
  purgeTimer.unref();

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    clearInterval(purgeTimer);
    await app.close();
    await handle.close();
    releaseDataDir();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: env.PORT, host: env.HOST });
  const database =
    handle.kind === 'embedded' ? `embedded PostgreSQL in ${env.DATA_DIR}` : 'PostgreSQL';
  const shownHost = env.HOST === '127.0.0.1' || env.HOST === '0.0.0.0' ? 'localhost' : env.HOST;
  process.stdout.write(
    `\n  Social Market is running at http://${shownHost}:${env.PORT} (${database})\n\n`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof EnvError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(
      `Failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
  }
  process.exit(1);
});
