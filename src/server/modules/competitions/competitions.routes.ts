import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PRODUCT_NOT_FOUND } from '../../../shared/contracts/catalog';
import {
  competitionMessages,
  competitionSchema,
  competitionSummaryListSchema,
  competitionSummarySchema,
  freeEntryListSchema,
  gameResultsSchema,
  leaderboardPageSchema,
  leaderboardQuerySchema,
  myCompetitionListSchema,
  playPaymentRequestSchema,
  playPaymentSchema,
  playRequestSchema,
  playResultSchema,
  playSchema,
} from '../../../shared/contracts/competitions';
import { errorBodySchema, errorResponses } from '../../../shared/contracts/errors';
import { idParamsSchema } from '../../../shared/contracts/params';
import type { AppContext } from '../../context';
import { AppError, recordId } from '../../errors';
import { donatePrize } from '../../flows/donate-prize';
import { enterCompetition } from '../../flows/enter-competition';
import { currentUser, declareAccess, requireUser } from '../../plugins/auth';
import type { PaymentGateway } from '../payments/payment-gateway';
import { paidRequestHeadersSchema } from '../payments/payments.service';
import {
  getCompetitionSummary,
  getEntryPayment,
  getLeaderboardPage,
  getProductCompetition,
  listActiveCompetitions,
  listMyCompetitions,
  listProductPlays,
} from './competitions.service';
import { listFreeEntries } from './free-entries.service';
import type { CompetitionTimings } from './lifecycle.service';
import { getGameResults } from './results.service';

type Options = { ctx: AppContext; payments: PaymentGateway; timings: CompetitionTimings };

/** Playing needs an account; the spec's message for it is 'Authentication required'. */
/** What donating a won prize answers. */
const donatedPrizeSchema = z.object({
  competitionId: z.number().int(),
  prizeOutcome: z.literal('donated'),
});

const requirePlayer = declareAccess(async function requirePlayer(
  request: Parameters<typeof requireUser>[0],
): Promise<void> {
  if (!request.user) throw new AppError('UNAUTHORIZED', competitionMessages.authenticationRequired);
}, 'session');

/** Competitions: public reads (leaderboards show usernames), entries and prizes for players. */
export const competitionRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { ctx, payments, timings },
) => {
  app.get(
    '/api/products/:id/competition',
    {
      schema: {
        summary: "A product's open game",
        params: idParamsSchema,
        response: { 200: competitionSchema },
      },
    },
    async (request) =>
      getProductCompetition(
        ctx,
        recordId(request.params.id, PRODUCT_NOT_FOUND),
        request.user?.id ?? null,
      ),
  );

  // A page of the current competition's entries, best first (default the top 10, at most 100);
  // X-Total-Count says how many there are.
  app.get(
    '/api/products/:id/plays',
    {
      schema: {
        summary: "A product's recent plays",
        params: idParamsSchema,
        querystring: leaderboardQuerySchema,
        response: { 200: z.array(playSchema) },
        responseHeaders: { 200: { 'X-Total-Count': 'How many plays there are in all' } },
      },
    },
    async (request, reply) => {
      const page = await listProductPlays(
        ctx,
        recordId(request.params.id, PRODUCT_NOT_FOUND),
        request.query,
      );
      reply.header('X-Total-Count', String(page.total));
      return page.plays;
    },
  );

  app.get(
    '/api/games/active',
    { schema: { summary: 'Games open now', response: { 200: competitionSummaryListSchema } } },
    async (request) => listActiveCompetitions(ctx, request.user?.id ?? null),
  );

  app.get(
    '/api/games/:id',
    {
      schema: {
        summary: 'One game',
        params: idParamsSchema,
        response: { 200: competitionSummarySchema },
      },
    },
    async (request) =>
      getCompetitionSummary(
        ctx,
        recordId(request.params.id, competitionMessages.gameNotFound),
        request.user?.id ?? null,
      ),
  );

  // Everything a completed game's ranking comes from, for anyone to recompute (issue 18).
  app.get(
    '/api/games/:id/results',
    {
      schema: {
        summary: "A game's results",
        params: idParamsSchema,
        response: { 200: gameResultsSchema, ...errorResponses(404, 409) },
      },
    },
    async (request) =>
      getGameResults(ctx, recordId(request.params.id, competitionMessages.gameNotFound)),
  );

  app.get(
    '/api/games/:id/leaderboard',
    {
      schema: {
        summary: "A game's leaderboard",
        params: idParamsSchema,
        querystring: leaderboardQuerySchema,
        response: { 200: leaderboardPageSchema },
      },
    },
    async (request) =>
      getLeaderboardPage(
        ctx,
        recordId(request.params.id, competitionMessages.gameNotFound),
        request.user?.id ?? null,
        request.query,
      ),
  );

  app.get(
    '/api/user/games',
    {
      onRequest: requireUser,
      schema: { summary: 'My games', response: { 200: myCompetitionListSchema } },
    },
    async (request) => listMyCompetitions(ctx, currentUser(request).id),
  );

  // Buy one, play free: the caller's usable free entries, one per credit.
  app.get(
    '/api/user/free-entries',
    {
      onRequest: requireUser,
      schema: { summary: 'My free entries', response: { 200: freeEntryListSchema } },
    },
    async (request) => listFreeEntries(ctx, currentUser(request).id),
  );

  app.post(
    '/api/plays',
    {
      onRequest: requirePlayer,
      schema: {
        summary: 'Enter a game ($1 or a free entry)',
        headers: paidRequestHeadersSchema,
        body: playRequestSchema,
        response: { 200: playResultSchema, 201: playResultSchema },
      },
    },
    async (request, reply) => {
      const { result, replayed } = await enterCompetition(
        ctx,
        payments,
        timings,
        currentUser(request).id,
        request.headers['idempotency-key'],
        request.body,
      );
      return reply.status(replayed ? 200 : 201).send(result);
    },
  );

  app.post(
    '/api/payments',
    {
      onRequest: requirePlayer,
      schema: {
        summary: "My entry payment for a product's game (never charges)",
        body: playPaymentRequestSchema,
        response: { 200: playPaymentSchema, 404: errorBodySchema },
      },
    },
    async (request) => getEntryPayment(ctx, currentUser(request).id, request.body.productId),
  );

  app.post(
    '/api/competitions/:id/donate',
    {
      onRequest: requireUser,
      schema: {
        summary: 'Donate a prize I won',
        params: idParamsSchema,
        response: { 200: donatedPrizeSchema, ...errorResponses(409) },
      },
    },
    async (request) =>
      donatePrize(
        ctx,
        currentUser(request).id,
        recordId(request.params.id, competitionMessages.competitionNotFound),
      ),
  );
};
