import autocannon from 'autocannon';

export interface LoadResult {
  scenario: string;
  'req/s': number;
  'p50 ms': number;
  'p99 ms': number;
  'KB/req': number;
  errors: number;
}

export interface LoadOptions {
  seconds: number;
  connections: number;
  headers?: Record<string, string>;
  method?: 'GET' | 'POST';
  body?: string;
  /** A new path per request (e.g. a random product id). */
  nextPath?: () => string;
  /** A new request per request: path, headers (merged) or body, e.g. a fresh Idempotency-Key. */
  nextRequest?: () => { path?: string; headers?: Record<string, string>; body?: string };
}

/** Drives `url` with keep-alive connections for a fixed time (autocannon) and summarises it. */
export async function measure(
  scenario: string,
  url: string,
  options: LoadOptions,
): Promise<LoadResult> {
  const result = await autocannon({
    url,
    connections: options.connections,
    duration: options.seconds,
    method: options.method ?? 'GET',
    headers: options.headers,
    body: options.body,
    requests:
      options.nextPath || options.nextRequest
        ? [
            {
              setupRequest: (request) => {
                const next = options.nextRequest?.() ?? {};
                return {
                  ...request,
                  path: next.path ?? options.nextPath?.() ?? request.path,
                  headers: { ...request.headers, ...next.headers },
                  ...(next.body === undefined ? {} : { body: next.body }),
                };
              },
            },
          ]
        : undefined,
  });
  const total = result.requests.total || 1;
  return {
    scenario,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    'KB/req': Math.round(result.throughput.total / total / 102.4) / 10,
    errors: result.errors + result.non2xx,
  };
}
