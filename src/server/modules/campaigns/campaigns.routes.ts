import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  campaignInputSchema,
  campaignListSchema,
  campaignSchema,
} from '../../../shared/contracts/campaigns';
import type { AppContext } from '../../context';
import { currentUser, requireElevatedAdmin } from '../../plugins/auth';
import { createCampaign, findCampaigns } from './campaigns.service';

/** The business portal's campaigns: PIN-verified admins read and create (checked before the body). */
export const campaignRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/api/meta/campaigns',
    // Campaigns hold the shop's budgets and audiences: reading them needs the PIN step-up too.
    {
      onRequest: requireElevatedAdmin(ctx),
      schema: { summary: 'List ad campaigns', response: { 200: campaignListSchema } },
    },
    async () => findCampaigns(ctx),
  );

  app.post(
    '/api/meta/campaigns',
    {
      onRequest: requireElevatedAdmin(ctx),
      schema: {
        summary: 'Create an ad campaign',
        body: campaignInputSchema,
        response: { 201: campaignSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createCampaign(ctx, currentUser(request).id, request.body)),
  );
};
