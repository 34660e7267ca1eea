import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { REDIRECT_DELAY_MS } from './rooms';

/**
 * Goes to a path a moment later (section 9: 1 s after creating or joining, so the toast is read);
 * nothing happens if the screen has gone by then.
 */
export function useDelayedNavigate(delayMs = REDIRECT_DELAY_MS): (path: string) => void {
  const navigate = useNavigate();
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return useCallback(
    (path: string) => {
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => navigate(path), delayMs);
    },
    [navigate, delayMs],
  );
}
