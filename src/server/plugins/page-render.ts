import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';

/** The server render's answer for one URL (see src/client/entry-server.tsx). */
export interface RenderedPage {
  status: number;
  head: string;
  html: string;
  state: string;
}

type RenderFn = (
  url: string,
  fetchPublic: (path: string) => Promise<Response>,
) => Promise<RenderedPage | null>;

/** Placeholders of index.html the rendered page fills. */
const APP_HTML = '<!--app-html-->';
const APP_STATE = '<!--app-state-->';

export interface PageRenderer {
  /** The whole HTML document for `url`, or null to serve the plain client-rendered index.html. */
  renderPage(app: FastifyInstance, url: string): Promise<{ status: number; html: string } | null>;
}

/**
 * Loads the server render built beside the client (`dist/server-render/entry-server.js` next to
 * `dist/client`). Without it (dev, API tests, a client-only build) pages stay client-rendered.
 */
export async function loadPageRenderer(clientRoot: string): Promise<PageRenderer | null> {
  const entry = path.join(path.dirname(clientRoot), 'server-render', 'entry-server.js');
  const templateFile = path.join(clientRoot, 'index.html');
  if (!existsSync(entry)) return null;
  const template = readFileSync(templateFile, 'utf8');
  if (!template.includes(APP_HTML)) return null;
  const { render } = (await import(pathToFileURL(entry).href)) as { render: RenderFn };

  return {
    async renderPage(app, url) {
      const page = await render(url, (apiPath) => fetchPublic(app, apiPath));
      if (!page) return null;
      // Function replacements: the markup may contain '$&' and friends.
      const html = withPageHead(template, page.head)
        .replace(APP_HTML, () => page.html)
        .replace(
          APP_STATE,
          () => `<script type="application/json" id="page-state">${page.state}</script>`,
        );
      return { status: page.status, html };
    },
  };
}

/** The page's own head elements at the end of <head>; its title replaces the default one. */
function withPageHead(template: string, head: string): string {
  const document = head.includes('<title>')
    ? template.replace(/<title>[^<]*<\/title>\s*/, '')
    : template;
  return document.replace('</head>', () => `${head}</head>`);
}

/**
 * A GET to the app's own API, in-process, with no cookie and no session: what any visitor would
 * see, so one shopper's data never lands in another's page.
 */
async function fetchPublic(app: FastifyInstance, apiPath: string): Promise<Response> {
  const reply = await app.inject({
    method: 'GET',
    url: apiPath,
    headers: { accept: 'application/json' },
  });
  const empty = reply.statusCode === 204 || reply.statusCode === 304;
  return new Response(empty ? null : reply.payload, {
    status: reply.statusCode,
    headers: { 'content-type': String(reply.headers['content-type'] ?? 'application/json') },
  });
}
