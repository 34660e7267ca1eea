import { randomInt } from 'node:crypto';
import {
  type FreePlayGame,
  GAME_ID_PATTERN,
  type GameRoom,
  type GameRoomDetail,
  type GameStatus,
  gameMessages,
  type RoomLiveView,
  type RoomVisibility,
} from '../../../shared/contracts/games';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { AppError } from '../../errors';
import { type LiveView, topics } from '../../events';
import {
  FREE_PLAY_INFLUENCER_IDS,
  findFreePlayGrid,
  findInfluencerCards,
} from '../influencers/influencers.service';
import { captureSnapshots } from '../influencers/metrics.service';
import type { MetricsProvider } from '../influencers/metrics-provider';
import {
  bumpVersion,
  countPlayers,
  findBaselineProgress,
  findDueGameIds,
  findFinalProgress,
  findGame,
  findLatestSnapshotsWithIds,
  findLobbyRooms,
  findPlayer,
  findPlayers,
  findPlayersOfGames,
  type GameKind,
  type GameRow,
  type Identity,
  insertBaselines,
  insertGameWithHost,
  insertPlayer,
  isListedRoom,
  lockGame,
  markFinished,
  markStarted,
  type PlayerRow,
  renamePlayer,
  setFinalScore,
  setFinalSnapshots,
  setPlayerTeam,
  writeCommitment,
} from './games.repository';
import {
  canMove,
  GAME_ID_ALPHABET,
  GAME_ID_LENGTH,
  type GameScores,
  gameCommitment,
  gamesWithGains,
  scoreFromProgress,
} from './games.rules';
import { toFreePlayGame, toRoom, toRoomDetail } from './games.views';

/** A free-play game takes at most this many players. */
const FREE_PLAY_MAX_PLAYERS = 50;

/** The lobby lists at most this many open rooms (newest first) and finished ones (latest first). */
const LOBBY_LIMITS = { open: 100, finished: 50 };

/** 6 upper-case letters or digits from the CSPRNG. */
export function newGameId(): string {
  let id = '';
  for (let i = 0; i < GAME_ID_LENGTH; i += 1) {
    id += GAME_ID_ALPHABET[randomInt(GAME_ID_ALPHABET.length)];
  }
  return id;
}

/** The game of this kind with this id (any text: a malformed id is simply not found). */
export async function getGame(ctx: AppContext, kind: GameKind, rawId: string): Promise<GameRow> {
  if (!GAME_ID_PATTERN.test(rawId)) throw new AppError('NOT_FOUND', gameMessages.gameNotFound);
  const game = await findGame(ctx.db, rawId, kind);
  if (!game) throw new AppError('NOT_FOUND', gameMessages.gameNotFound);
  return game;
}

export async function publish(ctx: AppContext, kind: GameKind, id: string, version: number) {
  if (!ctx.events) return;
  const topic = kind === 'room' ? topics.room(id) : topics.freePlay(id);
  await ctx.events.publish({ topic, id, version });
  // The lobby's topic names the room: a private room's Game ID is not told to every watcher.
  if (kind === 'room' && (await isListedRoom(ctx.db, id))) {
    await ctx.events.publish({ topic: topics.rooms, id, version });
  }
}

/** Creates a game with its creator as host player, under a fresh unique id. */
export async function createGame(
  ctx: AppContext,
  input: {
    kind: GameKind;
    name: string;
    maxPlayers: number;
    prize: string | null;
    visibility?: RoomVisibility;
    durationSeconds: number;
    identity: Identity;
    playerName: string;
  },
): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const id = newGameId();
    const created = await ctx.db.transaction((tx) =>
      insertGameWithHost(
        tx,
        {
          id,
          kind: input.kind,
          name: input.name,
          maxPlayers: input.maxPlayers,
          prize: input.prize,
          visibility: input.visibility ?? 'public',
          durationSeconds: input.durationSeconds,
          createdAt: ctx.clock.now(),
        },
        { identity: input.identity, name: input.playerName },
      ),
    );
    if (created) {
      await publish(ctx, input.kind, id, 1);
      return id;
    }
  }
  throw new Error('could not find a free game id');
}

/**
 * Adds the caller to a waiting game (or renames them if they are in it already). A started or
 * finished game takes no new players: the caller watches (`joined: false`), or for rooms a 409.
 */
