import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { PageViewer } from '../../shared/page-viewer';
import { inProcessRequestHeaders } from '../ops/logging';
import { bootAfterPaint } from './app-boot';

/** The server render's answer for one URL (see src/client/entry-server.tsx). */
export interface RenderedPage {
  status: number;
  head: string;
  html: string;
  state: string;
  modules: string[];
}

/** Who the page goes to (see src/client/entry-server.tsx `Viewer`): the signed-in user or null. */
export interface Viewer extends PageViewer {
  /** The shop clock's time (ms) the page is rendered at, which its countdowns read. */
  now?: number;
}

type RenderFn = (
  url: string,
  fetchPublic: (path: string) => Promise<Response>,
  viewer: Viewer,
) => Promise<RenderedPage | null>;

/** Placeholders of index.html the rendered page fills. */
const APP_HTML = '<!--app-html-->';
const APP_STATE = '<!--app-state-->';

/** A rendered page: its status, and how it fills a document (index.html with its head set). */
export interface PageRender {
  status: number;
  fill(document: string): string;
}

export interface PageRenderer {
  /** The page for `url`, or null to serve the plain client-rendered index.html. */
  renderPage(app: FastifyInstance, url: string, viewer: Viewer): Promise<PageRender | null>;
}

/**
 * Loads the server render built beside the client (`dist/server-render/entry-server.js` next to
 * `dist/client`). Without it (dev, API tests, a client-only build) pages stay client-rendered.
 */
export async function loadPageRenderer(clientRoot: string): Promise<PageRenderer | null> {
  const entry = path.join(path.dirname(clientRoot), 'server-render', 'entry-server.js');
  const templateFile = path.join(clientRoot, 'index.html');
  if (!existsSync(entry)) return null;
  if (!readFileSync(templateFile, 'utf8').includes(APP_HTML)) return null;
  const { render } = (await import(pathToFileURL(entry).href)) as { render: RenderFn };
  const chunks = loadChunkManifest(clientRoot);

  return {
    async renderPage(app, url, viewer) {
      const page = await render(url, (apiPath) => fetchPublic(app, apiPath), viewer);
      if (!page) return null;
      const modules = pageModuleFiles(chunks, page.modules);
      return {
        status: page.status,
        // Function replacements: the markup may contain '$&' and friends.
        fill: (document) =>
          bootAfterPaint(withPreloads(document, page.head), modules)
            .replace(APP_HTML, () => page.html)
            .replace(
              APP_STATE,
              () => `<script type="application/json" id="page-state">${page.state}</script>`,
            ),
      };
    },
  };
}

/** The client build's chunks by module (Vite's `.vite/manifest.json`): each one's file and imports. */
type ChunkManifest = Record<string, { file: string; imports?: string[] }>;

function loadChunkManifest(clientRoot: string): ChunkManifest {
  const file = path.join(clientRoot, '.vite', 'manifest.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as ChunkManifest) : {};
}

/**
 * Each chunk the page's own code needs: its module's and every chunk that one imports, however
 * deep, as paths. The browser downloads them beside the app's entry rather than after it (the
 * entry's `import()` would otherwise find them one level at a time, and add a link for each while
 * the page waits for its first task to end). All of them are asked for after the first paint, with
 * the entry's own (app-boot.ts).
 */
function pageModuleFiles(chunks: ChunkManifest, modules: readonly string[]): string[] {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = chunks[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    // The app's entry (index.html) and its imports are in the document already.
    if (key === 'index.html') return;
    files.add(`/${chunk.file}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const module of modules) visit(module);
  return [...files];
}

/**
 * The preloads of the page's first pictures, hoisted by React's render, at the end of <head>. The
 * title, description and share tags come from the seo module's head, already in the document; a
 * picture it preloads already (the same file, or the same sized copies) is not preloaded twice.
 */
function withPreloads(document: string, head: string): string {
  const preloads = (head.match(/<link\b[^>]*\brel="preload"[^>]*>/g) ?? []).filter((link) => {
    const href = /\bhref="([^"]*)"/.exec(link)?.[1];
    const srcSet = /\bimagesrcset="([^"]*)"/i.exec(link)?.[1];
    if (href !== undefined && document.includes(`href="${href}"`)) return false;
    // The document is index.html with the seo module's head, no markup yet: a picture's sized
    // copies named there are its preload.
    return srcSet === undefined || !document.includes(srcSet);
  });
  return preloads.length
    ? document.replace('</head>', () => `${preloads.join('')}</head>`)
    : document;
}

/**
 * A GET to the app's own API, in-process, with no cookie and no session: what any visitor would
 * see, so one shopper's data never lands in another's page.
 */
async function fetchPublic(app: FastifyInstance, apiPath: string): Promise<Response> {
  const reply = await app.inject({
    method: 'GET',
    url: apiPath,
    headers: { accept: 'application/json', ...inProcessRequestHeaders() },
  });
  const empty = reply.statusCode === 204 || reply.statusCode === 304;
  return new Response(empty ? null : reply.payload, {
    status: reply.statusCode,
    headers: { 'content-type': String(reply.headers['content-type'] ?? 'application/json') },
  });
}
