import { useEffect, useState } from 'react';

/**
 * The current time, refreshed every `intervalMs` (each second by default) while `enabled`, for
 * countdowns that tick on screen. Keep it in the small component that shows the time, so only that
 * part of the page renders every second.
 */
export function useNow(intervalMs = 1000, enabled = true): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (!enabled) return;
    setNow(new Date());
    const timer = window.setInterval(() => setNow(new Date()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs, enabled]);
  return now;
}
