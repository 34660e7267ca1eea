import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type PaymentConfig, paymentConfigSchema } from '../../../shared/contracts/orders';

/**
 * What the browser's card form needs to start: the provider, and for Square its public
 * application and location ids. No sign-in: nothing here is secret.
 */
export const paymentRoutes: FastifyPluginAsyncZod<{ config: PaymentConfig }> = async (
  app,
  { config },
) => {
  app.get(
    '/api/square/config',
    { schema: { summary: 'Card form settings', response: { 200: paymentConfigSchema } } },
    async () => config,
  );
};
