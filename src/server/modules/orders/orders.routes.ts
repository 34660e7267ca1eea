import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../shared/contracts/errors';
import {
  adminOrderListSchema,
  adminOrderQuerySchema,
  adminOrderSchema,
  type CheckoutRequest,
  checkoutMessages,
  checkoutRequestSchema,
  checkoutResultSchema,
  orderListSchema,
  orderSchema,
  orderTransitionSchema,
  type SingleOrderRequest,
  singleOrderRequestSchema,
  singleOrderResultSchema,
} from '../../../shared/contracts/orders';
import { idParamsSchema } from '../../../shared/contracts/params';
import type { DiscountedTotals } from '../../../shared/discount-rules';
import { toCents } from '../../../shared/money';
import type { AppContext } from '../../context';
import { recordId } from '../../errors';
import { checkoutCart, orderSingleProduct } from '../../flows/checkout';
import { currentUser, requireElevatedAdmin, requireUser } from '../../plugins/auth';
import type { PaymentGateway } from '../payments/payment-gateway';
import { paidRequestHeadersSchema } from '../payments/payments.service';
import { getOrder, listAllOrders, listOrders, transitionOrder } from './orders.service';

type Options = { ctx: AppContext; payments: PaymentGateway };

/** The summary the shopper saw: dollars in the request, cents from here on. */
const cartTotalsSeen = ({ summary, shipping }: CheckoutRequest): DiscountedTotals => ({
  subtotalCents: toCents(summary.subtotal),
  discountCents: toCents(summary.discount ?? 0),
  shippingCents: toCents(shipping.cost),
  taxCents: toCents(summary.tax),
  totalCents: toCents(summary.total),
});

const productTotalsSeen = (request: SingleOrderRequest): DiscountedTotals => ({
  subtotalCents: toCents(request.subtotal),
  discountCents: toCents(request.discount ?? 0),
  shippingCents: toCents(request.shipping),
  taxCents: toCents(request.tax),
  totalCents: toCents(request.total),
});

/** Checkout and the shopper's own orders. */
export const orderRoutes: FastifyPluginAsyncZod<Options> = async (app, { ctx, payments }) => {
  app.addHook('onRequest', requireUser);

  app.post(
    '/api/checkout',
    {
      schema: {
        summary: 'Pay for my cart',
        headers: paidRequestHeadersSchema,
        body: checkoutRequestSchema,
        // 404: a discount code that does not exist.
        response: { 201: checkoutResultSchema, ...errorResponses(404) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await checkoutCart(
            ctx,
            payments,
            currentUser(request).id,
            request.headers['idempotency-key'],
            request.body,
            cartTotalsSeen(request.body),
          ),
        ),
  );

  app.post(
    '/api/orders',
    {
      schema: {
        summary: 'Place a single-product order',
        headers: paidRequestHeadersSchema,
        body: singleOrderRequestSchema,
        // 404: a discount code that does not exist.
        response: { 201: singleOrderResultSchema, ...errorResponses(404) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await orderSingleProduct(
            ctx,
            payments,
            currentUser(request).id,
            request.headers['idempotency-key'],
            request.body,
            productTotalsSeen(request.body),
          ),
        ),
  );

  app.get(
    '/api/user/orders',
    { schema: { summary: 'List my orders', response: { 200: orderListSchema } } },
    async (request) => listOrders(ctx, currentUser(request).id),
  );

  app.get(
    '/api/orders/:id',
    {
      schema: {
        summary: 'One of my orders',
        params: idParamsSchema,
        response: { 200: orderSchema },
      },
    },
    async (request) =>
      getOrder(
        ctx,
        currentUser(request).id,
        recordId(request.params.id, checkoutMessages.orderNotFound),
      ),
  );
};

/** The admin panel's orders tab: every order, and moving one along its transitions. */
export const adminOrderRoutes: FastifyPluginAsyncZod<Options> = async (app, { ctx, payments }) => {
  app.addHook('onRequest', requireElevatedAdmin(ctx));

  app.get(
    '/api/admin/orders',
    {
      schema: {
        summary: 'List all orders',
        querystring: adminOrderQuerySchema,
        response: { 200: adminOrderListSchema },
      },
    },
    async (request) => listAllOrders(ctx, request.query),
  );

  app.post(
    '/api/admin/orders/:id/status',
    {
      schema: {
        summary: "Change an order's status",
        params: idParamsSchema,
        body: orderTransitionSchema,
        response: { 200: adminOrderSchema, ...errorResponses(409) },
      },
    },
    async (request) =>
      transitionOrder(
        ctx,
        payments,
        recordId(request.params.id, checkoutMessages.orderNotFound),
        request.body.status,
      ),
  );
};
