import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../shared/contracts/errors';
import {
  freePlayCreateSchema,
  freePlayGameSchema,
  freePlayJoinSchema,
  freePlayTeamSchema,
  gameIdParamsSchema,
  gameIdResultSchema,
  gameRoomDetailSchema,
  gameRoomListSchema,
  gameRoomSchema,
  playedGameResultsSchema,
  roomCreateSchema,
  roomTeamSchema,
} from '../../../shared/contracts/games';
import type { AppContext } from '../../context';
import { currentUser, requireUser } from '../../plugins/auth';
import type { MetricsProvider } from '../influencers/metrics-provider';
import type { Identity } from './games.repository';
import {
  createFreePlayGame,
  createRoom,
  findLobby,
  getFreePlayGame,
  getGame,
  getRoomDetail,
  joinGame,
  joinRoom,
  setFreePlayTeam,
  setRoomTeam,
  startFreePlayGame,
  startRoom,
} from './games.service';
import { currentIdentity, ensureIdentity } from './guests';
import { getPlayedGameResults } from './results.service';

export interface GameTimings {
  freePlaySeconds: number;
  roomSeconds: number;
}

type Options = { ctx: AppContext; metrics: MetricsProvider; timings: GameTimings };

/** Free play (/free-play): guests allowed; one engine with the rooms. */
export const freePlayRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { ctx, metrics, timings },
) => {
  app.post(
    '/api/free-play/games',
    {
      schema: {
        summary: 'Create a free-play game',
        body: freePlayCreateSchema,
        response: { 201: gameIdResultSchema },
      },
    },
    async (request, reply) => {
      const { playerName } = request.body;
      const identity = await ensureIdentity(ctx, request, reply, playerName);
      const id = await createFreePlayGame(ctx, identity, playerName, timings.freePlaySeconds);
      return reply.status(201).send({ gameId: id });
    },
  );

  app.post(
    '/api/free-play/games/:id/join',
    {
      schema: {
        summary: 'Join a free-play game',
        params: gameIdParamsSchema,
        body: freePlayJoinSchema,
        response: { 200: gameIdResultSchema, ...errorResponses(409) },
      },
    },
    async (request, reply) => {
      // The game first: an unknown game makes no guest.
      const game = await getGame(ctx, 'free_play', request.params.id);
      const identity = await ensureIdentity(ctx, request, reply, request.body.playerName);
      await joinGame(ctx, 'free_play', game.id, identity, request.body.playerName);
      return { gameId: game.id };
    },
  );

  app.put(
    '/api/free-play/games/:id/team',
    {
      schema: {
        summary: 'Pick a free-play team',
        params: gameIdParamsSchema,
        body: freePlayTeamSchema,
        response: { 200: freePlayGameSchema, ...errorResponses(409) },
      },
    },
    async (request) =>
      setFreePlayTeam(
        ctx,
        request.params.id,
        await currentIdentity(ctx, request),
        request.body.influencerIds,
      ),
  );

  app.post(
    '/api/free-play/games/:id/start',
    {
      schema: {
        summary: 'Start a free-play game',
        params: gameIdParamsSchema,
        response: { 200: freePlayGameSchema, ...errorResponses(409) },
      },
    },
    async (request) =>
      startFreePlayGame(ctx, metrics, request.params.id, await currentIdentity(ctx, request)),
  );

  app.get(
    '/api/free-play/games/:id',
    {
      schema: {
        summary: 'One free-play game',
        params: gameIdParamsSchema,
        response: { 200: freePlayGameSchema },
      },
    },
    async (request) => getFreePlayGame(ctx, request.params.id, await currentIdentity(ctx, request)),
  );
};

/** Multiplayer rooms (/multiplayer, /game/:id): signed-in players only. */
export const roomRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { ctx, metrics, timings },
) => {
  app.addHook('onRequest', requireUser);
  const me = (request: Parameters<typeof currentUser>[0]): Identity => ({
    userId: currentUser(request).id,
  });

  app.get(
    '/api/game-rooms',
    { schema: { summary: 'The game room lobby', response: { 200: gameRoomListSchema } } },
    async (request) => findLobby(ctx, me(request)),
  );

  app.post(
    '/api/game-rooms',
    {
      schema: {
        summary: 'Create a game room',
        body: roomCreateSchema,
        response: { 201: gameRoomSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createRoom(ctx, currentUser(request), request.body, timings.roomSeconds)),
  );

  app.post(
    '/api/game-rooms/:id/join',
    {
      schema: {
        summary: 'Join a game room',
        params: gameIdParamsSchema,
        response: { 200: gameRoomSchema, ...errorResponses(409) },
      },
    },
    async (request) => joinRoom(ctx, request.params.id, currentUser(request)),
  );

  app.get(
    '/api/game-rooms/:id',
    {
      schema: {
        summary: 'One game room',
        params: gameIdParamsSchema,
        response: { 200: gameRoomDetailSchema },
      },
    },
    async (request) => getRoomDetail(ctx, request.params.id, me(request)),
  );

  app.post(
    '/api/game-rooms/:id/team',
    {
      schema: {
        summary: 'Pick a game room team',
        params: gameIdParamsSchema,
        body: roomTeamSchema,
        response: { 200: gameRoomSchema, ...errorResponses(409) },
      },
    },
    async (request) => setRoomTeam(ctx, request.params.id, me(request), request.body.influencers),
  );

  app.post(
    '/api/game-rooms/:id/start',
    {
      schema: {
        summary: 'Start a game room',
        params: gameIdParamsSchema,
        response: { 200: gameRoomSchema, ...errorResponses(409) },
      },
    },
    async (request) => startRoom(ctx, metrics, request.params.id, me(request)),
  );
};

/**
 * Finished rooms' and free-play games' published results (issue 18): public, as a
 * competition's, so a room's results are read without signing in (players as the room names them).
 */
export const gameResultsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  const schema = {
    params: gameIdParamsSchema,
    response: { 200: playedGameResultsSchema, ...errorResponses(409) },
  };
  app.get(
    '/api/game-rooms/:id/results',
    { schema: { ...schema, summary: "A game room's results" } },
    async (request) => getPlayedGameResults(ctx, 'room', request.params.id),
  );
  app.get(
    '/api/free-play/games/:id/results',
    { schema: { ...schema, summary: "A free-play game's results" } },
    async (request) => getPlayedGameResults(ctx, 'free_play', request.params.id),
  );
};
