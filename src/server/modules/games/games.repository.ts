import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Counters } from '../../../shared/competition-rules';
import type { Executor } from '../../db/client';
import { gamePlayers, games } from '../../db/schema/games';

export type GameRow = typeof games.$inferSelect;
export type PlayerRow = typeof gamePlayers.$inferSelect;
export type GameKind = 'free_play' | 'room';

/**
 * The lobby's rooms: the newest `open` waiting or playing rooms, then the `finished` most recently
 * finished. Filtered on the kind in SQL: free-play games share the table, and the never-started
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
      .where(and(eq(games.kind, 'room'), inArray(games.status, ['waiting', 'playing'])))
      .orderBy(desc(games.createdAt))
      .limit(limits.open),
    db
      .select()
      .from(games)
      .where(and(eq(games.kind, 'room'), eq(games.status, 'finished')))
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
  const ids = sql.join(
    gameIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const result = (await db.execute(
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
        where b.game_id in (${ids})`,
  )) as unknown as { rows: RawProgress[] };
  return result.rows.map((row) => ({
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
  }));
}
