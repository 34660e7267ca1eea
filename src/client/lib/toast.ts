import type { toast as sonnerToast } from 'sonner';

type SonnerToast = typeof sonnerToast;
type Kind = 'success' | 'error' | 'info';

/**
 * sonner's `toast`, with sonner loaded when the first toast is raised: no page
 * needs it to paint, and it was 9 KB of the product page's first visit. Toasts keep their order
 * (each waits for the same import). The outlet (app/toaster.tsx) mounts once the browser is idle
 * and shows the toasts raised before it.
 */
function later<K extends Kind>(kind: K) {
  return (...args: Parameters<SonnerToast[K]>): void => {
    void import('sonner')
      .then((sonner) =>
        (sonner.toast[kind] as (...a: Parameters<SonnerToast[K]>) => unknown)(...args),
      )
      .catch(() => {
        // sonner did not arrive (offline): the toast is lost, the action it reports is not.
      });
  };
}

export const toast = Object.assign(
  (...args: Parameters<SonnerToast>): void => {
    void import('sonner').then((sonner) => sonner.toast(...args)).catch(() => {});
  },
  { success: later('success'), error: later('error'), info: later('info') },
);
