import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  notificationIdParamsSchema,
  notificationListSchema,
  notificationSchema,
  readAllResultSchema,
} from '../../../shared/contracts/notifications';
import type { AppContext } from '../../context';
import { currentUser, requireUser } from '../../plugins/auth';
import { findNotifications, readAllNotifications, readNotification } from './notifications.service';

export const notificationRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  app.addHook('onRequest', requireUser);

  app.get(
    '/api/notifications',
    { schema: { summary: 'List my notifications', response: { 200: notificationListSchema } } },
    async (request) => findNotifications(ctx, currentUser(request).id),
  );

  app.post(
    '/api/notifications/read-all',
    {
      schema: { summary: 'Mark all my notifications read', response: { 200: readAllResultSchema } },
    },
    async (request) => ({ updated: await readAllNotifications(ctx, currentUser(request).id) }),
  );

  app.post(
    '/api/notifications/:id/read',
    {
      schema: {
        summary: 'Mark one notification read',
        params: notificationIdParamsSchema,
        response: { 200: notificationSchema },
      },
    },
    async (request) => readNotification(ctx, currentUser(request).id, request.params.id),
  );
};