export async function joinGame(
  ctx: AppContext,
  kind: GameKind,
  gameId: string,
  identity: Identity,
  playerName: string,
): Promise<{ joined: boolean }> {
  const outcome = await ctx.db.transaction(async (tx) => {
    const game = await findGame(tx, gameId, kind, true);
    if (!game) throw new AppError('NOT_FOUND', gameMessages.gameNotFound);
    const existing = await findPlayer(tx, gameId, identity);
    if (existing) {
      if (existing.name !== playerName && game.status === 'waiting') {
        await renamePlayer(tx, existing.id, playerName);
        return { joined: true, version: await bumpVersion(tx, gameId) };
      }
      return { joined: true, version: 0 };
    }
    if (game.status !== 'waiting') {
      if (kind === 'room') throw new AppError('CONFLICT', gameMessages.alreadyStarted);
      return { joined: false, version: 0 };
    }
    if ((await countPlayers(tx, gameId)) >= game.maxPlayers) {
      throw new AppError('CONFLICT', gameMessages.roomFull);
    }
    await insertPlayer(tx, { gameId, identity, name: playerName, joinedAt: ctx.clock.now() });
    return { joined: true, version: await bumpVersion(tx, gameId) };
  });
  if (outcome.version) await publish(ctx, kind, gameId, outcome.version);
  return { joined: outcome.joined };
}

/**
 * Sets the caller's team (existing influencers, from `allowed` when given; the route's schema sets
 * the size: exactly 5 in a room, up to 5 in free play): a team makes them ready, an empty one (free
 * play only) clears it.
 */
export async function setTeam(
  ctx: AppContext,
  kind: GameKind,
  gameId: string,
  identity: Identity | null,
  influencerIds: string[],
  allowed?: readonly string[],
): Promise<void> {
  if (allowed && influencerIds.some((id) => !allowed.includes(id))) {
    throw new AppError('BAD_REQUEST', gameMessages.unknownInfluencer);
  }
  const known = await findInfluencerCards(ctx, influencerIds);
  if (known.length !== influencerIds.length) {
    throw new AppError('BAD_REQUEST', gameMessages.unknownInfluencer);
  }
  const version = await ctx.db.transaction(async (tx) => {
    const game = await findGame(tx, gameId, kind, true);
    if (!game) throw new AppError('NOT_FOUND', gameMessages.gameNotFound);
    const player = await findPlayer(tx, gameId, identity);
    if (!player) throw new AppError('FORBIDDEN', gameMessages.notInGame);
    if (game.status !== 'waiting') throw new AppError('CONFLICT', gameMessages.teamLocked);
    await setPlayerTeam(tx, player.id, influencerIds, influencerIds.length > 0);
    return bumpVersion(tx, gameId);
  });
  await publish(ctx, kind, gameId, version);
}

/** The game, if `identity` is its host and it may still start; else the reason as an AppError. */
async function checkCanStart(
  db: Executor,
  kind: GameKind,
  gameId: string,
  identity: Identity | null,
  lock = false,
) {
  const game = await findGame(db, gameId, kind, lock);
  if (!game) throw new AppError('NOT_FOUND', gameMessages.gameNotFound);
  const player = await findPlayer(db, gameId, identity);
  if (!player?.isHost) {
    throw new AppError(
      'FORBIDDEN',
      kind === 'room' ? gameMessages.onlyHostStarts : gameMessages.onlyCreatorStarts,
    );
  }
  if (!canMove(game.status as GameStatus, 'playing')) {
    throw new AppError('CONFLICT', gameMessages.alreadyStarted);
  }
  const players = await findPlayers(db, gameId);
  if (kind === 'room' && players.some((candidate) => !candidate.ready)) {
    throw new AppError('CONFLICT', gameMessages.notAllReady);
  }
  if (player.influencerIds.length === 0) throw new AppError('BAD_REQUEST', gameMessages.noTeam);
  return { game, players };
}

/**
 * Starts a waiting game for everyone at once: only its host; every player ready (rooms) or the
 * host's team chosen (free play). Baselines are every grid influencer's counters now (a snapshot is
 * taken first); with no metrics at all they are 0 and the game says so.
 */
export async function startGame(
  ctx: AppContext,
  metrics: MetricsProvider,
  kind: GameKind,
  gameId: string,
  identity: Identity | null,
  baselineInfluencers: (players: PlayerRow[]) => readonly string[],
): Promise<void> {
  const now = ctx.clock.now();
  // The provider may call an HTTP API: take the start's snapshot before the transaction, so no
  // game row waits on it, and only for the one who may start (the checks run again under the
  // lock). A team changed in between has its baselines from the latest stored snapshots.
  const before = await checkCanStart(ctx.db, kind, gameId, identity);
  try {
    await captureSnapshots(ctx, metrics, [...baselineInfluencers(before.players)], now);
  } catch (error) {
    ctx.log.warn({ err: error, gameId }, 'metrics unavailable at game start');
  }
  const version = await ctx.db.transaction(async (tx) => {
    const { game, players } = await checkCanStart(tx, kind, gameId, identity, true);
    const ids = [...baselineInfluencers(players)];
    const latest = await findLatestSnapshotsWithIds(tx, ids, now);
    const baselines = ids.map((influencerId) => {
      const snapshot = latest.get(influencerId);
      return {
        influencerId,
        snapshotId: snapshot?.snapshotId ?? null,
        posts: snapshot?.posts ?? 0,
        likes: snapshot?.likes ?? 0,
        shares: snapshot?.shares ?? 0,
        comments: snapshot?.comments ?? 0,
      };
    });
    await insertBaselines(tx, gameId, baselines);
    // Issue 18: the players (id, join time, team) and their baselines' snapshots, fixed now.
    await writeCommitment(tx, gameId, {
      sha256: await gameCommitment(gameId, players, baselines),
      createdAt: now,
    });
    await markStarted(tx, gameId, {
      startedAt: now,
      endsAt: new Date(now.getTime() + game.durationSeconds * 1000),
      baselinesFromMetrics: latest.size > 0,
    });
    return bumpVersion(tx, gameId);
  });
  await publish(ctx, kind, gameId, version);
}

