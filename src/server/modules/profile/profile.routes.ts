import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  profilePatchSchema,
  profileSchema,
  profileStatusSchema,
} from '../../../shared/contracts/profile';
import type { AppContext } from '../../context';
import { currentUser, requireUser } from '../../plugins/auth';
import type { PaymentGateway } from '../payments/payment-gateway';
import { getProfile, getProfileStatus, updateProfile } from './profile.service';

export const profileRoutes: FastifyPluginAsyncZod<{
  ctx: AppContext;
  payments: PaymentGateway;
}> = async (app, { ctx, payments }) => {
  app.addHook('onRequest', requireUser);

  app.get(
    '/api/user/profile',
    { schema: { summary: 'My profile', response: { 200: profileSchema } } },
    async (request) => getProfile(ctx, currentUser(request).id),
  );

  app.patch(
    '/api/user/profile',
    {
      schema: {
        summary: 'Update my profile',
        body: profilePatchSchema,
        response: { 200: profileSchema },
      },
    },
    async (request) => updateProfile(ctx, payments, currentUser(request).id, request.body),
  );

  app.get(
    '/api/user/profile-status',
    {
      schema: { summary: 'Whether my profile is complete', response: { 200: profileStatusSchema } },
    },
    async (request) => getProfileStatus(ctx, currentUser(request).id),
  );
};
