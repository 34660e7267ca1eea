import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import {
  type CheckoutRequest,
  type CustomerInfo,
  checkoutErrorCodes,
  checkoutMessages,
  type OrderPaymentMethod,
  type OrderStatus,
} from '../../shared/contracts/orders';
import { DEFAULT_COUNTRY } from '../../shared/contracts/profile';
import {
  type DiscountedTotals,
  discountedTotals,
  priceDiscount,
} from '../../shared/discount-rules';
import { freeEntryEarnedText } from '../../shared/free-entry';
import { formatCents } from '../../shared/money';
import {
  DELIVERY_MAX_HOURS,
  isDeliveryZip,
  type ShippingMethod,
  shippingMethodLabel,
} from '../../shared/pricing';
import { missingFor, missingMessage } from '../../shared/profile-rules';
import { checkedSize } from '../../shared/sizes';
import { type AppContext, withDb } from '../context';
import type { Transaction } from '../db/client';
import { inFlight } from '../db/pipeline';
import { AppError } from '../errors';
import { orderedCartLinesRemoved } from '../modules/cart/cart.service';
import {
  giveBackHeldUnits,
  type HoldAttempt,
  heldUnderKey,
  heldUnitsSold,
  holdUnitsForOrder,
  liveProductsByIds,
  lockProductsForSale,
  type ProductForSale,
} from '../modules/catalog/catalog.service';
import { grantFreeEntries } from '../modules/competitions/free-entries.service';
import {
  discountRefusal,
  type LockedDiscount,
  lockDiscountForOrder,
  recordDiscountUse,
} from '../modules/discounts/discounts.service';
import {
  type NotifyInput,
  notificationWrittenWith,
  notify,
} from '../modules/notifications/notifications.service';
import { createOrder, findOrderAttempt, orderPlacedUnder } from '../modules/orders/orders.service';
import type { PaymentGateway } from '../modules/payments/payment-gateway';
import {
  cardOnFileAsked,
  cardOnFileFrom,
  IDEMPOTENCY_KEY_PATTERN,
  paymentMadeUnder,
} from '../modules/payments/payments.service';
import type { PaymentPurpose } from '../modules/payments/purpose';
import { saveContactAndAddress } from '../modules/profile/profile.service';
import { ordersPlaced } from '../ops/metrics';
import { kindOf, type PricedLine, productName, type RequestedLine } from './order-lines';
import { chargePayer, issueInvoice, type PayWith, payOnce, refuseReusedKey } from './payment';

const HOUR_MS = 60 * 60 * 1000;

/** Asked with the order attempt's read, in its statement: one round trip for all three. */
const ASKED_WITH_ATTEMPT = { paidUnderKey: paymentMadeUnder, card: cardOnFileAsked } as const;

export type OrderPayment =
  | { method: 'card' | 'apple_pay'; token: string | undefined }
  | { method: 'cod' };

export interface PlaceOrder {
  userId: number;
  /** The client's Idempotency-Key header (checked by `payOnce`). */
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
  payment: OrderPayment;
}

/**
 * Places an order exactly once per (user, Idempotency-Key). One transaction holds the key's
 * advisory lock and the products' row locks (in id order) from the stock check through the charge
 * to the stock decrement, so concurrent checkouts of the last unit queue and only one is charged.
 * A decline commits only the declined payment's record: no order, no stock change, the cart kept.
 *
 * Pay Now (one product, the drop: thousands of shoppers at once) first takes its units into a hold
 * in one statement, so the product's row is locked for that statement only and the orders' own
 * transactions run side by side; one that finds too few units is refused there, before any
 * transaction. The order sells the held units when it commits; when it does not (a decline, an
 * error, a retry answered its earlier order), they go back to the stock at once, and after a crash
 * by the scheduler once the hold expires.
 */
export async function placeOrder(
  ctx: AppContext,
  gateway: PaymentGateway,
  input: PlaceOrder,
): Promise<number> {
  const payNow = payNowOf(input);
  if (!payNow) return (await placeOrderNow(ctx, gateway, input)).orderId;
  return placePayNowOrder(ctx, gateway, input, payNow);
}

