import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminOrderListSchema,
  adminOrderQuerySchema,
  adminOrderSchema,
  checkoutMessages,
  checkoutRequestSchema,
  checkoutResultSchema,
  idParamsSchema,
  orderListSchema,
  orderSchema,
  orderTransitionSchema,
  singleOrderRequestSchema,
  singleOrderResultSchema,
} from '../../../shared/contracts/orders';
import type { AppContext } from '../../context';
import { recordId } from '../../errors';
import { currentUser, requireElevatedAdmin, requireUser } from '../../plugins/auth';
import type { PaymentGateway } from '../payments/payment-gateway';
import { checkoutCart, orderSingleProduct } from './checkout.service';
import { getOrder, listAllOrders, listOrders, transitionOrder } from './orders.service';

type Options = { ctx: AppContext; payments: PaymentGateway };

const idempotencyKey = (headers: Record<string, string | string[] | undefined>) => {
  const value = headers['idempotency-key'];
  return Array.isArray(value) ? value[0] : value;
};

/** Checkout and the shopper's own orders. */
export const orderRoutes: FastifyPluginAsyncZod<Options> = async (app, { ctx, payments }) => {
  app.addHook('onRequest', requireUser);

  app.post(
    '/api/checkout',
    { schema: { body: checkoutRequestSchema, response: { 201: checkoutResultSchema } } },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await checkoutCart(
            ctx,
            payments,
            currentUser(request).id,
            idempotencyKey(request.headers),
            request.body,
          ),
        ),
  );

  app.post(
    '/api/orders',
    { schema: { body: singleOrderRequestSchema, response: { 201: singleOrderResultSchema } } },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await orderSingleProduct(
            ctx,
            payments,
            currentUser(request).id,
            idempotencyKey(request.headers),
            request.body,
          ),
        ),
  );

  app.get('/api/user/orders', { schema: { response: { 200: orderListSchema } } }, async (request) =>
    listOrders(ctx, currentUser(request).id),
  );

  app.get(
    '/api/orders/:id',
    { schema: { params: idParamsSchema, response: { 200: orderSchema } } },
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
    { schema: { querystring: adminOrderQuerySchema, response: { 200: adminOrderListSchema } } },
    async (request) => listAllOrders(ctx, request.query),
  );

  app.post(
    '/api/admin/orders/:id/status',
    {
      schema: {
        params: idParamsSchema,
        body: orderTransitionSchema,
        response: { 200: adminOrderSchema },
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
