import type { SQL } from 'drizzle-orm';
import {
  type AdminOrder,
  checkoutMessages,
  ORDER_TRANSITIONS,
  type Order,
  type OrderPaymentMethod,
  type OrderStatus,
  orderStatusLabels,
} from '../../../shared/contracts/orders';
import { formatCents, toDollars } from '../../../shared/money';
import { MONEY_BACK_DAYS } from '../../../shared/order-texts';
import { DELIVERY_TIME, LOCAL_DELIVERY, orderTotals } from '../../../shared/pricing';
import { formatShopDate } from '../../../shared/shop-time';
import { type AppContext, withDb } from '../../context';
import type { Executor } from '../../db/client';
import { AppError } from '../../errors';
import { userIdsNameContaining, usernamesByIds } from '../auth/auth.service';
import { changeStock } from '../catalog/catalog.service';
import {
  freeEntriesOfOrders,
  releaseFreeEntriesOfOrder,
  voidFreeEntriesOfOrder,
} from '../competitions/free-entries.service';
import {
  invoiceIdsOfOrders,
  markInvoiceOfPaymentRefunded,
  setInvoiceStatusOfOrder,
} from '../invoices/invoices.service';
import { notify } from '../notifications/notifications.service';
import type { PaymentGateway } from '../payments/payment-gateway';
import { cardsOfPayments, refundPayment } from '../payments/payments.service';
import {
  type AskedWithAttempt,
  countOrdersWithProduct,
  findOrderByKey,
  findOrderItems,
  findOrders,
  insertOrder,
  lockOrder,
  type OrderFilter,
  type OrderRecord,
  orderPlacedUnderKey,
  orderSearchText,
  updateOrderStatus,
} from './orders.repository';

/**
 * An order with everything its answer shows: its invoice, the card that paid, who ordered, the
 * free entries it earned.
 */
interface ShownOrder extends OrderRecord {
  invoiceId: number | null;
  card: { brand: string; last4: string } | null;
  username: string;
  freeEntries: Order['freeEntries'];
}

/**
 * The orders with their invoices (invoices), cards (payments), usernames (auth) and free entries
 * (competitions), set-based.
 */
async function findShownOrders(db: Executor, filter: OrderFilter): Promise<ShownOrder[]> {
  const q = orderSearchText(filter.q);
  const records = await findOrders(db, {
    ...filter,
    ...(q && { userIdsNamed: await userIdsNameContaining(db, q) }),
  });
  const paymentIds = records.flatMap(({ order }) =>
    order.paymentId === null ? [] : [order.paymentId],
  );
  const orderIds = records.map(({ order }) => order.id);
  const [invoiceIds, cards, usernames, freeEntries] = await Promise.all([
    invoiceIdsOfOrders(db, orderIds),
    cardsOfPayments(db, paymentIds),
    usernamesByIds(db, [...new Set(records.map(({ order }) => order.userId))]),
    freeEntriesOfOrders(db, orderIds),
  ]);
  return records.map((record) => ({
    ...record,
    invoiceId: invoiceIds.get(record.order.id) ?? null,
    card: record.order.paymentId === null ? null : (cards.get(record.order.paymentId) ?? null),
    username: usernames.get(record.order.userId) ?? '',
    freeEntries: freeEntries.get(record.order.id) ?? [],
  }));
}

function toOrder({ order, items, invoiceId, card, freeEntries }: ShownOrder): Order {
  return {
    id: order.id,
    orderId: order.id,
    userId: order.userId,
    createdAt: order.createdAt.toISOString(),
    status: order.status as OrderStatus,
    paymentMethod: order.paymentMethod as OrderPaymentMethod,
    card,
    subtotal: toDollars(order.subtotalCents),
    discount: toDollars(order.discountCents),
    discountCode: order.discountCode,
    tax: toDollars(order.taxCents),
    total: toDollars(order.totalCents),
    shipping: {
      method: order.shippingMethod as Order['shipping']['method'],
      cost: toDollars(order.shippingCents),
      name: order.shipName,
      email: order.shipEmail,
      phone: order.shipPhone,
      line1: order.shipLine1,
      city: order.shipCity,
      state: order.shipState,
      postalCode: order.shipPostalCode,
      country: order.shipCountry,
    },
    items: items.map((item) => ({
      id: item.id,
      productId: item.productId,
      price: toDollars(item.unitPriceCents),
      discount: toDollars(item.discountCents),
      size: item.size || null,
      quantity: item.quantity,
      product: {
        id: item.productId,
        imageUrl: item.imageUrl,
        brand: item.brand,
        model: item.model,
        productType: item.productType,
      },
    })),
    invoiceId,
    freeEntries,
  };
}

