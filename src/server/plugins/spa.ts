import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { requestMessages } from '../../shared/validation-messages';

/**
 * Serves the built SPA: hashed assets cached for a year, index.html never cached, and every unknown
 * non-API path answered with index.html so the client router can show its page (or its 404 screen).
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
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') && !pathname.startsWith('/api/');
    if (hasClient && wantsPage && !path.extname(pathname)) {
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
