import { useCallback, useEffect, useRef, useState } from 'react';
import { CAMPAIGN_PREPARED_MS } from './coach-platforms';

/**
 * True for 3 seconds after `markPrepared()`: the prepare buttons read 'Campaign Prepared!' for
 * that long (section 4). Pressing again restarts the 3 seconds.
 */
export function usePreparedFlag(durationMs = CAMPAIGN_PREPARED_MS) {
  const [prepared, setPrepared] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const markPrepared = useCallback(() => {
    clearTimeout(timer.current);
    setPrepared(true);
    timer.current = setTimeout(() => setPrepared(false), durationMs);
  }, [durationMs]);

  return { prepared, markPrepared };
}
