import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  businessApplicationInputSchema,
  businessApplicationListSchema,
  businessApplicationReceiptSchema,
} from '../../../shared/contracts/business-applications';
import { errorResponses } from '../../../shared/contracts/errors';
import type { AppContext } from '../../context';
import { requireElevatedAdmin } from '../../plugins/auth';
import {
  type BusinessApplicationLimits,
  defaultBusinessApplicationLimits,
  findBusinessApplications,
  submitBusinessApplication,
} from './business-applications.service';

export interface BusinessApplicationRoutesOptions {
  ctx: AppContext;
  limits?: BusinessApplicationLimits;
}

/** Partner applications: anyone may apply (rate-limited per IP); only PIN-verified admins read them. */
export const businessApplicationRoutes: FastifyPluginAsyncZod<
  BusinessApplicationRoutesOptions
> = async (app, { ctx, limits = defaultBusinessApplicationLimits }) => {
  app.post(
    '/api/business-applications',
    {
      schema: {
        summary: 'Apply as a business',
        body: businessApplicationInputSchema,
        response: { 201: businessApplicationReceiptSchema, ...errorResponses(429) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await submitBusinessApplication(ctx, { ...request.body, ip: request.ip, limits })),
  );

  app.get(
    '/api/business-applications',
    // Applicants' names, emails, phones and addresses: personal data needs the PIN step-up.
    {
      onRequest: requireElevatedAdmin(ctx),
      schema: {
        summary: 'List business applications',
        response: { 200: businessApplicationListSchema },
      },
    },
    async () => findBusinessApplications(ctx),
  );
};
