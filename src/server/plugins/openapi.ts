import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accessOfHook, type RouteAccess, SESSION_COOKIE } from './auth';

/**
 * The API reference: an OpenAPI 3.1 document generated from the routes' own Zod
 * schemas at `/api/openapi.json`, browsable at `/api/docs`. What the schemas do not say is derived
 * from the route the same way for every route, so a new route is documented the day it is added:
 *
 * - security from its guard hooks (`requireUser`, `requireAdmin`, `requireElevatedAdmin` and any
 *   hook marked with `declareAccess`), route-level or added to its plugin;
 * - the error statuses every route of that kind can give, all with the one error body
 *   `{message, code?}`: 400 for all (a URL that does not decode, NUL in the query, bad input), 414
 *   for a path parameter too long, 413/415 for a route that takes a body (too large, a content type
 *   no parser takes), 401/403 for guarded routes, 403 for a
 *   write from another origin, 404 for a path with an id, 402/409 for paid actions (Idempotency-Key),
 *   409 for a precondition (If-Match), 500 and 503 (database unreachable) for all.
 *
 * - the headers every answer carries: `X-Request-Id` on all, `ETag` on a GET's answer (with 304 for
 *   `If-None-Match`), `Retry-After` on 429 and 503.
 *
 * Statuses a route gives beyond those are declared in its schema's `response` (errorBodySchema); an
 * answer that is not JSON with `mediaResponse`; a body the route parses itself (multipart) with
 * `documentedBody`; headers only some routes set with `responseHeaders`.
 */

declare module 'fastify' {
  interface FastifySchema {
    /**
     * For the reference only: the request body of a route that reads it itself (multipart as well
     * as JSON), by media type. Fastify does not validate it; the route does.
     */
    documentedBody?: { content: Record<string, { schema: unknown }> };
    /** For the reference only: headers this route sets on an answer, by status, with what they say. */
    responseHeaders?: Record<number, Record<string, string>>;
  }
}

/** An answer that is not JSON, e.g. `mediaResponse('A PDF', ['application/pdf'], 'binary')`. */
export function mediaResponse(
  description: string,
  mediaTypes: readonly string[],
  kind: 'text' | 'binary' = 'text',
) {
  // Bytes are sent as a Buffer, text as a string: Fastify serialises neither (the schema documents).
  const body =
    kind === 'binary'
      ? (z.string().meta({ format: 'binary' }) as unknown as z.ZodType<Buffer | string>)
      : z.string();
  return {
    description,
    content: Object.fromEntries(mediaTypes.map((type) => [type, { schema: body }])),
  };
}

export interface RegisteredRoute {
  method: string;
  url: string;
  /** Hidden by its plugin (the built client's static files): not an API operation. */
  readonly hidden: boolean;
}

/** Routes a plugin hid on purpose (@fastify/static's files); WebSocket routes are documented. */
function isHiddenRoute(route: RouteOptions): boolean {
  const hide = (route.schema as { hide?: boolean } | undefined)?.hide === true;
  return hide && (route as { websocket?: boolean }).websocket !== true;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route added to the app (HEAD aside), as Fastify registered it: what the reference must list. */
    registeredRoutes: RegisteredRoute[];
  }
}

export const OPENAPI_JSON_PATH = '/api/openapi.json';
export const API_DOCS_PATH = '/api/docs';

/** Routes that are not API operations: the docs themselves and the SPA's fallback. */
export function isUndocumentedRoute(url: string): boolean {
  return url === OPENAPI_JSON_PATH || url.startsWith(API_DOCS_PATH) || url === '*' || url === '/*';
}

/** The error body every failed call answers with, as JSON Schema (errorBodySchema in contracts). */
export const errorBodyJsonSchema = {
  type: 'object',
  required: ['message'],
  properties: {
    message: { type: 'string', description: 'What went wrong, in words to show the user' },
    code: {
      type: 'string',
      description: 'Present where the client must react, e.g. PIN_REQUIRED, PAYMENT_DECLINED',
    },
  },
  additionalProperties: false,
} as const;

const notModified = 'Not modified: the `If-None-Match` ETag is current (no body)';
const requestIdDescription =
  "The request's id (the caller's `X-Request-Id` when it sent a valid one): quote it when reporting a problem";
