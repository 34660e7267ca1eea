import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PaymentConfig } from '../../shared/contracts/orders';
import { requestMessages } from '../../shared/validation-messages';
import { AppError } from '../errors';
import { APP_BOOT_SCRIPT_SOURCE } from './app-boot';
import { SESSION_COOKIE } from './auth';

/**
 * The one Content-Security-Policy of the shop. The built SPA needs nothing beyond 'self';
 * later features widen exactly the directive they need here (payment provider origins, ...).
 */
export const contentSecurityPolicy = {
  'default-src': ["'self'"],
  // 'self' and the one inline script of a server-rendered page, by its hash (app-boot.ts).
  'script-src': ["'self'", APP_BOOT_SCRIPT_SOURCE],
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

/**
 * With the `square` provider the card form is Square's Web Payments SDK: its script, the iframes it
 * renders and the calls it makes (Square's CSP guide for the Web Payments SDK).
 */
export function contentSecurityPolicyFor(payments: PaymentConfig): Record<string, string[]> {
  if (payments.provider !== 'square') return contentSecurityPolicy;
  const sandbox = payments.environment !== 'production';
  const cdn = 'https://*.squarecdn.com';
  return {
    ...contentSecurityPolicy,
    'script-src': [
      ...contentSecurityPolicy['script-src'],
      sandbox ? 'https://sandbox.web.squarecdn.com' : 'https://web.squarecdn.com',
      sandbox ? 'https://js.squareupsandbox.com' : 'https://js.squareup.com',
    ],
    'style-src': [...contentSecurityPolicy['style-src'], cdn],
    'font-src': [...contentSecurityPolicy['font-src'], cdn],
    'connect-src': [
      ...contentSecurityPolicy['connect-src'],
      cdn,
      sandbox ? 'https://pci-connect.squareupsandbox.com' : 'https://pci-connect.squareup.com',
    ],
    'frame-src': ["'self'", cdn],
  };
}

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

export async function registerSecurity(
  app: FastifyInstance,
  options: { paymentConfig: PaymentConfig },
): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: contentSecurityPolicyFor(options.paymentConfig),
    },
    // Same-origin only app; the defaults' COEP would also block nothing we need.
    crossOriginEmbedderPolicy: false,
    hsts: { maxAge: 15552000, includeSubDomains: true },
  });
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (isCrossOrigin(request)) throw new AppError('FORBIDDEN', requestMessages.crossOrigin);
  });
  // What may be kept: an error is no answer to keep (a picture's 404 or 503 must not be cached for
  // the year its found copy is), and an API answer to a signed-in shopper is theirs alone.
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode >= 400) reply.header('cache-control', 'no-store');
    else if (
      request.url.startsWith('/api/') &&
      request.cookies?.[SESSION_COOKIE] !== undefined &&
      !reply.hasHeader('cache-control')
    ) {
      reply.header('cache-control', 'private, no-store');
    }
    return payload;
  });
  // PostgreSQL text cannot hold U+0000, and neither text nor json a lone UTF-16 surrogate: refuse
  // them in ids, queries and JSON bodies up front (a 400), rather than letting a query fail deep
  // inside a transaction.
  app.addHook('preValidation', async (request) => {
    assertStorableText(request.params, request.query, request.body);
  });
}

/** Throws a 400 when any string or key in the values could not be stored (see unstorableText). */
export function assertStorableText(...values: unknown[]): void {
  for (const value of values) {
    const problem = unstorableText(value);
    if (problem === 'nul') throw new AppError('BAD_REQUEST', requestMessages.nulCharacter);
    if (problem === 'surrogate') throw new AppError('BAD_REQUEST', requestMessages.invalidUnicode);
  }
}

/**
 * What in a parsed value PostgreSQL would refuse, in any string or key (depth-limited like the
 * JSON parser): U+0000, or a lone surrogate (`"\ud800"` is valid JSON but not Unicode).
 */
export function unstorableText(value: unknown, depth = 0): 'nul' | 'surrogate' | null {
  if (typeof value === 'string') return textProblem(value);
  if (value === null || typeof value !== 'object' || depth > 64) return null;
  const entries = Array.isArray(value) ? value.map((item) => ['', item]) : Object.entries(value);
  for (const [key, item] of entries) {
    const problem = textProblem(key) ?? unstorableText(item, depth + 1);
    if (problem) return problem;
  }
  return null;
}

function textProblem(text: string): 'nul' | 'surrogate' | null {
  if (text.includes('\u0000')) return 'nul';
  return LONE_SURROGATE.test(text) ? 'surrogate' : null;
}

/** In a `u` regex a valid pair is one code point, so only an unpaired half matches. */
const LONE_SURROGATE = /\p{Surrogate}/u;