function toAdminOrder(record: ShownOrder): AdminOrder {
  const order = toOrder(record);
  return {
    ...order,
    username: record.username,
    allowedTransitions: [...ORDER_TRANSITIONS[order.status]],
  };
}

export async function listOrders(ctx: AppContext, userId: number): Promise<Order[]> {
  return (await findShownOrders(ctx.db, { userId })).map(toOrder);
}

/** One of the user's own orders; another user's is 'not found', never 'forbidden'. */
export async function getOrder(ctx: AppContext, userId: number, orderId: number): Promise<Order> {
  const [record] = await findShownOrders(ctx.db, { userId, orderId });
  if (!record) throw new AppError('NOT_FOUND', checkoutMessages.orderNotFound);
  return toOrder(record);
}

export async function listAllOrders(
  ctx: AppContext,
  filter: { q?: string | undefined; status?: string | undefined },
): Promise<AdminOrder[]> {
  return (await findShownOrders(ctx.db, filter)).map(toAdminOrder);
}

/** The shopper's notice when their order leaves (its push and email follow by their preferences). */
export const outForDeliveryNotice = (orderId: number, shippingMethod: string) => ({
  type: 'order_out_for_delivery' as const,
  title: 'Your order is out for delivery',
  // Local delivery arrives within DELIVERY_TIME; an order from before it (shipped) just is on its way.
  message:
    shippingMethod === LOCAL_DELIVERY.method
      ? `Order #${orderId} is on its way and arrives within ${DELIVERY_TIME}.`
      : `Order #${orderId} is on its way.`,
  actionUrl: '/profile?tab=orders',
  actionText: 'View your orders',
});

/**
 * Moves an order along ORDER_TRANSITIONS, under the order's row lock so two admins cannot both
 * move it. Marking a cash-on-delivery order paid settles its invoice. Sending it out for delivery
 * tells the shopper (the notice, and its push and email through the outbox, in this transaction:
 * the move happens once, so the notice is written once). Cancelling refunds a card payment through
 * the refund path (once: the refund's key is the order's), voids or refunds the invoice, puts
 * the stock back and voids the free entries the order earned that no entry used;
 * marking an unpaid order paid makes its free entries usable.
 */
export async function transitionOrder(
  ctx: AppContext,
  gateway: PaymentGateway,
  orderId: number,
  to: OrderStatus,
): Promise<AdminOrder> {
  await ctx.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw new AppError('NOT_FOUND', checkoutMessages.orderNotFound);
    const from = order.status as OrderStatus;
    if (!ORDER_TRANSITIONS[from].includes(to)) {
      throw new AppError(
        'CONFLICT',
        checkoutMessages.badTransition(
          orderStatusLabels[from].toLowerCase(),
          orderStatusLabels[to].toLowerCase(),
        ),
      );
    }
    const now = ctx.clock.now();
    // A delivered order is refunded only within the money-back guarantee; it was delivered when it
    // last moved (nothing moves a delivered order but this).
    const returnBy = new Date(order.updatedAt.getTime() + MONEY_BACK_DAYS * 86_400_000);
    if (to === 'refunded' && now.getTime() > returnBy.getTime()) {
      throw new AppError('CONFLICT', checkoutMessages.returnWindowOver(formatShopDate(returnBy)));
    }
    if (to === 'cancelled' || to === 'refunded') {
      if (order.paymentId !== null) {
        const refund = await refundPayment(withDb(ctx, tx), gateway, {
          paymentId: order.paymentId,
          refundKey: `refund-order-${order.id}`,
          reason:
            to === 'refunded' ? `Order #${order.id} returned` : `Order #${order.id} cancelled`,
        });
        if (!refund.ok) {
          throw new AppError('CONFLICT', `The refund failed: ${refund.message}`);
        }
        await markInvoiceOfPaymentRefunded(tx, order.paymentId);
      }
      // Paid (by card, or cash already taken) is refunded; never paid is void.
      await setInvoiceStatusOfOrder(tx, order.id, from === 'pending_payment' ? 'void' : 'refunded');
      await changeStock(
        tx,
        (await findOrderItems(tx, [order.id])).map((item) => ({
          productId: item.productId,
          change: item.quantity,
        })),
      );
      // Its free entries no entry used go with it.
      await voidFreeEntriesOfOrder(tx, order.id, now);
    }
    if (from === 'pending_payment' && to === 'processing') {
      await setInvoiceStatusOfOrder(tx, order.id, 'paid');
      await releaseFreeEntriesOfOrder(tx, order.id, now);
    }
    await updateOrderStatus(tx, order.id, to, now);
    if (to === 'out_for_delivery') {
      await notify(
        withDb(ctx, tx),
        order.userId,
        outForDeliveryNotice(order.id, order.shippingMethod),
      );
    }
    if (to === 'refunded') {
      await notify(withDb(ctx, tx), order.userId, {
        type: 'order_refunded',
        title: 'Order refunded',
        message: `Order #${order.id} was returned. ${formatCents(order.totalCents)} is on its way back to ${order.paymentId === null ? 'you' : 'your card'}.`,
        actionUrl: '/profile?tab=orders',
        actionText: 'View your orders',
      });
    }
  });
  const [record] = await findShownOrders(ctx.db, { orderId });
  if (!record) throw new AppError('NOT_FOUND', checkoutMessages.orderNotFound);
  return toAdminOrder(record);
}

