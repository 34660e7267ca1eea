import { useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';
import { isApplePayAvailable } from '../lib/apple-pay';
import { paymentConfigQueryOptions } from './get-payment-config';

/**
 * Whether this browser can pay with Apple Pay here (feature detection: the provider, the
 * browser's ApplePaySession and Square's SDK all agree). False until known, and in the server's
 * render: Apple Pay is offered only where it works, never offered and then refused.
 */
export function useApplePayAvailable(): boolean {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: queryKeys.applePayAvailable,
    queryFn: async () =>
      isApplePayAvailable(await queryClient.fetchQuery(paymentConfigQueryOptions())),
    // The device and the provider do not change while the app runs.
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  return query.data === true;
}
