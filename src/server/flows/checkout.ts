import {
  type CheckoutRequest,
  checkoutMessages,
  checkoutRequestSchema,
  type SingleOrderRequest,
  singleOrderRequestSchema,
} from '../../shared/contracts/orders';
import { type DiscountedTotals, normalizeDiscountCode } from '../../shared/discount-rules';
import { LOCAL_DELIVERY } from '../../shared/pricing';
import type { AppContext } from '../context';
import { AppError } from '../errors';
import { lockCartLines } from '../modules/cart/cart.service';
import type { PaymentGateway } from '../modules/payments/payment-gateway';
import type { LineKindPart } from './order-lines';
import { type OrderPayment, placeOrder } from './place-order';

/*
 * The two ways to buy: the whole cart (POST /api/checkout) and one product at once (Pay Now,
 * POST /api/orders). Both read their request into one order and place it (place-order.ts).
 */

/** POST /api/checkout: the cart, delivered free, paid by card, Apple Pay or cash on delivery. */
export async function checkoutCart(
  ctx: AppContext,
  gateway: PaymentGateway,
  userId: number,
  idempotencyKey: string | undefined,
  body: CheckoutRequest,
  /** The summary the shopper saw, in cents (converted at the route). */
  seenTotals: DiscountedTotals,
): Promise<{ orderId: number }> {
  const request = checkoutRequestSchema.parse(body);
  const orderId = await placeOrder(ctx, gateway, {
    userId,
    idempotencyKey,
    source: 'cart',
    loadLines: async (tx) =>
      (await lockCartLines(tx, userId)).map((line) => ({
        productId: line.productId,
        quantity: line.quantity,
        cartLineId: line.id,
        ...lineKindOf(line),
        size: line.size,
        // A bought line's size was checked when it was added; a prize sold in sizes must have had
        // its size chosen in the cart ('Please choose a size' otherwise).
        checkSize: line.type === 'prize',
      })),
    expectedLines: request.items,
    requestedLines: request.items,
    shipping: { method: request.shipping.method, cents: LOCAL_DELIVERY.costCents },
    expectedTotals: seenTotals,
    discountCode: typedCode(request.discountCode),
    customer: request.customerInfo,
    saveToProfile: request.saveToProfile ?? false,
    payment: paymentOf(
      request.paymentMethod === 'square' ? 'card' : request.paymentMethod,
      request.paymentToken,
    ),
  });
  return { orderId };
}

/** The code as typed, read the one way codes are read; blank is none. */
function typedCode(code: string | undefined): string | null {
  const typed = normalizeDiscountCode(code ?? '');
  return typed === '' ? null : typed;
}

/** The way of paying; Apple Pay must come with the token its sheet gave. */
function paymentOf(method: 'card' | 'apple_pay' | 'cod', token: string | undefined): OrderPayment {
  if (method === 'cod') return { method: 'cod' };
  if (method === 'apple_pay' && !token) {
    throw new AppError('BAD_REQUEST', checkoutMessages.applePayTokenRequired);
  }
  return { method, token };
}

/** POST /api/orders: one product, delivered free, paid by card (on file or new), Apple Pay or cash on delivery. */
export async function orderSingleProduct(
  ctx: AppContext,
  gateway: PaymentGateway,
  userId: number,
  idempotencyKey: string | undefined,
  body: SingleOrderRequest,
  /** The summary the shopper saw, in cents (converted at the route). */
  seenTotals: DiscountedTotals,
): Promise<{ id: number; orderId: number }> {
  const request = singleOrderRequestSchema.parse(body);
  const payment = paymentOf(
    request.paymentMethod === 'apple_pay' || request.paymentMethod === 'cod'
      ? request.paymentMethod
      : 'card',
    request.paymentToken,
  );
  const orderId = await placeOrder(ctx, gateway, {
    userId,
    idempotencyKey,
    source: 'product',
    loadLines: async () => [
      {
        kind: 'product',
        productId: request.productId,
        quantity: request.quantity,
        size: request.size ?? '',
        checkSize: true,
      },
    ],
    requestedLines: [{ productId: request.productId, quantity: request.quantity }],
    shipping: { method: LOCAL_DELIVERY.method, cents: LOCAL_DELIVERY.costCents },
    expectedTotals: seenTotals,
    discountCode: typedCode(request.discountCode),
    customer: request.customerInfo,
    saveToProfile: request.saveToProfile ?? false,
    payment,
  });
  return { id: orderId, orderId };
}

/** A cart line's kind: a product, a won prize or an auction's unit. */
function lineKindOf(line: {
  type: string;
  competitionId: number | null;
  auctionId: number | null;
}): LineKindPart {
  if (line.type === 'prize' && line.competitionId !== null) {
    return { kind: 'prize', competitionId: line.competitionId };
  }
  if (line.type === 'auction' && line.auctionId !== null) {
    return { kind: 'auction', auctionId: line.auctionId };
  }
  return { kind: 'product' };
}
