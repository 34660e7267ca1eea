import client from 'prom-client';

/**
 * The process's Prometheus metrics: one registry, the families below, and small
 * functions modules call where the thing happens. Nothing here reads a table or calls a module;
 * gauges that belong to a running object (the database pool, the live hub) are read through the
 * sources given with `observe*` when Prometheus scrapes.
 */
export const registry = new client.Registry();

let defaultsCollected = false;
/** Node's own families (event-loop lag, heap, GC, handles), once per process. */
export function collectProcessMetrics(): void {
  if (defaultsCollected) return;
  defaultsCollected = true;
  client.collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });
  // prom-client names three gauges `_total`, a suffix Prometheus keeps for counters (promtool
  // refuses them). The same counts stay, by type, in the gauges without the suffix.
  for (const name of MISNAMED_DEFAULT_GAUGES) registry.removeSingleMetric(name);
}

const MISNAMED_DEFAULT_GAUGES = [
  'nodejs_active_handles_total',
  'nodejs_active_requests_total',
  'nodejs_active_resources_total',
];

const durationBuckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export const httpRequests = new client.Counter({
  name: 'http_requests_total',
  help: 'HTTP requests answered, by method, route pattern and status',
  labelNames: ['method', 'route', 'status'] as const,
  registers: [registry],
});

export const httpRequestDuration = new client.Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time to answer an HTTP request, by method, route pattern and status',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: durationBuckets,
  registers: [registry],
});

/** What the database pool reports when scraped: connections checked out, and requests waiting. */
export interface PoolSource {
  inUse(): number;
  waiting(): number;
}
let poolSource: PoolSource | undefined;
export function observeDatabasePool(source: PoolSource | undefined): void {
  poolSource = source;
}

new client.Gauge({
  name: 'db_pool_connections_in_use',
  help: 'Database connections checked out of the pool',
  registers: [registry],
  collect() {
    this.set(poolSource?.inUse() ?? 0);
  },
});

new client.Gauge({
  name: 'db_pool_requests_waiting',
  help: 'Queries waiting for a free database connection',
  registers: [registry],
  collect() {
    this.set(poolSource?.waiting() ?? 0);
  },
});

const liveConnectionSources = new Set<() => number>();
/** The live channel tells how many WebSockets it holds; returns the function that stops that. */
export function observeLiveConnections(count: () => number): () => void {
  liveConnectionSources.add(count);
  return () => liveConnectionSources.delete(count);
}

new client.Gauge({
  name: 'websocket_connections',
  help: 'Open live-channel WebSocket connections',
  registers: [registry],
  collect() {
    let total = 0;
    for (const count of liveConnectionSources) total += count();
    this.set(total);
  },
});

export const websocketEventsDelivered = new client.Counter({
  name: 'websocket_events_delivered_total',
  help: 'Live events sent to WebSocket clients (one per socket)',
  registers: [registry],
});

const liveSubscriptionSources = new Set<() => Map<string, number>>();
/**
 * The live channel tells how many sockets follow each topic; the gauge groups them by the topic's
 * kind (`room`, `competition`, `metrics`, `notifications`...), so ids never become labels.
 */
export function observeLiveSubscriptions(counts: () => Map<string, number>): () => void {
  liveSubscriptionSources.add(counts);
  return () => liveSubscriptionSources.delete(counts);
}

new client.Gauge({
  name: 'live_subscriptions',
  help: 'Live-channel subscriptions (sockets following a topic), by topic kind',
  labelNames: ['kind'] as const,
  registers: [registry],
  collect() {
    const byKind = new Map<string, number>();
    for (const counts of liveSubscriptionSources) {
      for (const [topic, sockets] of counts()) {
        const kind = topic.split(':')[0] ?? topic;
        byKind.set(kind, (byKind.get(kind) ?? 0) + sockets);
      }
    }
    this.reset();
    for (const [kind, count] of byKind) this.set({ kind }, count);
  },
});

export const liveEventsPublished = new client.Counter({
  name: 'live_events_published_total',
  help: 'Live events this process published (in-process and NOTIFYed to the others)',
  registers: [registry],
});

export const liveEventsReceived = new client.Counter({
  name: 'live_events_received_total',
  help: 'Live events this process received from the bus (its own and other processes)',
  registers: [registry],
});

export const liveViewsBuilt = new client.Counter({
  name: 'live_views_built_total',
  help: 'Public views the live channel built to push with an event (once per change per watched topic)',
  registers: [registry],
});

export const liveEventLag = new client.Histogram({
  name: 'live_event_lag_seconds',
  help: 'From an event being published to its frames handed to the WebSockets (view build included)',
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  registers: [registry],
});

export const ordersPlaced = new client.Counter({
  name: 'shop_orders_total',
  help: 'Orders placed (replays of an Idempotency-Key are not counted)',
  registers: [registry],
});

export const payments = new client.Counter({
  name: 'shop_payments_total',
  help: 'Paid actions by outcome: completed, declined, cash_on_delivery, replayed, failed',
  labelNames: ['outcome'] as const,
  registers: [registry],
});

export const competitionEntries = new client.Counter({
  name: 'shop_competition_entries_total',
  help: 'Paid competition entries',
  registers: [registry],
});

export const competitionsStarted = new client.Counter({
  name: 'shop_competitions_started_total',
  help: 'Competitions started by the scheduler',
  registers: [registry],
});

export const competitionsSettled = new client.Counter({
  name: 'shop_competitions_settled_total',
  help: 'Competitions completed and settled by the scheduler',
  registers: [registry],
});

export const competitionsCancelled = new client.Counter({
  name: 'shop_competitions_cancelled_total',
  help: 'Competitions cancelled (entries refunded)',
  registers: [registry],
});

export const schedulerTickDuration = new client.Histogram({
  name: 'scheduler_tick_duration_seconds',
  help: 'How long one competition scheduler tick took',
  buckets: durationBuckets,
  registers: [registry],
});

export const schedulerTickLateness = new client.Histogram({
  name: 'scheduler_tick_lateness_seconds',
  help: 'How late a scheduler tick began after it was due (a busy event loop or a long tick)',
  buckets: [0.001, 0.005, 0.01, 0.05, 0.1, 0.5, 1, 5, 30],
  registers: [registry],
});

export const metricsPollFailures = new client.Counter({
  name: 'influencer_metrics_poll_failures_total',
  help: 'Influencer metrics polls that failed',
  registers: [registry],
});

/** The Prometheus text exposition of every family. */
export async function metricsText(): Promise<{ contentType: string; body: string }> {
  return { contentType: registry.contentType, body: await registry.metrics() };
}
