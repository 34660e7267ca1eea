import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminSessionSchema, verifyPinSchema } from '../../../shared/contracts/admin';
import { PRODUCT_NOT_FOUND } from '../../../shared/contracts/catalog';
import { errorResponses } from '../../../shared/contracts/errors';
import { heldUnitsSchema, productUsageSchema } from '../../../shared/contracts/product-usage';
import type { AppContext } from '../../context';
import { recordId } from '../../errors';
import { currentUser, requireAdmin, requireElevatedAdmin } from '../../plugins/auth';
import { adminSessionOf, verifyPin } from './admin.service';
import { getHeldUnits, getProductUsage } from './product-usage.service';

export const adminRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook('onRequest', requireAdmin);

  /** Whether this session has passed the PIN step-up; the client's PIN gate asks this first. */
  app.get(
    '/api/admin/session',
    { schema: { summary: "The admin's PIN step-up state", response: { 200: adminSessionSchema } } },
    async (request) => adminSessionOf(request.authSession?.elevatedUntil ?? null, ctx.clock.now()),
  );

  app.post(
    '/api/admin/verify-pin',
    {
      schema: {
        summary: 'Pass the admin PIN step-up',
        body: verifyPinSchema,
        response: { 200: adminSessionSchema, ...errorResponses(429) },
      },
    },
    async (request) =>
      verifyPin(ctx, {
        userId: currentUser(request).id,
        tokenHash: request.authSession?.tokenHash ?? '',
        pin: request.body.pin,
      }),
  );

  // What a delete would touch (the confirmation's counts), and the units held for games per
  // product: gathered from the modules that own them, behind the PIN step-up.
  app.get(
    '/api/admin/products/held-units',
    {
      onRequest: requireElevatedAdmin(ctx),
      schema: {
        summary: 'Units held in carts and pending orders',
        response: { 200: heldUnitsSchema },
      },
    },
    async () => getHeldUnits(ctx),
  );

  app.get(
    '/api/admin/products/:id/usage',
    {
      onRequest: requireElevatedAdmin(ctx),
      schema: {
        summary: 'Where a product is in use',
        params: z.object({ id: z.string() }),
        response: { 200: productUsageSchema },
      },
    },
    async (request) => getProductUsage(ctx, recordId(request.params.id, PRODUCT_NOT_FOUND)),
  );
};
