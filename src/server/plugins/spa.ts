import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SITE_NAME } from '../../shared/page-meta';
import { requestMessages } from '../../shared/validation-messages';

/** Where index.html takes the page's <head> tags (title, description, share tags). */
const HEAD_PLACEHOLDER = '<!--app-head-->';

/** The page's <head> and whether what its URL names exists (the seo module's pageHead). */
export type PageHeadSource = (request: FastifyRequest) => Promise<{ found: boolean; head: string }>;

/**
 * Serves the built SPA: hashed assets cached for a year, index.html never cached, and every unknown
 * non-API path answered with index.html so the client router can show its page (or its 404 screen).
 */
export async function registerSpa(
  app: FastifyInstance,
  clientDir: string | undefined,
  pageHead?: PageHeadSource,
): Promise<void> {
  const root = clientDir ? path.resolve(clientDir) : undefined;
  const hasClient = root !== undefined && existsSync(path.join(root, 'index.html'));
  const template = hasClient ? readFileSync(path.join(root, 'index.html'), 'utf8') : '';
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
      return sendPage(request, reply, template, pageHead);
    }
    return reply.status(404).send({ message: requestMessages.notFound });
  });
}

/**
 * index.html with the page's own head; 404 when the URL names a product, game or influencer that
 * doesn't exist (the client shows its not-found screen). Never cached: it names live data.
 */
async function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  template: string,
  pageHead: PageHeadSource | undefined,
) {
  const page = pageHead
    ? await pageHead(request)
    : { found: true, head: `<title>${SITE_NAME}</title>` };
  return reply
    .status(page.found ? 200 : 404)
    .header('cache-control', 'no-cache')
    .type('text/html; charset=utf-8')
    .send(template.replace(HEAD_PLACEHOLDER, () => page.head));
}

/** Vite's hashed files never change; index.html must always be revalidated to pick up a new build. */
function cacheControlFor(root: string, filePath: string): string {
  if (filePath === path.join(root, 'index.html')) return 'no-cache';
  const hashedAsset =
    filePath.startsWith(path.join(root, 'assets') + path.sep) && /-[\w-]{8,}\./.test(filePath);
  return hashedAsset ? 'public, max-age=31536000, immutable' : 'public, max-age=3600';
}