/**
 * Scores many games at once with one statement (the lobby lists up to 150 rooms): waiting games
 * have no scores, finished ones their kept final scores, playing ones the gains of their players'
 * teams since the baselines, ranked. The gains of finished games are read only when asked for.
 */
export async function scoreGames(
  ctx: AppContext,
  rows: readonly GameRow[],
  playersByGame: ReadonlyMap<string, readonly PlayerRow[]>,
  options: { finishedGains?: boolean } = {},
): Promise<Map<string, GameScores>> {
  const progress = await findBaselineProgress(
    ctx.db,
    gamesWithGains(rows, options).map((game) => game.id),
    ctx.clock.now(),
  );
  return scoreFromProgress(rows, playersByGame, progress);
}

/** One game's gains (finished games' too) and its players' scores and ranks. */
export async function scoreGame(
  ctx: AppContext,
  game: GameRow,
  players: PlayerRow[],
): Promise<GameScores> {
  const scored = await scoreGames(ctx, [game], new Map([[game.id, players]]), {
    finishedGains: true,
  });
  return scored.get(game.id) ?? { gains: new Map(), scores: new Map() };
}

/** Finishes every playing game whose clock ran out: final scores, ranks and the winner, once. */
export async function finishDueGames(ctx: AppContext): Promise<number> {
  const now = ctx.clock.now();
  let finished = 0;
  for (const id of await findDueGameIds(ctx.db, now)) {
    const result = await ctx.db.transaction(async (tx) => {
      const game = await lockGame(tx, id);
      if (!game || !canMove(game.status as GameStatus, 'finished')) return null;
      const players = await findPlayers(tx, id);
      // The final snapshots are recorded first and the scores read from them, so the published
      // final counters are the ones each score came from (issue 18).
      await setFinalSnapshots(tx, id, game.endsAt ?? now);
      const progress = await findFinalProgress(tx, id);
      const { scores } = scoreFromProgress([game], new Map([[id, players]]), progress).get(id) ?? {
        scores: new Map(),
      };
      for (const player of players) {
        const scored = scores.get(player.id);
        await setFinalScore(tx, player.id, {
          finalScore: scored?.score ?? 0,
          rank: scored?.rank ?? null,
        });
      }
      const winner = players.find((player) => scores.get(player.id)?.rank === 1);
      await markFinished(tx, id, { finishedAt: now, winnerPlayerId: winner?.id ?? null });
      return { kind: game.kind as GameKind, version: await bumpVersion(tx, id) };
    });
    if (result) {
      finished += 1;
      await publish(ctx, result.kind, id, result.version);
    }
  }
  return finished;
}

// Free play (/free-play): guests allowed, the grid is influencers' free-play twelve.

export async function createFreePlayGame(
  ctx: AppContext,
  identity: Identity,
  playerName: string,
  durationSeconds: number,
): Promise<string> {
  return createGame(ctx, {
    kind: 'free_play',
    name: `${playerName}'s game`,
    maxPlayers: FREE_PLAY_MAX_PLAYERS,
    prize: null,
    durationSeconds,
    identity,
    playerName,
  });
}

/** A free-play game as its page shows it to `identity`. */
export async function getFreePlayGame(
  ctx: AppContext,
  rawId: string,
  identity: Identity | null,
): Promise<FreePlayGame> {
  const game = await getGame(ctx, 'free_play', rawId);
  const players = await findPlayers(ctx.db, game.id);
  const scored = await scoreGame(ctx, game, players);
  const grid = await findFreePlayGrid(ctx);
  return toFreePlayGame(game, players, scored, grid, identity, ctx.clock.now());
}

export async function setFreePlayTeam(
  ctx: AppContext,
  rawId: string,
  identity: Identity | null,
  influencerIds: string[],
): Promise<FreePlayGame> {
  const game = await getGame(ctx, 'free_play', rawId);
  await setTeam(ctx, 'free_play', game.id, identity, influencerIds, FREE_PLAY_INFLUENCER_IDS);
  return getFreePlayGame(ctx, game.id, identity);
}

