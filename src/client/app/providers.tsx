import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { TooltipProvider } from '../components/ui/tooltip';
import { queryClient } from '../lib/query-client';

// The toast outlet is not needed to paint the first page: it loads once the browser is idle.
// A toast raised before then is not lost: sonner shows the active toasts to a Toaster that
// subscribes later.
const AppToaster = lazy(() => import('./toaster').then((m) => ({ default: m.AppToaster })));

/**
 * App-wide context: server cache, the tooltips' shared timing and the toast outlet. The browser
 * uses the app's one query client; a server render passes its own, one per request.
 */
export function AppProviders({
  children,
  client = queryClient,
}: {
  children: ReactNode;
  client?: QueryClient;
}) {
  const [idle, setIdle] = useState(false);
  useEffect(() => afterFirstPaint(() => setIdle(true)), []);
  return (
    <QueryClientProvider client={client}>
      <TooltipProvider>{children}</TooltipProvider>
      {idle && (
        <Suspense fallback={null}>
          <AppToaster />
        </Suspense>
      )}
    </QueryClientProvider>
  );
}

/** Runs `callback` when the browser is next idle (at the latest after 2 s); returns a cancel. */
function afterFirstPaint(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(callback, 200);
  return () => window.clearTimeout(handle);
}
