import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requestMessages } from '../../shared/validation-messages';
import { AppError } from '../errors';

/**
 * The one Content-Security-Policy of the shop. The built SPA needs nothing beyond 'self';
 * later features widen exactly the directive they need here (payment provider origins, ...).
 */
export const contentSecurityPolicy = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  // Radix and sonner set inline style attributes and one injected <style>.
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'"],
  // 'self' covers same-origin WebSocket (ws:/wss:) in current browsers.
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
} satisfies Record<string, string[]>;

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * State-changing requests must come from this origin. Browsers send Sec-Fetch-Site and Origin on
 * cross-origin POSTs; clients that send neither (curl, server-to-server) have no ambient cookies to abuse.
 */
export function isCrossOrigin(request: FastifyRequest): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') return true;
  const origin = request.headers.origin;
  if (!origin) return false;
  try {
    // Through URL on both sides, so default ports (:80, :443) compare equal.
    return new URL(origin).host !== new URL(`${request.protocol}://${request.host}`).host;
  } catch {
    return true; // 'null' or garbage
  }
}

export async function registerSecurity(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy },
    // Same-origin only app; the defaults' COEP would also block nothing we need.
    crossOriginEmbedderPolicy: false,
    hsts: { maxAge: 15552000, includeSubDomains: true },
  });
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (isCrossOrigin(request)) throw new AppError('FORBIDDEN', requestMessages.crossOrigin);
  });
}
