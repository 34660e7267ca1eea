import { randomInt } from 'node:crypto';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import {
  type Counters,
  gainedScore,
  rankEntries,
  teamScore,
} from '../../../shared/competition-rules';
import {
  GAME_TRANSITIONS,
  type GamePlayer,
  type GameStatus,
  gameMessages,
} from '../../../shared/contracts/games';
import type { AppContext } from '../../context';
import type { Database, Executor } from '../../db/client';
import { gameBaselines, gamePlayers, games } from '../../db/schema/games';
import { influencers } from '../../db/schema/influencers';
import { AppError } from '../../errors';
import { topics } from '../../events';
import { captureSnapshots, findLatestSnapshots } from '../influencers/metrics.service';
import type { MetricsProvider } from '../influencers/metrics-provider';
import {
  findBaselineProgress,
  type GameKind,
  type GameRow,
  type PlayerRow,
} from './games.repository';

export type { GameKind, GameRow, PlayerRow };

/** Who is asking: a signed-in user, a guest, or nobody yet. */
export type Identity =
  | { userId: number; guestId?: undefined }
  | { guestId: number; userId?: undefined };

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** 6 upper-case letters or digits from the CSPRNG. */
export function newGameId(): string {
  let id = '';
  for (let i = 0; i < 6; i += 1) id += ID_ALPHABET[randomInt(ID_ALPHABET.length)];
  return id;
}

export function canMove(from: GameStatus, to: GameStatus): boolean {
  return GAME_TRANSITIONS[from].includes(to);
}

/** The 1-based quarter of a game `elapsedMs` in (4 quarters), null before the start. */
export function quarterOf(elapsedMs: number | null, durationSeconds: number): number | null {
  if (elapsedMs === null) return null;
  const quarterMs = (durationSeconds * 1000) / 4;
  return Math.min(4, Math.max(1, Math.floor(elapsedMs / quarterMs) + 1));
}

const identityWhere = (identity: Identity) =>
  identity.userId !== undefined
    ? eq(gamePlayers.userId, identity.userId)
    : eq(gamePlayers.guestId, identity.guestId);

