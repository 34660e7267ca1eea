import { useCallback, useEffect, useRef, useState } from 'react';
import { CAMPAIGN_PREPARED_MS } from './coach-platforms';
import { PREPARE_COPY_DELAY_MS, PREPARE_OPTIMIZE_DELAY_MS } from './video-campaigns';

/**
 * The YouTube and TikTok 'prepare' sequence (admin-vendor-coach-games.md section 4): log lines at
 * once, about 0.8 s later the reminder step, another 1.2 s later the text is copied and the
 * success shown; the button then reads 'Campaign Prepared!' for 3 seconds.
 */

export type PreparePhase = 'idle' | 'preparing' | 'prepared';

export const CAMPAIGN_PREPARED_LABEL = 'Campaign Prepared!';
export const PREPARING_LABEL = 'Preparing...';

export function prepareButtonLabel(phase: PreparePhase, idleLabel: string): string {
  if (phase === 'preparing') return PREPARING_LABEL;
  if (phase === 'prepared') return CAMPAIGN_PREPARED_LABEL;
  return idleLabel;
}

type ClipboardLike = Pick<Clipboard, 'writeText'> & Partial<Pick<Clipboard, 'write'>>;

/**
 * Copies `text` once `ready` resolves. Safari and Firefox let a page write the clipboard only
 * while handling the click, so where ClipboardItem exists the write starts now with content that
 * arrives when ready; elsewhere (or if that is refused) the text is written when ready.
 */
export async function copyWhenReady(
  text: string,
  ready: Promise<void>,
  clipboard: ClipboardLike | undefined = globalThis.navigator?.clipboard,
): Promise<void> {
  if (!clipboard) throw new Error('The clipboard is not available in this browser.');
  if (typeof ClipboardItem !== 'undefined' && typeof clipboard.write === 'function') {
    try {
      const blob = ready.then(() => new Blob([text], { type: 'text/plain' }));
      await clipboard.write([new ClipboardItem({ 'text/plain': blob })]);
      return;
    } catch {
      // Fall back to writing the text itself below.
    }
  }
  await ready;
  await clipboard.writeText(text);
}

export interface PrepareSteps {
  /** The text the clipboard receives at the end. */
  text: string;
  /** About 0.8 s after the start. */
  onOptimize: () => void;
  /** Another 1.2 s later, once the text is on the clipboard. */
  onCopied: () => void;
  onCopyFailed: (error: unknown) => void;
}

/** Runs prepare sequences; timers stop when the page closes. */
export function usePrepareSequence() {
  const [phase, setPhase] = useState<PreparePhase>('idle');
  const busy = useRef(false);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    const pending = timers.current;
    return () => {
      mounted.current = false;
      for (const timer of pending) clearTimeout(timer);
      pending.clear();
    };
  }, []);

  /** Resolves after `ms`, or never if the page closes first. */
  const delay = useCallback(
    (ms: number) =>
      new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          timers.current.delete(timer);
          resolve();
        }, ms);
        timers.current.add(timer);
      }),
    [],
  );

  const prepare = useCallback(
    (steps: PrepareSteps) => {
      if (busy.current) return;
      busy.current = true;
      setPhase('preparing');
      const ready = delay(PREPARE_OPTIMIZE_DELAY_MS)
        .then(() => steps.onOptimize())
        .then(() => delay(PREPARE_COPY_DELAY_MS));
      copyWhenReady(steps.text, ready).then(
        () => {
          if (!mounted.current) return;
          steps.onCopied();
          setPhase('prepared');
          void delay(CAMPAIGN_PREPARED_MS).then(() => {
            busy.current = false;
            setPhase('idle');
          });
        },
        (error: unknown) => {
          if (!mounted.current) return;
          busy.current = false;
          steps.onCopyFailed(error);
          setPhase('idle');
        },
      );
    },
    [delay],
  );

  return { phase, prepare };
}
