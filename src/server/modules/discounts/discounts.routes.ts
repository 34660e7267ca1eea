import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  activeDiscountListSchema,
  adminDiscountListSchema,
  adminDiscountSchema,
  createDiscountRequestSchema,
  discountAdminMessages,
  discountCodeParamsSchema,
  discountTermsSchema,
  updateDiscountRequestSchema,
} from '../../../shared/contracts/discounts';
import { errorResponses } from '../../../shared/contracts/errors';
import { idParamsSchema } from '../../../shared/contracts/params';
import type { AppContext } from '../../context';
import { recordId } from '../../errors';
import { currentUser, requireElevatedAdmin, requireUser } from '../../plugins/auth';
import {
  createDiscount,
  getDiscountTerms,
  listActiveDiscounts,
  listDiscounts,
  updateDiscount,
} from './discounts.service';

type Options = { ctx: AppContext };

/** The codes usable now (public), and a code's terms for the signed-in shopper's checkout. */
export const discountRoutes: FastifyPluginAsyncZod<Options> = async (app, { ctx }) => {
  app.get(
    '/api/discounts/active',
    { schema: { summary: 'Discounts running now', response: { 200: activeDiscountListSchema } } },
    async () => listActiveDiscounts(ctx),
  );

  app.get(
    '/api/discounts/:code',
    {
      onRequest: requireUser,
      schema: {
        summary: 'Check a discount code',
        params: discountCodeParamsSchema,
        response: { 200: discountTermsSchema, ...errorResponses(404, 409) },
      },
    },
    async (request) => getDiscountTerms(ctx, currentUser(request).id, request.params.code),
  );
};

/** The admin's Discounts tab: an admin with a fresh PIN step-up, for reads and writes alike. */
export const adminDiscountRoutes: FastifyPluginAsyncZod<Options> = async (app, { ctx }) => {
  app.addHook('onRequest', requireElevatedAdmin(ctx));

  app.get(
    '/api/admin/discounts',
    { schema: { summary: 'List discount codes', response: { 200: adminDiscountListSchema } } },
    async () => listDiscounts(ctx),
  );

  app.post(
    '/api/admin/discounts',
    {
      schema: {
        summary: 'Create a discount code',
        body: createDiscountRequestSchema,
        response: { 201: adminDiscountSchema, ...errorResponses(409) },
      },
    },
    async (request, reply) => reply.status(201).send(await createDiscount(ctx, request.body)),
  );

  app.patch(
    '/api/admin/discounts/:id',
    {
      schema: {
        summary: 'Change a discount code',
        params: idParamsSchema,
        body: updateDiscountRequestSchema,
        response: { 200: adminDiscountSchema, ...errorResponses(409) },
      },
    },
    async (request) =>
      updateDiscount(
        ctx,
        recordId(request.params.id, discountAdminMessages.notFound),
        request.body,
      ),
  );
};
