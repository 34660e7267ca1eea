import { Toaster } from 'sonner';

/** Toasts start this far from the top: under the header (h-16, 64 px) with 8 px to spare. */
export const TOAST_TOP_OFFSET = 72;

/**
 * The toast outlet: one toast at a time for 5 s (shopper.md section 9); errors in red via
 * richColors. Offset below the 64 px sticky header, so a toast never covers the cart or the bell.
 */
export function AppToaster() {
  return (
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
  );
}
