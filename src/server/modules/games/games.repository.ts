import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Counters } from '../../../shared/competition-rules';
import type { Executor } from '../../db/client';
import { gameBaselines, gamePlayers, games, guests } from '../../db/schema/games';
import { selectRows, textArray } from '../../db/sql';

export type GameRow = typeof games.$inferSelect;
export type PlayerRow = typeof gamePlayers.$inferSelect;
export type GameKind = 'free_play' | 'room';

/** Who a player is: a signed-in user or a guest (exactly one, as the table's check says). */
export type Identity =
  | { userId: number; guestId?: undefined }
  | { guestId: number; userId?: undefined };

const identityWhere = (identity: Identity) =>
  identity.userId !== undefined
    ? eq(gamePlayers.userId, identity.userId)
    : eq(gamePlayers.guestId, identity.guestId);

/** One game of this kind, row-locked until the transaction ends when `lock` is set. */
export async function findGame(db: Executor, id: string, kind: GameKind, lock = false) {
  const query = db
    .select()
    .from(games)
    .where(and(eq(games.id, id), eq(games.kind, kind)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** Whether the lobby lists this game: a public room. */
export async function isListedRoom(db: Executor, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: games.id })
    .from(games)
    .where(and(eq(games.id, id), eq(games.kind, 'room'), eq(games.visibility, 'public')));
  return row !== undefined;
}

/** One game of either kind, row-locked until the transaction ends. */
export async function lockGame(db: Executor, id: string): Promise<GameRow | undefined> {
  const [row] = await db.select().from(games).where(eq(games.id, id)).for('update');
  return row;
}

/** A game's players in join order. */
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

export async function countPlayers(db: Executor, gameId: string): Promise<number> {
  const [{ count } = { count: 0 }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(gamePlayers)
    .where(eq(gamePlayers.gameId, gameId));
  return Number(count);
}

/**
 * Inserts a waiting game with its creator as host player; false (nothing written) when the id is
 * taken. Run it in a transaction: the game, its host and the host's id are written together.
 */
export async function insertGameWithHost(
  tx: Executor,
  game: {
    id: string;
    kind: GameKind;
    name: string;
    maxPlayers: number;
    prize: string | null;
    visibility: 'public' | 'private';
    durationSeconds: number;
    createdAt: Date;
  },
  host: { identity: Identity; name: string },
): Promise<boolean> {
  const inserted = await tx
    .insert(games)
    .values({ ...game, status: 'waiting' })
    .onConflictDoNothing()
    .returning({ id: games.id });
  if (inserted.length === 0) return false;
  const [player] = await tx
    .insert(gamePlayers)
    .values({
      gameId: game.id,
      ...host.identity,
      name: host.name,
      isHost: true,
      joinedAt: game.createdAt,
    })
    .returning({ id: gamePlayers.id });
  await tx
    .update(games)
    .set({ hostPlayerId: player?.id ?? null })
    .where(eq(games.id, game.id));
  return true;
}

export async function insertPlayer(
  db: Executor,
  values: { gameId: string; identity: Identity; name: string; joinedAt: Date },
): Promise<void> {
  await db.insert(gamePlayers).values({
    gameId: values.gameId,
    ...values.identity,
    name: values.name,
    joinedAt: values.joinedAt,
  });
}

export async function renamePlayer(db: Executor, playerId: number, name: string): Promise<void> {
  await db.update(gamePlayers).set({ name }).where(eq(gamePlayers.id, playerId));
}

export async function setPlayerTeam(
  db: Executor,
  playerId: number,
  influencerIds: string[],
  ready: boolean,
): Promise<void> {
  await db.update(gamePlayers).set({ influencerIds, ready }).where(eq(gamePlayers.id, playerId));
}

/** Raises the game's version (every change does); returns the new one. */
export async function bumpVersion(db: Executor, gameId: string): Promise<number> {
  const [row] = await db
    .update(games)
    .set({ version: sql`${games.version} + 1` })
    .where(eq(games.id, gameId))
    .returning({ version: games.version });
  return row?.version ?? 0;
}

export type BaselineValues = Counters & { influencerId: string; snapshotId: number | null };

export async function insertBaselines(
  db: Executor,
  gameId: string,
  baselines: readonly BaselineValues[],
): Promise<void> {
  if (baselines.length === 0) return;
  await db.insert(gameBaselines).values(baselines.map((baseline) => ({ gameId, ...baseline })));
}

export async function markStarted(
  db: Executor,
  gameId: string,
  values: { startedAt: Date; endsAt: Date; baselinesFromMetrics: boolean },
): Promise<void> {
  await db
    .update(games)
    .set({ status: 'playing', ...values })
    .where(eq(games.id, gameId));
}

/** Stores a started game's commitment once (one already set is never replaced). */
export async function writeCommitment(
  db: Executor,
  gameId: string,
  values: { sha256: string; createdAt: Date },
): Promise<void> {
  await db
    .update(games)
    .set({ commitmentSha256: values.sha256, commitmentCreatedAt: values.createdAt })
    .where(and(eq(games.id, gameId), sql`${games.commitmentSha256} is null`));
}

/** Each influencer's latest snapshot at or before `at`, with its id and time. */
export async function findLatestSnapshotsWithIds(
  db: Executor,
  influencerIds: readonly string[],
  at: Date,
): Promise<Map<string, Counters & { snapshotId: number; takenAt: Date }>> {
  if (influencerIds.length === 0) return new Map();
  const rows = await selectRows<{
    influencer_id: string;
    id: string;
    taken_at: string | Date;
    posts: number;
    likes: number;
    shares: number;
    comments: number;
  }>(
    db,
    sql`select chosen.id as influencer_id, s.id, s.taken_at, s.posts::float8 as posts,
          s.likes::float8 as likes, s.shares::float8 as shares, s.comments::float8 as comments
        from unnest(${textArray(influencerIds)}) as chosen(id)
        cross join lateral (
          select m.id, m.taken_at, m.posts, m.likes, m.shares, m.comments from metrics_snapshots m
          where m.influencer_id = chosen.id and m.taken_at <= ${at}::timestamptz
          order by m.taken_at desc limit 1
        ) s`,
  );
  return new Map(
    rows.map((row) => [
      row.influencer_id,
      {
        snapshotId: Number(row.id),
        takenAt: new Date(row.taken_at),
        posts: Number(row.posts),
        likes: Number(row.likes),
        shares: Number(row.shares),
        comments: Number(row.comments),
      },
    ]),
  );
}

/**
 * Records each baseline's final snapshot: the latest of its influencer at or before the game's
 * end. Run in the finishing transaction before the scores are read back with `findFinalProgress`,
 * so the published final snapshot is the one the score came from.
 */
export async function setFinalSnapshots(db: Executor, gameId: string, end: Date): Promise<void> {
  await db.execute(
    sql`update game_baselines b set final_snapshot_id = (
          select m.id from metrics_snapshots m
          where m.influencer_id = b.influencer_id and m.taken_at <= ${end}::timestamptz
          order by m.taken_at desc limit 1)
        where b.game_id = ${gameId}`,
  );
}

/** A game's baselines with the counters of their recorded final snapshots. */
export async function findFinalProgress(db: Executor, gameId: string): Promise<BaselineProgress[]> {
  const rows = await selectRows<RawProgress>(
    db,
    sql`select b.game_id, b.influencer_id,
          b.posts::float8 as posts, b.likes::float8 as likes,
          b.shares::float8 as shares, b.comments::float8 as comments,
          s.posts::float8 as current_posts, s.likes::float8 as current_likes,
          s.shares::float8 as current_shares, s.comments::float8 as current_comments
        from game_baselines b
        left join metrics_snapshots s on s.id = b.final_snapshot_id
        where b.game_id = ${gameId}`,
  );
  return rows.map(toProgress);
}

/** A finished game's baselines as its results publish them: counters, snapshot ids and times. */
export interface ResultBaselineRow {
  influencerId: string;
  baseline: Counters & { snapshotId: number | null; at: Date | null };
  final: (Counters & { snapshotId: number; at: Date }) | null;
}

export async function findResultBaselines(
  db: Executor,
  gameId: string,
): Promise<ResultBaselineRow[]> {
  const rows = await selectRows<{
    influencer_id: string;
    posts: number;
    likes: number;
    shares: number;
    comments: number;
    snapshot_id: string | null;
    baseline_at: string | Date | null;
    final_snapshot_id: string | null;
    final_at: string | Date | null;
    final_posts: number | null;
    final_likes: number | null;
    final_shares: number | null;
    final_comments: number | null;
  }>(
    db,
    sql`select b.influencer_id, b.posts::float8 as posts, b.likes::float8 as likes,
          b.shares::float8 as shares, b.comments::float8 as comments,
          b.snapshot_id, bs.taken_at as baseline_at,
          b.final_snapshot_id, fs.taken_at as final_at,
          fs.posts::float8 as final_posts, fs.likes::float8 as final_likes,
          fs.shares::float8 as final_shares, fs.comments::float8 as final_comments
        from game_baselines b
        left join metrics_snapshots bs on bs.id = b.snapshot_id
        left join metrics_snapshots fs on fs.id = b.final_snapshot_id
        where b.game_id = ${gameId}`,
  );
  const at = (value: string | Date | null) => (value === null ? null : new Date(value));
  return rows.map((row) => ({
    influencerId: row.influencer_id,
    baseline: {
      snapshotId: row.snapshot_id === null ? null : Number(row.snapshot_id),
      at: at(row.baseline_at),
      posts: Number(row.posts),
      likes: Number(row.likes),
      shares: Number(row.shares),
      comments: Number(row.comments),
    },
    final:
      row.final_snapshot_id === null || row.final_at === null
        ? null
        : {
            snapshotId: Number(row.final_snapshot_id),
            at: new Date(row.final_at),
            posts: Number(row.final_posts),
            likes: Number(row.final_likes),
            shares: Number(row.final_shares),
            comments: Number(row.final_comments),
          },
  }));
}

/** The ids of the playing games whose clock ran out by `now`. */
export async function findDueGameIds(db: Executor, now: Date): Promise<string[]> {
  const due = await db
    .select({ id: games.id })
    .from(games)
    .where(and(eq(games.status, 'playing'), lte(games.endsAt, now)));
  return due.map((row) => row.id);
}

export async function setFinalScore(
  db: Executor,
  playerId: number,
  values: { finalScore: number; rank: number | null },
): Promise<void> {
  await db.update(gamePlayers).set(values).where(eq(gamePlayers.id, playerId));
}

export async function markFinished(
  db: Executor,
  gameId: string,
  values: { finishedAt: Date; winnerPlayerId: number | null },
): Promise<void> {
  await db
    .update(games)
    .set({ status: 'finished', ...values })
    .where(eq(games.id, gameId));
}

/** The guest whose token has this hash. */
export async function findGuestId(db: Executor, tokenHash: string): Promise<number | undefined> {
  const [guest] = await db
    .select({ id: guests.id })
    .from(guests)
    .where(eq(guests.tokenHash, tokenHash));
  return guest?.id;
}

export async function touchGuest(
  db: Executor,
  guestId: number,
  values: { displayName: string; lastSeenAt: Date },
): Promise<void> {
  await db.update(guests).set(values).where(eq(guests.id, guestId));
}

export async function insertGuest(
  db: Executor,
  values: { tokenHash: string; displayName: string; createdAt: Date; lastSeenAt: Date },
): Promise<number> {
  const [guest] = await db.insert(guests).values(values).returning({ id: guests.id });
  if (!guest) throw new Error('guest insert returned no row');
  return guest.id;
}

/**
 * The lobby's rooms: the newest `open` waiting or playing public rooms, then the `finished` most
 * recently finished. A private room is never listed: it is reached only by its Game ID. Filtered on the kind in SQL: free-play games share the table, and the never-started
 * ones stay waiting forever, so they must not take a room's place under the limit. One statement
 * over the (kind, status, created_at) and (kind, status, finished_at) indexes.
 */
export async function findLobbyRooms(
  db: Executor,
  limits: { open: number; finished: number },
): Promise<GameRow[]> {
  const rows = await unionAll(
    db
      .select()
      .from(games)
      .where(
        and(
          eq(games.kind, 'room'),
          eq(games.visibility, 'public'),
          inArray(games.status, ['waiting', 'playing']),
        ),
      )
      .orderBy(desc(games.createdAt))
      .limit(limits.open),
    db
      .select()
      .from(games)
      .where(
        and(eq(games.kind, 'room'), eq(games.visibility, 'public'), eq(games.status, 'finished')),
      )
      .orderBy(desc(games.finishedAt))
      .limit(limits.finished),
  );
  // A union keeps no order: open rooms newest first, then finished ones latest first.
  const time = (row: GameRow) =>
    (row.status === 'finished' ? row.finishedAt : row.createdAt)?.getTime() ?? 0;
  return rows.sort(
    (a, b) =>
      Number(a.status === 'finished') - Number(b.status === 'finished') || time(b) - time(a),
  );
}

/** Every player of these games, each game's in join order. */
export async function findPlayersOfGames(
  db: Executor,
  gameIds: readonly string[],
): Promise<PlayerRow[]> {
  if (gameIds.length === 0) return [];
  return db
    .select()
    .from(gamePlayers)
    .where(inArray(gamePlayers.gameId, [...gameIds]))
    .orderBy(asc(gamePlayers.gameId), asc(gamePlayers.joinedAt), asc(gamePlayers.id));
}

/** One baseline of a game and that influencer's latest counters within the game's time. */
export interface BaselineProgress {
  gameId: string;
  influencerId: string;
  baseline: Counters;
  /** The latest snapshot at or before min(now, the game's end); null when there is none. */
  current: Counters | null;
}

interface RawProgress {
  game_id: string;
  influencer_id: string;
  posts: number;
  likes: number;
  shares: number;
  comments: number;
  current_posts: number | null;
  current_likes: number | null;
  current_shares: number | null;
  current_comments: number | null;
}

/**
 * Every baseline of these games with its influencer's latest snapshot up to the game's end (or
 * `now`, if earlier): one statement for all the games, one index probe per baseline.
 */
export async function findBaselineProgress(
  db: Executor,
  gameIds: readonly string[],
  now: Date,
): Promise<BaselineProgress[]> {
  if (gameIds.length === 0) return [];
  const rows = await selectRows<RawProgress>(
    db,
    sql`select b.game_id, b.influencer_id,
          b.posts::float8 as posts, b.likes::float8 as likes,
          b.shares::float8 as shares, b.comments::float8 as comments,
          s.posts::float8 as current_posts, s.likes::float8 as current_likes,
          s.shares::float8 as current_shares, s.comments::float8 as current_comments
        from game_baselines b
        join games g on g.id = b.game_id
        left join lateral (
          select m.posts, m.likes, m.shares, m.comments from metrics_snapshots m
          where m.influencer_id = b.influencer_id
            and m.taken_at <= least(coalesce(g.ends_at, ${now}::timestamptz), ${now}::timestamptz)
          order by m.taken_at desc limit 1
        ) s on true
        where b.game_id = any(${textArray(gameIds)})`,
  );
  return rows.map(toProgress);
}

function toProgress(row: RawProgress): BaselineProgress {
  return {
    gameId: row.game_id,
    influencerId: row.influencer_id,
    baseline: {
      posts: Number(row.posts),
      likes: Number(row.likes),
      shares: Number(row.shares),
      comments: Number(row.comments),
    },
    current:
      row.current_posts === null
        ? null
        : {
            posts: Number(row.current_posts),
            likes: Number(row.current_likes),
            shares: Number(row.current_shares),
            comments: Number(row.current_comments),
          },
  };
}