export async function startFreePlayGame(
  ctx: AppContext,
  metrics: MetricsProvider,
  rawId: string,
  identity: Identity | null,
): Promise<FreePlayGame> {
  const game = await getGame(ctx, 'free_play', rawId);
  await startGame(ctx, metrics, 'free_play', game.id, identity, () => FREE_PLAY_INFLUENCER_IDS);
  return getFreePlayGame(ctx, game.id, identity);
}

// Multiplayer rooms (/multiplayer, /game/:id): signed-in players only.

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

/** The lobby: the newest open rooms, then the latest finished ones. */
export async function findLobby(ctx: AppContext, identity: Identity): Promise<GameRoom[]> {
  return roomViews(ctx, await findLobbyRooms(ctx.db, LOBBY_LIMITS), identity);
}

/** One room as the lobby shows it. */
export async function getRoom(
  ctx: AppContext,
  rawId: string,
  identity: Identity,
): Promise<GameRoom> {
  const [room] = await roomViews(ctx, [await getGame(ctx, 'room', rawId)], identity);
  if (!room) throw new AppError('NOT_FOUND', gameMessages.gameNotFound);
  return room;
}

/**
 * The live view of played rooms (issue 16): when new metrics move the scores, the live channel
 * pushes each watched room as everyone sees it (no `isYou`: each client keeps who it is from its
 * last fetch) with the team influencers' game scores (`RoomLiveView`), built once per process and
 * poll instead of once per watcher. A room that is not being played has nothing to push: its own
 * events still make clients re-fetch.
 */
export function roomLiveView(ctx: AppContext): LiveView {
  const prefix = topics.room('');
  return {
    matches: (topic) => topic.startsWith(prefix),
    movedBy: [topics.metrics],
    build: async (topic) => {
      const id = topic.slice(prefix.length);
      if (!GAME_ID_PATTERN.test(id)) return null;
      const game = await findGame(ctx.db, id, 'room');
      if (game?.status !== 'playing') return null;
      const players = await findPlayers(ctx.db, game.id);
      const scored = await scoreGame(ctx, game, players);
      const view: RoomLiveView = {
        ...toRoom(game, players, scored, null, ctx.clock.now()),
        influencers: [...scored.gains].map(([influencerId, gain]) => ({
          id: influencerId,
          score: Math.round(gain.score),
        })),
      };
      return { version: game.version, view };
    },
  };
}

/** A room's own page: the room and every influencer to pick from. */
export async function getRoomDetail(
  ctx: AppContext,
  rawId: string,
  identity: Identity,
): Promise<GameRoomDetail> {
  const game = await getGame(ctx, 'room', rawId);
  const players = await findPlayers(ctx.db, game.id);
  const scored = await scoreGame(ctx, game, players);
  const room = toRoom(game, players, scored, identity, ctx.clock.now());
  return toRoomDetail(room, scored, await findInfluencerCards(ctx));
}

export async function createRoom(
  ctx: AppContext,
  user: { id: number; username: string },
  input: {
    name: string;
    maxPlayers: number;
    prize?: string | null | undefined;
    visibility?: RoomVisibility | undefined;
  },
  durationSeconds: number,
): Promise<GameRoom> {
  const id = await createGame(ctx, {
    kind: 'room',
    name: input.name,
    maxPlayers: input.maxPlayers,
    prize: input.prize || null,
    visibility: input.visibility ?? 'public',
    durationSeconds,
    identity: { userId: user.id },
    playerName: user.username,
  });
  return getRoom(ctx, id, { userId: user.id });
}

export async function joinRoom(
  ctx: AppContext,
  rawId: string,
  user: { id: number; username: string },
): Promise<GameRoom> {
  const game = await getGame(ctx, 'room', rawId);
  await joinGame(ctx, 'room', game.id, { userId: user.id }, user.username);
  return getRoom(ctx, game.id, { userId: user.id });
}

export async function setRoomTeam(
  ctx: AppContext,
  rawId: string,
  identity: Identity,
  influencerIds: string[],
): Promise<GameRoom> {
  const game = await getGame(ctx, 'room', rawId);
  await setTeam(ctx, 'room', game.id, identity, influencerIds);
  return getRoom(ctx, game.id, identity);
}

/** Starts a room: its baselines are every influencer some player picked. */
export async function startRoom(
  ctx: AppContext,
  metrics: MetricsProvider,
  rawId: string,
  identity: Identity,
): Promise<GameRoom> {
  const game = await getGame(ctx, 'room', rawId);
  await startGame(ctx, metrics, 'room', game.id, identity, (players) => [
    ...new Set(players.flatMap((player) => player.influencerIds)),
  ]);
  return getRoom(ctx, game.id, identity);
}
