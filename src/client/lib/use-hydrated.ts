import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False in the server's HTML and while the browser hydrates it, true from then on (and at once in
 * a page rendered in the browser alone): whether the app runs behind what is on screen.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

let pageHydrated = false;
const pageListeners = new Set<() => void>();

/** Called once every part of a server-rendered page is hydrated, or before a browser-only render. */
export function markPageHydrated(): void {
  if (pageHydrated) return;
  pageHydrated = true;
  for (const listener of pageListeners) listener();
}

function subscribeToPage(listener: () => void): () => void {
  pageListeners.add(listener);
  return () => pageListeners.delete(listener);
}

/**
 * Whether the whole page is hydrated, the parts hydrated after the first pass included
 * (components/hydrate-later.tsx): false in the server's HTML and until then. What a visitor's page
 * was rendered without (who is signed in) waits for it, so a part hydrated late finds the state the
 * server rendered it from (decision 0046).
 */
export function usePageHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToPage,
    () => pageHydrated,
    () => false,
  );
}
