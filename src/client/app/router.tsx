import type { RouteObject } from 'react-router';
import { PageSpinner } from '../components/ui/spinner';
import { AdminRoute, ProtectedRoute } from '../features/auth/components/protected-route';
import { NotFoundPage } from '../features/misc/pages/not-found-page';
import { RouteErrorPage } from '../features/misc/pages/route-error-page';
import { AppLayout } from './layout/app-layout';

/**
 * Every route of the app, in one list. Pages load lazily, one chunk each, so a shopper downloads
 * only the screens they open. Guard a page by nesting it under
 * `{ element: <ProtectedRoute />, children: [...] }` (or AdminRoute), both from
 * features/auth/components/protected-route.
 *
 * The same objects serve the browser router (main.tsx) and the server render (entry-server.tsx).
 */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    // Shown while the first page's code loads.
    hydrateFallbackElement: <PageSpinner />,
    children: [
      {
        // A crashing page is replaced by the error screen inside the layout, not a blank window.
        errorElement: <RouteErrorPage />,
        children: [
          // shopper.md: '/scoreboard and / (both the scoreboard)'; the landing page is /welcome.
          ...['/', '/scoreboard'].map((path) => ({
            path,
            lazy: () =>
              import('../features/scoreboard/pages/scoreboard-page').then((m) => ({
                Component: m.ScoreboardPage,
              })),
          })),
          {
            path: '/game-tracking/:gameId',
            lazy: () =>
              import('../features/scoreboard/pages/game-tracking-page').then((m) => ({
                Component: m.GameTrackingPage,
              })),
          },
          {
            path: '/game-results/:gameId',
            lazy: () =>
              import('../features/scoreboard/pages/game-results-page').then((m) => ({
                Component: m.GameResultsPage,
              })),
          },
          {
            path: '/room-results/:gameId',
            lazy: () =>
              import('../features/scoreboard/pages/played-game-results-page').then((m) => ({
                Component: m.RoomResultsPage,
              })),
          },
          {
            path: '/free-play-results/:gameId',
            lazy: () =>
              import('../features/scoreboard/pages/played-game-results-page').then((m) => ({
                Component: m.FreePlayResultsPage,
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
            // Public to view; joining asks a visitor to sign in first.
            path: '/social-play/:id',
            lazy: () =>
              import('../features/social-play/pages/social-play-page').then((m) => ({
                Component: m.SocialPlayPage,
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
            // The free-play game: open to visitors (a guest cookie identifies them).
            path: '/paid',
            lazy: () =>
              import('../features/free-play/pages/free-play-page').then((m) => ({
                Component: m.FreePlayPage,
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
                      import('../features/partner-portals/pages/eyewear-vendor-page').then((m) => ({
                        Component: m.EyewearVendorPage,
                      })),
                  },
                  {
                    path: '/admin/meta-vendor',
                    lazy: () =>
                      import('../features/partner-portals/pages/meta-vendor-page').then((m) => ({
                        Component: m.MetaVendorPage,
                      })),
                  },
                ],
              },
            ],
          },
          {
            // Signed-in shoppers only; visitors go to /auth?next=... and come back.
            element: <ProtectedRoute />,
            children: [
              {
                path: '/invoices',
                lazy: () =>
                  import('../features/invoices/pages/invoices-page').then((m) => ({
                    Component: m.InvoicesPage,
                  })),
              },
              {
                path: '/invoices/:id',
                lazy: () =>
                  import('../features/invoices/pages/invoice-detail-page').then((m) => ({
                    Component: m.InvoiceDetailPage,
                  })),
              },
            ],
          },
          {
            // Cart, checkout and order confirmation: signed-in shoppers only.
            element: <ProtectedRoute />,
            children: [
              {
                path: '/cart',
                lazy: () =>
                  import('../features/cart/pages/cart-page').then((m) => ({
                    Component: m.CartPage,
                  })),
              },
              {
                path: '/checkout',
                lazy: () =>
                  import('../features/checkout/pages/checkout-page').then((m) => ({
                    Component: m.CheckoutPage,
                  })),
              },
              {
                path: '/order-confirmation/:id',
                lazy: () =>
                  import('../features/orders/pages/order-confirmation-page').then((m) => ({
                    Component: m.OrderConfirmationPage,
                  })),
              },
            ],
          },
          // The coach hub and its campaign helpers: open to visitors (stats need a signed-in user).
          {
            path: '/coach',
            lazy: () =>
              import('../features/coach/pages/coach-hub-page').then((m) => ({
                Component: m.CoachHubPage,
              })),
          },
          {
            path: '/coach/twitter',
            lazy: () =>
              import('../features/coach/pages/coach-twitter-page').then((m) => ({
                Component: m.CoachTwitterPage,
              })),
          },
          {
            path: '/coach/instagram',
            lazy: () =>
              import('../features/coach/pages/coach-instagram-page').then((m) => ({
                Component: m.CoachInstagramPage,
              })),
          },
          {
            path: '/coach/youtube',
            lazy: () =>
              import('../features/coach/pages/coach-youtube-page').then((m) => ({
                Component: m.CoachYoutubePage,
              })),
          },
          {
            path: '/coach/tiktok',
            lazy: () =>
              import('../features/coach/pages/coach-tiktok-page').then((m) => ({
                Component: m.CoachTiktokPage,
              })),
          },
          {
            path: '/influencer-directory',
            lazy: () =>
              import('../features/influencers/pages/influencer-directory-page').then((m) => ({
                Component: m.InfluencerDirectoryPage,
              })),
          },
          {
            path: '/influencer/:id',
            lazy: () =>
              import('../features/influencers/pages/influencer-profile-page').then((m) => ({
                Component: m.InfluencerProfilePage,
              })),
          },
          {
            path: '/business-portal',
            lazy: () =>
              import('../features/business/pages/business-portal-page').then((m) => ({
                Component: m.BusinessPortalPage,
              })),
          },
          {
            // The lobby shows visitors its own 'Login Required' screen; rooms need a signed-in user.
            path: '/multiplayer',
            lazy: () =>
              import('../features/rooms/pages/lobby-page').then((m) => ({
                Component: m.LobbyPage,
              })),
          },
          {
            element: <ProtectedRoute />,
            children: ['/game', '/game/:gameId'].map((path) => ({
              path,
              lazy: () =>
                import('../features/rooms/pages/room-page').then((m) => ({
                  Component: m.RoomPage,
                })),
            })),
          },
          {
            element: <ProtectedRoute />,
            children: [
              {
                path: '/profile',
                lazy: () =>
                  import('../features/profile/pages/profile-page').then((m) => ({
                    Component: m.ProfilePage,
                  })),
              },
            ],
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