export async function findGame(db: Executor, id: string, kind: GameKind, lock = false) {
  const query = db
    .select()
    .from(games)
    .where(and(eq(games.id, id), eq(games.kind, kind)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function findPlayers(db: Executor, gameId: string): Promise<PlayerRow[]> {
  return db
    .select()
    .from(gamePlayers)
    .where(eq(gamePlayers.gameId, gameId))
    .orderBy(asc(gamePlayers.joinedAt), asc(gamePlayers.id));
}

export async function findPlayer(db: Executor, gameId: string, identity: Identity | null) {
  if (!identity) return undefined;
  const [row] = await db
    .select()
    .from(gamePlayers)
    .where(and(eq(gamePlayers.gameId, gameId), identityWhere(identity)));
  return row;
}

/** Creates a game with its creator as host player, under a fresh unique id. */
export async function createGame(
  ctx: AppContext,
  input: {
    kind: GameKind;
    name: string;
    maxPlayers: number;
    prize: string | null;
    durationSeconds: number;
    identity: Identity;
    playerName: string;
  },
): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const id = newGameId();
    const created = await ctx.db.transaction(async (tx) => {
      const now = ctx.clock.now();
      const inserted = await tx
        .insert(games)
        .values({
          id,
          kind: input.kind,
          name: input.name,
          status: 'waiting',
          maxPlayers: input.maxPlayers,
          prize: input.prize,
          durationSeconds: input.durationSeconds,
          createdAt: now,
        })
        .onConflictDoNothing()
        .returning({ id: games.id });
      if (inserted.length === 0) return false;
      const [host] = await tx
        .insert(gamePlayers)
        .values({
          gameId: id,
          ...input.identity,
          name: input.playerName,
          isHost: true,
          joinedAt: now,
        })
        .returning({ id: gamePlayers.id });
      await tx
        .update(games)
        .set({ hostPlayerId: host?.id ?? null })
        .where(eq(games.id, id));
      return true;
    });
    if (created) {
      await publish(ctx, input.kind, id, 1);
      return id;
    }
  }
  throw new Error('could not find a free game id');
}

async function bump(tx: Executor, gameId: string): Promise<number> {
  const [row] = await tx
    .update(games)
    .set({ version: sql`${games.version} + 1` })
    .where(eq(games.id, gameId))
    .returning({ version: games.version });
  return row?.version ?? 0;
}

export async function publish(ctx: AppContext, kind: GameKind, id: string, version: number) {
  if (!ctx.events) return;
  const topic = kind === 'room' ? topics.room(id) : topics.freePlay(id);
  await ctx.events.publish({ topic, id, version });
  if (kind === 'room') await ctx.events.publish({ topic: topics.rooms, id, version });
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
        await tx
          .update(gamePlayers)
          .set({ name: playerName })
          .where(eq(gamePlayers.id, existing.id));
        return { joined: true, version: await bump(tx, gameId) };
      }
      return { joined: true, version: 0 };
    }
    if (game.status !== 'waiting') {
      if (kind === 'room') throw new AppError('CONFLICT', gameMessages.alreadyStarted);
      return { joined: false, version: 0 };
    }
    const [{ count } = { count: 0 }] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(gamePlayers)
      .where(eq(gamePlayers.gameId, gameId));
    if (Number(count) >= game.maxPlayers) throw new AppError('CONFLICT', gameMessages.roomFull);
    await tx
      .insert(gamePlayers)
      .values({ gameId, ...identity, name: playerName, joinedAt: ctx.clock.now() });
    return { joined: true, version: await bump(tx, gameId) };
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
  const known =
    influencerIds.length === 0
      ? []
      : await ctx.db
          .select({ id: influencers.id })
          .from(influencers)
          .where(inArray(influencers.id, influencerIds));
  if (known.length !== influencerIds.length) {
    throw new AppError('BAD_REQUEST', gameMessages.unknownInfluencer);
  }
  const version = await ctx.db.transaction(async (tx) => {
    const game = await findGame(tx, gameId, kind, true);
    if (!game) throw new AppError('NOT_FOUND', gameMessages.gameNotFound);
    const player = await findPlayer(tx, gameId, identity);
    if (!player) throw new AppError('FORBIDDEN', gameMessages.notInGame);
    if (game.status !== 'waiting') throw new AppError('CONFLICT', gameMessages.teamLocked);
    await tx
      .update(gamePlayers)
      .set({ influencerIds, ready: influencerIds.length > 0 })
      .where(eq(gamePlayers.id, player.id));
    return bump(tx, gameId);
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
  baselineInfluencers: (players: PlayerRow[]) => Promise<string[]>,
): Promise<void> {
  const now = ctx.clock.now();
  // The provider may call an HTTP API: take the start's snapshot before the transaction, so no
  // game row waits on it, and only for the one who may start (the checks run again under the
  // lock). A team changed in between has its baselines from the latest stored snapshots.
  const before = await checkCanStart(ctx.db, kind, gameId, identity);
  try {
    await captureSnapshots(ctx, metrics, await baselineInfluencers(before.players), now);
  } catch (error) {
    ctx.log.warn({ err: error, gameId }, 'metrics unavailable at game start');
  }
  const version = await ctx.db.transaction(async (tx) => {
    const { game, players } = await checkCanStart(tx, kind, gameId, identity, true);
    const ids = await baselineInfluencers(players);
    const txCtx = { ...ctx, db: tx as unknown as Database };
    const latest = await findLatestSnapshots(txCtx, ids, now);
    if (ids.length > 0) {
      await tx.insert(gameBaselines).values(
        ids.map((influencerId) => {
          const snapshot = latest.get(influencerId);
          return {
            gameId,
            influencerId,
            posts: snapshot?.posts ?? 0,
            likes: snapshot?.likes ?? 0,
            shares: snapshot?.shares ?? 0,
            comments: snapshot?.comments ?? 0,
          };
        }),
      );
    }
    await tx
      .update(games)
      .set({
        status: 'playing',
        startedAt: now,
        endsAt: new Date(now.getTime() + game.durationSeconds * 1000),
        baselinesFromMetrics: latest.size > 0,
      })
      .where(eq(games.id, gameId));
    return bump(tx, gameId);
  });
  await publish(ctx, kind, gameId, version);
}

export interface InfluencerGain extends Counters {
  score: number;
}

export interface GameScores {
  /** Each baseline influencer's gains so far (up to the game's end). */
  gains: Map<string, InfluencerGain>;
  /** Each player's score and rank. */
  scores: Map<number, { score: number; rank: number }>;
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
  const started = rows.filter((game) => game.status !== 'waiting' && game.startedAt);
  const withGains = started.filter(
    (game) => game.status === 'playing' || options.finishedGains === true,
  );
  const progress = await findBaselineProgress(
    ctx.db,
    withGains.map((game) => game.id),
    ctx.clock.now(),
  );
  const result = new Map<string, GameScores>();
  for (const game of rows) result.set(game.id, { gains: new Map(), scores: new Map() });
  for (const row of progress) {
    const current = row.current ?? row.baseline;
    result.get(row.gameId)?.gains.set(row.influencerId, {
      posts: Math.max(0, current.posts - row.baseline.posts),
      likes: Math.max(0, current.likes - row.baseline.likes),
      shares: Math.max(0, current.shares - row.baseline.shares),
      comments: Math.max(0, current.comments - row.baseline.comments),
      score: gainedScore(current, row.baseline),
    });
  }
  for (const game of started) {
    const scored = result.get(game.id);
    const players = playersByGame.get(game.id) ?? [];
    if (!scored) continue;
    if (game.status === 'finished') {
      for (const player of players) {
        scored.scores.set(player.id, { score: player.finalScore ?? 0, rank: player.rank ?? 0 });
      }
      continue;
    }
    const ranked = rankEntries(
      players.map((player) => ({
        playId: player.id,
        paidAt: player.joinedAt,
        score: teamScore(player.influencerIds.map((id) => scored.gains.get(id)?.score ?? 0)),
      })),
    );
    for (const entry of ranked) {
      scored.scores.set(entry.playId, { score: entry.score, rank: entry.rank });
    }
  }
  return result;
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
  const due = await ctx.db
    .select({ id: games.id })
    .from(games)
    .where(and(eq(games.status, 'playing'), lte(games.endsAt, now)));
  let finished = 0;
  for (const { id } of due) {
    const result = await ctx.db.transaction(async (tx) => {
      const [game] = await tx.select().from(games).where(eq(games.id, id)).for('update');
      if (!game || !canMove(game.status as GameStatus, 'finished')) return null;
      const txCtx = { ...ctx, db: tx as unknown as Database };
      const players = await findPlayers(tx, id);
      const { scores } = await scoreGame(txCtx, game, players);
      for (const player of players) {
        const scored = scores.get(player.id);
        await tx
          .update(gamePlayers)
          .set({ finalScore: scored?.score ?? 0, rank: scored?.rank ?? null })
          .where(eq(gamePlayers.id, player.id));
      }
      const winner = players.find((player) => scores.get(player.id)?.rank === 1);
      await tx
        .update(games)
        .set({ status: 'finished', finishedAt: now, winnerPlayerId: winner?.id ?? null })
        .where(eq(games.id, id));
      return { kind: game.kind as GameKind, version: await bump(tx, id) };
    });
    if (result) {
      finished += 1;
      await publish(ctx, result.kind, id, result.version);
    }
  }
  return finished;
}

/** A player as the screens show it. */
export function toPlayer(
  player: PlayerRow,
  scored: { score: number; rank: number } | undefined,
  identity: Identity | null,
): GamePlayer {
  const isYou = Boolean(
    identity &&
      ((identity.userId !== undefined && player.userId === identity.userId) ||
        (identity.guestId !== undefined && player.guestId === identity.guestId)),
  );
  return {
    id: player.id,
    name: player.name,
    score: scored?.score ?? 0,
    rank: scored?.rank ?? null,
    influencerIds: player.influencerIds,
    ready: player.ready,
    isHost: player.isHost,
    isYou,
  };
}
