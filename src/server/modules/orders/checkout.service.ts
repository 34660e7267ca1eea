import { createHash } from 'node:crypto';
import { PRIZE_PRICE_CENTS } from '../../../shared/competition-rules';
import {
  type CheckoutRequest,
  type CustomerInfo,
  checkoutErrorCodes,
  checkoutMessages,
  checkoutRequestSchema,
  type OrderPaymentMethod,
  type OrderStatus,
  type SingleOrderRequest,
  singleOrderRequestSchema,
} from '../../../shared/contracts/orders';
import { DEFAULT_COUNTRY } from '../../../shared/contracts/profile';
import {
  type DiscountedTotals,
  discountedTotals,
  normalizeDiscountCode,
  priceDiscount,
} from '../../../shared/discount-rules';
import { freeEntryEarnedText } from '../../../shared/free-entry';
import { formatCents } from '../../../shared/money';
import {
  DELIVERY_MAX_HOURS,
  isDeliveryZip,
  LOCAL_DELIVERY,
  type ShippingMethod,
  salePriceCents,
  shippingMethodLabel,
} from '../../../shared/pricing';
import { missingFor, missingMessage } from '../../../shared/profile-rules';
import { checkedSize } from '../../../shared/sizes';
import type { AppContext } from '../../context';
import type { Transaction } from '../../db/client';
import { AppError } from '../../errors';
import { ordersPlaced } from '../../ops/metrics';
import { lockAuctionForCheckout, settleAuctionFromCart } from '../auctions/auctions.service';
import { lockCartLines, removeOrderedCartLines } from '../cart/cart.service';
import { changeStock, lockProductsForSale, type ProductForSale } from '../catalog/catalog.service';
import { grantFreeEntries } from '../competitions/free-entries.service';
import { claimPrize } from '../competitions/prize.service';
import {
  discountRefusal,
  type LockedDiscount,
  lockDiscountForOrder,
  recordDiscountUse,
} from '../discounts/discounts.service';
import { type Priced, takePayment } from '../payments/paid-action.service';
import type { PaymentGateway } from '../payments/payment-gateway';
import { saveContactAndAddress } from '../profile/profile.service';
import { findOrderByKey, insertOrder, insertOrderItems } from './orders.repository';

const HOUR_MS = 60 * 60 * 1000;

interface RequestedLine {
  productId: number;
  quantity: number;
  /** The cart line it came from, emptied when the order is placed. */
  cartLineId?: number;
  /** A won prize: the prize price, its unit already held, claimed once. */
  prizeOfCompetition?: number | null;
  /** An auction's unit (a declined winner or the runner-up): its final price, its unit held. */
  auctionOf?: number | null;
  /** The size: the cart line's (checked when it was added), or the one asked for (`checkSize`). */
  size?: string;
  /** Pay Now and a won prize: the size is checked against the product here. */
  checkSize?: boolean;
}

type Payment = { method: 'card' | 'apple_pay'; token: string | undefined } | { method: 'cod' };

interface PlaceOrder {
  userId: number;
  /** The client's Idempotency-Key header (checked by the payment path). */
  idempotencyKey: string | undefined;
  source: 'cart' | 'product';
  /** Reads the lines inside the order's transaction (the cart, or the one product). */
  loadLines(tx: Transaction): Promise<RequestedLine[]>;
  /** The client's view of the lines, checked against `loadLines` (cart only). */
  expectedLines?: CheckoutRequest['items'];
  /** The products and quantities the client asked for, for the request's fingerprint. */
  requestedLines: ReadonlyArray<{ productId: number; quantity: number }>;
  shipping: { method: ShippingMethod; cents: number };
  expectedTotals: DiscountedTotals;
  /** The discount code typed in (upper case), or null. */
  discountCode: string | null;
  customer: CustomerInfo;
  /** Also write the form's contact and address to the profile, in the order's transaction. */
  saveToProfile: boolean;
  payment: Payment;
}

