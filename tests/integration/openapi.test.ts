import { Validator } from '@seriousme/openapi-schema-validator';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isUndocumentedRoute } from '../../src/server/plugins/openapi';
import { newIdempotencyKey } from '../fixtures/commerce';
import {
  createProduct,
  type SignedUpUser,
  signUp,
  signUpElevatedAdmin,
} from '../fixtures/factories';
import { type OpenApiDocument, openApiContract, openApiPath } from '../fixtures/openapi-contract';
import { createTestApp, type TestApp } from '../fixtures/server';

/**
 * The API reference (issue 17, decision 0035): a valid OpenAPI 3.1 document that lists every route
 * the app registers, and whose every operation, sent as documented, answers a documented status
 * with a body of the documented shape.
 */

type Json = Record<string, unknown>;
interface Operation {
  parameters?: { name: string; in: string; required?: boolean; schema?: Json }[];
  requestBody?: { content: Record<string, { schema?: Json }> };
  responses: Record<
    string,
    { content?: Record<string, { schema?: Json }>; headers?: Record<string, unknown> }
  >;
  security?: Record<string, string[]>[];
  'x-access'?: string;
}

let t: TestApp;
let doc: Json & { paths: Record<string, Record<string, Operation>> };
let shopper: SignedUpUser;
let admin: SignedUpUser;
let productId = 1;

beforeAll(async () => {
  // With the built client served, as in production: its static files are not operations.
  t = await createTestApp({ metricsToken: 'contract-test-token', clientDir: 'dist/client' });
  // Ids in the examples are 1: make the first product (and a shopper, an admin) exist.
  productId = (await createProduct(t.ctx)).id;
  shopper = await signUp(t.app);
  admin = await signUpElevatedAdmin(t.app, t.ctx);
  const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(response.statusCode).toBe(200);
  doc = response.json();
}, 60_000);
afterAll(() => t?.close());

describe('the OpenAPI document', () => {
  it('is valid OpenAPI 3.1', async () => {
    expect(doc.openapi).toBe('3.1.0');
    const result = await new Validator().validate(doc as never);
    expect(result.errors ?? [], JSON.stringify(result.errors, null, 2)).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('lists every route the app registered (collected as Fastify added them)', () => {
    const missing = t.app.registeredRoutes
      .filter((route) => !isUndocumentedRoute(route.url) && !route.hidden)
      .filter((route) => !doc.paths[openApiPath(route.url)]?.[route.method.toLowerCase()])
      .map((route) => `${route.method} ${route.url}`);
    expect(
      missing,
      'These routes are not in /api/openapi.json: give each a Zod `schema` (params, querystring, headers, body, response) and make sure it is not hidden',
    ).toEqual([]);
    expect(t.app.registeredRoutes.length).toBeGreaterThan(60);
  });

  it('groups the operations in a few named sections, not one per path segment', () => {
    const tags = new Set(
      Object.values(doc.paths).flatMap((operations) =>
        Object.values(operations as Record<string, { tags?: string[] }>).flatMap(
          (operation) => operation.tags ?? [],
        ),
      ),
    );
    // Swagger UI rendered two of 34 sections and stopped; every tag is one of these.
    expect([...tags].sort()).toEqual(
      [
        'account',
        'admin',
        'auctions',
        'cart and checkout',
        'catalogue',
        'coach',
        'free play and rooms',
        'games',
        'influencers',
        'live',
        'notifications',
        'operations',
        'orders and invoices',
      ].sort(),
    );
  });

  it('serves the reference at /api/docs under the shop CSP', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('swagger-ui');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    const initializer = await t.app.inject({
      method: 'GET',
      url: '/api/docs/static/swagger-initializer.js',
    });
    expect(initializer.statusCode).toBe(200);
    expect(initializer.body).not.toContain('validator.swagger.io');
  });

  it('documents headers, the error shape and who may call each route', () => {
    const checkout = doc.paths['/api/checkout']?.post;
    expect(checkout?.parameters?.map((p) => `${p.in}:${p.name}`)).toContain(
      'header:idempotency-key',
    );
    expect(Object.keys(checkout?.responses ?? {})).toEqual(
      expect.arrayContaining(['201', '400', '401', '402', '403', '409', '500', '503']),
    );
    const put = doc.paths['/api/products/{id}']?.put;
    expect(put?.parameters?.map((p) => `${p.in}:${p.name}`)).toContain('header:if-match');
    expect(put?.security).toEqual([{ session: ['pin'] }]);
    expect(doc.paths['/api/admin/session']?.get?.security).toEqual([{ session: ['admin'] }]);
    expect(doc.paths['/api/cart']?.get?.security).toEqual([{ session: [] }]);
    expect(doc.paths['/api/products']?.get?.security).toEqual([]);
    const error = doc.paths['/api/cart']?.get?.responses['401']?.content?.['application/json']
      ?.schema as Json;
    expect(error.required).toEqual(['message']);
    expect(Object.keys(error.properties as Json)).toEqual(['message', 'code']);
  });
});

/** A value the schema accepts, from its examples, default, enum or type (enough for a request). */
function exampleOf(schema: Json | undefined, depth = 0): unknown {
  if (!schema || depth > 8) return undefined;
  if (typeof schema.$ref === 'string') {
    const name = schema.$ref.split('/').pop() ?? '';
    const components = (doc.components as { schemas?: Record<string, Json> }).schemas ?? {};
    return exampleOf(components[name], depth + 1);
  }
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
  if (schema.default !== undefined) return schema.default;
  if (schema.const !== undefined) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
    const options = schema[key] as Json[] | undefined;
    if (options) {
      const option = options.find((candidate) => candidate.type !== 'null') ?? options[0];
      return exampleOf(option, depth + 1);
    }
  }
  switch (schema.type) {
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, Json>;
      const required = (schema.required ?? []) as string[];
      return Object.fromEntries(
        required.map((key) => [key, exampleOf(properties[key], depth + 1)]),
      );
    }
    case 'array':
      return Array.from({ length: Number(schema.minItems ?? 0) }, () =>
        exampleOf(schema.items as Json, depth + 1),
      );
    case 'integer':
    case 'number':
      return Math.max(Number(schema.minimum ?? 1), 1);
    case 'boolean':
      return true;
    case 'string': {
      if (schema.format === 'email') return 'casey@example.com';
      if (schema.format === 'uri') return 'https://example.com';
      if (schema.format === 'date') return '2026-01-15';
      if (schema.format === 'date-time') return '2026-01-15T10:00:00.000Z';
      const length = Math.max(Number(schema.minLength ?? 1), 1);
      return /^\^\\d/.test(String(schema.pattern ?? '')) ? '1'.repeat(length) : 'x'.repeat(length);
    }
    default:
      return undefined;
  }
}

