import { createBrowserRouter } from 'react-router';
import { PageSpinner } from '../components/ui/spinner';
import { NotFoundPage } from '../features/misc/pages/not-found-page';
import { RouteErrorPage } from '../features/misc/pages/route-error-page';
import { AppLayout } from './layout/app-layout';

/**
 * Every route of the app, in one list. Pages load lazily, one chunk each, so a shopper downloads
 * only the screens they open. Guard a page by nesting it under
 * `{ element: <ProtectedRoute />, children: [...] }` (or AdminRoute), both from
 * features/auth/components/protected-route.
 */
export const router = createBrowserRouter([
  {
    element: <AppLayout />,
    // Shown while the first page's code loads.
    hydrateFallbackElement: <PageSpinner />,
    children: [
      {
        // A crashing page is replaced by the error screen inside the layout, not a blank window.
        errorElement: <RouteErrorPage />,
        children: [
          {
            path: '/',
            lazy: () =>
              import('../features/landing/pages/landing-page').then((m) => ({
                Component: m.LandingPage,
              })),
          },
          {
            path: '/welcome',
            lazy: () =>
              import('../features/landing/pages/landing-page').then((m) => ({
                Component: m.LandingPage,
              })),
          },
          {
            path: '/auth',
            lazy: () =>
              import('../features/auth/pages/auth-page').then((m) => ({ Component: m.AuthPage })),
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
]);
