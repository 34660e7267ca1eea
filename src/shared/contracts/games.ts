import { z } from 'zod';
import { GAME_ID_PATTERN } from '../game-id';
import { gameResultsSchema } from './competitions';

export { GAME_ID_PATTERN };

/**
 * Free-play games and multiplayer rooms: one engine, two doors (admin-vendor-coach-games.md
 * sections 2-9). Game ids are 6 upper-case letters or digits (`GAME_ID_PATTERN`).
 */
export const MAX_TEAM = 5;
export const ROOM_DEFAULT_MAX_PLAYERS = 8;
export const ROOM_MAX_PLAYERS = 20;
export const FREE_PLAY_DEFAULT_SECONDS = 86_400;
export const FREE_PLAY_QUARTERS = 4;
export const ROOM_DEFAULT_SECONDS = 3_600;

export const gameMessages = {
  nameRequired: 'Please enter your name.',
  gameNotFound: 'Game not found. Check the Game ID and try again.',
  invalidGameId: 'Invalid game ID',
  teamSize: 'Choose 1 to 5 influencers.',
  /** Rooms take exactly 5, as paid games do (docs/decisions/0020). */
  roomTeamSize: 'Please select exactly 5 influencers.',
  unknownInfluencer: 'One of the chosen influencers does not exist.',
  notInGame: 'Join this game first.',
  onlyCreatorStarts: 'Only the player who created the game can start it.',
  onlyHostStarts: 'Only the host can start the game.',
  noTeam: 'Please select at least one influencer for your team.',
  notAllReady: 'All players must select their teams first',
  alreadyStarted: 'This game has already started.',
  roomFull: 'This game is full.',
  teamLocked: 'Teams are locked once the game has started.',
  loginRequired: 'Please login to join games.',
  roomNameRequired: 'Please give the game a name.',
  /** GET …/results before the game has finished (409). */
  resultsNotReady: 'Results are published when the game has finished.',
  /** GET …/results of a game started before snapshot ids and commitments were recorded (409). */
  resultsNotRecorded:
    "This game was played before results were published, so its results can't be checked.",
} as const;

export const gameStatuses = ['waiting', 'playing', 'finished'] as const;
export const gameStatusSchema = z.enum(gameStatuses);
export type GameStatus = z.infer<typeof gameStatusSchema>;

/** waiting → playing (started by its creator / host) → finished (when its clock runs out). */
export const GAME_TRANSITIONS: Record<GameStatus, readonly GameStatus[]> = {
  waiting: ['playing'],
  playing: ['finished'],
  finished: [],
};

const playerName = z
  .string({ error: gameMessages.nameRequired })
  .trim()
  .min(1, gameMessages.nameRequired)
  .max(40, 'Names are at most 40 characters.');

const gameId = z
  .string()
  .trim()
  .transform((value) => value.toUpperCase());

export const gameIdParamsSchema = z.object({ id: gameId });

/** A room team: exactly 5 different influencers, like a paid game's (a smaller team is weaker). */
const roomTeam = z
  .array(z.string().trim().min(1).max(60), { error: gameMessages.roomTeamSize })
  .length(MAX_TEAM, gameMessages.roomTeamSize)
  .refine((ids) => new Set(ids).size === ids.length, gameMessages.roomTeamSize);

// ---- Free play (/free-play) ----

export const freePlayCreateSchema = z.object({ playerName });
export const freePlayJoinSchema = z.object({ playerName });
/** Free play also takes an empty team: a player who removes every pick before the start clears it. */
export const freePlayTeamSchema = z.object({
  influencerIds: z
    .array(z.string().trim().min(1).max(60), { error: gameMessages.teamSize })
    .max(MAX_TEAM, gameMessages.teamSize)
    .refine((ids) => new Set(ids).size === ids.length, gameMessages.teamSize),
});

/** An influencer card of the free-play grid: followers before play, the game's gains during it. */
export const freePlayInfluencerSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** With the @. */
  username: z.string(),
  avatar: z.string(),
  category: z.string(),
  followers: z.number().int(),
  score: z.number(),
  posts: z.number().int(),
  likes: z.number().int(),
  shares: z.number().int(),
  comments: z.number().int(),
});

export const gamePlayerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  score: z.number(),
  rank: z.number().int().nullable(),
  influencerIds: z.array(z.string()),
  ready: z.boolean(),
  isHost: z.boolean(),
  isYou: z.boolean(),
});
export type GamePlayer = z.infer<typeof gamePlayerSchema>;