/** The request an operation's documentation describes, sent as the caller it says may send it. */
function exampleRequest(method: string, path: string, operation: Operation): InjectOptions {
  const headers: Record<string, string> = {};
  const query: Record<string, string> = {};
  let url = path;
  for (const parameter of operation.parameters ?? []) {
    const value = exampleOf(parameter.schema);
    const documentedExample = (parameter.schema?.examples as unknown[] | undefined)?.[0];
    if (parameter.in === 'path' && documentedExample !== undefined) {
      url = url.replace(`{${parameter.name}}`, String(documentedExample));
    }
    if (parameter.in === 'query' && parameter.required) query[parameter.name] = String(value);
    if (parameter.in === 'header') {
      headers[parameter.name] =
        parameter.name === 'idempotency-key'
          ? newIdempotencyKey()
          : parameter.name === 'if-match'
            ? '"1"'
            : String(value);
    }
  }
  // An id the test made, where the path names a product; 1 elsewhere (most answer 404, documented).
  if (/^\/api\/(admin\/)?products\/\{id\}/.test(path)) url = url.replace('{id}', String(productId));
  url = url.replace(/\{[^}]+\}/g, '1');
  const access = operation['x-access'];
  if (access === 'session') headers.cookie = shopper.cookie;
  if (access === 'admin' || access === 'pin') headers.cookie = admin.cookie;
  if (path === '/metrics') headers.authorization = 'Bearer contract-test-token';
  const json = operation.requestBody?.content['application/json']?.schema;
  return {
    method: method.toUpperCase() as InjectOptions['method'],
    url,
    query,
    headers,
    ...(json ? { payload: exampleOf(json) as Json } : {}),
  };
}

