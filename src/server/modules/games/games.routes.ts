import { inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  type FreePlayGame,
  freePlayCreateSchema,
  freePlayGameSchema,
  freePlayJoinSchema,
  freePlayTeamSchema,
  GAME_ID_PATTERN,
  type GameRoom,
  type GameRoomDetail,
  gameIdParamsSchema,
  gameIdResultSchema,
  gameMessages,
  gameRoomDetailSchema,
  gameRoomListSchema,
  gameRoomSchema,
  roomCreateSchema,
  roomTeamSchema,
} from '../../../shared/contracts/games';
import type { AppContext } from '../../context';
import { influencers } from '../../db/schema/influencers';
import { freePlayInfluencers } from '../../db/seed/influencers-data';
import { AppError } from '../../errors';
import { currentUser, requireUser } from '../../plugins/auth';
import type { MetricsProvider } from '../influencers/metrics-provider';
import {
  createGame,
  findGame,
  findPlayers,
  type GameKind,
  type GameRow,
  type GameScores,
  type Identity,
  joinGame,
  type PlayerRow,
  quarterOf,
  scoreGame,
  scoreGames,
  setTeam,
  startGame,
  toPlayer,
} from './games.engine';
import { findLobbyRooms, findPlayersOfGames } from './games.repository';
import { currentIdentity, ensureIdentity } from './guests';

export interface GameTimings {
  freePlaySeconds: number;
  roomSeconds: number;
}

type Options = { ctx: AppContext; metrics: MetricsProvider; timings: GameTimings };

/** The lobby lists at most this many open rooms (newest first) and finished ones (latest first). */
const LOBBY_LIMITS = { open: 100, finished: 50 };

/** The free-play grid: the 12 influencers of the specification's local game. */
const FREE_PLAY_IDS = freePlayInfluencers.map((influencer) => influencer.id);

function gameId(raw: string): string {
  if (!GAME_ID_PATTERN.test(raw)) throw new AppError('NOT_FOUND', gameMessages.gameNotFound);
  return raw;
}

