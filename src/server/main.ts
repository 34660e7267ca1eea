import type { Server } from 'node:http';
import { buildApp } from './app';
import { systemClock } from './clock';
import type { AppContext } from './context';
import { lockDataDir } from './data-dir-lock';
import { openDatabase } from './db/client';
import { EnvError, parseEnv, shutdownTimeoutMs, trustProxyWarning } from './env';
import { startScheduler } from './jobs/scheduler';
import { purgeExpired } from './maintenance';
import { snapshotCapturer, startMetricsPoller } from './modules/influencers/metrics.service';
import { metricsProviderFromEnv } from './modules/influencers/metrics-provider';
import { createPdfThread } from './modules/invoices/pdf-thread';
import { createEventBus } from './modules/live/event-bus';
import { createMailer } from './modules/messaging/mailer';
import { startOutbox } from './modules/messaging/outbox.service';
import { resolveVapidKeys } from './modules/messaging/push.service';
import { createPushSender } from './modules/messaging/push-sender';
import { paymentProviderFromEnv } from './modules/payments/payment-provider';
import { describeDatabase, formatBanner, shopUrl } from './ops/banner';
import { logOutputFromEnv } from './ops/log-output';
import { loggerOptions } from './ops/logging';
import { collectProcessMetrics, observeDatabasePool } from './ops/metrics';
import { startMetricsServer, stopMetricsServer } from './ops/metrics-server';
import { runShutdown } from './ops/shutdown';
import { prepareDatabase } from './start';

const HOUR = 60 * 60 * 1000;
/** How many connections may wait to be accepted (see `app.listen` below). */
const LISTEN_BACKLOG = 4096;

/**
 * A closed stdout or stderr (the parent process gone, `| head`) must neither crash nor hang the
 * server: writes to it are dropped (pino drops its own on EPIPE too).
 */
function ignoreClosedOutput(): void {
  for (const stream of [process.stdout, process.stderr]) {
    stream.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE' && error.code !== 'ERR_STREAM_DESTROYED') throw error;
    });
  }
}