const conflict = (message: string, clientCode: string) =>
  new AppError('CONFLICT', message, { clientCode });

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
        prizeOfCompetition: line.type === 'prize' ? line.competitionId : null,
        auctionOf: line.type === 'auction' ? line.auctionId : null,
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
function paymentOf(method: 'card' | 'apple_pay' | 'cod', token: string | undefined): Payment {
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

/**
 * What an Idempotency-Key was used for: where the order came from, its products and quantities,
 * the shipping and payment methods and the total the shopper saw. A true retry sends the same;
 * anything else under the same key is another purchase and must not get the first one's order.
 */
function requestFingerprint(input: PlaceOrder): string {
  const lines = input.requestedLines
    .map((line) => [line.productId, line.quantity] as const)
    .sort(([a, x], [b, y]) => a - b || x - y);
  const text = JSON.stringify([
    input.source,
    lines,
    input.shipping.method,
    input.payment.method,
    input.expectedTotals.totalCents,
    input.discountCode,
  ]);
  return createHash('sha256').update(text).digest('base64url');
}

const productName = (product: ProductForSale) => `${product.brand} ${product.model}`;

/**
 * Places an order exactly once per (user, Idempotency-Key), through the payment path
 * (`takePayment`). One transaction holds the key's advisory lock and the products' row locks (in
 * id order) from the stock check through the charge to the stock decrement, so concurrent
 * checkouts of the last unit queue and only one is charged. A decline commits only the declined
 * payment's record: no order, no stock change, the cart kept.
 */
async function placeOrder(
  ctx: AppContext,
  gateway: PaymentGateway,
  input: PlaceOrder,
): Promise<number> {
  if (!isDeliveryZip(input.customer.address.postalCode)) {
    throw new AppError('BAD_REQUEST', checkoutMessages.localDeliveryOnly, {
      clientCode: checkoutErrorCodes.localDeliveryOnly,
    });
  }

  const { payment } = input;
  const fingerprint = requestFingerprint(input);
  const { result: orderId, replayed } = await takePayment<number>(ctx, gateway, {
    payerId: input.userId,
    idempotencyKey: input.idempotencyKey,
    fingerprint,
    payWith:
      payment.method === 'cod'
        ? { kind: 'cash_on_delivery' }
        : payment.token
          ? { kind: 'token', method: payment.method, token: payment.token }
          : { kind: 'card_on_file' },
    findRecorded: async (tx, key) => {
      const existing = await findOrderByKey(tx, input.userId, key);
      return existing && { result: existing.id, fingerprint: existing.requestFingerprint };
    },
    prepare: (tx, card) => priceOrder(ctx, tx, input, fingerprint, card !== undefined),
  });
  if (!replayed) {
    ordersPlaced.inc();
    ctx.log.info({ orderId, userId: input.userId }, 'order placed');
  }
  return orderId;
}

/**
 * The order's checks under its locks (the lines, the completeness rule, stock and the total the
 * shopper saw), and how it is written once paid.
 */
async function priceOrder(
  ctx: AppContext,
  tx: Transaction,
  input: PlaceOrder,
  fingerprint: string,
  hasCard: boolean,
): Promise<Priced<number>> {
  const requested = await input.loadLines(tx);
  if (requested.length === 0) {
    throw new AppError('BAD_REQUEST', checkoutMessages.emptyCart, {
      clientCode: checkoutErrorCodes.emptyCart,
    });
  }

  // The completeness rule (decision 0016), on the details this order is delivered to: claiming
  // a prize or buying needs contact details and an address in 92651, and the card on file only
  // when the order is paid with it.
  const payByCardOnFile = input.payment.method === 'card' && !input.payment.token;
  const purpose = requested.some((line) => line.prizeOfCompetition) ? 'claim' : 'buy';
  const missing = missingFor({ ...input.customer, hasCard }, purpose, { payByCardOnFile });
  if (missing.length > 0) {
    throw new AppError('FORBIDDEN', missingMessage(purpose, missing), {
      clientCode: checkoutErrorCodes.profileIncomplete,
    });
  }
  if (input.expectedLines && !sameLines(requested, input.expectedLines)) {
    throw conflict(checkoutMessages.cartChanged, checkoutErrorCodes.cartChanged);
  }

  const locked = await lockProductsForSale(
    tx,
    [...new Set(requested.map((line) => line.productId))].sort((a, b) => a - b),
  );
  // An auction's unit: still this shopper's to pay for, at its final price (the auction locked).
  const auctionPrices = new Map<number, number>();
  for (const line of requested) {
    if (!line.auctionOf) continue;
    const { priceCents } = await lockAuctionForCheckout(
      tx,
      input.userId,
      line.auctionOf,
      ctx.clock.now(),
    );
    auctionPrices.set(line.auctionOf, priceCents);
  }
  const lines = requested.map((line) => {
    const product = locked.find((candidate) => candidate.id === line.productId);
    if (!product) throw new AppError('NOT_FOUND', 'Product not found');
    if (line.checkSize) {
      const size = checkedSize(product.size, line.size);
      if (!size.ok) throw new AppError('BAD_REQUEST', size.message);
      line.size = size.size;
    }
    if (line.prizeOfCompetition) {
      // The unit was held for the winner when the competition opened.
      return { ...line, product, unitPriceCents: PRIZE_PRICE_CENTS };
    }
    if (line.auctionOf) {
      // The unit was held when the auction opened.
      return { ...line, product, unitPriceCents: auctionPrices.get(line.auctionOf) ?? 0 };
    }
    if (!product.buyNowEnabled) {
      throw conflict(checkoutMessages.notForSale(productName(product)), 'NOT_FOR_SALE');
    }
    if (product.quantity < line.quantity) {
      throw conflict(
        checkoutMessages.notEnoughStock(productName(product), product.quantity),
        checkoutErrorCodes.outOfStock,
      );
    }
    return {
      ...line,
      product,
      unitPriceCents: salePriceCents(product.priceCents, product.halfPriceEnabled),
    };
  });

  // The discount code (decision 0058): its row locked to the commit, so its uses are counted one
  // checkout after another; priced line by line, tax on what is left.
  let discount: LockedDiscount | null = null;
  let lineDiscounts = lines.map(() => 0);
  if (input.discountCode) {
    discount = await lockDiscountForOrder(tx, input.userId, input.discountCode, ctx.clock.now());
    const priced = priceDiscount(
      lines.map((line) => ({
        productType: line.product.productType,
        unitPriceCents: line.unitPriceCents,
        quantity: line.quantity,
        fixedPrice: Boolean(line.prizeOfCompetition || line.auctionOf),
      })),
      discount.terms,
    );
    if (!priced.ok) throw discountRefusal('BAD_REQUEST', priced.message);
    lineDiscounts = priced.lineDiscountsCents;
  }
  const discountCents = lineDiscounts.reduce((sum, cents) => sum + cents, 0);
  const totals = discountedTotals(lines, discountCents, input.shipping.cents);
  if (!sameTotals(totals, input.expectedTotals)) {
    throw conflict(checkoutMessages.staleSummary, checkoutErrorCodes.staleSummary);
  }

  const description = lines
    .map((line) => `${productName(line.product)}${line.quantity > 1 ? ` ×${line.quantity}` : ''}`)
    .join(', ');
  const { customer } = input;
  return {
    amountCents: totals.totalCents,
    purpose: `order: ${description}`,
    declinedNotice: (reason) => ({
      type: 'payment_failed',
      title: 'Payment Failed',
      message: `Your payment of ${formatCents(totals.totalCents)} for ${description} was declined: ${reason}`,
      actionUrl: input.source === 'cart' ? '/cart' : `/product/${lines[0]?.productId}`,
      actionText: 'Try again',
    }),
    fulfil: async (tx, { paymentId, at, idempotencyKey, settled }) => {
      for (const line of lines) {
        if (line.prizeOfCompetition) {
          await claimPrize(tx, input.userId, line.prizeOfCompetition, at);
        } else if (line.auctionOf) {
          // Settled below, once the order exists.
        } else {
          await changeStock(tx, line.productId, -line.quantity);
        }
      }
      const status: OrderStatus = settled ? 'processing' : 'pending_payment';
      const order = await insertOrder(tx, {
        userId: input.userId,
        idempotencyKey,
        requestFingerprint: fingerprint,
        status,
        paymentMethod: input.payment.method satisfies OrderPaymentMethod,
        paymentId,
        source: input.source,
        ...totals,
        discountCode: discount ? discount.terms.code : null,
        shippingMethod: input.shipping.method,
        shipName: customer.name,
        shipEmail: customer.email,
        shipPhone: customer.phone,
        shipLine1: customer.address.line1,
        shipCity: customer.address.city,
        shipState: customer.address.state,
        shipPostalCode: customer.address.postalCode,
        shipCountry: DEFAULT_COUNTRY,
        createdAt: at,
        updatedAt: at,
      });
      for (const line of lines) {
        if (line.auctionOf) {
          await settleAuctionFromCart(ctx, tx, line.auctionOf, {
            orderId: order.id,
            paymentId,
            at,
          });
        }
      }
      if (discount) {
        await recordDiscountUse(tx, {
          discountCodeId: discount.id,
          userId: input.userId,
          orderId: order.id,
          discountCents,
          at,
        });
      }
      await insertOrderItems(
        tx,
        lines.map((line, index) => ({
          orderId: order.id,
          productId: line.productId,
          quantity: line.quantity,
          size: line.size ?? '',
          unitPriceCents: line.unitPriceCents,
          discountCents: lineDiscounts[index] ?? 0,
          productType: line.product.productType,
          brand: line.product.brand,
          model: line.product.model,
          imageUrl: line.product.imageUrl,
        })),
      );
      // Buy one, play free (decision 0063): in this transaction, usable once the order is paid.
      const freeEntryProducts = await grantFreeEntries(
        tx,
        { id: order.id, userId: input.userId, settled, at },
        lines.map((line, index) => ({
          productId: line.productId,
          buyOnePlayFreeEnabled: line.product.buyOnePlayFreeEnabled,
          playEnabled: line.product.playEnabled,
          fixedPrice: Boolean(line.prizeOfCompetition || line.auctionOf),
          paidCents: line.unitPriceCents * line.quantity - (lineDiscounts[index] ?? 0),
        })),
      );
      const freeEntryNames = freeEntryProducts.flatMap((productId) => {
        const line = lines.find((candidate) => candidate.productId === productId);
        return line ? [productName(line.product)] : [];
      });
      if (input.saveToProfile) await saveContactAndAddress(tx, input.userId, customer, at);
      await removeOrderedCartLines(
        tx,
        input.userId,
        lines.flatMap((line) => (line.cartLineId === undefined ? [] : [line.cartLineId])),
      );
      return {
        invoice: {
          orderId: order.id,
          billTo: {
            name: customer.name,
            email: customer.email,
            address: { ...customer.address, country: DEFAULT_COUNTRY },
          },
          lines: [
            ...lines.map((line) => ({
              description: line.prizeOfCompetition
                ? `${productName(line.product)} (prize, game #${line.prizeOfCompetition}${line.size ? `, Size ${line.size}` : ''})`
                : line.auctionOf
                  ? `${productName(line.product)} (auction #${line.auctionOf})`
                  : `${productName(line.product)}${line.size ? ` (Size ${line.size})` : ''}`,
              quantity: line.quantity,
              unitPriceCents: line.unitPriceCents,
              type: line.auctionOf ? ('AUCTION' as const) : ('PRODUCT' as const),
            })),
            {
              description: shippingMethodLabel(input.shipping.method),
              quantity: 1,
              unitPriceCents: input.shipping.cents,
              type: 'SHIPPING' as const,
            },
          ],
          totals,
          discountCode: discount ? discount.terms.code : null,
          // Cash on delivery is due when it arrives; a paid invoice was due on receipt.
          dueDate: new Date(at.getTime() + DELIVERY_MAX_HOURS * HOUR_MS),
        },
        paidNotice: {
          type: 'payment_success',
          title: 'Payment Successful',
          message: `Your payment of ${formatCents(totals.totalCents)} for order #${order.id} (${description}) was received.${freeEntryNames.map((name) => ` ${freeEntryEarnedText(name, false)}`).join('')}`,
          actionUrl: `/order-confirmation/${order.id}`,
          actionText: 'View order',
        },
        result: () => order.id,
      };
    },
  };
}

/** The client's lines are the cart's, line for line and quantity for quantity. */
function sameLines(actual: RequestedLine[], expected: CheckoutRequest['items']): boolean {
  if (actual.length !== expected.length) return false;
  return actual.every((line) =>
    expected.some(
      (item) =>
        item.id === line.cartLineId &&
        item.productId === line.productId &&
        item.quantity === line.quantity,
    ),
  );
}

function sameTotals(actual: DiscountedTotals, expected: DiscountedTotals): boolean {
  return (
    actual.subtotalCents === expected.subtotalCents &&
    actual.discountCents === expected.discountCents &&
    actual.shippingCents === expected.shippingCents &&
    actual.taxCents === expected.taxCents &&
    actual.totalCents === expected.totalCents
  );
}
