import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  campaignRequestSchema,
  campaignResultSchema,
  coachStatsSchema,
} from '../../../shared/contracts/coach';
import type { AppContext } from '../../context';
import { currentUser, requireUser } from '../../plugins/auth';
import { getCoachStats, recordCampaign } from './coach.service';

/** The coach tools' calls: signed-in users only, each their own. */
export const coachRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook('onRequest', requireUser);

  app.get(
    '/api/user/coach-stats',
    { schema: { summary: 'My coach statistics', response: { 200: coachStatsSchema } } },
    async (request) => getCoachStats(ctx, currentUser(request).id),
  );

  app.post(
    '/api/coach/campaigns',
    {
      schema: {
        summary: 'Record a coach campaign',
        body: campaignRequestSchema,
        response: { 201: campaignResultSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await recordCampaign(ctx, currentUser(request).id, request.body)),
  );
};