/**
 * Pay Now's one line and its key, when the order is one the hold applies to; undefined for a cart
 * and for what the transaction refuses anyway (no key, a malformed one, a ZIP out of the area).
 */
function payNowOf(
  input: PlaceOrder,
): { line: { productId: number; quantity: number }; key: string } | undefined {
  const line = input.source === 'product' ? input.requestedLines[0] : undefined;
  const key = input.idempotencyKey;
  if (!line || key === undefined || !IDEMPOTENCY_KEY_PATTERN.test(key)) return undefined;
  if (!isDeliveryZip(input.customer.address.postalCode)) return undefined;
  return { line, key };
}

async function placePayNowOrder(
  ctx: AppContext,
  gateway: PaymentGateway,
  input: PlaceOrder,
  { line, key }: { line: { productId: number; quantity: number }; key: string },
): Promise<number> {
  const { userId } = input;
  // When it takes nothing, the same statement says whether this key placed an order before.
  const hold = await holdUnitsForOrder(
    ctx,
    { ...line, userId, idempotencyKey: key },
    orderPlacedUnder,
  );
  // The order's product line, sold from the hold `find` answers (in the transaction), priced from
  // the product as this attempt's hold left it when it took the units (else read in the transaction).
  const sellingHold = (
    find: (tx: Transaction) => Promise<number | undefined>,
    heldProduct?: ProductForSale,
  ): PlaceOrder => ({
    ...input,
    loadLines: async (tx) => {
      const lines = await input.loadLines(tx);
      const holdId = await find(tx);
      return lines.map((requested) =>
        holdId !== undefined &&
        requested.kind === 'product' &&
        requested.productId === line.productId
          ? { ...requested, holdId, ...(heldProduct ? { heldProduct } : {}) }
          : requested,
      );
    },
  });

  if (!hold.held) {
    refuseWhenGone(line, hold);
    // Not refused here: the transaction answers (a product not for sale or unknown, units back
    // in the stock meanwhile, a retry of an attempt that placed its order). Another attempt under
    // this key may hold the units: whichever of the two takes the key's lock first sells them.
    const placed = await placeOrderNow(
      ctx,
      gateway,
      sellingHold((tx) => heldUnderKey(tx, { ...line, userId, idempotencyKey: key })),
    );
    return placed.orderId;
  }

  const { holdId } = hold;
  let sold = false;
  try {
    const placed = await placeOrderNow(
      ctx,
      gateway,
      sellingHold(async () => holdId, hold.product),
    );
    sold = !placed.replayed;
    return placed.orderId;
  } finally {
    // Not sold (a decline, an error, a retry answered its first order): the units go back now.
    if (!sold) {
      await giveBackHeldUnits(ctx, holdId).catch((error: unknown) => {
        // The scheduler gives them back once the hold expires.
        ctx.log.error({ err: error, holdId }, 'held units not given back');
      });
    }
  }
}

/**
 * The sold-out answer without a transaction: the product is for sale with fewer units than asked
 * for, and no attempt under this request's key holds units or placed an order (a retry of one is
 * answered its order). Both read in the hold's one snapshot: an order's commit deletes its
 * hold and writes the order at once, so an attempt is seen as one or the other.
 */
function refuseWhenGone(
  line: { productId: number; quantity: number },
  found: HoldAttempt & { held: false },
): void {
  const { product, keyHolds, alsoAnswer: orderPlaced } = found;
  if (!product?.forSale || product.quantity >= line.quantity) return;
  if (keyHolds || orderPlaced) return;
  throw new AppError(
    'CONFLICT',
    checkoutMessages.notEnoughStock(productName(product), product.quantity),
    { clientCode: checkoutErrorCodes.outOfStock },
  );
}

