import type { FastifyInstance } from 'fastify';
import { REQUEST_ID_HEADER } from '../ops/logging';
import { httpRequestDuration, httpRequests } from '../ops/metrics';

/**
 * Per request: its id back to the client (X-Request-Id, to quote in a report) and the HTTP metrics,
 * labelled by the route's pattern (`/api/products/:id`, never the raw URL, so labels stay few).
 */
export function registerRequestTelemetry(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const labels = { method: request.method, route, status: String(reply.statusCode) };
    httpRequests.inc(labels);
    httpRequestDuration.observe(labels, reply.elapsedTime / 1000);
  });
}