export const freePlayGameSchema = z.object({
  id: z.string(),
  status: gameStatusSchema,
  players: z.array(gamePlayerSchema),
  /** The caller's player in this game, if they joined. */
  you: gamePlayerSchema.nullable(),
  influencers: z.array(freePlayInfluencerSchema),
  startedAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  durationSeconds: z.number().int(),
  quarterSeconds: z.number().int(),
  /** 1 to 4 while playing (6-hour blocks elapsed), null before. */
  quarter: z.number().int().nullable(),
  timeLeftSeconds: z.number().int().nullable(),
  /** False when no metrics existed at the start: baselines are 0. */
  baselinesFromMetrics: z.boolean(),
  winner: z.object({ playerId: z.number().int(), name: z.string() }).nullable(),
  version: z.number().int(),
});
export type FreePlayGame = z.infer<typeof freePlayGameSchema>;

export const gameIdResultSchema = z.object({ gameId: z.string() });

// ---- Rooms (/multiplayer, /game/:id) ----

/**
 * Who finds a room: a public one is listed in the lobby for every signed-in player, a private one
 * only by its Game ID (decision 0071).
 */
export const roomVisibilitySchema = z.enum(['public', 'private']);
export type RoomVisibility = z.infer<typeof roomVisibilitySchema>;

export const roomCreateSchema = z.object({
  name: z
    .string({ error: gameMessages.roomNameRequired })
    .trim()
    .min(1, gameMessages.roomNameRequired)
    .max(60, 'Game names are at most 60 characters.'),
  maxPlayers: z
    .number()
    .int()
    .min(2, 'A game needs at least 2 players.')
    .max(ROOM_MAX_PLAYERS, `At most ${ROOM_MAX_PLAYERS} players.`)
    .default(ROOM_DEFAULT_MAX_PLAYERS),
  prize: z.string().trim().max(100).optional(),
  visibility: roomVisibilitySchema.default('public'),
});
export type RoomCreate = z.input<typeof roomCreateSchema>;

/** POST /api/game-rooms/:id/team: the spec's payload name. */
export const roomTeamSchema = z.object({ influencers: roomTeam });

/** A room influencer (admin-vendor-coach-games.md section 3): its score so far in this game. */
export const roomInfluencerSchema = z.object({
  id: z.string(),
  name: z.string(),
  handle: z.string(),
  avatar: z.string(),
  score: z.number(),
});

export const gameRoomSchema = z.object({
  id: z.string(),
  name: z.string(),
  host: z.string(),
  hostId: z.number().int(),
  createdAt: z.string(),
  status: gameStatusSchema,
  players: z.array(gamePlayerSchema),
  maxPlayers: z.number().int(),
  prize: z.string().nullable(),
  visibility: roomVisibilitySchema,
  /** Seconds left while playing; null otherwise. */
  timeRemaining: z.number().int().nullable(),
  startedAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  winner: z.object({ playerId: z.number().int(), name: z.string() }).nullable(),
  version: z.number().int(),
});
export type GameRoom = z.infer<typeof gameRoomSchema>;
export const gameRoomListSchema = z.array(gameRoomSchema);

export const gameRoomDetailSchema = gameRoomSchema.extend({
  influencers: z.array(roomInfluencerSchema),
  you: gamePlayerSchema.nullable(),
});
export type GameRoomDetail = z.infer<typeof gameRoomDetailSchema>;

/**
 * A played room as the live channel pushes it when new metrics move the scores (issue 16): the
 * room as everyone sees it (no player `isYou`) and the game score of each influencer on a team.
 * The screen keeps the rest (the influencers' names and pictures, who you are) from its fetch.
 */
export const roomLiveViewSchema = gameRoomSchema.extend({
  influencers: z.array(z.object({ id: z.string(), score: z.number() })),
});
export type RoomLiveView = z.infer<typeof roomLiveViewSchema>;

/**
 * GET /api/game-rooms/:id/results and GET /api/free-play/games/:id/results: a finished room's or
 * free-play game's results in the shape of a competition's (GET /api/games/:id/results), so one
 * checker reads both: `competitionId` is the game's 6-character id, each entry is a player
 * (`playId` its player id, `enteredAt` when it joined, `player` its name as the game shows it).
 */
export const playedGameResultsSchema = gameResultsSchema
  .omit({ competitionId: true, status: true, productId: true, productName: true })
  .extend({
    competitionId: z.string(),
    kind: z.enum(['room', 'free_play']),
    name: z.string(),
    status: z.literal('finished'),
  });
export type PlayedGameResults = z.infer<typeof playedGameResultsSchema>;
