import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '../../../shared/contracts/errors';
import {
  dailyScoreListSchema,
  dailyScoresQuerySchema,
  influencerDetailSchema,
  influencerListSchema,
  instagramMetricsListSchema,
  metricsSourceSchema,
} from '../../../shared/contracts/influencers';
import type { AppContext } from '../../context';
import {
  findDailyScores,
  findInfluencers,
  findInstagramMetrics,
  getInfluencer,
} from './influencers.service';
import type { MetricsProvider } from './metrics-provider';

/** Influencers, their daily scores and metrics: public reads, all from stored data. */
export const influencerRoutes: FastifyPluginAsyncZod<{
  ctx: AppContext;
  metrics: Pick<MetricsProvider, 'name'>;
}> = async (app, { ctx, metrics }) => {
  app.get(
    '/api/influencers',
    { schema: { summary: 'List influencers', response: { 200: influencerListSchema } } },
    async () => findInfluencers(ctx),
  );

  app.get(
    '/api/influencers/:id',
    {
      schema: {
        summary: 'One influencer',
        params: z.object({ id: z.string() }),
        response: { 200: influencerDetailSchema, 404: errorBodySchema },
      },
    },
    async (request) => getInfluencer(ctx, request.params.id),
  );

  app.get(
    '/api/daily-scores',
    {
      schema: {
        summary: 'Daily top scores',
        querystring: dailyScoresQuerySchema,
        response: { 200: dailyScoreListSchema },
      },
    },
    async (request) => findDailyScores(ctx, request.query.date),
  );

  app.get(
    '/api/instagram-metrics',
    {
      schema: {
        summary: "Influencers' Instagram metrics",
        response: { 200: instagramMetricsListSchema },
      },
    },
    async () => findInstagramMetrics(ctx),
  );

  app.get(
    '/api/metrics-source',
    {
      schema: {
        summary: 'Where the influencer metrics come from',
        response: { 200: metricsSourceSchema },
      },
    },
    async () => ({
      provider: metrics.name,
    }),
  );
};
