import { Outlet, ScrollRestoration } from 'react-router';
import { usePageViews } from '../../lib/use-page-views';
import { AppHeader } from './app-header';
import { BottomNav } from './bottom-nav';

/** Header on top, page in the middle, tab bar at the bottom; the padding keeps content clear of the bar. */
export function AppLayout() {
  usePageViews();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-ocean-900 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <AppHeader />
      <main id="main" className="flex flex-1 flex-col pb-[calc(5rem+env(safe-area-inset-bottom))]">
        <Outlet />
      </main>
      <BottomNav />
      <ScrollRestoration />
    </div>
  );
}
