import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { User } from '../../shared/contracts/auth';
import { SITE_NAME } from '../../shared/page-meta';
import { PAGE_VIEWER_ID } from '../../shared/page-viewer';
import { requestMessages } from '../../shared/validation-messages';
import { type Clock, systemClock } from '../clock';
import { loadPageRenderer, type PageRenderer } from './page-render';

/** Where index.html takes the page's <head> tags (title, description, share tags). */
const HEAD_PLACEHOLDER = '<!--app-head-->';

/**
 * Pages that moved, by their old path: the old address answers 308 to the new one with the same
 * query, so bookmarks and shared links (`/paid?game=ABC123`) keep working (decision 0076).
 */
const MOVED_PAGES = new Map([['/paid', '/free-play']]);

/** The page's <head> and whether what its URL names exists (the seo module's pageHead). */
export type PageHeadSource = (request: FastifyRequest) => Promise<{ found: boolean; head: string }>;

/**
 * Serves the built SPA: hashed assets cached for a year, index.html never cached, and every unknown
 * non-API path answered with its page: server-rendered with its data when the server render is
 * built (status 404 for an unknown page or thing), else index.html for the client router to fill.
 * A moved page's old path redirects to its new one.
 */
export async function registerSpa(
  app: FastifyInstance,
  clientDir: string | undefined,
  pageHead?: PageHeadSource,
  /** The shop's clock, which pages are rendered at (countdowns, 'Starts today'). */
  clock: Clock = systemClock,
): Promise<void> {
  const root = clientDir ? path.resolve(clientDir) : undefined;
  const hasClient = root !== undefined && existsSync(path.join(root, 'index.html'));
  const template = hasClient ? readFileSync(path.join(root, 'index.html'), 'utf8') : '';
  if (hasClient) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      // The template, with its placeholders, is never a page of its own: /index.html is '/'.
      allowedPath: (pathname) => pathname !== '/index.html',
      setHeaders: (reply, filePath) =>
        reply.header('cache-control', cacheControlFor(root, filePath)),
    });
  }
  const renderer = hasClient ? await loadPageRenderer(root) : null;
  const pageOrNotFound = async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') && !pathname.startsWith('/api/');
    if (hasClient && wantsPage && pathname === '/index.html') return reply.redirect('/', 301);
    const moved = wantsPage ? MOVED_PAGES.get(pathname) : undefined;
    if (moved) return reply.redirect(`${moved}${request.url.slice(pathname.length)}`, 308);
    if (hasClient && wantsPage && !path.extname(pathname)) {
      return sendPage(app, request, reply, template, pageHead, renderer, clock);
    }
    return reply.status(404).send({ message: requestMessages.notFound });
  };
  // Pages are a route of their own (GET and HEAD of any path no other route has), not only the
  // not-found handler: route hooks such as compression apply to routes only, and a page's HTML is
  // its largest download (115 KB for /home, 14 KB gzip).
  if (hasClient) app.get('/*', pageOrNotFound);
  app.setNotFoundHandler(pageOrNotFound);
}

/**
 * The page: index.html with its own head (the seo module's pageHead) and, when the server render is
 * built, its body and data. 404 when the route is unknown or the product, game or influencer it
 * names doesn't exist. Never cached: it carries live data (stock, games).
 */
async function sendPage(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  template: string,
  pageHead: PageHeadSource | undefined,
  renderer: PageRenderer | null,
  clock: Clock,
) {
  // Who the page goes to, from the session the request carries (plugins/auth.ts resolved it; an
  // expired cookie was cleared there): the page is rendered signed in or signed out as they are,
  // and the browser takes that as the answer of `GET /api/user` (decisions 0053, 0069).
  const user = request.user;
  const [head, page] = await Promise.all([
    pageHead ? pageHead(request) : { found: true, head: `<title>${SITE_NAME}</title>` },
    renderer
      ?.renderPage(app, `${request.protocol}://${request.host}${request.url}`, {
        user,
        now: clock.now().getTime(),
      })
      .catch((error: unknown) => {
        // A page that fails to render on the server still works rendered in the browser.
        request.log.error({ err: error, url: request.url }, 'server render failed');
        return null;
      }) ?? null,
  ]);
  const document = template
    .replace(HEAD_PLACEHOLDER, () => head.head)
    .replace(VIEWER_PLACEHOLDER, () => `${viewerScript(user)}${VIEWER_PLACEHOLDER}`);
  const status = Math.max(head.found ? 200 : 404, page?.status ?? 200);
  return (
    reply
      .status(status)
      // A signed-in shopper's page names them: no shared cache keeps it, and a visitor's page
      // (no session) must not be handed to a shopper either.
      .header('cache-control', user ? 'private, no-cache' : 'no-cache')
      .header('vary', 'Cookie')
      .type('text/html; charset=utf-8')
      .send(page ? page.fill(document) : document)
  );
}

/** Where index.html takes the page's state; the viewer's goes just before it. */
const VIEWER_PLACEHOLDER = '<!--app-state-->';

/**
 * Who the page was sent to, as data for the browser (`lib/page-viewer.ts`): the user `GET
 * /api/user` would answer, or null for a visitor. Script-safe JSON: no '<', no U+2028/U+2029.
 */
function viewerScript(user: User | null): string {
  const json = JSON.stringify({
    user: user ? { id: user.id, username: user.username, isAdmin: user.isAdmin } : null,
  })
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="${PAGE_VIEWER_ID}">${json}</script>`;
}

/** Vite's hashed files never change; index.html must always be revalidated to pick up a new build. */
function cacheControlFor(root: string, filePath: string): string {
  if (filePath === path.join(root, 'index.html')) return 'no-cache';
  // The service worker and what it precaches are checked on every visit, so an update arrives.
  if (['sw.js', 'offline.html', 'manifest.webmanifest'].includes(path.relative(root, filePath))) {
    return 'no-cache';
  }
  const hashedAsset =
    filePath.startsWith(path.join(root, 'assets') + path.sep) && /-[\w-]{8,}\./.test(filePath);
  return hashedAsset ? 'public, max-age=31536000, immutable' : 'public, max-age=3600';
}
