import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminSessionSchema, verifyPinSchema } from '../../../shared/contracts/admin';
import type { AppContext } from '../../context';
import { currentUser, requireAdmin } from '../../plugins/auth';
import { adminSessionOf, verifyPin } from './admin.service';

export const adminRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook('onRequest', requireAdmin);

  /** Whether this session has passed the PIN step-up; the client's PIN gate asks this first. */
  app.get(
    '/api/admin/session',
    { schema: { response: { 200: adminSessionSchema } } },
    async (request) => adminSessionOf(request.authSession?.elevatedUntil ?? null, ctx.clock.now()),
  );

  app.post(
    '/api/admin/verify-pin',
    { schema: { body: verifyPinSchema, response: { 200: adminSessionSchema } } },
    async (request) =>
      verifyPin(ctx, {
        userId: currentUser(request).id,
        tokenHash: request.authSession?.tokenHash ?? '',
        pin: request.body.pin,
      }),
  );
};
