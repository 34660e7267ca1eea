import { randomUUID } from 'node:crypto';
import type { FastifyLoggerOptions, FastifyServerOptions } from 'fastify';
import type { PinoLoggerOptions } from 'fastify/types/logger';

/**
 * Structured JSON logs an operator can use (decision 0035): pino's JSON on stdout at LOG_LEVEL,
 * every request line tagged `reqId` (the proxy's X-Request-Id when it sends one, else a UUID), and
 * secrets replaced by "[Redacted]" wherever they appear in a logged object: cookies, authorization,
 * tokens, card data, passwords and the PIN.
 */

/** Keys whose values are never written to a log, at any of the first three levels of an object. */
export const SECRET_KEYS = [
  'cookie',
  'set-cookie',
  'authorization',
  'password',
  'currentPassword',
  'newPassword',
  'confirmPassword',
  'pin',
  'token',
  'accessToken',
  'refreshToken',
  'sourceId',
  'sourceToken',
  'cardNumber',
  'cvv',
  'card',
  'SQUARE_ACCESS_TOKEN',
  'INSTAGRAM_ACCESS_TOKEN',
  'ADMIN_PASSWORD',
  'ADMIN_PIN',
  'METRICS_TOKEN',
] as const;

export const REDACTED = '[Redacted]';

function redactPaths(): string[] {
  const paths: string[] = [];
  for (const key of SECRET_KEYS) {
    const segment = /^[A-Za-z_$][\w$]*$/.test(key) ? key : `["${key}"]`;
    const join = (prefix: string) =>
      segment.startsWith('[') ? `${prefix}${segment}` : `${prefix}.${segment}`;
    paths.push(segment.startsWith('[') ? `${segment}` : key, join('*'), join('*.*'), join('*.*.*'));
  }
  return paths;
}

/** Query parameters whose values are hidden in logged URLs. */
const SECRET_QUERY = /([?&](?:token|access_token|password|pin|key|code)=)[^&#]*/gi;

export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY, `$1${REDACTED}`);
}

/** The request id header a reverse proxy may set; a UUID is made up when it is absent. */
export const REQUEST_ID_HEADER = 'x-request-id';

export function loggerOptions(level: string): FastifyLoggerOptions & PinoLoggerOptions {
  return {
    level,
    redact: { paths: redactPaths(), censor: REDACTED },
    serializers: {
      req(request: {
        method: string;
        url: string;
        host?: string;
        ip?: string;
        socket?: { remotePort?: number };
      }) {
        return {
          method: request.method,
          url: redactUrl(request.url),
          host: request.host,
          remoteAddress: request.ip,
          remotePort: request.socket?.remotePort,
        };
      },
    },
  };
}

/** Fastify options for request ids: the proxy's X-Request-Id (when it looks like one) or a UUID. */
export const requestIdOptions = {
  requestIdHeader: false,
  genReqId: (request: { headers: Record<string, string | string[] | undefined> }) => {
    const given = request.headers[REQUEST_ID_HEADER];
    return isUsableRequestId(given) ? given : randomUUID();
  },
} satisfies Partial<FastifyServerOptions>;

/** A proxy's request id is used only when it looks like one (no log injection through it). */
export function isUsableRequestId(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9._:-]{1,128}$/.test(value);
}