/** How many orders have a line of this product (the admin's delete check). */
export function orderCountOfProduct(db: Executor, productId: number): Promise<number> {
  return countOrdersWithProduct(db, productId);
}

/** What an auction's sale writes as an order: the held unit at the final price, delivered locally. */
export interface AuctionSale {
  userId: number;
  /** The payment's key (one order per user and key, as for every order). */
  idempotencyKey: string;
  paymentId: number;
  priceCents: number;
  product: {
    id: number;
    productType: string;
    brand: string;
    model: string;
    size: string;
    imageUrl: string | null;
  };
  delivery: {
    name: string;
    email: string;
    phone: string;
    line1: string;
    city: string;
    state: string;
    postalCode: string;
    country: string;
  };
  at: Date;
}

/**
 * Records an auction's sale inside the caller's transaction (the close, after the charge): a
 * paid order for local delivery of one unit at the final price, with tax as every order (decision
 * 0033). The unit was held when the auction opened, so no stock is taken here.
 */
export async function recordAuctionSale(db: Executor, sale: AuctionSale): Promise<number> {
  const placed = await insertOrder(
    db,
    {
      userId: sale.userId,
      idempotencyKey: sale.idempotencyKey,
      requestFingerprint: null,
      status: 'processing',
      paymentMethod: 'card',
      paymentId: sale.paymentId,
      source: 'auction',
      ...orderTotals([{ unitPriceCents: sale.priceCents, quantity: 1 }], LOCAL_DELIVERY.costCents),
      shippingMethod: LOCAL_DELIVERY.method,
      shipName: sale.delivery.name,
      shipEmail: sale.delivery.email,
      shipPhone: sale.delivery.phone,
      shipLine1: sale.delivery.line1,
      shipCity: sale.delivery.city,
      shipState: sale.delivery.state,
      shipPostalCode: sale.delivery.postalCode,
      shipCountry: sale.delivery.country,
      createdAt: sale.at,
      updatedAt: sale.at,
    },
    [
      {
        productId: sale.product.id,
        quantity: 1,
        size: '',
        unitPriceCents: sale.priceCents,
        productType: sale.product.productType,
        brand: sale.product.brand,
        model: sale.product.model,
        imageUrl: sale.product.imageUrl,
      },
    ],
  );
  return placed.id;
}

/**
 * The order already placed under this key (a retry), with the fingerprint of its request, and the
 * answers to `asked` (other modules' questions about the same user and key), in one statement.
 */
export function findOrderAttempt<Asked extends AskedWithAttempt>(
  db: Executor,
  userId: number,
  idempotencyKey: string,
  asked: Asked,
): ReturnType<typeof findOrderByKey<Asked>> {
  return findOrderByKey(db, userId, idempotencyKey, asked);
}

/** Whether an order was placed under this key, as an expression for another module's statement. */
export function orderPlacedUnder(key: { userId: SQL; idempotencyKey: SQL }): SQL {
  return orderPlacedUnderKey(key);
}

/**
 * Records a placed order with its lines (product, size, price and discount of each), in one
 * statement in the payment's transaction, with other modules' statements when given (`also`) and
 * its payment's row when the payment module hands it over (`payment`); answers the order's id, its
 * payment's and how many rows each of the others answered.
 */
export function createOrder(
  db: Executor,
  values: Parameters<typeof insertOrder>[1],
  items: Parameters<typeof insertOrder>[2],
  also?: Parameters<typeof insertOrder>[3],
  payment?: Parameters<typeof insertOrder>[4],
): ReturnType<typeof insertOrder> {
  return insertOrder(db, values, items, also, payment);
}
