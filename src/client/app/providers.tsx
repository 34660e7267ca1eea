import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toaster } from 'sonner';
import { TooltipProvider } from '../components/ui/tooltip';
import { queryClient } from '../lib/query-client';

/** Toasts start this far from the top: under the header (h-16, 64 px) with 8 px to spare. */
export const TOAST_TOP_OFFSET = 72;

/**
 * App-wide context: server cache, tooltip timing and the toast outlet. The browser uses the app's
 * one query client; a server render passes its own, one per request.
 */
export function AppProviders({
  children,
  client = queryClient,
}: {
  children: ReactNode;
  client?: QueryClient;
}) {
  return (
    <QueryClientProvider client={client}>
      <TooltipProvider>
        {children}
        {/* One toast at a time for 5 s (shopper.md section 9); errors in red via richColors.
            Offset below the 64 px sticky header, so a toast never covers the cart or the bell. */}
        <Toaster
          position="top-center"
          offset={{ top: TOAST_TOP_OFFSET }}
          mobileOffset={{ top: TOAST_TOP_OFFSET }}
          visibleToasts={1}
          duration={5000}
          richColors
          closeButton
          toastOptions={{ classNames: { toast: 'font-sans', title: 'font-semibold' } }}
        />
      </TooltipProvider>
    </QueryClientProvider>
  );
}
