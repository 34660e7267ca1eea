import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminAuctionListSchema,
  adminAuctionSchema,
  auctionListQuerySchema,
  auctionListSchema,
  auctionMessages,
  auctionSchema,
  createAuctionRequestSchema,
  myBidListSchema,
  placeBidRequestSchema,
  placeBidResultSchema,
} from '../../../shared/contracts/auctions';
import { PRODUCT_NOT_FOUND } from '../../../shared/contracts/catalog';
import { errorResponses } from '../../../shared/contracts/errors';
import { idParamsSchema } from '../../../shared/contracts/params';
import type { AppContext } from '../../context';
import { AppError, recordId } from '../../errors';
import { placeBid } from '../../flows/place-bid';
import { currentUser, declareAccess, requireElevatedAdmin, requireUser } from '../../plugins/auth';
import { paidRequestHeadersSchema } from '../payments/payments.service';
import {
  getAdminAuction,
  getAuction,
  getProductAuction,
  listAdminAuctions,
  listAuctions,
  listMyBids,
} from './auction-views.service';
import { type AuctionTimings, cancelAuction, createAuction } from './auctions.service';

type Options = { ctx: AppContext; timings: AuctionTimings };

/** Bidding needs an account: 401 'Authentication required', as for Play. */
const requireBidder = declareAccess(async function requireBidder(
  request: Parameters<typeof requireUser>[0],
): Promise<void> {
  if (!request.user) throw new AppError('UNAUTHORIZED', auctionMessages.authenticationRequired);
}, 'session');

const auctionId = (raw: string) => recordId(raw, auctionMessages.notFound);

/** Auctions: public reads, bids for signed-in shoppers. */
export const auctionRoutes: FastifyPluginAsyncZod<Options> = async (app, { ctx, timings }) => {
  app.get(
    '/api/auctions',
    {
      schema: {
        summary: 'List live auctions',
        querystring: auctionListQuerySchema,
        response: { 200: auctionListSchema },
      },
    },
    async (request) => listAuctions(ctx, request.query.status, request.user?.id ?? null),
  );

  app.get(
    '/api/auctions/:id',
    {
      schema: { summary: 'One auction', params: idParamsSchema, response: { 200: auctionSchema } },
    },
    async (request) => getAuction(ctx, auctionId(request.params.id), request.user?.id ?? null),
  );

  app.get(
    '/api/products/:id/auction',
    {
      schema: {
        summary: "A product's auction",
        params: idParamsSchema,
        response: { 200: auctionSchema },
      },
    },
    async (request) =>
      getProductAuction(
        ctx,
        recordId(request.params.id, PRODUCT_NOT_FOUND),
        request.user?.id ?? null,
      ),
  );

  app.post(
    '/api/auctions/:id/bids',
    {
      onRequest: requireBidder,
      schema: {
        summary: 'Place a bid',
        params: idParamsSchema,
        headers: paidRequestHeadersSchema,
        body: placeBidRequestSchema,
        response: { 200: placeBidResultSchema, 201: placeBidResultSchema },
      },
    },
    async (request, reply) => {
      const { result, replayed } = await placeBid(
        ctx,
        timings,
        currentUser(request),
        auctionId(request.params.id),
        request.headers['idempotency-key'],
        request.body.maxBid,
      );
      return reply.status(replayed ? 200 : 201).send(result);
    },
  );

  app.get(
    '/api/user/bids',
    { onRequest: requireUser, schema: { summary: 'My bids', response: { 200: myBidListSchema } } },
    async (request) => listMyBids(ctx, currentUser(request).id),
  );
};

/** The admin's Auctions tab: an admin with a fresh PIN step-up, for reads and writes alike. */
export const adminAuctionRoutes: FastifyPluginAsyncZod<Options> = async (app, { ctx, timings }) => {
  app.addHook('onRequest', requireElevatedAdmin(ctx));

  app.get(
    '/api/admin/auctions',
    { schema: { summary: 'List all auctions', response: { 200: adminAuctionListSchema } } },
    async () => listAdminAuctions(ctx),
  );

  app.get(
    '/api/admin/auctions/:id',
    {
      schema: {
        summary: 'One auction (admin view)',
        params: idParamsSchema,
        response: { 200: adminAuctionSchema },
      },
    },
    async (request) => getAdminAuction(ctx, auctionId(request.params.id)),
  );

  app.post(
    '/api/admin/auctions',
    {
      schema: {
        summary: 'Create an auction',
        description:
          'Refused with 404 for an unknown product, and 409 when it has no unit in stock or already has a scheduled or live auction.',
        body: createAuctionRequestSchema,
        response: { 201: auctionSchema, ...errorResponses(404, 409) },
      },
    },
    async (request, reply) => {
      const auction = await createAuction(ctx, timings, currentUser(request).id, request.body);
      return reply.status(201).send(auction);
    },
  );

  app.delete(
    '/api/admin/auctions/:id',
    {
      schema: {
        summary: 'Cancel an auction',
        description: 'Refused with 409 once the auction has ended, or while it has bids.',
        params: idParamsSchema,
        response: { 200: auctionSchema, ...errorResponses(409) },
      },
    },
    async (request) => cancelAuction(ctx, auctionId(request.params.id)),
  );
};
