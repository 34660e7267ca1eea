import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { pingDatabase } from '../../db/client';

export const healthRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/healthz',
    {
      schema: {
        response: {
          200: z.object({ status: z.literal('ok') }),
          503: z.object({ status: z.literal('error'), message: z.string() }),
        },
      },
    },
    async (request, reply) => {
      try {
        await pingDatabase(ctx.db);
        return { status: 'ok' as const };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        return reply
          .status(503)
          .send({ status: 'error' as const, message: 'Database unavailable' });
      }
    },
  );
};
