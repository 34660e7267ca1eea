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
import { findActiveBrands, findCatalogue, getProduct } from './catalog.service';

// Stock and prices change: caches must revalidate every time, which the ETag makes cheap (304).
const REVALIDATE = 'no-cache';

export const catalogRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/api/products',
    { schema: { querystring: productListQuerySchema, response: { 200: productListSchema } } },
    async (request, reply) => {
      const { products, total } = await findCatalogue(ctx, request.query);
      reply.header('cache-control', REVALIDATE).header('x-total-count', String(total));
      return products;
    },
  );

  app.get(
    '/api/products/:id',
    {
      schema: {
        params: z.object({ id: z.string() }),
        response: { 200: productSchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const product = await getProduct(ctx, request.params.id);
      reply.header('cache-control', REVALIDATE);
      return product;
    },
  );

  app.get(
    '/api/brands',
    { schema: { response: { 200: brandListSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', REVALIDATE);
      return findActiveBrands(ctx);
    },
  );
};
