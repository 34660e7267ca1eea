import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { PageSpinner } from '../components/ui/spinner';
import { AdminRoute, ProtectedRoute } from '../features/auth/components/protected-route';
import { NotFoundPage } from '../features/misc/pages/not-found-page';
import { RouteErrorPage } from '../features/misc/pages/route-error-page';
import { AppLayout } from './layout/app-layout';

/** Every page module, each a chunk of its own, loaded when its route is first matched. */
const pageModules = import.meta.glob<Record<string, ComponentType | undefined>>([
  '../features/*/pages/*.tsx',
  '!../features/*/pages/*.test.tsx',
  // Imported above: the not-found and error screens are part of the app's own chunk.
  '!../features/misc/pages/*.tsx',
]);

/**
 * A page's lazy route: `page('catalog/pages/product-page', 'ProductPage')` is the component
 * ProductPage of features/catalog/pages/product-page.tsx. The route's handle names the module, so
 * the server render can ask for the page's code with the page itself.
 */
function page(module: string, component: string): Pick<RouteObject, 'handle' | 'lazy'> {
  const load = pageModules[`../features/${module}.tsx`];
  if (!load) throw new Error(`There is no page module features/${module}.tsx`);
  return {
    handle: { module: `features/${module}.tsx` } satisfies PageHandle,
    lazy: async () => {
      const Component = (await load())[component];
      if (!Component) throw new Error(`features/${module}.tsx exports no ${component}`);
      return { Component };
    },
  };
}

/** What a page's route tells about it (`route.handle`). */
export interface PageHandle {
  /** The page's module, as the client build's manifest names it. */
  module: string;
}

