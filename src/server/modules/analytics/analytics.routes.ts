import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { analyticsBatchSchema, analyticsReceiptSchema } from '../../../shared/contracts/analytics';
import { errorResponses } from '../../../shared/contracts/errors';
import type { AppContext } from '../../context';
import {
  type AnalyticsLimits,
  defaultAnalyticsLimits,
  recordAnalyticsEvents,
} from './analytics.service';

export interface AnalyticsRoutesOptions {
  ctx: AppContext;
  limits?: AnalyticsLimits;
}

/** 50 events of at most 2 KB of properties each, plus their names and paths, fit well in this. */
const BODY_LIMIT = 128 * 1024;

/** The client's analytics events: anyone may send them (signed in or not), rate-limited per IP. */
export const analyticsRoutes: FastifyPluginAsyncZod<AnalyticsRoutesOptions> = async (
  app,
  { ctx, limits = defaultAnalyticsLimits },
) => {
  app.post(
    '/api/analytics/events',
    {
      bodyLimit: BODY_LIMIT,
      schema: {
        summary: 'Record analytics events',
        body: analyticsBatchSchema,
        response: { 202: analyticsReceiptSchema, ...errorResponses(429) },
      },
    },
    async (request, reply) =>
      reply.status(202).send(
        await recordAnalyticsEvents(ctx, {
          ...request.body,
          userId: request.user?.id ?? null,
          ip: request.ip,
          limits,
        }),
      ),
  );
};
