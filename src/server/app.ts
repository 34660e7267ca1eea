import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import etag from '@fastify/etag';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { DEFAULT_CHAT_REPLY_DAYS } from '../shared/chat-rules';
import {
  DEFAULT_COMPETITION_FILL_HOURS,
  DEFAULT_GAME_DURATION_SECONDS,
  DEFAULT_GAME_START_ALIGN_SECONDS,
} from '../shared/competition-rules';
import { FREE_PLAY_DEFAULT_SECONDS, ROOM_DEFAULT_SECONDS } from '../shared/contracts/games';
import type { PaymentConfig } from '../shared/contracts/orders';
import type { Clock } from './clock';
import type { AppContext } from './context';
import type { Database } from './db/client';
import { pingDatabase } from './db/client';
import { pendingMigrations } from './db/migrate';
import type { EventBus } from './events';
import { adminRoutes } from './modules/admin/admin.routes';
import { analyticsRoutes } from './modules/analytics/analytics.routes';
import { auctionLiveView } from './modules/auctions/auction-views.service';
import { adminAuctionRoutes, auctionRoutes } from './modules/auctions/auctions.routes';
import { type AuctionTimings, DEFAULT_AUCTION_TIMINGS } from './modules/auctions/auctions.service';
import { authRoutes } from './modules/auth/auth.routes';
import { DEFAULT_PASSWORD_HASH_COST, setPasswordHashCost } from './modules/auth/password';
import { businessApplicationRoutes } from './modules/business-applications/business-applications.routes';
import { campaignRoutes } from './modules/campaigns/campaigns.routes';
import { cartRoutes } from './modules/cart/cart.routes';
import { catalogRoutes } from './modules/catalog/catalog.routes';
import { productStockLiveView } from './modules/catalog/catalog.service';
import { productAdminRoutes } from './modules/catalog/products-admin.routes';
import { coachRoutes } from './modules/coach/coach.routes';
import { competitionAudience } from './modules/competitions/audience';
import { competitionRoutes } from './modules/competitions/competitions.routes';
import { competitionLiveView } from './modules/competitions/competitions.service';
import type { CompetitionTimings } from './modules/competitions/lifecycle.service';
import { adminDiscountRoutes, discountRoutes } from './modules/discounts/discounts.routes';
import {
  freePlayRoutes,
  type GameTimings,
  gameResultsRoutes,
  roomRoutes,
} from './modules/games/games.routes';
import { roomLiveView } from './modules/games/games.service';
import { healthRoutes } from './modules/health/health.routes';
import { imageRoutes } from './modules/images/images.routes';
import { chatRoutes } from './modules/influencers/chat.routes';
import { adminInfluencerRoutes, inboxRoutes } from './modules/influencers/inbox.routes';
import { influencerRoutes } from './modules/influencers/influencers.routes';
import {
  defaultMetricsProvider,
  type MetricsProvider,
} from './modules/influencers/metrics-provider';
import { invoiceRoutes } from './modules/invoices/invoices.routes';
import { registerLiveChannel } from './modules/live/live.routes';
import { messagingRoutes } from './modules/messaging/messaging.routes';
import {
  DEFAULT_PUSH_ENDPOINT_POLICY,
  type PushEndpointPolicy,
} from './modules/messaging/push-endpoint';
import { notificationRoutes } from './modules/notifications/notifications.routes';
import { defineAudience } from './modules/notifications/notifications.service';
import { adminOrderRoutes, orderRoutes } from './modules/orders/orders.routes';
import type { PaymentGateway } from './modules/payments/payment-gateway';
import { TEST_PAYMENT_CONFIG } from './modules/payments/payment-provider';
import { paymentRoutes } from './modules/payments/payments.routes';
import { testGateway } from './modules/payments/test-gateway';
import { profileRoutes } from './modules/profile/profile.routes';
import { responsiblePlayRoutes } from './modules/responsible-play/responsible-play.routes';
import { pageHeadFor, seoRoutes } from './modules/seo/seo.routes';
import { RequestLogController, requestIdOptions } from './ops/logging';
import { collectProcessMetrics } from './ops/metrics';
import { createReadiness, type Readiness } from './ops/readiness';
import { registerSessionResolver } from './plugins/auth';
import { registerErrorHandler } from './plugins/errors';
import { registerOpenApi } from './plugins/openapi';
import { registerSecurity } from './plugins/security';
import { registerSpa } from './plugins/spa';
import { registerRequestTelemetry } from './plugins/telemetry';

/** The API's version in its reference (package.json's). */
const APP_VERSION = '0.1.0';

