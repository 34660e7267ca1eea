import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { getImage } from './images.service';

export const imageRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/images/:file',
    { schema: { params: z.object({ file: z.string() }) } },
    async (request, reply) => {
      const image = await getImage(ctx, request.params.file);
      reply
        .header('content-type', image.contentType)
        // The URL is the content's hash: it can be cached forever.
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('etag', `"${image.id}"`);
      if (image.contentType === 'image/svg+xml') {
        // An SVG opened directly must not run script or load anything.
        reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
      }
      return reply.send(Buffer.from(image.bytes));
    },
  );
};
