import { type LazyExoticComponent, lazy } from 'react';
import { nextTask } from '../components/hydrate-later';

/**
 * `React.lazy` whose import starts in a task of its own. Vite's import helper adds a
 * `<link rel="modulepreload">` for each of the chunk's imports not yet in the document, at the
 * `import()`, and each one costs the page's thread a few milliseconds on a phone (the browser
 * starts a request there). A lazy part first rendered in a long task (the hydration pass, the
 * render that follows it) would add all of them to that task; here they get one of their own.
 */
export function lazyInTask<T extends LazyComponent>(
  load: () => Promise<{ default: T }>,
): LazyExoticComponent<T> {
  return lazy(async () => {
    await nextTask();
    return load();
  });
}

/** What `React.lazy` takes: any component. */
type LazyComponent = Awaited<ReturnType<Parameters<typeof lazy>[0]>>['default'];
