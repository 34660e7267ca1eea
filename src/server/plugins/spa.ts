import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { requestMessages } from '../../shared/validation-messages';
import { loadPageRenderer } from './page-render';

/**
 * Serves the built SPA: hashed assets cached for a year, index.html never cached, and every unknown
 * non-API path answered with its page: server-rendered with its data when the server render is
 * built (status 404 for an unknown page or thing), else index.html for the client router to fill.
 */
export async function registerSpa(
  app: FastifyInstance,
  clientDir: string | undefined,
): Promise<void> {
  const root = clientDir ? path.resolve(clientDir) : undefined;
  const hasClient = root !== undefined && existsSync(path.join(root, 'index.html'));
  if (hasClient) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      setHeaders: (reply, filePath) =>
        reply.header('cache-control', cacheControlFor(root, filePath)),
    });
  }
  const renderer = hasClient ? await loadPageRenderer(root) : null;
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') && !pathname.startsWith('/api/');
    if (hasClient && wantsPage && !path.extname(pathname)) {
      const page = await renderer
        ?.renderPage(app, `${request.protocol}://${request.host}${request.url}`)
        .catch((error: unknown) => {
          // A page that fails to render on the server still works rendered in the browser.
          request.log.error({ err: error, url: request.url }, 'server render failed');
          return null;
        });
      if (page) {
        // Pages carry live data (stock, games): revalidated on every visit, like index.html.
        return reply
          .status(page.status)
          .header('cache-control', 'no-cache')
          .type('text/html; charset=utf-8')
          .send(page.html);
      }
      return reply.sendFile('index.html');
    }
    return reply.status(404).send({ message: requestMessages.notFound });
  });
}

/** Vite's hashed files never change; index.html must always be revalidated to pick up a new build. */
function cacheControlFor(root: string, filePath: string): string {
  if (filePath === path.join(root, 'index.html')) return 'no-cache';
  const hashedAsset =
    filePath.startsWith(path.join(root, 'assets') + path.sep) && /-[\w-]{8,}\./.test(filePath);
  return hashedAsset ? 'public, max-age=31536000, immutable' : 'public, max-age=3600';
}