/** The page module of a route made by `page()`, undefined for any other route. */
export function pageModuleOf(route: Pick<RouteObject, 'handle'>): string | undefined {
  return (route.handle as PageHandle | undefined)?.module;
}

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
            ...page('scoreboard/pages/scoreboard-page', 'ScoreboardPage'),
          })),
          {
            path: '/game-tracking/:gameId',
            ...page('scoreboard/pages/game-tracking-page', 'GameTrackingPage'),
          },
          {
            path: '/game-results/:gameId',
            ...page('scoreboard/pages/game-results-page', 'GameResultsPage'),
          },
          {
            path: '/room-results/:gameId',
            ...page('scoreboard/pages/played-game-results-page', 'RoomResultsPage'),
          },
          {
            path: '/free-play-results/:gameId',
            ...page('scoreboard/pages/played-game-results-page', 'FreePlayResultsPage'),
          },
          {
            path: '/welcome',
            ...page('landing/pages/landing-page', 'LandingPage'),
          },
          {
            path: '/auth',
            ...page('auth/pages/auth-page', 'AuthPage'),
          },
          {
            path: '/home',
            ...page('catalog/pages/home-page', 'HomePage'),
          },
          {
            path: '/products',
            ...page('catalog/pages/gallery-page', 'GalleryPage'),
          },
          {
            path: '/sunglass-gallery',
            ...page('catalog/pages/gallery-page', 'GalleryPage'),
          },
          {
            path: '/coffee-tea-gallery',
            ...page('catalog/pages/coffee-tea-gallery-page', 'CoffeeTeaGalleryPage'),
          },
          {
            path: '/product/:id',
            ...page('catalog/pages/product-page', 'ProductPage'),
          },
          {
            // Public to view; joining asks a visitor to sign in first.
            path: '/social-play/:id',
            ...page('social-play/pages/social-play-page', 'SocialPlayPage'),
          },
          {
            path: '/partner-store',
            ...page('catalog/pages/partner-store-page', 'PartnerStorePage'),
          },
          {
            // The free-play game: open to visitors (a guest cookie identifies them).
            path: '/free-play',
            ...page('free-play/pages/free-play-page', 'FreePlayPage'),
          },
          {
            path: '/tutorial',
            ...page('help/pages/tutorial-page', 'TutorialPage'),
          },
          {
            path: '/official-rules',
            ...page('help/pages/official-rules-page', 'OfficialRulesPage'),
          },
          {
            // Admin screens: admins only (AdminRoute), then the PIN step-up gate.
            element: <AdminRoute />,
            children: [
              {
                ...page('admin/pages/admin-gate-layout', 'AdminGateLayout'),
                children: [
                  ...['/admin', '/manage'].map((path) => ({
                    path,
                    ...page('admin/pages/admin-panel-page', 'AdminPanelPage'),
                  })),
                  ...['/admin/product/new', '/admin/product/:id'].map((path) => ({
                    path,
                    ...page('admin/pages/product-form-page', 'ProductFormPage'),
                  })),
                  ...['/admin/handbag/new', '/admin/handbag/:id'].map((path) => ({
                    path,
                    ...page('admin/pages/product-form-page', 'HandbagFormPage'),
                  })),
                  ...['/admin/tshirt/new', '/admin/tshirt/:id'].map((path) => ({
                    path,
                    ...page('admin/pages/apparel-form-page', 'TshirtFormPage'),
                  })),
                  ...['/admin/shoe/new', '/admin/shoe/:id'].map((path) => ({
                    path,
                    ...page('admin/pages/apparel-form-page', 'ShoeFormPage'),
                  })),
                  ...['/admin/book/new', '/admin/book/:id'].map((path) => ({
                    path,
                    ...page('admin/pages/book-form-page', 'BookFormPage'),
                  })),
                  ...['/admin/coffee/new', '/admin/coffee/:id'].map((path) => ({
                    path,
                    ...page('admin/pages/coffee-form-page', 'CoffeeFormPage'),
                  })),
                  // The vendor and business portals sit behind the same PIN gate.
                  {
                    path: '/admin/rayban-vendor',
                    ...page('partner-portals/pages/eyewear-vendor-page', 'EyewearVendorPage'),
                  },
                  {
                    path: '/admin/meta-vendor',
                    ...page('partner-portals/pages/meta-vendor-page', 'MetaVendorPage'),
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
                ...page('invoices/pages/invoices-page', 'InvoicesPage'),
              },
              {
                path: '/invoices/:id',
                ...page('invoices/pages/invoice-detail-page', 'InvoiceDetailPage'),
              },
              {
                // The paid chats of the influencer this account is linked to.
                path: '/inbox',
                ...page('influencers/pages/inbox-page', 'InboxPage'),
              },
            ],
          },
          {
            // Cart, checkout and order confirmation: signed-in shoppers only.
            element: <ProtectedRoute />,
            children: [
              {
                path: '/cart',
                ...page('cart/pages/cart-page', 'CartPage'),
              },
              {
                path: '/checkout',
                ...page('checkout/pages/checkout-page', 'CheckoutPage'),
              },
              {
                path: '/order-confirmation/:id',
                ...page('orders/pages/order-confirmation-page', 'OrderConfirmationPage'),
              },
            ],
          },
          // The coach hub and its campaign helpers: open to visitors (stats need a signed-in user).
          {
            path: '/coach',
            ...page('coach/pages/coach-hub-page', 'CoachHubPage'),
          },
          {
            path: '/coach/twitter',
            ...page('coach/pages/coach-twitter-page', 'CoachTwitterPage'),
          },
          {
            path: '/coach/instagram',
            ...page('coach/pages/coach-instagram-page', 'CoachInstagramPage'),
          },
          {
            path: '/coach/youtube',
            ...page('coach/pages/coach-youtube-page', 'CoachYoutubePage'),
          },
          {
            path: '/coach/tiktok',
            ...page('coach/pages/coach-tiktok-page', 'CoachTiktokPage'),
          },
          {
            path: '/influencer-directory',
            ...page('influencers/pages/influencer-directory-page', 'InfluencerDirectoryPage'),
          },
          {
            path: '/influencer/:id',
            ...page('influencers/pages/influencer-profile-page', 'InfluencerProfilePage'),
          },
          {
            path: '/business-portal',
            ...page('business/pages/business-portal-page', 'BusinessPortalPage'),
          },
          {
            // The lobby shows visitors its own 'Login Required' screen; rooms need a signed-in user.
            path: '/multiplayer',
            ...page('rooms/pages/lobby-page', 'LobbyPage'),
          },
          {
            element: <ProtectedRoute />,
            children: ['/game', '/game/:gameId'].map((path) => ({
              path,
              ...page('rooms/pages/room-page', 'RoomPage'),
            })),
          },
          {
            element: <ProtectedRoute />,
            children: [
              {
                path: '/profile',
                ...page('profile/pages/profile-page', 'ProfilePage'),
              },
            ],
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
