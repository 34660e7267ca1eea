import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ageConfirmationRequestSchema,
  coolOffRequestSchema,
  playHistorySchema,
  playLimitsSchema,
  playLimitsUpdateSchema,
} from '../../../shared/contracts/responsible-play';
import type { AppContext } from '../../context';
import { currentUser, requireUser } from '../../plugins/auth';
import { getPlayHistory } from './play-history.service';
import {
  confirmAge,
  getPlayLimits,
  startCoolOff,
  updatePlayLimits,
} from './responsible-play.service';

/** Responsible play: the signed-in player's own limits, breaks and history. */
export const responsiblePlayRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  app.addHook('onRequest', requireUser);

  app.get(
    '/api/user/play-limits',
    { schema: { summary: 'My play limits', response: { 200: playLimitsSchema } } },
    async (request) => getPlayLimits(ctx, currentUser(request).id),
  );

  app.put(
    '/api/user/play-limits',
    {
      schema: {
        summary: 'Set my play limits',
        body: playLimitsUpdateSchema,
        response: { 200: playLimitsSchema },
      },
    },
    async (request) => updatePlayLimits(ctx, currentUser(request).id, request.body),
  );

  app.post(
    '/api/user/cool-off',
    {
      schema: {
        summary: 'Start a cool-off period',
        body: coolOffRequestSchema,
        response: { 200: playLimitsSchema },
      },
    },
    async (request) => startCoolOff(ctx, currentUser(request).id, request.body),
  );

  app.post(
    '/api/user/age-confirmation',
    {
      schema: {
        summary: 'Confirm my age',
        body: ageConfirmationRequestSchema,
        response: { 200: playLimitsSchema },
      },
    },
    async (request) => confirmAge(ctx, currentUser(request).id),
  );

  app.get(
    '/api/user/play-history',
    { schema: { summary: 'My play history', response: { 200: playHistorySchema } } },
    async (request) => getPlayHistory(ctx, currentUser(request).id),
  );
};
