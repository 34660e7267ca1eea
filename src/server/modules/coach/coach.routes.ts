import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  campaignRequestSchema,
  campaignResultSchema,
  chatAccessSchema,
  chatUnlockResultSchema,
  coachStatsSchema,
  messageListSchema,
  messageRequestSchema,
  messageSchema,
} from '../../../shared/contracts/coach';
import type { AppContext } from '../../context';
import { currentUser, requireUser } from '../../plugins/auth';
import type { PaymentGateway } from '../payments/payment-gateway';
import { getChatAccess, listMessages, sendMessage, unlockChat } from './chat.service';
import { getCoachStats, recordCampaign } from './coach.service';

const influencerParams = z.object({ id: z.string().min(1).max(100) });

/** The coach tools' calls and the influencer chat: signed-in users only, each their own. */
export const coachRoutes: FastifyPluginAsyncZod<{
  ctx: AppContext;
  payments: PaymentGateway;
}> = async (app, { ctx, payments }) => {
  app.addHook('onRequest', requireUser);

  app.get(
    '/api/user/coach-stats',
    { schema: { response: { 200: coachStatsSchema } } },
    async (request) => getCoachStats(ctx, currentUser(request).id),
  );

  app.post(
    '/api/coach/campaigns',
    { schema: { body: campaignRequestSchema, response: { 201: campaignResultSchema } } },
    async (request, reply) =>
      reply.status(201).send(await recordCampaign(ctx, currentUser(request).id, request.body)),
  );

  app.get(
    '/api/influencers/:id/chat',
    { schema: { params: influencerParams, response: { 200: chatAccessSchema } } },
    async (request) => getChatAccess(ctx, currentUser(request).id, request.params.id),
  );

  app.post(
    '/api/influencers/:id/chat-unlock',
    { schema: { params: influencerParams, response: { 200: chatUnlockResultSchema } } },
    async (request) => {
      const key = request.headers['idempotency-key'];
      return unlockChat(
        ctx,
        payments,
        currentUser(request).id,
        request.params.id,
        Array.isArray(key) ? key[0] : key,
      );
    },
  );

  app.get(
    '/api/influencers/:id/messages',
    { schema: { params: influencerParams, response: { 200: messageListSchema } } },
    async (request) => listMessages(ctx, currentUser(request).id, request.params.id),
  );

  app.post(
    '/api/influencers/:id/messages',
    {
      schema: {
        params: influencerParams,
        body: messageRequestSchema,
        response: { 201: messageSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await sendMessage(ctx, currentUser(request).id, request.params.id, request.body.body),
        ),
  );
};
