import { useMutation } from '@tanstack/react-query';
import { type CheckoutRequest, checkoutResultSchema } from '../../../../shared/contracts/orders';
import { apiRequest } from '../../../lib/api';

export interface PlaceOrderInput<T> {
  request: T;
  /** The attempt's Idempotency-Key: the same key never charges twice. */
  idempotencyKey: string;
}

/** POST /api/checkout: the cart becomes an order (paid by card on file, or cash on delivery). */
export async function placeCartOrder({
  request,
  idempotencyKey,
}: PlaceOrderInput<CheckoutRequest>): Promise<{ orderId: number }> {
  return checkoutResultSchema.parse(
    await apiRequest('POST', '/api/checkout', request, { 'Idempotency-Key': idempotencyKey }),
  );
}

export function usePlaceCartOrder() {
  return useMutation({ mutationFn: placeCartOrder });
}
