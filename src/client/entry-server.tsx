/**
 * The server render of the shop's pages (built by `vite build --ssr`, loaded by the server's SPA
 * plugin). One request: match the URL against the app's own routes, render the page, fetch the
 * public queries the render asked for, render again with their data, and hand back the HTML, the
 * HTTP status and the page state the browser hydrates from (main.tsx).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { dehydrate, type Query } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { pageModuleOf, routes } from './app/router';
import { renderNotingParts } from './components/lazy-part';
import { ApiError, setApiTransport } from './lib/api';
import { serializePageState } from './lib/page-state';
import { isPageEntityQuery, isPublicQuery } from './lib/public-queries';
import { createQueryClient } from './lib/query-client';
import { queryKeys } from './lib/query-keys';
import { setRenderContext } from './lib/render-context';

/** A GET to the shop's own API on behalf of the render: no cookies, so public answers only. */
export type PublicFetch = (path: string) => Promise<Response>;

/** Who the page goes to, as far as the request tells without reading the session. */
export interface Viewer {
  /**
   * No session cookie came with the request: a visitor. The page renders signed out (the header's
   * 'Login', not a placeholder) and the browser does not ask `GET /api/user` (decision 0053).
   * Otherwise the signed-in parts render loading and fill in after hydration.
   */
  visitor: boolean;
}

export interface RenderedPage {
  /** 200, or 404 for an unknown route or an unknown/archived product, influencer or game. */
  status: number;
  /**
   * What the page adds to <head>: the preloads of its first pictures (the title, description,
   * share tags and canonical link come from the server's seo module, decision 0029).
   */
  head: string;
  /** The app's markup, for inside `<div id="root">`. */
  html: string;
  /** The page state as script-safe JSON, for `<script type="application/json" id="page-state">`. */
  state: string;
  /**
   * The modules of the page's routes and of the lazy parts in its HTML (components/lazy-part.tsx),
   * as the client build's manifest names them (to preload).
   */
  modules: string[];
}

/**
 * Renders at most: each render after the first follows the queries the previous one asked for and
 * the code of the lazy parts it met (a product, then its game; a product, then its auction, then
 * the auction panel's code, the first time this process renders one).
 */
const MAX_RENDERS = 4;

const requestFetch = new AsyncLocalStorage<PublicFetch>();

// Queries started by a render go through the fetch of the request that started them.
setApiTransport((path, init) => {
  const fetchPublic = requestFetch.getStore();
  if (!fetchPublic) return Promise.reject(new Error('No API access outside a page render'));
  if ((init.method ?? 'GET') !== 'GET') {
    return Promise.reject(new Error(`A page render only reads: ${init.method} ${path}`));
  }
  return fetchPublic(path);
});

const handler = createStaticHandler(routes);

/**
 * The pages a shared link or a crawler opens (issue 14's list), and the not-found page: rendered on
 * the server. Every other route (sign-in, the account's pages, coach tools, admin) is served as
 * index.html with its head and renders in the browser: it shows the visitor's own data, which a
 * server render never has.
 */
const SERVER_RENDERED = new Set([
  '/',
  '/scoreboard',
  '/welcome',
  '/home',
  '/products',
  '/sunglass-gallery',
  '/coffee-tea-gallery',
  '/product/:id',
  '/social-play/:id',
  '/game-tracking/:gameId',
  '/game-results/:gameId',
  '/influencer-directory',
  '/influencer/:id',
  '/tutorial',
  '/official-rules',
  '/partner-store',
  '/paid',
  '/multiplayer',
  '*',
]);

/**
 * Renders `url` (absolute: the origin goes into share links). Returns null for a page rendered in
 * the browser (not in SERVER_RENDERED) and when the router answers with a redirect or anything else
 * than a page; the caller then serves index.html with the page's head.
 */
