import type {
  AnalyticsBatch,
  AnalyticsEvent,
  AnalyticsEventName,
} from '../../shared/contracts/analytics';
import { MAX_ANALYTICS_BATCH } from '../../shared/limits';

export const ANALYTICS_ENDPOINT = '/api/analytics/events';
/** Events wait this long to be sent together. */
export const ANALYTICS_FLUSH_MS = 5000;
/** Kept while the server cannot be reached; older events are dropped first. */
const MAX_QUEUED = 500;

export type AnalyticsProperties = Record<string, string | number | boolean | null | undefined>;

export interface AnalyticsTransport {
  /** An ordinary POST; its outcome is ignored. */
  send(batch: AnalyticsBatch): Promise<unknown>;
  /** For a page being hidden or closed (navigator.sendBeacon); false when the browser refused. */
  beacon?(batch: AnalyticsBatch): boolean;
}

export interface AnalyticsClientOptions {
  transport: AnalyticsTransport;
  flushMs?: number;
  now?: () => Date;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

export interface AnalyticsClient {
  track(name: AnalyticsEventName, properties?: AnalyticsProperties, path?: string): void;
  /** Sends what is queued now, in batches of at most MAX_ANALYTICS_BATCH. */
  flush(): void;
  /** The page is going away: hand the queue to the beacon (or a keepalive POST). */
  flushOnHide(): void;
  pending(): number;
}

/**
 * Analytics that never get in the shopper's way: events queue up and go out together every few
 * seconds (at once when a batch is full), and when the page is hidden; a failed send is dropped.
 */
export function createAnalyticsClient({
  transport,
  flushMs = ANALYTICS_FLUSH_MS,
  now = () => new Date(),
  setTimer = (run, ms) => setTimeout(run, ms),
  clearTimer = (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
}: AnalyticsClientOptions): AnalyticsClient {
  let queue: AnalyticsEvent[] = [];
  let timer: unknown = null;

  const cancelTimer = () => {
    if (timer !== null) clearTimer(timer);
    timer = null;
  };

  const takeBatches = (): AnalyticsBatch[] => {
    cancelTimer();
    const batches: AnalyticsBatch[] = [];
    for (let i = 0; i < queue.length; i += MAX_ANALYTICS_BATCH) {
      batches.push({ events: queue.slice(i, i + MAX_ANALYTICS_BATCH) });
    }
    queue = [];
    return batches;
  };

  const flush = () => {
    for (const batch of takeBatches()) {
      try {
        transport.send(batch).catch(() => {});
      } catch {
        // Analytics must never break the page.
      }
    }
  };

  return {
    track(name, properties, path) {
      const event: AnalyticsEvent = { name, occurredAt: now().toISOString() };
      const cleaned = cleanProperties(properties);
      if (cleaned) event.properties = cleaned;
      if (path?.startsWith('/')) event.path = path.slice(0, 300);
      queue.push(event);
      if (queue.length > MAX_QUEUED) queue = queue.slice(-MAX_QUEUED);
      if (queue.length >= MAX_ANALYTICS_BATCH) flush();
      else if (timer === null) timer = setTimer(flush, flushMs);
    },
    flush,
    flushOnHide() {
      for (const batch of takeBatches()) {
        let sent = false;
        try {
          sent = transport.beacon?.(batch) ?? false;
        } catch {
          sent = false;
        }
        if (!sent) transport.send(batch).catch(() => {});
      }
    },
    pending: () => queue.length,
  };
}

/** Drops undefined values and cuts long texts to what the server accepts. */
function cleanProperties(
  properties: AnalyticsProperties | undefined,
): AnalyticsEvent['properties'] | undefined {
  if (!properties) return undefined;
  const entries = Object.entries(properties)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => [key, typeof value === 'string' ? value.slice(0, 200) : value]);
  return entries.length ? Object.fromEntries(entries) : undefined;
}

const browserTransport: AnalyticsTransport = {
  // Plain fetch rather than apiRequest: keepalive lets it finish while the page navigates away,
  // and there is no answer to read or error to show.
  send: (batch) =>
    fetch(ANALYTICS_ENDPOINT, {
      method: 'POST',
      credentials: 'same-origin',
      keepalive: true,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(batch),
    }),
  beacon: (batch) =>
    typeof navigator.sendBeacon === 'function' &&
    navigator.sendBeacon(
      ANALYTICS_ENDPOINT,
      new Blob([JSON.stringify(batch)], { type: 'application/json' }),
    ),
};

let browserClient: AnalyticsClient | null = null;

function client(): AnalyticsClient | null {
  if (typeof window === 'undefined') return null;
  if (!browserClient) {
    const created = createAnalyticsClient({ transport: browserTransport });
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') created.flushOnHide();
    });
    window.addEventListener('pagehide', () => created.flushOnHide());
    browserClient = created;
  }
  return browserClient;
}

/** Records one of the spec's events (shopper.md section 7) on the current page. */
export function trackEvent(name: AnalyticsEventName, properties?: AnalyticsProperties): void {
  client()?.track(name, properties, window.location.pathname);
}

/** Records a page view of `path` (the router calls this on every route change). */
export function trackPageView(path: string): void {
  client()?.track('page_view', undefined, path);
}
