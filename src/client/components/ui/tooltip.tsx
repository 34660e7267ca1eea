import {
  cloneElement,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
  useEffect,
  useRef,
  useState,
} from 'react';
import { createPortal } from 'react-dom';
import { cn } from '../../lib/utils';

/** Timings from shopper.md section 4: open after 700 ms, skip the delay for 300 ms after one closes. */
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;
/** Time to move the pointer from the trigger onto the tooltip (it stays open while hovered). */
const LEAVE_GRACE_MS = 100;
/** Space between the tooltip and the window's edges, and between it and its trigger. */
const EDGE_PX = 8;
const OFFSET_PX = 6;

// One tooltip is open at a time, and the skip delay is shared by all of them: module state, so no
// provider has to sit above the header (decision 0042).
let closeOpenTooltip: (() => void) | null = null;
let lastClosedAt = Number.NEGATIVE_INFINITY;
/** Tooltip ids: the id is only in the page while a tooltip is open, never in the server's HTML, so
 * it needs no `useId` (which a part hydrated later must not call, decision 0051). */
let tooltipCount = 0;
const nextTooltipId = () => `tooltip-${++tooltipCount}`;

interface TriggerProps {
  'aria-describedby'?: string;
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void;
  onPointerDown?: (event: PointerEvent<HTMLElement>) => void;
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLElement>) => void;
}

interface TooltipProps {
  content: ReactNode;
  /** One focusable element that passes these props on to the DOM (a button, a link). */
  children: ReactElement<TriggerProps>;
}

interface Place {
  top: number;
  left: number;
  /** The arrow's left edge inside the tooltip (it points at the trigger's middle). */
  arrow: number;
  /** Placed after measuring the bubble; hidden until then. */
  fitted: boolean;
}

/**
 * A tooltip below one focusable child, opened after a delay on hover or at once on keyboard focus,
 * closed on leave, click, blur, Escape and any scroll (a tooltip left floating over moved content
 * points at nothing). Written for the header's few icon buttons instead of Radix's tooltip with
 * floating-ui, which every first visit downloaded: the trigger is the child itself (no wrapper, so
 * nothing remounts), the text is a `role="tooltip"` the trigger names in `aria-describedby` while
 * open, drawn in a portal and kept inside the window.
 */
export function Tooltip({ content, children }: TooltipProps) {
  const [id] = useState(nextTooltipId);
  const [place, setPlace] = useState<Place | null>(null);
  const [delayed, setDelayed] = useState(false);
  const trigger = useRef<HTMLElement | null>(null);
  const bubble = useRef<HTMLDivElement | null>(null);
  const openTimer = useRef<number | undefined>(undefined);
  const leaveTimer = useRef<number | undefined>(undefined);
  /** Set by a press: the focus that follows a click does not reopen the tooltip. */
  const pressed = useRef(false);
  const open = place !== null;

  const clearTimers = () => {
    window.clearTimeout(openTimer.current);
    window.clearTimeout(leaveTimer.current);
  };

  const close = () => {
    clearTimers();
    setPlace((current) => {
      if (current) lastClosedAt = performance.now();
      return null;
    });
    if (closeOpenTooltip === close) closeOpenTooltip = null;
  };

  const show = (withDelay: boolean) => {
    const element = trigger.current;
    if (!element) return;
    if (closeOpenTooltip && closeOpenTooltip !== close) closeOpenTooltip();
    closeOpenTooltip = close;
    setDelayed(withDelay);
    setPlace(below(element));
  };

  const openSoon = (element: HTMLElement) => {
    trigger.current = element;
    clearTimers();
    if (open) return;
    const skip = performance.now() - lastClosedAt < TOOLTIP_SKIP_DELAY_MS;
    if (skip) show(false);
    else openTimer.current = window.setTimeout(() => show(true), TOOLTIP_DELAY_MS);
  };

  // Scrolling and resizing move the trigger from under the tooltip; Escape dismisses it.
  useEffect(() => {
    if (!open) return;
    const dismiss = () => close();
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    window.addEventListener('scroll', dismiss, { capture: true, passive: true });
    window.addEventListener('resize', dismiss);
    document.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('scroll', dismiss, { capture: true });
      window.removeEventListener('resize', dismiss);
      document.removeEventListener('keydown', onKey);
    };
  });

  // Once drawn, keep the whole bubble inside the window (it is measured only now).
  useEffect(() => {
    const element = bubble.current;
    if (!place || !element || !trigger.current) return;
    const fitted = placeWithin(trigger.current, element.offsetWidth);
    if (!place.fitted || fitted.left !== place.left || fitted.arrow !== place.arrow) {
      setPlace(fitted);
    }
  }, [place]);

  // Unmounted while open or waiting: leave no timer or stale "open" behind.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on unmount only
  useEffect(() => () => close(), []);

  const props = children.props;
  const triggerElement = cloneElement(children, {
    'aria-describedby': open ? id : props['aria-describedby'],
    onPointerEnter: (event) => {
      props.onPointerEnter?.(event);
      if (event.pointerType !== 'touch') openSoon(event.currentTarget);
    },
    onPointerLeave: (event) => {
      props.onPointerLeave?.(event);
      window.clearTimeout(openTimer.current);
      if (open) leaveTimer.current = window.setTimeout(close, LEAVE_GRACE_MS);
    },
    onPointerDown: (event) => {
      props.onPointerDown?.(event);
      pressed.current = true;
      close();
    },
    onClick: (event) => {
      props.onClick?.(event);
      close();
    },
    onFocus: (event) => {
      props.onFocus?.(event);
      trigger.current = event.currentTarget;
      if (pressed.current) return;
      // Keyboard focus shows the text at once, as Radix's tooltip did.
      clearTimers();
      if (event.currentTarget.matches(':focus-visible')) show(false);
    },
    onBlur: (event) => {
      props.onBlur?.(event);
      pressed.current = false;
      close();
    },
  });

  return (
    <>
      {triggerElement}
      {place &&
        createPortal(
          <div
            ref={bubble}
            id={id}
            role="tooltip"
            style={{
              position: 'fixed',
              top: place.top,
              left: place.left,
              visibility: place.fitted ? undefined : 'hidden',
            }}
            onPointerEnter={() => window.clearTimeout(leaveTimer.current)}
            onPointerLeave={close}
            className={cn(
              'z-50 rounded-md bg-slate-900 px-2.5 py-1.5 text-xs font-medium whitespace-nowrap text-white shadow-md',
              delayed && 'animate-fade-in',
            )}
          >
            {content}
            <span
              aria-hidden="true"
              className="absolute -top-1 size-2 rotate-45 bg-slate-900"
              style={{ left: place.arrow }}
            />
          </div>,
          document.body,
        )}
    </>
  );
}

/** Below the trigger, centred on it; refined by `placeWithin` once the bubble's width is known. */
function below(trigger: HTMLElement): Place {
  const box = trigger.getBoundingClientRect();
  return { top: box.bottom + OFFSET_PX, left: box.left, arrow: 0, fitted: false };
}

function placeWithin(trigger: HTMLElement, width: number): Place {
  const box = trigger.getBoundingClientRect();
  const middle = box.left + box.width / 2;
  const max = Math.max(EDGE_PX, document.documentElement.clientWidth - EDGE_PX - width);
  const left = Math.min(Math.max(middle - width / 2, EDGE_PX), max);
  return { top: box.bottom + OFFSET_PX, left, arrow: middle - left - 4, fitted: true };
}
