import { useMutation } from '@tanstack/react-query';
import {
  type SingleOrderRequest,
  singleOrderResultSchema,
} from '../../../../shared/contracts/orders';
import { apiRequest } from '../../../lib/api';
import type { PlaceOrderInput } from './place-cart-order';

/** POST /api/orders: buys one product at full price, shipped free. */
export async function placeSingleOrder({
  request,
  idempotencyKey,
}: PlaceOrderInput<SingleOrderRequest>): Promise<{ id: number; orderId: number }> {
  return singleOrderResultSchema.parse(
    await apiRequest('POST', '/api/orders', request, { 'Idempotency-Key': idempotencyKey }),
  );
}

export function usePlaceSingleOrder() {
  return useMutation({ mutationFn: placeSingleOrder });
}
