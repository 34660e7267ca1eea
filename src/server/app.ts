import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import etag from '@fastify/etag';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Clock } from './clock';
import type { AppContext } from './context';
import type { Database } from './db/client';
import { adminRoutes } from './modules/admin/admin.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { businessApplicationRoutes } from './modules/business-applications/business-applications.routes';
import { campaignRoutes } from './modules/campaigns/campaigns.routes';
import { cartRoutes } from './modules/cart/cart.routes';
import { catalogRoutes } from './modules/catalog/catalog.routes';
import { productAdminRoutes } from './modules/catalog/products-admin.routes';
import { healthRoutes } from './modules/health/health.routes';
import { imageRoutes } from './modules/images/images.routes';
import { notificationRoutes } from './modules/notifications/notifications.routes';
import type { PaymentGateway } from './modules/payments/payment-gateway';
import { testGateway } from './modules/payments/test-gateway';
import { profileRoutes } from './modules/profile/profile.routes';
import { registerSessionResolver } from './plugins/auth';
import { registerErrorHandler } from './plugins/errors';
import { registerSecurity } from './plugins/security';
import { registerSpa } from './plugins/spa';

export interface AppConfig {
  /** Login/register requests per IP per minute. */
  authRateLimitPerIp: number;
  /** Folder of the built SPA; unset (as in API tests) serves the API only. */
  clientDir?: string | undefined;
  /** Honour X-Forwarded-* from a reverse proxy (client IP, https). */
  trustProxy?: boolean;
  logger?: FastifyServerOptions['logger'];
}

export interface AppDeps {
  db: Database;
  clock: Clock;
  /** The card payment provider; the offline test provider unless one is given. */
  payments?: PaymentGateway;
}

/** Builds the whole HTTP app without listening, so tests drive it with `app.inject()`. */
export async function buildApp(config: AppConfig, deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logger ?? false,
    trustProxy: config.trustProxy ?? false,
    bodyLimit: 1024 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const ctx: AppContext = { db: deps.db, clock: deps.clock, log: app.log };

  registerErrorHandler(app);
  await registerSecurity(app);
  await app.register(compress, { global: true, threshold: 1024 });
  // ETags on every GET let the client revalidate (If-None-Match) with a 304 and no body.
  await app.register(etag, { weak: true });
  await app.register(cookie);
  registerSessionResolver(app, ctx);

  await app.register(healthRoutes, { ctx });
  await app.register(authRoutes, { ctx, limits: { perIpPerMinute: config.authRateLimitPerIp } });
  await app.register(notificationRoutes, { ctx });
  await app.register(adminRoutes, { ctx });
  await app.register(profileRoutes, { ctx, payments: deps.payments ?? testGateway });
  await app.register(cartRoutes, { ctx });
  await app.register(catalogRoutes, { ctx });
  await app.register(productAdminRoutes, { ctx });
  await app.register(imageRoutes, { ctx });
  await app.register(campaignRoutes, { ctx });
  await app.register(businessApplicationRoutes, { ctx });

  await registerSpa(app, config.clientDir);
  return app;
}
