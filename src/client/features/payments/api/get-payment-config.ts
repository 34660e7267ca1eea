import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentConfig } from '../../../../shared/contracts/orders';
import { apiRequest } from '../../../lib/api';
import { lazySchema, parseAnswer } from '../../../lib/lazy-schema';
import { queryKeys } from '../../../lib/query-keys';

const paymentConfigSchema = lazySchema(
  async () => (await import('../../../../shared/contracts/orders')).paymentConfigSchema,
);

/** Which payment provider the card form talks to (GET /api/square/config). */
export async function getPaymentConfig(): Promise<PaymentConfig> {
  return parseAnswer(paymentConfigSchema, apiRequest('GET', '/api/square/config'));
}

export function paymentConfigQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.paymentConfig,
    queryFn: getPaymentConfig,
    // The provider does not change while the app runs.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/**
 * The payment provider's configuration. A failed call is the card form's 'Payment Setup Failed'
 * path (shopper.md section 8), not a silent fallback to the test provider.
 */
export function usePaymentConfig() {
  return useQuery(paymentConfigQueryOptions());
}
