import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addToCartSchema,
  cartItemSchema,
  cartMessages,
  cartSchema,
  updateCartItemSchema,
} from '../../../shared/contracts/cart';
import { errorResponses } from '../../../shared/contracts/errors';
import type { AppContext } from '../../context';
import { recordId } from '../../errors';
import { currentUser, requireUser } from '../../plugins/auth';
import { addToCart, findCart, removeCartItem, updateCartItem } from './cart.service';

const itemParams = z.object({ id: z.string() });

function itemId(raw: string): number {
  return recordId(raw, cartMessages.notFound);
}

/** The cart: signed-in shoppers only (401 before the body is read), each seeing only their own lines. */
export const cartRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook('onRequest', requireUser);

  app.get(
    '/api/cart',
    { schema: { summary: 'My cart', response: { 200: cartSchema } } },
    async (request) => findCart(ctx, currentUser(request).id),
  );

  app.post(
    '/api/cart',
    {
      schema: {
        summary: 'Add a product to my cart',
        body: addToCartSchema,
        response: { 201: cartItemSchema, ...errorResponses(404, 409) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await addToCart(ctx, currentUser(request).id, request.body)),
  );

  app.patch(
    '/api/cart/:id',
    {
      schema: {
        summary: "Change a cart line's quantity",
        params: itemParams,
        body: updateCartItemSchema,
        response: { 200: cartItemSchema, ...errorResponses(409) },
      },
    },
    async (request) =>
      updateCartItem(ctx, currentUser(request).id, itemId(request.params.id), request.body),
  );

  app.delete(
    '/api/cart/:id',
    {
      schema: {
        summary: 'Remove a cart line',
        params: itemParams,
        response: { 204: z.null(), ...errorResponses(409) },
      },
    },
    async (request, reply) => {
      await removeCartItem(ctx, currentUser(request).id, itemId(request.params.id));
      return reply.status(204).send(null);
    },
  );
};
