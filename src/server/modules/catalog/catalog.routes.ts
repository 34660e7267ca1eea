import { promisify } from 'node:util';
import { gzip as gzipCallback } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  brandListSchema,
  productListQuerySchema,
  productListSchema,
  productSchema,
} from '../../../shared/contracts/catalog';
import { errorBodySchema } from '../../../shared/contracts/errors';
import type { AppContext } from '../../context';
import type { EventBus } from '../../events';
import {
  answerCatalogue,
  answerProduct,
  type CatalogueAnswer,
  createCatalogueCache,
  findActiveBrands,
} from './catalog.service';

// Stock and prices change: caches must revalidate every time, which the ETag makes cheap (304).
const REVALIDATE = 'no-cache';

// Bodies at least this large are gzipped once and kept beside the cached JSON (the same threshold
// as the compression plugin, which leaves already-encoded replies alone).
const PRECOMPRESS_MIN_BYTES = 1024;
const gzip = promisify(gzipCallback);

/** Sends a prepared JSON answer (or 304); the body is already serialised, from `toProduct` objects. */
async function send(request: FastifyRequest, reply: FastifyReply, result: CatalogueAnswer) {
  reply
    .header('cache-control', REVALIDATE)
    .header('etag', result.etag)
    .header('vary', 'accept-encoding');
  if (result.notModified) return reply.status(304).send();
  const { entry } = result;
  if (entry.total !== undefined) reply.header('x-total-count', String(entry.total));
  reply.type('application/json; charset=utf-8');
  if (
    entry.body.length >= PRECOMPRESS_MIN_BYTES &&
    /\bgzip\b/.test(request.headers['accept-encoding'] ?? '')
  ) {
    entry.gzip ??= gzip(entry.body);
    return reply.header('content-encoding', 'gzip').send(await entry.gzip);
  }
  return reply.send(entry.body);
}

export const catalogRoutes: FastifyPluginAsyncZod<{ ctx: AppContext; bus?: EventBus }> = async (
  app,
  { ctx, bus },
) => {
  const cache = createCatalogueCache(ctx, bus);
  app.addHook('onClose', async () => cache.version.close());

  // Response shapes: productListSchema and productSchema (checked by the tests; the bodies are
  // pre-serialised from the cache, so Fastify's serializer is not involved).
  app.get(
    '/api/products',
    {
      schema: {
        summary: 'List products',
        querystring: productListQuerySchema,
        response: { 200: productListSchema },
        responseHeaders: { 200: { 'X-Total-Count': 'How many products match, across all pages' } },
      },
    },
    async (request, reply) =>
      send(
        request,
        reply,
        await answerCatalogue(ctx, cache, request.query, request.headers['if-none-match']),
      ),
  );

  app.get(
    '/api/products/:id',
    {
      schema: {
        summary: 'One product',
        params: z.object({ id: z.string() }),
        response: { 200: productSchema, 404: errorBodySchema },
      },
    },
    async (request, reply) =>
      send(
        request,
        reply,
        await answerProduct(ctx, cache, request.params.id, request.headers['if-none-match']),
      ),
  );

  app.get(
    '/api/brands',
    { schema: { summary: 'List brands', response: { 200: brandListSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', REVALIDATE);
      return findActiveBrands(ctx);
    },
  );
};
