import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, type ErrorInfo, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { APP_BOOT_ID, MODULES_PRELOADED_EVENT } from '../shared/app-boot';
import { App } from './app/app';
import { pageModuleOf, routes } from './app/router';
import { loadParts } from './components/lazy-part';
import { forgetPageAnswers, keepPageAnswers, settlePageAnswers } from './lib/page-answers';
import { PAGE_STATE_ID, parsePageState } from './lib/page-state';
import { readPageViewer } from './lib/page-viewer';
import { queryClient } from './lib/query-client';
import { queryKeys } from './lib/query-keys';
import { setRenderContext } from './lib/render-context';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

// The service worker (public/sw.js): app shell and static files cached, an offline page, web push.
// Registered after the load, so it never competes with the first visit's own downloads. A
// server-rendered page asks for this code after its first paint (server plugins/app-boot.ts), often
// after the load.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const register = () => {
    navigator.serviceWorker.register('/sw.js').catch(() => {});
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

// Who the server sent the page to (decision 0069): the user query starts with that answer, so
// the page shows the shopper signed in (or the visitor signed out) from its first paint, as the
// server rendered it, and nobody asks `GET /api/user` (a visitor would get a 401 for it).
const viewer = readPageViewer();
if (viewer) queryClient.setQueryData(queryKeys.user, viewer.user);

const stateElement = document.getElementById(PAGE_STATE_ID);

if (stateElement?.textContent) void hydratePage(container, stateElement.textContent);
else {
  createRoot(container).render(
    <StrictMode>
      <App router={createBrowserRouter(routes)} />
    </StrictMode>,
  );
}

/** A server-rendered page: take over its HTML with the data and the time it was rendered from. */
async function hydratePage(container: HTMLElement, stateJson: string): Promise<void> {
  const state = parsePageState(stateJson);
  hydrate(queryClient, state.queries);
  keepPageAnswers(state.queries.queries);
  let signedIn: (known: boolean) => void = () => {};
  const userKnown = new Promise<boolean>((known) => {
    signedIn = known;
  });
  const stopWatchingUser = queryClient.getQueryCache().subscribe(({ query }) => {
    if (query.queryKey[0] !== queryKeys.user[0] || query.state.status === 'pending') return;
    stopWatchingUser();
    signedIn(query.state.data != null);
  });
  if (viewer) {
    stopWatchingUser();
    signedIn(viewer.user !== null);
  }
  // As on the server, a query that failed there shows its error (a 404's 'Not Found') at once.
  for (const query of state.queries.queries) {
    if (query.state.status === 'error') {
      queryClient.setQueryDefaults(query.queryKey, { retryOnMount: false });
    }
  }
  setRenderContext({ renderedAt: state.renderedAt });
  // Load the page's lazy routes before the first render (React Router renders nothing for a route
  // still loading, which would not match the HTML), then the lazy parts its HTML holds (declared
  // by the page's code), so they hydrate with the page. The routes are the ones the server
  // matched, found by their module (matching the address against the whole table is a long task of
  // its own on a phone, and the router does it once more anyway). Imported once the boot script
  // has added the page's module preloads, so that Vite's import helper finds each one there and
  // adds none itself, all in one task.
  await modulesPreloaded();
  await Promise.all(
    lazyRoutesOf(routes, new Set(state.pages)).map(async (route) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, { ...(await route.lazy()), lazy: undefined });
    }),
  );
  await loadParts(state.parts);
  // Hydration data, as React Router takes a server-rendered page (our routes load no data): the
  // router then leaves the scroll where the shopper has it. Without it, its ScrollRestoration
  // scrolled to the top once hydrated, under the finger of a shopper who had scrolled down the
  // server's page meanwhile (and a tap there landed on whatever had moved under it).
  const router = createBrowserRouter(routes, { hydrationData: { loaderData: {} } });
  const arrivedAt = router.state.location;
  const stopWatchingRoute = router.subscribe(({ location }) => {
    if (location.pathname === arrivedAt.pathname && location.search === arrivedAt.search) return;
    stopWatchingRoute();
    forgetPageAnswers();
  });
  let typingKept = () => {};
  const effectsRan = new Promise<void>((done) => {
    typingKept = done;
  });
  // React's hydration, in a transition: it works in slices of a few milliseconds and yields to
  // the browser between them, and an input meanwhile hydrates what it touches first (and is
  // replayed there). A mismatch is logged where the browser tests look for it.
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <App router={router} />
        <KeepEarlyTyping container={container} onKept={typingKept} />
      </StrictMode>,
      { onRecoverableError: reportHydrationError },
    );
  });
  await effectsRan;
  void userKnown.then((known) => settlePageAnswers(queryClient, known));
  // The app runs behind the whole page from here: links navigate in the app, buttons work.
  document.documentElement.dataset.hydrated = '';
}

/**
 * React recovered from an error by rendering a part again in the browser: during hydration, that
 * is a page whose server markup differs from its first browser render.
 */
function reportHydrationError(error: unknown, info: ErrorInfo): void {
  console.error(
    'Hydration error: the page rendered differently in the browser',
    error,
    info.componentStack ?? '',
  );
}

/** The routes (at any depth) whose page module is one of `modules`. */
function lazyRoutesOf(list: readonly RouteObject[], modules: ReadonlySet<string>): RouteObject[] {
  return list.flatMap((route) => {
    const module = pageModuleOf(route);
    const own = module !== undefined && modules.has(module) ? [route] : [];
    return [...own, ...lazyRoutesOf(route.children ?? [], modules)];
  });
}

/**
 * Resolves once the page's boot script (server plugins/app-boot.ts) has added every module preload
 * of the page, at once without one (a page rendered in the browser alone).
 */
function modulesPreloaded(): Promise<void> {
  const boot = document.getElementById(APP_BOOT_ID);
  if (!boot || boot.dataset.preloaded !== undefined) return Promise.resolve();
  return new Promise((resolve) => {
    boot.addEventListener(MODULES_PRELOADED_EVENT, () => resolve(), { once: true });
  });
}

/**
 * Text typed into a server-rendered field before hydration is in the field but not in the app's
 * state, which would wipe it on the next render: hand it to the field's onChange once hydrated.
 * The value is set through the prototype's setter and announced with an input event, which is what
 * React's onChange listens to (and passes by React's value tracker).
 */
function KeepEarlyTyping({ container, onKept }: { container: HTMLElement; onKept: () => void }) {
  useEffect(() => {
    for (const field of container.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
      'input:not([type=checkbox]):not([type=radio]):not([type=file]), textarea',
    )) {
      const typed = field.value;
      if (typed === field.defaultValue) continue;
      const prototype = Object.getPrototypeOf(field) as HTMLInputElement | HTMLTextAreaElement;
      const setValue = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
      field.value = field.defaultValue;
      setValue?.call(field, typed);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
    onKept();
  }, [container, onKept]);
  return null;
}
