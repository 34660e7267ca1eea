import { Toaster } from 'sonner';
// Sonner also injects these rules with a <style> tag; shipping them as a file keeps toasts styled
// under a strict CSP. Loaded with the toaster, so they are not part of the page's blocking CSS.
// (Unlayered, they win over Tailwind's layered utilities wherever they sit in the cascade.)
import 'sonner/dist/styles.css';

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
      // Sonner's close button is 20×20; a tap target needs 24×24 (WCAG 2.5.8).
      toastOptions={{
        classNames: { toast: 'font-sans', title: 'font-semibold', closeButton: 'size-6!' },
      }}
    />
  );
}
