/**
 * What a page render depends on beyond its data. The server renders each page in an async context
 * of its own (entry-server.tsx reads it through `readRenderContextFrom`, since React's work for one
 * request runs in that request's tasks, interleaved with others'); the browser sets the render time
 * from the page before hydrating, so time-dependent text (countdowns) renders the same on both
 * sides. Only the server snapshot of `useNow` reads the time, and React reads that only while
 * hydrating.
 */
export interface RenderContext {
  /** When the page was rendered (ms). */
  renderedAt: number;
  /** The site's origin as the request saw it (server only; the browser has its own). */
  origin?: string;
}

let current: RenderContext | null = null;
let source: (() => RenderContext | undefined) | null = null;

/** Browser: the context of the page on screen. */
export function setRenderContext(context: RenderContext | null): void {
  current = context;
}

/** Server: where the context of the render in progress is found (the request's async context). */
export function readRenderContextFrom(read: () => RenderContext | undefined): void {
  source = read;
}

function context(): RenderContext | null {
  return source?.() ?? current;
}

/** The time the page on screen was rendered at, else now. */
export function renderTime(): number {
  return context()?.renderedAt ?? Date.now();
}

/** The site's origin (scheme, host, port), on the server as in the browser. */
export function siteOrigin(): string {
  if (typeof window !== 'undefined') return window.location.origin;
  return context()?.origin ?? '';
}
