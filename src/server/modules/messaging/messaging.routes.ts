import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../shared/contracts/errors';
import {
  notificationPreferencesPatchSchema,
  notificationPreferencesSchema,
  pushPublicKeySchema,
  pushSubscriptionSchema,
  pushUnsubscribeSchema,
} from '../../../shared/contracts/messaging';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { currentUser, requireUser } from '../../plugins/auth';
import { getNotificationPreferences, updateNotificationPreferences } from './preferences.service';
import { removePushSubscription, savePushSubscription } from './push.service';
import type { PushEndpointPolicy } from './push-endpoint';
import { unsubscribeRoutes } from './unsubscribe.routes';

export const messagingRoutes: FastifyPluginAsyncZod<{
  ctx: AppContext;
  /** The VAPID public key browsers subscribe with (filled at start); absent: web push is off. */
  vapid: { publicKey?: string | undefined };
  /** Where push endpoints may point (https, public addresses, PUSH_ALLOWED_HOSTS). */
  pushEndpoints: PushEndpointPolicy;
}> = async (app, { ctx, vapid, pushEndpoints }) => {
  app.get(
    '/api/user/notification-preferences',
    {
      onRequest: requireUser,
      schema: {
        summary: 'My notification preferences',
        response: { 200: notificationPreferencesSchema },
      },
    },
    async (request) => getNotificationPreferences(ctx, currentUser(request).id),
  );

  app.put(
    '/api/user/notification-preferences',
    {
      onRequest: requireUser,
      schema: {
        summary: 'Change my notification preferences',
        body: notificationPreferencesPatchSchema,
        response: { 200: notificationPreferencesSchema },
      },
    },
    async (request) => updateNotificationPreferences(ctx, currentUser(request).id, request.body),
  );

  await app.register(unsubscribeRoutes, { ctx });

  app.get(
    '/api/push/public-key',
    {
      schema: {
        summary: 'Web Push public key',
        response: { 200: pushPublicKeySchema, ...errorResponses(404) },
      },
    },
    async () => {
      if (!vapid.publicKey) throw new AppError('NOT_FOUND', 'Web push is not configured');
      return { publicKey: vapid.publicKey };
    },
  );

  app.post(
    '/api/push/subscriptions',
    {
      onRequest: requireUser,
      schema: {
        summary: 'Subscribe this browser to push',
        body: pushSubscriptionSchema,
        response: { 201: z.object({ endpoint: z.string() }), ...errorResponses(409) },
      },
    },
    async (request, reply) => {
      await savePushSubscription(
        ctx,
        pushEndpoints,
        currentUser(request).id,
        request.body,
        request.headers['user-agent'],
      );
      return reply.code(201).send({ endpoint: request.body.endpoint });
    },
  );

  app.delete(
    '/api/push/subscriptions',
    {
      onRequest: requireUser,
      schema: {
        summary: 'Unsubscribe this browser from push',
        body: pushUnsubscribeSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await removePushSubscription(ctx, currentUser(request).id, request.body.endpoint);
      return reply.code(204).send(null);
    },
  );
};
