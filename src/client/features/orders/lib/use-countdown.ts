import { useEffect, useEffectEvent, useState } from 'react';

/**
 * Counts down from `seconds` once a second while `running`, and calls `onDone` once at zero.
 * The count is read from the clock rather than by adding ticks, so a busy tab does not stretch it.
 */
export function useCountdown(seconds: number, running: boolean, onDone: () => void): number {
  const [left, setLeft] = useState(seconds);
  const finish = useEffectEvent(onDone);

  useEffect(() => {
    if (!running) return;
    const endsAt = Date.now() + seconds * 1000;
    let finished = false;
    const tick = () => {
      const remaining = Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));
      setLeft(remaining);
      if (remaining === 0 && !finished) {
        finished = true;
        window.clearInterval(timer);
        finish();
      }
    };
    const timer = window.setInterval(tick, 250);
    return () => window.clearInterval(timer);
  }, [running, seconds]);

  return left;
}
