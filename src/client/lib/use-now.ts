import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { renderTime } from './render-context';

/** Whole seconds: two reads within the same second give the same snapshot. */
const toSecond = (ms: number) => ms - (ms % 1000);

/**
 * The current time (to the second), refreshed every `intervalMs` (each second by default) while
 * `enabled`, for countdowns that tick on screen. Keep it in the small component that shows the
 * time, so only that part of the page renders every second.
 *
 * A server-rendered page shows the time it was rendered at; hydration reads the same time from the
 * page (`renderTime`), so the first client render matches the HTML, and the clock moves on after.
 */
export function useNow(intervalMs = 1000, enabled = true): Date {
  const subscribe = useCallback(
    (onTick: () => void) => {
      if (!enabled) return () => {};
      const timer = window.setInterval(onTick, intervalMs);
      return () => window.clearInterval(timer);
    },
    [intervalMs, enabled],
  );
  const ms = useSyncExternalStore(
    subscribe,
    () => toSecond(Date.now()),
    () => toSecond(renderTime()),
  );
  return useMemo(() => new Date(ms), [ms]);
}

/**
 * The time of this render (to the second), with no timer: for a date that reads 'today' or not
 * (a stamp, a year) and needn't move while the page is open. Hydration reads the page's render
 * time, as `useNow`.
 */
export function useNowAtRender(): Date {
  return useNow(1000, false);
}
