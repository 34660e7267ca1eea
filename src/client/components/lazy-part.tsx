import { type ComponentType, type ReactNode, Suspense, use } from 'react';

/**
 * A part of a page whose code is a chunk of its own, loaded only by the pages that show it (a
 * product's auction), yet in the server's HTML and hydrated with the page. `React.lazy` with a
 * known module name:
 *
 * - the server's static render waits for the code (it suspends like any lazy component) and notes
 *   the parts it met (entry-server.tsx), so the page preloads their chunks and names them to the
 *   browser (the page state);
 * - the browser loads those parts' code before it hydrates (main.tsx, `loadParts`), so the part
 *   hydrates with the page rather than after it;
 * - in a page rendered in the browser alone (a client-side navigation), `fallback` shows while the
 *   code loads. A load that fails throws to the route's error screen.
 *
 * `module` is the part's file under src/client (`features/auctions/components/auction-panel.tsx`),
 * the name the client build's manifest gives its chunk.
 */
export function lazyPart<P extends object>(
  module: string,
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode = null,
): ComponentType<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const start = () => {
    loading ??= load().then((component) => {
      loaded = component;
      return component;
    });
    return loading;
  };
  loaders.set(module, start);

  function Resolved(props: P) {
    const Loaded = loaded ?? use(start());
    return <Loaded {...props} />;
  }

  function Part(props: P) {
    notePart(module);
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
const loaders = new Map<string, () => Promise<unknown>>();

let notePart: (module: string) => void = () => {};

/** Server: called with each part's module as a page render meets it. */
export function notePartsWith(note: (module: string) => void): void {
  notePart = note;
}

/**
 * Browser, before hydrating: loads the code of the parts the server's HTML holds. Their modules'
 * declarers are loaded already (they are in the page's own code, loaded first).
 */
export async function loadParts(modules: readonly string[]): Promise<void> {
  await Promise.all(modules.map((module) => loaders.get(module)?.()));
}
