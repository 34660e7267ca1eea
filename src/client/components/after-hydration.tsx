import { type ReactNode, Suspense } from 'react';
import { useHydrated } from '../lib/use-hydrated';

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
  return useHydrated() ? <Suspense fallback={fallback}>{children}</Suspense> : fallback;
}
