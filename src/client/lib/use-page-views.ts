import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { trackPageView } from './analytics';

/** Sends a page view whenever the route's path changes (not for query or hash changes). */
export function usePageViews(): void {
  const { pathname } = useLocation();
  const last = useRef<string | null>(null);
  useEffect(() => {
    if (last.current === pathname) return;
    last.current = pathname;
    trackPageView(pathname);
  }, [pathname]);
}
