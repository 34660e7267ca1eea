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
