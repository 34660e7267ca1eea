import { useSyncExternalStore } from 'react';

/**
 * Whether a server-rendered page has been taken over whole (decision 0051). A page is hydrated in
 * parts (decision 0045): the pass, then the held parts one per task. A held part is hydrated onto
 * the server's markup, and Preact does not correct the markup while hydrating: a part rendered then
 * with anything the server did not have (the signed-in shopper, an answer fetched again, a live
 * update, the browser's own saved state) would keep the visitor's markup under the shopper's props.
 * So until every part is hydrated the page renders as the server did, and what would change it
 * waits for `settlePage`.
 *
 * A page rendered in the browser alone (no server HTML) is settled from the start.
 */
let settled = true;
const listeners = new Set<() => void>();

/** Called before a server-rendered page is hydrated. */
export function holdPage(): void {
  settled = false;
}

/** Called once every part of the page is hydrated: what waited renders now. */
export function settlePage(): void {
  if (settled) return;
  settled = true;
  for (const listener of [...listeners]) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** False in the server's HTML and until every part of the hydrated page is; then true. */
export function usePageSettled(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => settled,
    () => false,
  );
}