async function placeOrderNow(
  ctx: AppContext,
  gateway: PaymentGateway,
  input: PlaceOrder,
): Promise<{ orderId: number; replayed: boolean }> {
  if (!isDeliveryZip(input.customer.address.postalCode)) {
    throw new AppError('BAD_REQUEST', checkoutMessages.localDeliveryOnly, {
      clientCode: checkoutErrorCodes.localDeliveryOnly,
    });
  }
  const { payment, customer, userId } = input;
  const payWith: PayWith =
    payment.method === 'cod'
      ? { kind: 'cash_on_delivery' }
      : payment.token
        ? { kind: 'token', method: payment.method, token: payment.token }
        : { kind: 'card_on_file' };
  const fingerprint = requestFingerprint(input);

  const { result: orderId, replayed } = await payOnce<number>(
    ctx,
    { payerId: userId, idempotencyKey: input.idempotencyKey, payWith },
    async (tx, key) => {
      // A retry of this request answers the order it placed; another request under the key is
      // refused. The same statement says whether a payment was made under the key (a declined
      // attempt's), so the charge need not ask again, and reads the card on file.
      const { order: recorded, answers } = await findOrderAttempt(
        tx,
        userId,
        key,
        ASKED_WITH_ATTEMPT,
      );
      if (recorded) {
        refuseReusedKey(recorded.requestFingerprint, fingerprint);
        return { kind: 'replayed', result: recorded.id };
      }
      const paidUnderKey = answers.paidUnderKey === true;
      const card = payWith.kind === 'card_on_file' ? cardOnFileFrom(answers.card) : undefined;

      // Check and lock: the lines, the shopper's details, stock, the discount, the total seen.
      const requested = await input.loadLines(tx);
      if (requested.length === 0) {
        throw new AppError('BAD_REQUEST', checkoutMessages.emptyCart, {
          clientCode: checkoutErrorCodes.emptyCart,
        });
      }
      requireDetails(input, requested, card !== undefined);
      if (input.expectedLines && !sameLines(requested, input.expectedLines)) {
        throw new AppError('CONFLICT', checkoutMessages.cartChanged, {
          clientCode: checkoutErrorCodes.cartChanged,
        });
      }
      const lines = await priceLines(ctx, tx, userId, requested);
      const { discount, lineDiscounts } = await discountLines(ctx, tx, input, lines);
      const discountCents = lineDiscounts.reduce((sum, cents) => sum + cents, 0);
      const totals = discountedTotals(lines, discountCents, input.shipping.cents);
      if (!sameTotals(totals, input.expectedTotals)) {
        throw new AppError('CONFLICT', checkoutMessages.staleSummary, {
          clientCode: checkoutErrorCodes.staleSummary,
        });
      }

      // Charge.
      const description = lines
        .map(
          (line) => `${productName(line.product)}${line.quantity > 1 ? ` ×${line.quantity}` : ''}`,
        )
        .join(', ');
      const purpose: PaymentPurpose = { kind: 'order', description };
      const charge = await chargePayer(ctx, tx, gateway, {
        payerId: userId,
        idempotencyKey: key,
        keyLocked: true,
        noPaymentUnderKey: !paidUnderKey,
        // A completed payment's row is written with the order, in its statement.
        writtenWithOrder: true,
        payWith,
        card,
        amountCents: totals.totalCents,
        purpose,
      });
      if (!charge.ok) {
        await notify(withDb(ctx, tx), userId, {
          type: 'payment_failed',
          title: 'Payment Failed',
          message: `Your payment of ${formatCents(totals.totalCents)} for ${description} was declined: ${charge.reason}`,
          actionUrl: input.source === 'cart' ? '/cart' : `/product/${lines[0]?.productId}`,
          actionText: 'Try again',
        });
        return { kind: 'declined', message: charge.message };
      }

      // Record: the order and its lines (with them Pay Now's hold goes: its units sold), the
      // discount's use, the free entries.
      const { settled, at } = charge;
      const status: OrderStatus = settled ? 'processing' : 'pending_payment';
      const heldLine = lines.find((line) => line.kind === 'product' && line.holdId !== undefined);
      const heldId = heldLine?.kind === 'product' ? heldLine.holdId : undefined;
      const cartLineIds = lines.flatMap((line) =>
        line.cartLineId === undefined ? [] : [line.cartLineId],
      );
      const {
        id: placedId,
        paymentId,
        alsoWritten,
      } = await createOrder(
        tx,
        {
          userId,
          idempotencyKey: key,
          requestFingerprint: fingerprint,
          status,
          paymentMethod: payment.method satisfies OrderPaymentMethod,
          paymentId: charge.paymentId,
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
        },
        lines.map((line, index) => ({
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
        // Written with it: Pay Now's hold deleted (first, its rows answered), the cart emptied.
        [
          ...(heldId === undefined ? [] : [heldUnitsSold(heldId)]),
          ...(cartLineIds.length > 0 ? [orderedCartLinesRemoved(cartLineIds)] : []),
        ],
        charge.toWrite,
      );
      for (const line of lines) {
        await kindOf(line).settle?.(ctx, tx, line, { orderId: placedId, paymentId, at });
      }
      if (discount) {
        await recordDiscountUse(tx, {
          discountCodeId: discount.id,
          userId,
          orderId: placedId,
          discountCents,
          at,
        });
      }
      // Buy one, play free: in this transaction, usable once the order is paid.
      const freeEntryProducts = await grantFreeEntries(
        tx,
        { id: placedId, userId, settled, at },
        lines.map((line, index) => ({
          productId: line.productId,
          buyOnePlayFreeEnabled: line.product.buyOnePlayFreeEnabled,
          playEnabled: line.product.playEnabled,
          fixedPrice: kindOf(line).fixedPrice,
          paidCents: line.unitPriceCents * line.quantity - (lineDiscounts[index] ?? 0),
        })),
      );
      if (input.saveToProfile) await saveContactAndAddress(tx, userId, customer, at);

      // Tell the shopper (cash on delivery has nothing to tell yet): written with the invoice.
      const toldWithInvoice: SQL[] = [];
      if (paymentId !== null) {
        const freeEntryNames = freeEntryProducts.flatMap((productId) => {
          const line = lines.find((candidate) => candidate.productId === productId);
          return line ? [productName(line.product)] : [];
        });
        const notice: NotifyInput = {
          type: 'payment_success',
          title: 'Payment Successful',
          message: `Your payment of ${formatCents(totals.totalCents)} for order #${placedId} (${description}) was received.${freeEntryNames.map((name) => ` ${freeEntryEarnedText(name, false)}`).join('')}`,
          actionUrl: `/order-confirmation/${placedId}`,
          actionText: 'View order',
        };
        const written = notificationWrittenWith(ctx, userId, notice);
        if (written) toldWithInvoice.push(written);
        else await notify(withDb(ctx, tx), userId, notice);
      }
      // Last, the two rows every order in the shop writes, each held from its statement to the
      // commit: the catalogue's version (a stock change raises it; Pay Now's hold changed the
      // stock before the transaction) and, in the very last statement, the invoice counter.
      // The hold's deletion was the first statement written with the order: a row, its units sold.
      const holdSold = heldId !== undefined && (alsoWritten[0] ?? 0) > 0;
      const toTake = lines.map((line) =>
        line === heldLine && holdSold ? { ...line, holdSold: true } : line,
      );
      // A take in one statement is sent without waiting for it: with the invoice and the COMMIT.
      const takenInFlight: Promise<void>[] = [];
      for (const kind of new Set(toTake.map(kindOf))) {
        const kindLines = toTake.filter((line) => kindOf(line) === kind);
        const sent = kind.takeInOneStatement?.(tx, kindLines);
        if (sent) takenInFlight.push(sent);
        else await kind.take(tx, userId, kindLines, at);
      }
      // The invoice, with its receipt's email: sent with the COMMIT (its id is not needed).
      const invoiced = issueInvoice(
        tx,
        { payerId: userId, payWith, charge: { ...charge, paymentId }, purpose },
        {
          orderId: placedId,
          billTo: {
            name: customer.name,
            email: customer.email,
            address: { ...customer.address, country: DEFAULT_COUNTRY },
          },
          lines: [
            ...lines.map((line) => ({
              description: kindOf(line).invoiceText(line),
              quantity: line.quantity,
              unitPriceCents: line.unitPriceCents,
              type: kindOf(line).invoiceType,
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
          // Cash on delivery is due when it arrives; a paid invoice is due on receipt.
          dueDate: new Date(at.getTime() + DELIVERY_MAX_HOURS * HOUR_MS),
        },
        toldWithInvoice,
      );

      return {
        kind: 'paid',
        result: placedId,
        lastly: inFlight(Promise.all([...takenInFlight, invoiced])),
      };
    },
  );
  if (!replayed) {
    ordersPlaced.inc();
    ctx.log.info({ orderId, userId }, 'order placed');
  }
  return { orderId, replayed };
}

/**
 * The completeness rule, on the details this order is delivered to: claiming a prize or buying
 * needs contact details and an address in 92651, and the card on file only when the order is paid
 * with it.
 */
function requireDetails(input: PlaceOrder, requested: RequestedLine[], hasCard: boolean): void {
  const payByCardOnFile = input.payment.method === 'card' && !input.payment.token;
  const purpose = requested.some((line) => line.kind === 'prize') ? 'claim' : 'buy';
  const missing = missingFor({ ...input.customer, hasCard }, purpose, { payByCardOnFile });
  if (missing.length > 0) {
    throw new AppError('FORBIDDEN', missingMessage(purpose, missing), {
      clientCode: checkoutErrorCodes.profileIncomplete,
    });
  }
}

/**
 * Locks the lines' products (in id order) and what each kind's price depends on, then prices each
 * line by its kind, its size checked where the line asks for it.
 */
async function priceLines(
  ctx: AppContext,
  tx: Transaction,
  userId: number,
  requested: RequestedLine[],
): Promise<PricedLine[]> {
  // Pay Now's held units are out of the stock already: its product is not locked, so the orders
  // of a drop do not wait for each other on the product's row. It is priced as its hold left it
  // (the statement that took the units answered it), else read.
  const held = (line: RequestedLine) => line.kind === 'product' && line.holdId !== undefined;
  const heldProduct = (line: RequestedLine) =>
    line.kind === 'product' ? line.heldProduct : undefined;
  const idsOf = (lines: RequestedLine[]) =>
    [...new Set(lines.map((line) => line.productId))].sort((a, b) => a - b);
  const forSale = [
    ...(await lockProductsForSale(tx, idsOf(requested.filter((line) => !held(line))))),
    ...(
      await liveProductsByIds(
        tx,
        idsOf(requested.filter((line) => held(line) && !heldProduct(line))),
      )
    ).values(),
    ...requested.flatMap((line) => heldProduct(line) ?? []),
  ];
  const lockedPrices: (number | undefined)[] = [];
  for (const line of requested) lockedPrices.push(await kindOf(line).lock?.(ctx, tx, userId, line));
  return requested.map((line, index) => {
    const product = forSale.find((candidate) => candidate.id === line.productId);
    if (!product) throw new AppError('NOT_FOUND', 'Product not found');
    let { size } = line;
    if (line.checkSize) {
      const checked = checkedSize(product.size, line.size);
      if (!checked.ok) throw new AppError('BAD_REQUEST', checked.message);
      size = checked.size;
    }
    const unitPriceCents = kindOf(line).price(line, product, lockedPrices[index]);
    return { ...line, size, product, unitPriceCents };
  });
}

/**
 * The discount code's row locked to the commit, so its uses are counted one checkout after
 * another; priced line by line (fixed-price lines take none), tax on what is left.
 */
async function discountLines(
  ctx: AppContext,
  tx: Transaction,
  input: PlaceOrder,
  lines: PricedLine[],
): Promise<{ discount: LockedDiscount | null; lineDiscounts: number[] }> {
  if (!input.discountCode) return { discount: null, lineDiscounts: lines.map(() => 0) };
  const discount = await lockDiscountForOrder(
    tx,
    input.userId,
    input.discountCode,
    ctx.clock.now(),
  );
  const priced = priceDiscount(
    lines.map((line) => ({
      productType: line.product.productType,
      unitPriceCents: line.unitPriceCents,
      quantity: line.quantity,
      fixedPrice: kindOf(line).fixedPrice,
    })),
    discount.terms,
  );
  if (!priced.ok) throw discountRefusal('BAD_REQUEST', priced.message);
  return { discount, lineDiscounts: priced.lineDiscountsCents };
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
