/**
 * What a page render depends on beyond its data. The server sets it around each (synchronous)
 * render of a page; the browser sets the render time from the page before hydrating, so
 * time-dependent text (countdowns) renders the same on both sides. Only the server snapshot of
 * `useNow` reads the time, and React reads that only while hydrating.
 */
interface RenderContext {
  /** When the page was rendered (ms). */
  renderedAt: number;
  /** The site's origin as the request saw it (server only; the browser has its own). */
  origin?: string;
  /**
   * The request carried no session cookie, so the page went to a visitor and was rendered signed
   * out (decision 0053); otherwise who is asking is left to the browser.
   */
  visitor?: boolean;
}

let current: RenderContext | null = null;

export function setRenderContext(context: RenderContext | null): void {
  current = context;
}

/** The time the page on screen was rendered at, else now. */
export function renderTime(): number {
  return current?.renderedAt ?? Date.now();
}

/** Whether the page on screen was rendered for a visitor (no session cookie came with it). */
export function renderedForVisitor(): boolean {
  return current?.visitor === true;
}

/** The site's origin (scheme, host, port), on the server as in the browser. */
export function siteOrigin(): string {
  if (typeof window !== 'undefined') return window.location.origin;
  return current?.origin ?? '';
}
