import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toaster } from 'sonner';
import { TooltipProvider } from '../components/ui/tooltip';
import { queryClient } from '../lib/query-client';

/** App-wide context: server cache, tooltip timing and the toast outlet. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <TooltipProvider>
        {children}
        {/* One toast at a time for 5 s (shopper.md section 9); errors in red via richColors. */}
        <Toaster
          position="top-center"
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