export async function render(
  url: string,
  fetchPublic: PublicFetch,
  { visitor }: Viewer = { visitor: false },
): Promise<RenderedPage | null> {
  const request = new Request(url);
  const context = await handler.query(request);
  if (context instanceof Response) return null;
  const page = context.matches.at(-1)?.route.path;
  if (page === undefined || !SERVER_RENDERED.has(page)) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const client = createQueryClient();
  // A failed query renders its error (a product's 'Not Found'), not a loading state waiting for a
  // retry that a server render never makes; the browser keeps it the same way (main.tsx).
  client.setDefaultOptions({
    ...client.getDefaultOptions(),
    queries: { ...client.getDefaultOptions().queries, retryOnMount: false },
  });
  const renderedAt = Date.now();
  const { origin } = new URL(url);
  if (visitor) client.setQueryData(queryKeys.user, null);

  const renderOnce = () => {
    setRenderContext({ renderedAt, origin, visitor });
    try {
      return renderNotingParts(() =>
        renderToString(
          <StrictMode>
            <AppProviders client={client}>
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </AppProviders>
          </StrictMode>,
        ),
      );
    } finally {
      setRenderContext(null);
    }
  };

  let rendered = renderOnce();
  const attempted = new Set<string>();
  for (let pass = 1; pass < MAX_RENDERS; pass++) {
    const wanted = client
      .getQueryCache()
      .getAll()
      .filter((query) => !attempted.has(query.queryHash) && wantsFetch(query));
    if (wanted.length === 0 && rendered.loading.length === 0) break;
    for (const query of wanted) attempted.add(query.queryHash);
    await Promise.all([
      requestFetch.run(fetchPublic, () =>
        Promise.all(wanted.map((query) => query.fetch().catch(() => undefined))),
      ),
      ...rendered.loading,
    ]);
    rendered = renderOnce();
  }
  const { html } = rendered;
  const pages = context.matches.flatMap(({ route }) => pageModuleOf(route) ?? []);

  const notFound =
    context.matches.at(-1)?.route.path === '*' ||
    client
      .getQueryCache()
      .getAll()
      .some(
        (query) =>
          isPageEntityQuery(query.queryKey) &&
          query.state.error instanceof ApiError &&
          query.state.error.status === 404,
      );
  const queries = dehydrate(client, {
    shouldDehydrateQuery: (query) =>
      isPublicQuery(query.queryKey) &&
      (query.state.status === 'success' || query.state.status === 'error'),
  });
  client.clear();
  return {
    status: notFound ? 404 : 200,
    head: imagePreloads(html),
    html,
    state: serializePageState({
      renderedAt,
      queries,
      parts: rendered.parts,
      pages,
      ...(visitor ? { visitor } : {}),
    }),
    modules: [...pages, ...rendered.parts],
  };
}

/**
 * The page's head, from its markup: a preload for each picture that is not lazy-loaded (the first
 * screenful's, `fetchpriority="high"`), so the browser asks for it with the document rather than
 * once the stylesheet is in. React's server render did this itself (hoisting the preloads of its
 * `<img>` elements); Preact's does not, so the page collects them here.
 */
function imagePreloads(html: string): string {
  const links = new Map<string, string>();
  for (const [tag] of html.matchAll(/<img\b[^>]*>/g)) {
    const src = attribute(tag, 'src');
    if (!src || src.startsWith('data:') || links.has(src)) continue;
    if (attribute(tag, 'loading') === 'lazy') continue;
    const priority = attribute(tag, 'fetchpriority');
    if (priority === 'low') continue;
    // A picture with sized copies is preloaded as the same choice (decision 0054).
    const srcSet = attribute(tag, 'srcset');
    const sizes = attribute(tag, 'sizes');
    const sized = srcSet ? ` imagesrcset="${srcSet}"${sizes ? ` imagesizes="${sizes}"` : ''}` : '';
    links.set(
      src,
      `<link rel="preload" as="image" href="${src}"${sized}${priority === 'high' ? ' fetchpriority="high"' : ''}>`,
    );
  }
  return [...links.values()].join('');
}

/** An attribute's value as written by the server render (already escaped), any case of its name. */
function attribute(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];
}

/** A public query the render read but has no answer for yet, and would fetch in the browser. */
function wantsFetch(query: Query): boolean {
  if (query.state.status !== 'pending' || query.state.fetchStatus !== 'idle') return false;
  if (!isPublicQuery(query.queryKey) || typeof query.options.queryFn !== 'function') return false;
  // Observer options (`enabled`) ride along on the query built from them.
  const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}
