import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest, LogLevel } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '../../../shared/contracts/errors';
import { metricsText } from '../../ops/metrics';
import type { Readiness } from '../../ops/readiness';
import { mediaResponse } from '../../plugins/openapi';

export interface HealthRoutesOptions {
  readiness: Readiness;
  /** Serve /metrics here to requests bearing this token; unset, /metrics is not on this port. */
  metricsToken?: string | undefined;
  /** Log each request to the probes (/healthz, /readyz, /metrics); off by default. */
  logProbes?: boolean | undefined;
}

const readySchema = z.object({ status: z.literal('ready') });
const unreadySchema = errorBodySchema.extend({
  status: z.literal('unready'),
  missing: z
    .array(z.string())
    .describe('What is missing, e.g. "shutting down", "database unreachable"'),
});

/** Compares without revealing, by timing, how much of a guess was right. */
function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

function bearer(request: FastifyRequest): string {
  const header = request.headers.authorization ?? '';
  return header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
}

/**
 * The probes an operator and a load balancer use: liveness (`/healthz`: the process serves),
 * readiness (`/readyz`: send it traffic) and, behind METRICS_TOKEN, Prometheus `/metrics`.
 */
export const healthRoutes: FastifyPluginAsyncZod<HealthRoutesOptions> = async (app, options) => {
  const logLevel: LogLevel | undefined = options.logProbes ? undefined : 'warn';
  const quiet = logLevel ? { logLevel } : {};

  app.get(
    '/healthz',
    {
      ...quiet,
      schema: {
        summary: 'Liveness probe',
        description: 'Liveness: 200 while the process can serve requests (no database check).',
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/readyz',
    {
      ...quiet,
      schema: {
        summary: 'Readiness probe',
        description:
          'Readiness: 200 when the database answers, migrations are current and the event bus is listening; 503 with what is missing otherwise, and first thing during shutdown.',
        response: { 200: readySchema, 503: unreadySchema },
      },
    },
    async (_request, reply) => {
      const report = await options.readiness.check();
      if (report.ready) return { status: 'ready' as const };
      return reply.status(503).send({
        status: 'unready' as const,
        message: `Not ready: ${report.missing.join('; ')}`,
        missing: report.missing,
      });
    },
  );

  const token = options.metricsToken;
  if (token) {
    app.get(
      '/metrics',
      {
        ...quiet,
        schema: {
          summary: 'Prometheus metrics',
          description:
            'Prometheus text exposition (version 0.0.4). Needs `Authorization: Bearer <METRICS_TOKEN>`; without METRICS_TOKEN it is served on METRICS_PORT only.',
          response: {
            200: mediaResponse('Prometheus text format (version 0.0.4)', ['text/plain']),
            401: errorBodySchema,
          },
        },
      },
      async (request, reply) => {
        if (!sameSecret(bearer(request), token)) {
          return reply.status(401).send({ message: 'Metrics need the bearer token' });
        }
        const { contentType, body } = await metricsText();
        return reply.type(contentType).send(body);
      },
    );
  }
};