const etagDescription = 'A weak validator of the body: send it back as `If-None-Match` for a 304';

const errorDescriptions: Record<number, string> = {
  400: 'The request is malformed or a value is refused',
  401: 'Not signed in (no valid session cookie)',
  402: 'The card was declined (code PAYMENT_DECLINED)',
  403: "Not allowed: not an admin, the PIN step-up has lapsed (code PIN_REQUIRED), a paid entry or bid refused by the player's own limits (PLAY_LIMIT, COOL_OFF, SELF_EXCLUDED, AGE_CONFIRMATION_REQUIRED), or a write from another origin",
  404: 'Nothing with that id',
  409: 'Conflicts with the current state (sold out, changed since read, Idempotency-Key reused)',
  413: 'The request body is too large (1 MB; an image upload 5 MB)',
  414: 'A path parameter is too long',
  415: 'Unsupported content type (send application/json)',
  429: 'Too many requests; see Retry-After',
  500: 'Something failed on the server; the message says nothing more',
  503: 'The database is briefly unreachable or the server is shutting down; see Retry-After',
};

/** A WebSocket endpoint as an operation: the upgrade, then the messages described in words. */
const websocketSchema = {
  hide: false,
  summary: 'Live updates (WebSocket)',
  description:
    'WebSocket (send `Upgrade: websocket`). Client messages: `{type: "subscribe" | "unsubscribe", topic}`, `{type: "ping"}`. Server messages: `{type: "event", topic, id, version}`, `{type: "subscribed", topic}`, `{type: "error", message, topic?}`, `{type: "pong"}`. Public topics need no session; `notifications:{userId}` needs that user\'s session cookie. On shutdown the server closes with 1001 (going away): reconnect.',
  response: {
    101: { description: 'Switching Protocols: the live channel is open', type: 'null' },
    404: { description: 'Not an upgrade request (no `Upgrade: websocket`): no body', type: 'null' },
    403: {
      description: 'The upgrade comes from another site (its Origin)',
      ...errorBodyJsonSchema,
    },
  },
};

const accessRank: Record<RouteAccess, number> = { session: 1, admin: 2, pin: 3 };

const accessDescriptions: Record<RouteAccess, string> = {
  session: 'Needs a signed-in session (the `sm_session` cookie).',
  admin: 'Needs a signed-in admin.',
  pin: 'Needs a signed-in admin who passed the PIN step-up (POST /api/admin/verify-pin) within its window.',
};

const HOOK_KINDS = ['onRequest', 'preParsing', 'preValidation', 'preHandler'] as const;

/** Fastify keeps a plugin's hooks under this symbol; routes inherit them at ready time. */
function pluginHooks(instance: FastifyInstance): Record<string, unknown[]> | undefined {
  const symbol = Object.getOwnPropertySymbols(instance).find(
    (candidate) => candidate.description === 'fastify.hooks',
  );
  return symbol
    ? (instance as unknown as Record<symbol, Record<string, unknown[]>>)[symbol]
    : undefined;
}

/** The strongest guard among the hooks that run for this route (its own and its plugin's). */
function routeAccess(
  route: RouteOptions,
  instance: FastifyInstance | undefined,
): RouteAccess | undefined {
  const hooks: unknown[] = [];
  const inherited = instance ? pluginHooks(instance) : undefined;
  for (const kind of HOOK_KINDS) {
    hooks.push(...(inherited?.[kind] ?? []));
    const own = route[kind];
    if (Array.isArray(own)) hooks.push(...own);
    else if (own) hooks.push(own);
  }
  let best: RouteAccess | undefined;
  for (const hook of hooks) {
    const access = accessOfHook(hook);
    if (access && (!best || accessRank[access] > accessRank[best])) best = access;
  }
  return best;
}

type JsonObject = Record<string, unknown>;

function headerNames(headers: unknown): Set<string> {
  const properties = (headers as { properties?: JsonObject } | undefined)?.properties;
  return new Set(Object.keys(properties ?? {}).map((name) => name.toLowerCase()));
}