export interface AppConfig {
  /** Login/register requests per IP per minute. */
  authRateLimitPerIp: number;
  /**
   * scrypt's cost (log2 N) for new password and PIN hashes (PASSWORD_HASH_COST); the default 14
   * unless given. Below 14 is refused when NODE_ENV is production.
   */
  passwordHashCost?: number;
  /** Folder of the built SPA; unset (as in API tests) serves the API only. */
  clientDir?: string | undefined;
  /**
   * The shop's public address ('https://shop.example'), which canonical links, share tags and the
   * sitemap are written with; unset, each request's own protocol and Host.
   */
  publicOrigin?: string | undefined;
  /**
   * Honour X-Forwarded-* (client IP, https) from these peers: addresses, CIDR ranges or
   * proxy-addr's names (TRUST_PROXY); `true` from any peer, `false` (the default) from none.
   */
  trustProxy?: boolean | string[];
  logger?: FastifyServerOptions['logger'];
  /**
   * Game start alignment, length and fill window; the spec's hour and 72 hours unless shortened
   * (tests, demos). What is not given keeps its default.
   */
  competitionTimings?: Partial<CompetitionTimings>;
  /** Auctions' soft close and shortest length (120 s and 300 s unless shortened). */
  auctionTimings?: AuctionTimings;
  /** Free-play and room game lengths (86,400 s and 3,600 s unless shortened). */
  gameTimings?: GameTimings;
  /** How long a client may take to send a request; DEFAULT_HTTP_TIMEOUTS unless given. */
  httpTimeouts?: HttpTimeouts;
  /** Serve Prometheus /metrics on this port to requests with this bearer token (METRICS_TOKEN). */
  metricsToken?: string | undefined;
  /** Log requests to /healthz, /readyz and /metrics (LOG_PROBES); off by default. */
  logProbes?: boolean | undefined;
  /** CHAT_REPLY_DAYS: how long an influencer has to answer a chat's first message (7 unless given). */
  chatReplyDays?: number;
  /** The VAPID public key browsers subscribe to web push with (read per request); unset: no web push. */
  vapid?: { publicKey?: string | undefined };
  /** Where push endpoints may point: https at public addresses, plus PUSH_ALLOWED_HOSTS. */
  pushEndpoints?: PushEndpointPolicy;
}

/** Limits on slow clients, in seconds: a client that stalls mid-request is cut off. */
export interface HttpTimeouts {
  /** The whole request, headers and body (5 MB image uploads from a phone included). */
  requestSeconds: number;
  /** The request line and headers. */
  headersSeconds: number;
  /** An idle keep-alive connection between requests. */
  keepAliveSeconds: number;
}

export const DEFAULT_HTTP_TIMEOUTS: HttpTimeouts = {
  requestSeconds: 60,
  headersSeconds: 15,
  keepAliveSeconds: 72,
};

/**
 * Node's server options for the timeouts. Node enforces the request and headers limits on a timer
 * (`connectionsCheckingInterval`, 30 s by default): checking every second at most, or at a quarter
 * of the shorter limit, cuts a stalled client within the limit plus a little.
 */
function httpServerOptions(timeouts: HttpTimeouts) {
  const headersMs = Math.min(timeouts.headersSeconds, timeouts.requestSeconds) * 1000;
  return {
    requestTimeout: timeouts.requestSeconds * 1000,
    keepAliveTimeout: timeouts.keepAliveSeconds * 1000,
    http: {
      headersTimeout: headersMs,
      connectionsCheckingInterval: Math.max(250, Math.min(1000, headersMs / 4)),
    },
  };
}

export interface AppDeps {
  db: Database;
  clock: Clock;
  /** The card payment provider; the offline test provider unless one is given. */
  payments?: PaymentGateway;
  /** The card form's provider settings (GET /api/square/config, the CSP); the test provider's unless given. */
  paymentConfig?: PaymentConfig;
  /** The influencer metrics provider; `defaultMetricsProvider` (simulated, default seed) unless given. */
  metrics?: MetricsProvider;
  /** The live event bus (`createEventBus`); without it there is no `/api/live` and nothing is published. */
  events?: EventBus;
  /** What /readyz answers; made from `db` and `events` unless given. */
  readiness?: Readiness;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The process's readiness (/readyz); shutdown marks it first. */
    readiness: Readiness;
  }
}

export const DEFAULT_COMPETITION_TIMINGS: CompetitionTimings = {
  alignSeconds: DEFAULT_GAME_START_ALIGN_SECONDS,
  durationSeconds: DEFAULT_GAME_DURATION_SECONDS,
  fillSeconds: DEFAULT_COMPETITION_FILL_HOURS * 3600,
};

export const DEFAULT_GAME_TIMINGS: GameTimings = {
  freePlaySeconds: FREE_PLAY_DEFAULT_SECONDS,
  roomSeconds: ROOM_DEFAULT_SECONDS,
};

/** A URL the router cannot decode (400) or a path parameter past its limit (414), as `{message}`. */
function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode ?? 400;
  reply.status(status).send({
    message: status === 414 ? 'A path parameter is too long' : 'The URL is not valid',
  });
}

