/**
 * The server render of the shop's pages (built by `vite build --ssr`, loaded by the server's SPA
 * plugin). One request: match the URL against the app's own routes, render the page with React
 * DOM's static renderer (which waits for every lazy part's code), fetch the public queries the
 * render asked for, render again with their data, and hand back the HTML, the HTTP status and the
 * page state the browser hydrates from (main.tsx).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { text } from 'node:stream/consumers';
import { type DehydratedState, dehydrate, type Query } from '@tanstack/react-query';
import { type ReactNode, StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { PageViewer } from '../shared/page-viewer';
import { AppProviders } from './app/providers';
import { pageModuleOf, routes } from './app/router';
import { notePartsWith } from './components/lazy-part';
import { ApiError, setApiTransport } from './lib/api';
import { lowercaseAttributeNames } from './lib/html-attributes';
import { serializePageState } from './lib/page-state';
import { isPageEntityQuery, isPublicQuery } from './lib/public-queries';
import { createQueryClient } from './lib/query-client';
import { queryKeys } from './lib/query-keys';
import { type RenderContext, readRenderContextFrom } from './lib/render-context';

/** A GET to the shop's own API on behalf of the render: no cookies, so public answers only. */
export type PublicFetch = (path: string) => Promise<Response>;

/**
 * Who the page goes to: the user of the request's session, or null for a visitor (decisions 0053,
 * 0069). The page renders as they are: the header's avatar and menu for a shopper, 'Login' for a
 * visitor; the browser reads the same viewer from the page (`lib/page-viewer.ts`) and asks nothing.
 * What belongs to the shopper beyond who they are (cart, bell, profile, their entries) is never
 * fetched by the render: it renders loading on both sides and fills in after hydration.
 */
export interface Viewer extends PageViewer {
  /**
   * The shop clock's time (ms) the page is rendered at, which its countdowns read and hydration
   * reads back from the page; the machine's time unless the server says.
   */
  now?: number;
}

export interface RenderedPage {
  /** 200, or 404 for an unknown route or an unknown/archived product, influencer or game. */
  status: number;
  /**
   * What the page adds to <head>: the preloads React hoists from its markup (the first screen's
   * pictures). The title, description, share tags and canonical link come from the server's seo
   * module.
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
 * Renders at most: each render after the first follows the queries the previous one asked for (a
 * product, then its game; a product, then its auction). A lazy part's code is waited for by the
 * render itself.
 */
const MAX_RENDERS = 4;

const requestFetch = new AsyncLocalStorage<PublicFetch>();

/** The render in progress: what it depends on, and the lazy parts (their modules) it met. */
const pageRender = new AsyncLocalStorage<{ context: RenderContext; parts: Set<string> }>();
readRenderContextFrom(() => pageRender.getStore()?.context);
notePartsWith((module) => pageRender.getStore()?.parts.add(module));

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
  '/free-play',
  '/multiplayer',
  '*',
]);

/**
 * The answers dated on the shop's clock, which the page is rendered at and the browser reads them
 * by: React Query dates them by this process's clock (`Date.now()`), `ahead` ms behind the shop's.
 * The same clock in production; under a test clock, an answer dated by the machine would look years
 * old (or new) to the browser, which then fetches it again (`lib/page-answers.ts`).
 */
function onShopClock(state: DehydratedState, ahead: number): DehydratedState {
  const shifted = (at: number) => (at === 0 ? 0 : at + ahead);
  return {
    ...state,
    queries: state.queries.map((query) => ({
      ...query,
      state: {
        ...query.state,
        dataUpdatedAt: shifted(query.state.dataUpdatedAt),
        errorUpdatedAt: shifted(query.state.errorUpdatedAt),
      },
    })),
  };
}

/**
 * Renders `url` (absolute: the origin goes into share links). Returns null for a page rendered in
 * the browser (not in SERVER_RENDERED) and when the router answers with a redirect or anything else
 * than a page; the caller then serves index.html with the page's head.
 */
export async function render(
  url: string,
  fetchPublic: PublicFetch,
  { user, now }: Viewer = { user: null },
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
  const renderedAt = now ?? Date.now();
  const shopClockAhead = renderedAt - Date.now();
  const { origin } = new URL(url);
  client.setQueryData(queryKeys.user, user);

  const parts = new Set<string>();
  const renderOnce = () =>
    pageRender.run({ context: { renderedAt, origin }, parts }, () =>
      renderToHtml(
        <StrictMode>
          <AppProviders client={client}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AppProviders>
        </StrictMode>,
      ),
    );

  let rendered = await renderOnce();
  const attempted = new Set<string>();
  for (let pass = 1; pass < MAX_RENDERS; pass++) {
    const wanted = client
      .getQueryCache()
      .getAll()
      .filter((query) => !attempted.has(query.queryHash) && wantsFetch(query));
    if (wanted.length === 0) break;
    for (const query of wanted) attempted.add(query.queryHash);
    await requestFetch.run(fetchPublic, () =>
      Promise.all(wanted.map((query) => query.fetch().catch(() => undefined))),
    );
    rendered = await renderOnce();
  }
  const markup = lowercaseAttributeNames(rendered);
  const [head = ''] = LEADING_HOISTABLES.exec(markup) ?? [];
  const html = markup.slice(head.length);
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
  const queries = onShopClock(
    dehydrate(client, {
      shouldDehydrateQuery: (query) =>
        isPublicQuery(query.queryKey) &&
        (query.state.status === 'success' || query.state.status === 'error'),
    }),
    shopClockAhead,
  );
  client.clear();
  return {
    status: notFound ? 404 : 200,
    head,
    html,
    state: serializePageState({
      renderedAt,
      queries,
      parts: [...parts],
      pages,
    }),
    modules: [...pages, ...parts],
  };
}

/**
 * One render of the page to HTML, with React DOM's static renderer: it waits for every lazy part's
 * code (and anything else that suspends) before it writes, so the markup is whole.
 */
async function renderToHtml(app: ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(app, {
    // Every boundary written in place, however large: none left for an inline script to move in
    // (the page's CSP allows no such script, and a page must read whole without its scripts).
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError(error) {
      // A part that failed renders its boundary's fallback; the browser renders it again.
      console.error('Page render error', error);
    },
  });
  // Decoded as one UTF-8 stream: React writes in fixed-size byte chunks, which can split a
  // character in two.
  return text(prelude);
}

/**
 * Without a <head> of its own in the tree, React writes the elements it hoists (the preloads of
 * the first pictures) at the start of the markup; they belong in the document's head. React
 * escapes '<' and '>' in attributes, so a tag ends at the first '>'.
 */
const LEADING_HOISTABLES = /^(?:<(?:link|meta)\b[^>]*>|<title>[^<]*<\/title>)*/;

/** A public query the render read but has no answer for yet, and would fetch in the browser. */
function wantsFetch(query: Query): boolean {
  if (query.state.status !== 'pending' || query.state.fetchStatus !== 'idle') return false;
  if (!isPublicQuery(query.queryKey) || typeof query.options.queryFn !== 'function') return false;
  // Observer options (`enabled`) ride along on the query built from them.
  const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}