async function main(): Promise<void> {
  ignoreClosedOutput();
  const env = parseEnv();
  // JSON lines, or readable ones on a terminal; the banner goes through the same writer.
  const output = logOutputFromEnv(env.LOG_FORMAT);
  collectProcessMetrics();
  const releaseDataDir = env.DATABASE_URL ? () => {} : lockDataDir(env.DATA_DIR);
  const handle = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
  const { pool } = handle;
  observeDatabasePool(
    pool
      ? { inUse: () => pool.totalCount - pool.idleCount, waiting: () => pool.waitingCount }
      : undefined,
  );
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

  // Filled once the database has answered (the keys may be stored there): the push routes read it.
  const pushKeys: { publicKey?: string | undefined } = {};
  const app = await buildApp(
    {
      vapid: pushKeys,
      pushEndpoints: { allowedHosts: env.PUSH_ALLOWED_HOSTS },
      authRateLimitPerIp: env.AUTH_RATE_LIMIT_PER_IP,
      passwordHashCost: env.PASSWORD_HASH_COST,
      httpTimeouts: {
        requestSeconds: env.REQUEST_TIMEOUT_SECONDS,
        headersSeconds: env.HEADERS_TIMEOUT_SECONDS,
        keepAliveSeconds: env.KEEP_ALIVE_TIMEOUT_SECONDS,
      },
      clientDir: env.CLIENT_DIR,
      publicOrigin: env.PUBLIC_ORIGIN,
      trustProxy: env.TRUST_PROXY,
      logger: loggerOptions(env.LOG_LEVEL, output.stream),
      metricsToken: env.METRICS_TOKEN,
      logProbes: env.LOG_PROBES,
      competitionTimings: {
        alignSeconds: env.GAME_START_ALIGN_SECONDS,
        durationSeconds: env.GAME_DURATION_SECONDS,
        fillSeconds: env.COMPETITION_FILL_HOURS * 3600,
      },
      gameTimings: {
        freePlaySeconds: env.FREE_PLAY_GAME_SECONDS,
        roomSeconds: env.ROOM_GAME_SECONDS,
      },
      auctionTimings: {
        softCloseSeconds: env.AUCTION_SOFT_CLOSE_SECONDS,
        minDurationSeconds: env.AUCTION_MIN_DURATION_SECONDS,
      },
      chatReplyDays: env.CHAT_REPLY_DAYS,
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
  const trustWarning = trustProxyWarning(env);
  if (trustWarning) app.log.warn(trustWarning);
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
  }

  // Snapshots every METRICS_POLL_SECONDS, the first one now, so scores exist from the start.
  app.log.info(
    { provider: metrics.name, pollSeconds: env.METRICS_POLL_SECONDS },
    'metrics provider',
  );
  const stopMetrics = startMetricsPoller(ctx, metrics, env.METRICS_POLL_SECONDS);

  // Web push keys (env, else stored; a fresh embedded database makes a pair and prints it once),
  // then the outbox that sends emails and pushes after their transactions commit (issue 19).
  const vapid = await resolveVapidKeys(ctx, {
    publicKey: env.VAPID_PUBLIC_KEY,
    privateKey: env.VAPID_PRIVATE_KEY,
    generate: handle.kind === 'embedded',
  });
  if (vapid?.created) {
    app.log.info(
      { publicKey: vapid.publicKey },
      'web push VAPID keys generated and kept in the database (set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY to use your own)',
    );
  }
  pushKeys.publicKey = vapid?.publicKey;
  if (!vapid) app.log.warn('web push off: set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY');
  if (!env.SMTP_URL) app.log.info('SMTP_URL unset: emails are written to the log');
  // Receipts' PDFs are rendered on a thread of their own, not between answers (issue 40).
  const pdfThread = createPdfThread((reason) =>
    app.log.warn({ reason }, 'invoice PDFs rendered on the event loop'),
  );
  // On connections of its own: a burst of checkouts does not hold the receipts back (issue 40).
  const outbox = startOutbox(
    { ...ctx, db: handle.background },
    {
      renderPdf: (invoice) => pdfThread.render(invoice),
      mailer: createMailer({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, log: app.log }),
      ...(vapid
        ? {
            push: createPushSender(
              { ...vapid, subject: env.VAPID_SUBJECT },
              { policy: { allowedHosts: env.PUSH_ALLOWED_HOSTS } },
            ),
          }
        : {}),
      origin: env.PUBLIC_ORIGIN ?? `http://localhost:${env.PORT}`,
    },
    env.OUTBOX_POLL_MS,
  );

  const stopScheduler = startScheduler(
    ctx,
    {
      gateway: payments.gateway,
      captureSnapshots: snapshotCapturer(ctx, metrics),
      fillSeconds: env.COMPETITION_FILL_HOURS * 3600,
      chatReplyDays: env.CHAT_REPLY_DAYS,
    },
    env.SCHEDULER_TICK_MS,
  );

  const purgeTimer = setInterval(() => {
    purgeExpired(ctx).catch((error) => app.log.error({ err: error }, 'purge failed'));
  }, HOUR);
  purgeTimer.unref();

  let closing = false;
  let metricsServer: Server | undefined;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    const deadlineMs = shutdownTimeoutMs(env);
    app.log.info({ signal, deadlineMs }, 'shutting down');
    let schedulerStopped: Promise<unknown> = Promise.resolve();
    void runShutdown({
      deadlineMs,
      log: app.log,
      exit: (code) => process.exit(code),
      steps: [
        // Load balancers stop sending new requests once /readyz says 503.
        { name: 'readiness 503', run: () => app.readiness.markShuttingDown() },
        {
          name: 'drain',
          run: () => new Promise((resolve) => setTimeout(resolve, env.SHUTDOWN_DRAIN_MS)),
        },
        {
          // No new tick or poll starts; the running one ends after its current transaction.
          name: 'stop scheduler and metrics poller',
          run: () => {
            clearInterval(purgeTimer);
            schedulerStopped = Promise.all([stopScheduler(), stopMetrics(), outbox.stop()]).then(
              () => pdfThread.close(),
            );
          },
        },
        // Stops accepting, lets in-flight requests finish, closes WebSockets with 1001.
        { name: 'http server (in-flight requests, WebSockets)', run: () => app.close() },
        { name: 'scheduler tick and metrics poll in progress', run: () => schedulerStopped },
        { name: 'metrics port', run: () => stopMetricsServer(metricsServer) },
        { name: 'event bus', run: () => events.close() },
        { name: 'database', run: () => handle.close() },
        { name: 'data directory lock', run: () => releaseDataDir() },
      ],
    });
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  if (env.METRICS_PORT !== undefined) {
    metricsServer = await startMetricsServer(env.METRICS_PORT, env.METRICS_HOST);
    app.log.info({ port: env.METRICS_PORT, host: env.METRICS_HOST }, 'metrics served');
  }
  // A shared link's crowd opens thousands of connections within a second. Node's default queue of
  // 511 not-yet-accepted connections overflows while the process is busy, and the kernel drops
  // the rest's SYNs: those browsers retry after 1 s and again after 3 s. The kernel caps this at
  // net.core.somaxconn.
  await app.listen({ port: env.PORT, host: env.HOST, backlog: LISTEN_BACKLOG });
  // Last, once the port answers: nothing logged before it scrolls it away.
  output.print(
    formatBanner({
      url: shopUrl(env.HOST, env.PORT),
      data: describeDatabase(env),
      accounts: seeded?.createdAccounts ?? [],
      adminUsername: env.ADMIN_USERNAME,
      color: output.color,
    }),
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