/** Builds the whole HTTP app without listening, so tests drive it with `app.inject()`. */
export async function buildApp(config: AppConfig, deps: AppDeps): Promise<FastifyInstance> {
  setPasswordHashCost(config.passwordHashCost ?? DEFAULT_PASSWORD_HASH_COST);
  const app = Fastify({
    logger: config.logger ?? false,
    // One line per request at info; files served and the request's start at debug.
    logController: new RequestLogController(),
    trustProxy: config.trustProxy ?? false,
    bodyLimit: 1024 * 1024,
    ...requestIdOptions,
    ...httpServerOptions(config.httpTimeouts ?? DEFAULT_HTTP_TIMEOUTS),
    // Errors Fastify's router answers before any route or hook: the shop's error body, not
    // Fastify's `{error, code, message, statusCode}` (the reference documents one shape).
    frameworkErrors: answerFrameworkError,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // First: the API reference collects every route added after it.
  await registerOpenApi(app, { version: APP_VERSION });

  const ctx: AppContext = { db: deps.db, clock: deps.clock, log: app.log, events: deps.events };
  const readiness =
    deps.readiness ??
    createReadiness({
      database: () => pingDatabase(deps.db),
      pendingMigrations: () => pendingMigrations(deps.db),
      eventBusListening: deps.events?.listening
        ? () => deps.events?.listening?.() ?? false
        : undefined,
    });
  app.decorate('readiness', readiness);
  collectProcessMetrics();
  registerRequestTelemetry(app);

  registerErrorHandler(app);
  await registerSecurity(app, { paymentConfig: deps.paymentConfig ?? TEST_PAYMENT_CONFIG });
  await app.register(compress, { global: true, threshold: 1024 });
  // ETags on every GET let the client revalidate (If-None-Match) with a 304 and no body.
  await app.register(etag, { weak: true });
  await app.register(cookie);
  registerSessionResolver(app, ctx);

  await app.register(healthRoutes, {
    readiness,
    metricsToken: config.metricsToken,
    logProbes: config.logProbes,
  });
  await app.register(authRoutes, { ctx, limits: { perIpPerMinute: config.authRateLimitPerIp } });
  // A competition's players are one audience: its game notices are stored once for all of them.
  defineAudience('competition', competitionAudience);
  await app.register(notificationRoutes, { ctx });
  await app.register(messagingRoutes, {
    ctx,
    vapid: config.vapid ?? {},
    pushEndpoints: config.pushEndpoints ?? DEFAULT_PUSH_ENDPOINT_POLICY,
  });
  await app.register(adminRoutes, { ctx });
  await app.register(profileRoutes, { ctx, payments: deps.payments ?? testGateway });
  await app.register(responsiblePlayRoutes, { ctx });
  await app.register(cartRoutes, { ctx });
  await app.register(paymentRoutes, { config: deps.paymentConfig ?? TEST_PAYMENT_CONFIG });
  await app.register(orderRoutes, { ctx, payments: deps.payments ?? testGateway });
  await app.register(adminOrderRoutes, { ctx, payments: deps.payments ?? testGateway });
  await app.register(discountRoutes, { ctx });
  await app.register(adminDiscountRoutes, { ctx });
  await app.register(invoiceRoutes, { ctx });
  await app.register(competitionRoutes, {
    ctx,
    payments: deps.payments ?? testGateway,
    timings: { ...DEFAULT_COMPETITION_TIMINGS, ...config.competitionTimings },
  });
  const auctionOptions = { ctx, timings: config.auctionTimings ?? DEFAULT_AUCTION_TIMINGS };
  await app.register(auctionRoutes, auctionOptions);
  await app.register(adminAuctionRoutes, auctionOptions);
  await app.register(coachRoutes, { ctx });
  const chat = { replyDays: config.chatReplyDays ?? DEFAULT_CHAT_REPLY_DAYS };
  await app.register(chatRoutes, { ctx, payments: deps.payments ?? testGateway, chat });
  await app.register(inboxRoutes, { ctx, chat });
  await app.register(adminInfluencerRoutes, { ctx });
  const gameOptions = {
    ctx,
    metrics: deps.metrics ?? defaultMetricsProvider,
    timings: config.gameTimings ?? DEFAULT_GAME_TIMINGS,
  };
  await app.register(freePlayRoutes, gameOptions);
  await app.register(roomRoutes, gameOptions);
  await app.register(gameResultsRoutes, { ctx });
  await app.register(catalogRoutes, { ctx, bus: deps.events });
  await app.register(productAdminRoutes, { ctx });
  await app.register(imageRoutes, { ctx });
  await app.register(campaignRoutes, { ctx });
  await app.register(businessApplicationRoutes, { ctx });
  await app.register(influencerRoutes, { ctx, metrics: deps.metrics ?? defaultMetricsProvider });
  await app.register(analyticsRoutes, { ctx });
  if (deps.events) {
    await registerLiveChannel(app, {
      ctx,
      bus: deps.events,
      views: [
        roomLiveView(ctx),
        competitionLiveView(ctx),
        auctionLiveView(ctx),
        productStockLiveView(ctx),
      ],
    });
  }

  await app.register(seoRoutes, { ctx, publicOrigin: config.publicOrigin });

  await registerSpa(app, config.clientDir, pageHeadFor(ctx, config.publicOrigin), ctx.clock);
  return app;
}
