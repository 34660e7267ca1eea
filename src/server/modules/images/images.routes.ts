import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BytesCache } from '../../bytes-cache';
import type { AppContext } from '../../context';
import { mediaResponse } from '../../plugins/openapi';
import { parseImageWidth, sizedImage } from './image-sizes';
import { getImage } from './images.service';

/** A found picture: its URL is the content's hash (and the width), so it can be cached forever. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

export const imageRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const sized = new BytesCache(2_000, 64 * 1024 * 1024);

  app.get(
    '/images/:file',
    {
      schema: {
        summary: 'A product image',
        params: z.object({ file: z.string() }),
        querystring: z.object({ w: z.string().optional() }),
        response: {
          200: mediaResponse(
            'The image as uploaded, or as WebP at the width `w` asks for',
            ['image/*'],
            'binary',
          ),
        },
      },
    },
    async (request, reply) => {
      const { file } = request.params;
      const width = request.query.w === undefined ? undefined : parseImageWidth(request.query.w);
      if (width !== undefined) {
        const copy = await sizedImage(sized, file, width, () => getImage(ctx, file));
        return reply
          .header('cache-control', IMMUTABLE)
          .header('content-type', 'image/webp')
          .header('etag', `"${file}-${width}"`)
          .send(copy);
      }
      const image = await getImage(ctx, file);
      reply
        .header('cache-control', IMMUTABLE)
        .header('content-type', image.contentType)
        .header('etag', `"${image.id}"`);
      if (image.contentType === 'image/svg+xml') {
        // An SVG opened directly must not run script or load anything.
        reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
      }
      return reply.send(Buffer.from(image.bytes));
    },
  );
};
