import { randomUUID } from 'node:crypto';
import {
  type FastifyLoggerOptions,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from 'fastify';
import type { PinoLoggerOptions } from 'fastify/types/logger';

/**
 * Structured JSON logs an operator can use: pino's JSON on stdout at LOG_LEVEL,
 * every request line tagged `reqId` (the proxy's X-Request-Id when it sends one, else a UUID), and
 * secrets replaced by "[Redacted]" wherever they appear in a logged object: cookies, authorization,
 * tokens, card data, passwords and the PIN. On a terminal the same lines are printed for people
 * (decision 0062, `./log-output.ts`).
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

export function loggerOptions(
  level: string,
  /** Where the lines go (pino's destination); unset: pino's own stdout writer. */
  stream?: FastifyLoggerOptions['stream'],
): FastifyLoggerOptions & PinoLoggerOptions {
  return {
    level,
    ...(stream ? { stream } : {}),
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

/**
 * A request for a file (a script, a style sheet, a picture, an icon) rather than a page or an API
 * call: the path's last segment has an extension. Successful ones are logged at debug only.
 */
export function isFileRequest(method: string, url: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  const path = url.split(/[?#]/, 1)[0] ?? '';
  return !path.startsWith('/api/') && /\/[^/]*\.[A-Za-z0-9]+$/.test(path);
}

/**
 * The header that marks the server render's own in-process API requests (`app.inject`), whose
 * lines are debug: the page's request is the one an operator reads. Its value is made up per
 * process, so a request from outside cannot hide itself from the log by sending it.
 */
const IN_PROCESS_HEADER = 'x-in-process-request';
const IN_PROCESS_TOKEN = randomUUID();

export function inProcessRequestHeaders(): Record<string, string> {
  return { [IN_PROCESS_HEADER]: IN_PROCESS_TOKEN };
}

function isInProcessRequest(request: FastifyRequest): boolean {
  return request.headers[IN_PROCESS_HEADER] === IN_PROCESS_TOKEN;
}

/**
 * Fastify's request lines, made to be read: one line per request at info, when it
 * completes, with the method, URL, status and time (`incoming request` moves to debug); a file
 * served (scripts, pictures, icons) and the server render's in-process API calls are logged at
 * debug unless they failed; an error stays at error.
 * The probes are quieted by their own routes' log level (LOG_PROBES).
 */
export class RequestLogController extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const details = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) {
      reply.log.error({ ...details, err: error }, 'request errored');
    } else if (
      reply.statusCode < 400 &&
      (isFileRequest(request.method, request.url) || isInProcessRequest(request))
    ) {
      reply.log.debug(details, 'request completed');
    } else {
      reply.log.info(details, 'request completed');
    }
  }
}
