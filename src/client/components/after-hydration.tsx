import { type ReactNode, Suspense, useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * Shows `fallback` in the server's HTML and while the browser hydrates it, then `children`. For a
 * part that loads its code lazily (React.lazy): a server render can't wait for it, and hydrating
 * it would throw the page's boundary back to client rendering. Rendered in the browser alone (a
 * client-side navigation), `children` show at once, behind the same fallback while their code loads.
 */
export function AfterHydration({
  children,
  fallback,
}: {
  children: ReactNode;
  fallback: ReactNode;
}) {
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  return hydrated ? <Suspense fallback={fallback}>{children}</Suspense> : fallback;
}
