import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { chatMessages } from '../../../shared/chat-rules';
import {
  adminInfluencerListSchema,
  adminInfluencerSchema,
  blockRequestSchema,
  chatReportListSchema,
  chatReportSchema,
  inboxParamsSchema,
  inboxSchema,
  linkAccountRequestSchema,
  reportRequestSchema,
} from '../../../shared/contracts/chat';
import {
  messageListSchema,
  messageRequestSchema,
  messageSchema,
} from '../../../shared/contracts/coach';
import { errorResponses } from '../../../shared/contracts/errors';
import type { AppContext } from '../../context';
import { recordId } from '../../errors';
import { currentUser, requireElevatedAdmin, requireUser } from '../../plugins/auth';
import type { ChatConfig } from './chat.service';
import {
  linkInfluencerAccount,
  listAdminInfluencers,
  listChatReports,
  listInbox,
  readThread,
  replyToShopper,
  reportConversation,
  setShopperBlocked,
  unlinkInfluencerAccount,
} from './inbox.service';

const shopperId = (raw: string) => recordId(raw, chatMessages.noChat);

/**
 * The influencer's inbox: only the account an admin linked to an influencer
 * profile may read and answer its chats (403 for any other account).
 */
export const inboxRoutes: FastifyPluginAsyncZod<{ ctx: AppContext; chat: ChatConfig }> = async (
  app,
  { ctx, chat },
) => {
  app.addHook('onRequest', requireUser);

  app.get(
    '/api/inbox',
    {
      schema: {
        summary: "The influencer's inbox",
        response: { 200: inboxSchema, ...errorResponses(403) },
      },
    },
    async (request) => listInbox(ctx, chat, currentUser(request).id),
  );

  app.get(
    '/api/inbox/:userId/messages',
    {
      schema: {
        summary: 'A conversation in the inbox',
        params: inboxParamsSchema,
        response: { 200: messageListSchema, ...errorResponses(403) },
      },
    },
    async (request) => readThread(ctx, currentUser(request).id, shopperId(request.params.userId)),
  );

  app.post(
    '/api/inbox/:userId/messages',
    {
      schema: {
        summary: 'Reply in a conversation',
        params: inboxParamsSchema,
        body: messageRequestSchema,
        response: { 201: messageSchema, ...errorResponses(409, 429) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await replyToShopper(
            ctx,
            currentUser(request).id,
            shopperId(request.params.userId),
            request.body.body,
          ),
        ),
  );

  app.put(
    '/api/inbox/:userId/block',
    {
      schema: {
        summary: 'Block or unblock a shopper',
        params: inboxParamsSchema,
        body: blockRequestSchema,
        response: { 200: blockRequestSchema },
      },
    },
    async (request) =>
      setShopperBlocked(
        ctx,
        currentUser(request).id,
        shopperId(request.params.userId),
        request.body.blocked,
      ),
  );

  app.post(
    '/api/inbox/:userId/report',
    {
      schema: {
        summary: 'Report a shopper',
        params: inboxParamsSchema,
        body: reportRequestSchema,
        response: { 201: chatReportSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await reportConversation(
            ctx,
            currentUser(request).id,
            shopperId(request.params.userId),
            request.body.reason,
          ),
        ),
  );
};

const influencerParams = z.object({ id: z.string().min(1).max(100) });

/** The admin's Influencers tab: linked accounts and reported chats, behind the PIN step-up. */
export const adminInfluencerRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  app.addHook('onRequest', requireElevatedAdmin(ctx));

  app.get(
    '/api/admin/influencers',
    {
      schema: {
        summary: 'List influencers (admin view)',
        response: { 200: adminInfluencerListSchema },
      },
    },
    async () => listAdminInfluencers(ctx),
  );

  app.post(
    '/api/admin/influencers/:id/account',
    {
      schema: {
        summary: 'Link an account to an influencer',
        params: influencerParams,
        body: linkAccountRequestSchema,
        response: { 200: adminInfluencerSchema, ...errorResponses(409) },
      },
    },
    async (request) => linkInfluencerAccount(ctx, request.params.id, request.body.username),
  );

  app.delete(
    '/api/admin/influencers/:id/account',
    {
      schema: {
        summary: "Unlink an influencer's account",
        params: influencerParams,
        response: { 200: adminInfluencerSchema },
      },
    },
    async (request) => unlinkInfluencerAccount(ctx, request.params.id),
  );

  app.get(
    '/api/admin/chat-reports',
    { schema: { summary: 'List chat reports', response: { 200: chatReportListSchema } } },
    async () => listChatReports(ctx),
  );
};