async function loadGame(ctx: AppContext, kind: GameKind, id: string): Promise<GameRow> {
  const game = await findGame(ctx.db, gameId(id), kind);
  if (!game) throw new AppError('NOT_FOUND', gameMessages.gameNotFound);
  return game;
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

function timeLeft(game: GameRow, now: Date): number | null {
  if (game.status !== 'playing' || !game.endsAt) return null;
  return Math.max(0, Math.ceil((game.endsAt.getTime() - now.getTime()) / 1000));
}

async function freePlayView(
  ctx: AppContext,
  game: GameRow,
  identity: Identity | null,
): Promise<FreePlayGame> {
  const players = await findPlayers(ctx.db, game.id);
  const { gains, scores } = await scoreGame(ctx, game, players);
  const grid = await ctx.db
    .select()
    .from(influencers)
    .where(inArray(influencers.id, FREE_PLAY_IDS));
  const byId = new Map(grid.map((row) => [row.id, row]));
  const now = ctx.clock.now();
  const view = players.map((player) => toPlayer(player, scores.get(player.id), identity));
  const winner = view.find((player) => player.id === game.winnerPlayerId);
  return {
    id: game.id,
    status: game.status as FreePlayGame['status'],
    players: view,
    you: view.find((player) => player.isYou) ?? null,
    influencers: FREE_PLAY_IDS.flatMap((id) => {
      const row = byId.get(id);
      if (!row) return [];
      const gain = gains.get(id);
      return [
        {
          id,
          name: row.name,
          username: row.handle,
          avatar: row.avatarUrl,
          category: row.category,
          followers: row.followers.instagram ?? 0,
          score: Math.round(gain?.score ?? 0),
          posts: gain?.posts ?? 0,
          likes: gain?.likes ?? 0,
          shares: gain?.shares ?? 0,
          comments: gain?.comments ?? 0,
        },
      ];
    }),
    startedAt: iso(game.startedAt),
    endsAt: iso(game.endsAt),
    durationSeconds: game.durationSeconds,
    quarterSeconds: Math.floor(game.durationSeconds / 4),
    quarter:
      game.status === 'playing' && game.startedAt
        ? quarterOf(now.getTime() - game.startedAt.getTime(), game.durationSeconds)
        : null,
    timeLeftSeconds: timeLeft(game, now),
    baselinesFromMetrics: game.baselinesFromMetrics,
    winner: winner ? { playerId: winner.id, name: winner.name } : null,
    version: game.version,
  };
}

function toRoom(
  game: GameRow,
  players: readonly PlayerRow[],
  scored: GameScores | undefined,
  identity: Identity,
  now: Date,
): GameRoom {
  const view = players
    .map((player) => toPlayer(player, scored?.scores.get(player.id), identity))
    .sort((a, b) => (a.rank ?? 999) - (b.rank ?? 999));
  const host = players.find((player) => player.id === game.hostPlayerId);
  const winner = view.find((player) => player.id === game.winnerPlayerId);
  return {
    id: game.id,
    name: game.name,
    host: host?.name ?? '',
    hostId: host?.userId ?? 0,
    createdAt: game.createdAt.toISOString(),
    status: game.status as GameRoom['status'],
    players: view,
    maxPlayers: game.maxPlayers,
    prize: game.prize,
    timeRemaining: timeLeft(game, now),
    startedAt: iso(game.startedAt),
    endsAt: iso(game.endsAt),
    winner: winner ? { playerId: winner.id, name: winner.name } : null,
    version: game.version,
  };
}

/**
 * Rooms as the lobby shows them, in three statements however many rooms there are (the lobby is
 * polled every 5 s by every visitor): the rooms, all their players, all their baselines' progress.
 */
async function roomViews(
  ctx: AppContext,
  rows: GameRow[],
  identity: Identity,
): Promise<GameRoom[]> {
  const playersByGame = new Map<string, PlayerRow[]>();
  for (const player of await findPlayersOfGames(
    ctx.db,
    rows.map((game) => game.id),
  )) {
    const list = playersByGame.get(player.gameId) ?? [];
    list.push(player);
    playersByGame.set(player.gameId, list);
  }
  const scored = await scoreGames(ctx, rows, playersByGame);
  const now = ctx.clock.now();
  return rows.map((game) =>
    toRoom(game, playersByGame.get(game.id) ?? [], scored.get(game.id), identity, now),
  );
}

async function roomView(ctx: AppContext, game: GameRow, identity: Identity): Promise<GameRoom> {
  const [room] = await roomViews(ctx, [game], identity);
  if (!room) throw new AppError('NOT_FOUND', gameMessages.gameNotFound);
  return room;
}

async function roomDetail(
  ctx: AppContext,
  game: GameRow,
  identity: Identity,
): Promise<GameRoomDetail> {
  const players = await findPlayers(ctx.db, game.id);
  const scored = await scoreGame(ctx, game, players);
  const room = toRoom(game, players, scored, identity, ctx.clock.now());
  const all = await ctx.db.select().from(influencers).orderBy(influencers.name);
  return {
    ...room,
    influencers: all.map((row) => ({
      id: row.id,
      name: row.name,
      handle: row.handle,
      avatar: row.avatarUrl,
      score: Math.round(scored.gains.get(row.id)?.score ?? 0),
    })),
    you: room.players.find((player) => player.isYou) ?? null,
  };
}

/** Free play (/paid): guests allowed; one engine with the rooms. */
export const freePlayRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { ctx, metrics, timings },
) => {
  app.post(
    '/api/free-play/games',
    { schema: { body: freePlayCreateSchema, response: { 201: gameIdResultSchema } } },
    async (request, reply) => {
      const identity = await ensureIdentity(ctx, request, reply, request.body.playerName);
      const id = await createGame(ctx, {
        kind: 'free_play',
        name: `${request.body.playerName}'s game`,
        maxPlayers: 50,
        prize: null,
        durationSeconds: timings.freePlaySeconds,
        identity,
        playerName: request.body.playerName,
      });
      return reply.status(201).send({ gameId: id });
    },
  );

  app.post(
    '/api/free-play/games/:id/join',
    {
      schema: {
        params: gameIdParamsSchema,
        body: freePlayJoinSchema,
        response: { 200: gameIdResultSchema },
      },
    },
    async (request, reply) => {
      const game = await loadGame(ctx, 'free_play', request.params.id);
      const identity = await ensureIdentity(ctx, request, reply, request.body.playerName);
      await joinGame(ctx, 'free_play', game.id, identity, request.body.playerName);
      return { gameId: game.id };
    },
  );

  app.put(
    '/api/free-play/games/:id/team',
    {
      schema: {
        params: gameIdParamsSchema,
        body: freePlayTeamSchema,
        response: { 200: freePlayGameSchema },
      },
    },
    async (request) => {
      const game = await loadGame(ctx, 'free_play', request.params.id);
      const identity = await currentIdentity(ctx, request);
      await setTeam(ctx, 'free_play', game.id, identity, request.body.influencerIds, FREE_PLAY_IDS);
      return freePlayView(ctx, await loadGame(ctx, 'free_play', game.id), identity);
    },
  );

  app.post(
    '/api/free-play/games/:id/start',
    { schema: { params: gameIdParamsSchema, response: { 200: freePlayGameSchema } } },
    async (request) => {
      const game = await loadGame(ctx, 'free_play', request.params.id);
      const identity = await currentIdentity(ctx, request);
      await startGame(ctx, metrics, 'free_play', game.id, identity, async () => FREE_PLAY_IDS);
      return freePlayView(ctx, await loadGame(ctx, 'free_play', game.id), identity);
    },
  );

  app.get(
    '/api/free-play/games/:id',
    { schema: { params: gameIdParamsSchema, response: { 200: freePlayGameSchema } } },
    async (request) => {
      const game = await loadGame(ctx, 'free_play', request.params.id);
      return freePlayView(ctx, game, await currentIdentity(ctx, request));
    },
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
    { schema: { response: { 200: gameRoomListSchema } } },
    async (request) => {
      const rooms = await findLobbyRooms(ctx.db, LOBBY_LIMITS);
      return roomViews(ctx, rooms, me(request));
    },
  );

  app.post(
    '/api/game-rooms',
    { schema: { body: roomCreateSchema, response: { 201: gameRoomSchema } } },
    async (request, reply) => {
      const user = currentUser(request);
      const id = await createGame(ctx, {
        kind: 'room',
        name: request.body.name,
        maxPlayers: request.body.maxPlayers,
        prize: request.body.prize || null,
        durationSeconds: timings.roomSeconds,
        identity: { userId: user.id },
        playerName: user.username,
      });
      return reply
        .status(201)
        .send(await roomView(ctx, await loadGame(ctx, 'room', id), me(request)));
    },
  );

  app.post(
    '/api/game-rooms/:id/join',
    { schema: { params: gameIdParamsSchema, response: { 200: gameRoomSchema } } },
    async (request) => {
      const game = await loadGame(ctx, 'room', request.params.id);
      await joinGame(ctx, 'room', game.id, me(request), currentUser(request).username);
      return roomView(ctx, await loadGame(ctx, 'room', game.id), me(request));
    },
  );

  app.get(
    '/api/game-rooms/:id',
    { schema: { params: gameIdParamsSchema, response: { 200: gameRoomDetailSchema } } },
    async (request) => roomDetail(ctx, await loadGame(ctx, 'room', request.params.id), me(request)),
  );

  app.post(
    '/api/game-rooms/:id/team',
    {
      schema: {
        params: gameIdParamsSchema,
        body: roomTeamSchema,
        response: { 200: gameRoomSchema },
      },
    },
    async (request) => {
      const game = await loadGame(ctx, 'room', request.params.id);
      await setTeam(ctx, 'room', game.id, me(request), request.body.influencers);
      return roomView(ctx, await loadGame(ctx, 'room', game.id), me(request));
    },
  );

  app.post(
    '/api/game-rooms/:id/start',
    { schema: { params: gameIdParamsSchema, response: { 200: gameRoomSchema } } },
    async (request) => {
      const game = await loadGame(ctx, 'room', request.params.id);
      await startGame(ctx, metrics, 'room', game.id, me(request), async (players) => [
        ...new Set(players.flatMap((player) => player.influencerIds)),
      ]);
      return roomView(ctx, await loadGame(ctx, 'room', game.id), me(request));
    },
  );
};