describe('statuses Fastify answers before a route runs', () => {
  it('documents 413 and 415 on every route that takes a body', async () => {
    const register = doc.paths['/api/register']?.post;
    const unsupported = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { 'content-type': 'text/xml' },
      payload: '<user/>',
    });
    expect(unsupported.statusCode).toBe(415);
    expect(unsupported.json()).toEqual({ message: 'Unsupported content type' });
    const tooLarge = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'x'.repeat(1024 * 1024 + 1) }),
    });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual({ message: 'Request body is too large' });
    expect(Object.keys(register?.responses ?? {})).toEqual(expect.arrayContaining(['413', '415']));
  });

  it("answers a URL the router cannot read with the shop's error body, as documented", async () => {
    const badUrl = await t.app.inject({ method: 'GET', url: '/api/products/%ED%A0%80' });
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.json()).toEqual({ message: 'The URL is not valid' });
    const longParam = await t.app.inject({
      method: 'GET',
      url: `/api/products/${'a'.repeat(300)}`,
    });
    // 414 from the router; with the built client served (as here) its catch-all takes the URL: 404.
    expect([414, 404]).toContain(longParam.statusCode);
    expect(Object.keys(longParam.json())).toEqual(['message']);
    const product = doc.paths['/api/products/{id}']?.get;
    expect(Object.keys(product?.responses ?? {})).toEqual(expect.arrayContaining(['400', '414']));
    // Every operation can be sent a URL that does not decode: every one documents 400.
    const without400 = Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) => !operation.responses['400'])
        .map(([method]) => `${method} ${path}`),
    );
    expect(without400).toEqual([]);
  });
});

describe('the contract', () => {
  it('answers every documented example request with a documented status, media type and body', async () => {
    const problemOf = openApiContract(doc as unknown as OpenApiDocument);
    const problems: string[] = [];
    let sent = 0;
    const byStatus: Record<string, number> = {};
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const request = exampleRequest(method, path, operation);
        if (operation['x-access']) {
          // Documented as guarded: without the cookie it is refused before anything else.
          const { cookie: _cookie, ...anonymous } = (request.headers ?? {}) as Record<
            string,
            string
          >;
          const signedOut = await t.app.inject({ ...request, headers: anonymous });
          if (signedOut.statusCode !== 401) {
            problems.push(
              `${method.toUpperCase()} ${path} signed out → ${signedOut.statusCode}, not 401`,
            );
          }
        }
        const response = await t.app.inject(request);
        sent += 1;
        const status = String(response.statusCode);
        byStatus[status] = (byStatus[status] ?? 0) + 1;
        const documented = operation.responses[status];
        const where = `${method.toUpperCase()} ${path} → ${status}`;
        if (!documented) {
          problems.push(`${where} is not documented (${response.body.slice(0, 200)})`);
          continue;
        }
        // The headers documented for this answer are set (Retry-After only when there is a wait).
        for (const header of Object.keys(documented.headers ?? {})) {
          if (header === 'Retry-After') continue;
          if (response.headers[header.toLowerCase()] === undefined) {
            problems.push(`${where}: no ${header} header, though documented`);
          }
        }
        // Its media type is one documented for that status and a JSON body matches its schema.
        const problem = problemOf(method, path, response);
        if (problem) problems.push(problem);
      }
    }
    console.log(`[contract] ${sent} operations: ${JSON.stringify(byStatus)}`);
    expect(problems).toEqual([]);
    expect(sent).toBeGreaterThan(60);
    const succeeded = Object.entries(byStatus)
      .filter(([status]) => status.startsWith('2'))
      .reduce((sum, [, count]) => sum + count, 0);
    expect(succeeded).toBeGreaterThanOrEqual(40);
  }, 120_000);
});

describe('every answer in the suite', () => {
  it('is checked against the reference: an answer that breaks it fails the test app that gave it', async () => {
    // A route whose reference promises 200 { ok } but which answers 418 and then a wrong shape.
    const drifting = await createTestApp({}, (app) => {
      app.get(
        '/api/drifting',
        {
          schema: {
            querystring: z.object({ shape: z.string().optional() }),
            response: { 200: z.object({ ok: z.boolean() }) },
          },
        },
        async (request, reply) => {
          if ((request.query as { shape?: string }).shape === 'wrong') {
            return reply.type('text/plain').send('ok');
          }
          return reply.code(418 as 200).send({ ok: false });
        },
      );
    });
    expect((await drifting.app.inject({ method: 'GET', url: '/api/drifting' })).statusCode).toBe(
      418,
    );
    await drifting.app.inject({ method: 'GET', url: '/api/drifting?shape=wrong' });
    // Not a route: the router's own 404 is not an operation's answer.
    await drifting.app.inject({ method: 'GET', url: '/api/no-such-route' });
    const closing = drifting.close();
    await expect(closing).rejects.toThrow('GET /api/drifting → 418 is not documented');
    await expect(closing).rejects.toThrow(
      'GET /api/drifting → 200: answers text/plain, documented application/json',
    );
    await expect(closing).rejects.not.toThrow('no-such-route');
  });
});
