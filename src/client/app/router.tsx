import { createBrowserRouter } from 'react-router';
import { PageSpinner } from '../components/ui/spinner';
import { AdminRoute } from '../features/auth/components/protected-route';
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
          {
            path: '/home',
            lazy: () =>
              import('../features/catalog/pages/home-page').then((m) => ({
                Component: m.HomePage,
              })),
          },
          {
            path: '/products',
            lazy: () =>
              import('../features/catalog/pages/gallery-page').then((m) => ({
                Component: m.GalleryPage,
              })),
          },
          {
            path: '/sunglass-gallery',
            lazy: () =>
              import('../features/catalog/pages/gallery-page').then((m) => ({
                Component: m.GalleryPage,
              })),
          },
          {
            path: '/coffee-tea-gallery',
            lazy: () =>
              import('../features/catalog/pages/coffee-tea-gallery-page').then((m) => ({
                Component: m.CoffeeTeaGalleryPage,
              })),
          },
          {
            path: '/product/:id',
            lazy: () =>
              import('../features/catalog/pages/product-page').then((m) => ({
                Component: m.ProductPage,
              })),
          },
          {
            path: '/partner-store',
            lazy: () =>
              import('../features/catalog/pages/partner-store-page').then((m) => ({
                Component: m.PartnerStorePage,
              })),
          },
          {
            path: '/tutorial',
            lazy: () =>
              import('../features/help/pages/tutorial-page').then((m) => ({
                Component: m.TutorialPage,
              })),
          },
          {
            path: '/official-rules',
            lazy: () =>
              import('../features/help/pages/official-rules-page').then((m) => ({
                Component: m.OfficialRulesPage,
              })),
          },
          {
            // Admin screens: admins only (AdminRoute), then the PIN step-up gate.
            element: <AdminRoute />,
            children: [
              {
                lazy: () =>
                  import('../features/admin/pages/admin-gate-layout').then((m) => ({
                    Component: m.AdminGateLayout,
                  })),
                children: [
                  ...['/admin', '/manage'].map((path) => ({
                    path,
                    lazy: () =>
                      import('../features/admin/pages/admin-panel-page').then((m) => ({
                        Component: m.AdminPanelPage,
                      })),
                  })),
                  ...['/admin/product/new', '/admin/product/:id'].map((path) => ({
                    path,
                    lazy: () =>
                      import('../features/admin/pages/product-form-page').then((m) => ({
                        Component: m.ProductFormPage,
                      })),
                  })),
                  ...['/admin/handbag/new', '/admin/handbag/:id'].map((path) => ({
                    path,
                    lazy: () =>
                      import('../features/admin/pages/product-form-page').then((m) => ({
                        Component: m.HandbagFormPage,
                      })),
                  })),
                  ...['/admin/tshirt/new', '/admin/tshirt/:id'].map((path) => ({
                    path,
                    lazy: () =>
                      import('../features/admin/pages/apparel-form-page').then((m) => ({
                        Component: m.TshirtFormPage,
                      })),
                  })),
                  ...['/admin/shoe/new', '/admin/shoe/:id'].map((path) => ({
                    path,
                    lazy: () =>
                      import('../features/admin/pages/apparel-form-page').then((m) => ({
                        Component: m.ShoeFormPage,
                      })),
                  })),
                  ...['/admin/book/new', '/admin/book/:id'].map((path) => ({
                    path,
                    lazy: () =>
                      import('../features/admin/pages/book-form-page').then((m) => ({
                        Component: m.BookFormPage,
                      })),
                  })),
                  ...['/admin/coffee/new', '/admin/coffee/:id'].map((path) => ({
                    path,
                    lazy: () =>
                      import('../features/admin/pages/coffee-form-page').then((m) => ({
                        Component: m.CoffeeFormPage,
                      })),
                  })),
                  // The vendor and business portals sit behind the same PIN gate.
                  {
                    path: '/admin/rayban-vendor',
                    lazy: () =>
                      import('../features/vendor/pages/eyewear-vendor-page').then((m) => ({
                        Component: m.EyewearVendorPage,
                      })),
                  },
                  {
                    path: '/admin/meta-vendor',
                    lazy: () =>
                      import('../features/vendor/pages/meta-vendor-page').then((m) => ({
                        Component: m.MetaVendorPage,
                      })),
                  },
                ],
              },
            ],
          },
          {
            path: '/business-portal',
            lazy: () =>
              import('../features/business/pages/business-portal-page').then((m) => ({
                Component: m.BusinessPortalPage,
              })),
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
]);
