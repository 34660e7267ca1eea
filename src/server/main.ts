import { buildApp } from './app';
import { systemClock } from './clock';
import type { AppContext } from './context';
import { lockDataDir } from './data-dir-lock';
import { openDatabase } from './db/client';
import { formatDemoCredentials } from './db/seed/demo';
import { EnvError, parseEnv } from './env';
import { purgeExpired } from './maintenance';
import { startScheduler } from './modules/competitions/scheduler-runner';
import { snapshotCapturer, startMetricsPoller } from './modules/influencers/metrics.service';
import { metricsProviderFromEnv } from './modules/influencers/metrics-provider';
import { createEventBus } from './modules/live/event-bus';
import { paymentProviderFromEnv } from './modules/payments/payment-provider';
import { prepareDatabase } from './start';

const HOUR = 60 * 60 * 1000;

async function main(): Promise<void> {
  const env = parseEnv();
  const releaseDataDir = env.DATABASE_URL ? () => {} : lockDataDir(env.DATA_DIR);
  const handle = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
  const payments = paymentProviderFromEnv(env);
  const metrics = metricsProviderFromEnv(env, {
    warn: (details, message) => app.log.warn(details, message),
  });
  // LISTEN/NOTIFY on PostgreSQL (events cross processes), in-process on PGlite. It logs only after
  // the start, once `app` exists.
  const events = await createEventBus(handle, {
    log: {
      info: (details, message) => app.log.info(details, message),
      warn: (details, message) => app.log.warn(details, message),
      error: (details, message) => app.log.error(details, message),
    },
  });

  const app = await buildApp(
    {
      authRateLimitPerIp: env.AUTH_RATE_LIMIT_PER_IP,
      httpTimeouts: {
        requestSeconds: env.REQUEST_TIMEOUT_SECONDS,
        headersSeconds: env.HEADERS_TIMEOUT_SECONDS,
        keepAliveSeconds: env.KEEP_ALIVE_TIMEOUT_SECONDS,
      },
      clientDir: env.CLIENT_DIR,
      publicOrigin: env.PUBLIC_ORIGIN,
      trustProxy: env.TRUST_PROXY,
      logger: { level: env.LOG_LEVEL },
      competitionTimings: {
        alignSeconds: env.GAME_START_ALIGN_SECONDS,
        durationSeconds: env.GAME_DURATION_SECONDS,
      },
      gameTimings: {
        freePlaySeconds: env.FREE_PLAY_GAME_SECONDS,
        roomSeconds: env.ROOM_GAME_SECONDS,
      },
      auctionTimings: {
        softCloseSeconds: env.AUCTION_SOFT_CLOSE_SECONDS,
        minDurationSeconds: env.AUCTION_MIN_DURATION_SECONDS,
      },
    },
    {
      db: handle.db,
      clock: systemClock,
      payments: payments.gateway,
      paymentConfig: payments.config,
      metrics,
      events,
    },
  );
  app.log.info(
    { provider: payments.config.provider, environment: payments.config.environment },
    'payment provider',
  );
  const ctx: AppContext = { db: handle.db, clock: systemClock, log: app.log, events };

  const seeded = await prepareDatabase(handle, ctx, env, metrics);
  if (seeded) {
    app.log.info(
      {
        products: seeded.productsAdded,
        brands: seeded.brandsAdded,
        influencers: seeded.influencersAdded,
      },
      'demo data loaded',
    );
    if (seeded.createdAdmin) process.stdout.write(formatDemoCredentials(seeded.createdAdmin));
  }

  // Snapshots every METRICS_POLL_SECONDS, the first one now, so scores exist from the start.
  app.log.info(
    { provider: metrics.name, pollSeconds: env.METRICS_POLL_SECONDS },
    'metrics provider',
  );
  const stopMetrics = startMetricsPoller(ctx, metrics, env.METRICS_POLL_SECONDS);

  const stopScheduler = startScheduler(
    ctx,
    { gateway: payments.gateway, captureSnapshots: snapshotCapturer(ctx, metrics) },
    env.SCHEDULER_TICK_MS,
  );

  const purgeTimer = setInterval(() => {
    purgeExpired(ctx).catch((error) => app.log.error({ err: error }, 'purge failed'));
  }, HOUR);
  purgeTimer.unref();

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Whatever a client or a query holds open, the process ends within the bound.
    setTimeout(() => {
      app.log.error({ seconds: env.SHUTDOWN_TIMEOUT_SECONDS }, 'shutdown timed out; exiting');
      process.exit(1);
    }, env.SHUTDOWN_TIMEOUT_SECONDS * 1000).unref();
    clearInterval(purgeTimer);
    await stopMetrics();
    stopScheduler();
    await app.close();
    await events.close();
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
