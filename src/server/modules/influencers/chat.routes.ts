import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  chatAccessSchema,
  chatUnlockResultSchema,
  messageListSchema,
  messageRequestSchema,
  messageSchema,
} from '../../../shared/contracts/coach';
import { errorResponses } from '../../../shared/contracts/errors';
import type { AppContext } from '../../context';
import { unlockChat } from '../../flows/unlock-chat';
import { currentUser, requireUser } from '../../plugins/auth';
import type { PaymentGateway } from '../payments/payment-gateway';
import { paidRequestHeadersSchema } from '../payments/payments.service';
import { type ChatConfig, getChatAccess, listMessages, sendMessage } from './chat.service';

const influencerParams = z.object({ id: z.string().min(1).max(100) });

/**
 * The influencer chat, the shopper's side: unlocked once for $5, then the thread with the
 * influencer's replies. Signed-in users only.
 */
export const chatRoutes: FastifyPluginAsyncZod<{
  ctx: AppContext;
  payments: PaymentGateway;
  chat: ChatConfig;
}> = async (app, { ctx, payments, chat }) => {
  app.addHook('onRequest', requireUser);

  app.get(
    '/api/influencers/:id/chat',
    {
      schema: {
        summary: 'My chat access with an influencer',
        params: influencerParams,
        response: { 200: chatAccessSchema },
      },
    },
    async (request) => getChatAccess(ctx, chat, currentUser(request).id, request.params.id),
  );

  app.post(
    '/api/influencers/:id/chat-unlock',
    {
      schema: {
        summary: "Pay to unlock an influencer's chat",
        params: influencerParams,
        headers: paidRequestHeadersSchema,
        response: { 200: chatUnlockResultSchema },
      },
    },
    async (request) =>
      unlockChat(
        ctx,
        payments,
        currentUser(request).id,
        request.params.id,
        request.headers['idempotency-key'],
      ),
  );

  app.get(
    '/api/influencers/:id/messages',
    {
      schema: {
        summary: 'My messages with an influencer',
        params: influencerParams,
        response: { 200: messageListSchema },
      },
    },
    async (request) => listMessages(ctx, currentUser(request).id, request.params.id),
  );

  app.post(
    '/api/influencers/:id/messages',
    {
      schema: {
        summary: 'Send a message to an influencer',
        params: influencerParams,
        body: messageRequestSchema,
        response: { 201: messageSchema, ...errorResponses(409, 429) },
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