function operationId(method: string, url: string): string {
  const words = url
    .replace(/^\/api\//, '/')
    .split('/')
    .filter(Boolean)
    .map((part) => (part.startsWith(':') ? `by-${part.slice(1)}` : part))
    .join('-')
    .replace(/[^A-Za-z0-9-]+/g, '-');
  return `${method.toLowerCase()}-${words || 'root'}`;
}

/**
 * The reference's sections, by the first segment after /api/ (one tag per path segment made 34
 * sections, past what Swagger UI renders: it stopped after the second). What is not listed here
 * is 'operations' (the probes, pictures, sitemap) or, for a new /api/ segment, the segment itself.
 */
const TAG_GROUPS: Record<string, string> = {
  user: 'account',
  register: 'account',
  login: 'account',
  logout: 'account',
  notifications: 'notifications',
  'notification-preferences': 'notifications',
  push: 'notifications',
  products: 'catalogue',
  brands: 'catalogue',
  meta: 'catalogue',
  cart: 'cart and checkout',
  checkout: 'cart and checkout',
  discounts: 'cart and checkout',
  square: 'cart and checkout',
  payments: 'cart and checkout',
  orders: 'orders and invoices',
  invoices: 'orders and invoices',
  plays: 'games',
  games: 'games',
  competitions: 'games',
  'daily-scores': 'games',
  'free-play': 'free play and rooms',
  'game-rooms': 'free play and rooms',
  auctions: 'auctions',
  influencers: 'influencers',
  inbox: 'influencers',
  'instagram-metrics': 'influencers',
  'metrics-source': 'influencers',
  coach: 'coach',
  analytics: 'coach',
  admin: 'admin',
  'business-applications': 'admin',
  live: 'live',
};

function tagOf(url: string): string {
  const segments = url.split('/').filter(Boolean);
  if (segments[0] !== 'api') return 'operations';
  const segment = segments[1]?.replace(/^:.*/, '') || 'api';
  return TAG_GROUPS[segment] ?? segment;
}

/**
 * The security and error statuses of one route, added to the JSON Schema the Zod transform gave.
 * Exported for the tests; the plugin applies it to every route.
 */
export function documentRoute(
  method: string,
  url: string,
  schema: JsonObject,
  access: RouteAccess | undefined,
): JsonObject {
  const response: JsonObject = { ...((schema.response as JsonObject | undefined) ?? {}) };
  const hasSuccess = Object.keys(response).some((status) => /^[123]/.test(status));
  if (!hasSuccess) {
    response[method === 'DELETE' ? '204' : '200'] = {
      description: 'Done',
      ...(method === 'DELETE' ? { type: 'null' } : {}),
    };
  }
  const headers = headerNames(schema.headers);
  const statuses = new Set<number>([500, 503]);
  const takesBody = ['POST', 'PUT', 'PATCH'].includes(method);
  // Every route: a URL Fastify cannot decode, or U+0000 anywhere in the query (plugins/security).
  statuses.add(400);
  // A path parameter longer than Fastify's limit (frameworkErrors in app.ts).
  if (url.includes(':')) statuses.add(414);
  // Fastify reads a DELETE's body too (none is needed): too large or of a type no parser takes.
  if (takesBody || method === 'DELETE') {
    statuses.add(413);
    statuses.add(415);
  }
  if (url.includes(':')) statuses.add(404);
  if (access) statuses.add(401);
  if (access === 'admin' || access === 'pin') statuses.add(403);
  if (!['GET', 'HEAD', 'OPTIONS'].includes(method)) statuses.add(403);
  if (headers.has('idempotency-key')) {
    statuses.add(402);
    statuses.add(409);
  }
  if (headers.has('if-match')) statuses.add(409);
  for (const status of statuses) {
    const key = String(status);
    if (response[key]) continue;
    response[key] = { description: errorDescriptions[status], ...errorBodyJsonSchema };
  }
  const websocket = response['101'] !== undefined;
  if (method === 'GET' && !websocket && !response['304']) {
    response['304'] = { description: notModified, type: 'null' };
  }
  const { documentedBody, responseHeaders, ...rest } = schema as JsonObject & {
    documentedBody?: JsonObject;
    responseHeaders?: Record<string, Record<string, string>>;
  };
  for (const [status, answer] of Object.entries(response)) {
    const headers: Record<string, JsonObject> = {
      'X-Request-Id': { type: 'string', description: requestIdDescription },
    };
    if (method === 'GET' && !websocket && /^(2|304)/.test(status)) {
      headers.ETag = { type: 'string', description: etagDescription };
    }
    if (status === '429' || status === '503') {
      headers['Retry-After'] = {
        type: 'integer',
        description: 'Seconds to wait before trying again',
      };
    }
    for (const [name, description] of Object.entries(responseHeaders?.[status] ?? {})) {
      headers[name] = { type: 'string', description };
    }
    response[status] = { ...(answer as JsonObject), headers };
  }
  const documented: JsonObject = {
    ...rest,
    ...(documentedBody ? { body: documentedBody } : {}),
    response,
    operationId: schema.operationId ?? operationId(method, url),
    tags: schema.tags ?? [tagOf(url)],
  };
  if (access) {
    documented.security = [{ session: access === 'session' ? [] : [access] }];
    documented['x-access'] = access;
    documented.description = [schema.description, accessDescriptions[access]]
      .filter(Boolean)
      .join('\n\n');
  } else if (url === '/metrics') {
    documented.security = [{ metricsToken: [] }];
  } else {
    documented.security = [];
  }
  return documented;
}

/**
 * Registers the document and the reference UI. Call before any route is registered: the routes are
 * collected as they are added.
 */
export async function registerOpenApi(
  app: FastifyInstance,
  options: { version: string },
): Promise<void> {
  const instances = new WeakMap<RouteOptions, FastifyInstance>();
  const registered: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', registered);
  // `this` is the plugin a route is added in: its hooks (added before or after the route) are read
  // when the document is generated, after the app is ready.
  app.addHook('onRoute', function rememberPlugin(this: FastifyInstance, route) {
    instances.set(route, this);
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      registered.push({
        method,
        url: route.url,
        // Read when asked: @fastify/websocket marks its routes hidden after this hook runs.
        get hidden() {
          return isHiddenRoute(route);
        },
      });
    }
  });

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      // Relative: the document describes the origin it is served from.
      servers: [{ url: '/', description: 'This server' }],
      info: {
        title: 'Social Market API',
        version: options.version,
        description:
          'The shop\'s HTTP API. Errors answer `{message, code?}`. Writes from a browser must be same-origin. Paid actions take an `Idempotency-Key` header (one per attempt); product edits an `If-Match: "<version>"`.',
      },
      components: {
        securitySchemes: {
          session: {
            type: 'apiKey',
            in: 'cookie',
            name: SESSION_COOKIE,
            description:
              'The session cookie set by POST /api/login or /api/register. Roles: `admin` (an admin account), `pin` (an admin past the PIN step-up).',
          },
          metricsToken: {
            type: 'http',
            scheme: 'bearer',
            description: 'METRICS_TOKEN, when /metrics is served on the main port',
          },
        },
      },
    },
    hideUntagged: false,
    transform: (input) => {
      const { url, route } = input;
      if (isUndocumentedRoute(url) || isHiddenRoute(route as RouteOptions)) {
        return { schema: { hide: true } as never, url };
      }
      // WebSocket routes are hidden by @fastify/websocket; the reference still names them.
      const websocket = (route as { websocket?: boolean }).websocket === true;
      const transformed = websocket ? { url, schema: websocketSchema } : jsonSchemaTransform(input);
      const access = routeAccess(route as RouteOptions, instances.get(route as RouteOptions));
      return {
        url: transformed.url,
        schema: documentRoute(
          [route.method].flat().find((method) => method !== 'HEAD') ?? 'GET',
          url,
          (transformed.schema ?? {}) as JsonObject,
          access,
        ) as never,
      };
    },
    transformObject: jsonSchemaTransformObject,
  });

  app.get(OPENAPI_JSON_PATH, { schema: { hide: true } }, async () => app.swagger());

  await app.register(swaggerUi, {
    routePrefix: API_DOCS_PATH,
    // The shop's own CSP fits: Swagger UI's page loads its scripts and styles from 'self' and
    // fetches the document from 'self'. No validator badge (it would load an outside image).
    uiConfig: { validatorUrl: null, deepLinking: true } as never,
    staticCSP: false,
  });
}
