import { type ComponentType, type ReactNode, Suspense } from 'react';

/**
 * A part of a page whose code is a chunk of its own, loaded only by the pages that show it (a
 * product's auction: issue 14's JavaScript budget), yet in the server's HTML and hydrated with the
 * page. React.lazy alone gives one or the other: Preact's renderToString can't wait for a lazy
 * component, and a lazy component that suspends while the page hydrates is hydrated late, after
 * the parts of it that wait for hydration (AfterHydration) have already chosen the browser's path.
 *
 * - The server render notes the parts it meets, loads the code of those it did not have, and
 *   renders again (entry-server.tsx, `renderNotingParts`), as it does for the data a render asked
 *   for. The page names the parts its HTML holds, to the browser (the page state) and to the
 *   server's preloads (the part's module, as the client build's manifest names it).
 * - The browser loads those parts' code before it hydrates (main.tsx, `loadParts`), so its first
 *   render is the server's HTML.
 * - In a page rendered in the browser alone (a client-side navigation), `fallback` shows while the
 *   code loads. A load that fails throws to the route's error screen, as React.lazy does.
 *
 * `module` is the part's file under src/client (`features/auctions/components/auction-panel.tsx`),
 * the name the client build's manifest gives its chunk.
 */
export function lazyPart<P extends object>(
  module: string,
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode = null,
): ComponentType<P> {
  let Loaded: ComponentType<P> | null = null;
  let failure: { error: unknown } | null = null;
  let loading: Promise<void> | null = null;
  const start = () => {
    loading ??= load().then(
      (component) => {
        Loaded = component;
      },
      (error: unknown) => {
        failure = { error };
      },
    );
    return loading;
  };
  loaders.set(module, start);

  function Resolved(props: P) {
    if (Loaded) return <Loaded {...props} />;
    if (failure) throw failure.error;
    throw start();
  }

  function Part(props: P) {
    if (noting) {
      if (!Loaded) {
        if (!failure) noting.loading.push(start());
        return fallback;
      }
      noting.rendered.add(module);
    }
    return (
      <Suspense fallback={fallback}>
        <Resolved {...props} />
      </Suspense>
    );
  }
  Part.displayName = `LazyPart(${module})`;
  return Part;
}

/** Every part's loader by module, once the module that declares the part is loaded. */
const loaders = new Map<string, () => Promise<void>>();

/** Set while the server renders a page: the parts met. */
let noting: { rendered: Set<string>; loading: Promise<void>[] } | null = null;

/**
 * Server: one synchronous render of a page, with the parts it rendered (their modules) and the
 * loads of those whose code was not there yet (rendered as their fallback: render again once done).
 */
export function renderNotingParts(render: () => string): {
  html: string;
  parts: string[];
  loading: Promise<void>[];
} {
  const noted = { rendered: new Set<string>(), loading: [] as Promise<void>[] };
  noting = noted;
  try {
    const html = render();
    return { html, parts: [...noted.rendered], loading: noted.loading };
  } finally {
    noting = null;
  }
}

/**
 * Browser, before hydrating: loads the code of the parts the server's HTML holds. Their modules'
 * declarers are loaded already (they are in the page's own code, loaded first).
 */
export async function loadParts(modules: readonly string[]): Promise<void> {
  await Promise.all(modules.map((module) => loaders.get(module)?.()));
}
