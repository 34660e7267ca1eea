import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../shared/contracts/errors';
import {
  kindLabels,
  notificationKinds,
  notificationPreferencesPatchSchema,
  notificationPreferencesSchema,
  pushPublicKeySchema,
  pushSubscriptionSchema,
  pushUnsubscribeSchema,
} from '../../../shared/contracts/messaging';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { currentUser, requireUser } from '../../plugins/auth';
import {
  getNotificationPreferences,
  unsubscribeByToken,
  updateNotificationPreferences,
} from './preferences.service';
import { removePushSubscription, savePushSubscription } from './push.service';
import type { PushEndpointPolicy } from './push-endpoint';

const unsubscribeQuerySchema = z.object({
  token: z.string().min(1).max(100),
  kind: z.enum(notificationKinds, { error: 'Unknown kind of notification' }),
});

const escapeHtml = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

export const messagingRoutes: FastifyPluginAsyncZod<{
  ctx: AppContext;
  /** The VAPID public key browsers subscribe with (filled at start); absent: web push is off. */
  vapid: { publicKey?: string | undefined };
  /** Where push endpoints may point (https, public addresses, PUSH_ALLOWED_HOSTS). */
  pushEndpoints: PushEndpointPolicy;
}> = async (app, { ctx, vapid, pushEndpoints }) => {
  app.get(
    '/api/user/notification-preferences',
    { onRequest: requireUser, schema: { response: { 200: notificationPreferencesSchema } } },
    async (request) => getNotificationPreferences(ctx, currentUser(request).id),
  );

  app.put(
    '/api/user/notification-preferences',
    {
      onRequest: requireUser,
      schema: {
        body: notificationPreferencesPatchSchema,
        response: { 200: notificationPreferencesSchema },
      },
    },
    async (request) => updateNotificationPreferences(ctx, currentUser(request).id, request.body),
  );

  // An email's unsubscribe link (GET, from the mail) and its one-click form (POST, RFC 8058).
  const unsubscribe = async (query: z.infer<typeof unsubscribeQuerySchema>) => {
    if (!(await unsubscribeByToken(ctx, query.token, query.kind))) {
      throw new AppError('NOT_FOUND', 'This unsubscribe link is not valid');
    }
  };
  app.get(
    '/api/notification-preferences/unsubscribe',
    {
      schema: {
        querystring: unsubscribeQuerySchema,
        response: { 200: z.string().describe('An HTML page'), ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      await unsubscribe(request.query);
      const label = kindLabels[request.query.kind].label;
      return reply
        .type('text/html; charset=utf-8')
        .send(
          `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Unsubscribed</title></head><body style="font-family:sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem"><h1>You're unsubscribed</h1><p>We won't email you about "${escapeHtml(label)}" any more. You can change this any time in your profile's notification settings.</p><p><a href="/profile">Notification settings</a></p></body></html>`,
        );
    },
  );
  app.post(
    '/api/notification-preferences/unsubscribe',
    {
      schema: {
        querystring: unsubscribeQuerySchema,
        response: { 204: z.null(), ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      await unsubscribe(request.query);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/push/public-key',
    { schema: { response: { 200: pushPublicKeySchema, ...errorResponses(404) } } },
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
      schema: { body: pushUnsubscribeSchema, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await removePushSubscription(ctx, currentUser(request).id, request.body.endpoint);
      return reply.code(204).send(null);
    },
  );
};
