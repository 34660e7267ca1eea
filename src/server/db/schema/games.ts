import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamptz } from '../columns';
import { users } from './auth';
import { influencers } from './influencers';

/** A guest of the free-play game: a random token (its SHA-256 stored) and the name they chose. */
export const guests = pgTable('guests', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  tokenHash: text('token_hash').notNull().unique(),
  displayName: text('display_name').notNull(),
  createdAt: timestamptz('created_at').notNull(),
  lastSeenAt: timestamptz('last_seen_at').notNull(),
});

/**
 * Free-play games and multiplayer rooms: one engine. waiting → playing (its creator or host
 * starts it; one shared clock) → finished (when the clock runs out; scores kept, winner set).
 */
export const games = pgTable(
  'games',
  {
    /** 6 upper-case letters or digits from a CSPRNG. */
    id: text('id').primaryKey(),
    /** free_play | room */
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    status: text('status').notNull(),
    hostPlayerId: integer('host_player_id'),
    maxPlayers: integer('max_players').notNull(),
    prize: text('prize'),
    /**
     * public | private. The lobby lists only public rooms; a private one is reached only by its
     * Game ID (decision 0071). Free-play games are never listed and stay public.
     */
    visibility: text('visibility').notNull().default('public'),
    durationSeconds: integer('duration_seconds').notNull(),
    startedAt: timestamptz('started_at'),
    endsAt: timestamptz('ends_at'),
    finishedAt: timestamptz('finished_at'),
    winnerPlayerId: integer('winner_player_id'),
    /** False when no metrics existed at the start (baselines are then 0). */
    baselinesFromMetrics: boolean('baselines_from_metrics').notNull().default(false),
    /**
     * SHA-256 (hex) of the canonical JSON of the players (id, join time, team) and their
     * influencers' baseline snapshot ids, computed when the game starts; null for
     * games started before results were published.
     */
    commitmentSha256: text('commitment_sha256'),
    commitmentCreatedAt: timestamptz('commitment_created_at'),
    /** Grows with every change; live events carry it. */
    version: integer('version').notNull().default(1),
    createdAt: timestamptz('created_at').notNull(),
  },
  (table) => [
    // The lobby: the newest open rooms and the latest finished ones, never the free-play games.
    index('games_kind_status_created_idx').on(table.kind, table.status, table.createdAt),
    index('games_kind_status_finished_idx').on(table.kind, table.status, table.finishedAt),
    index('games_status_ends_idx').on(table.status, table.endsAt),
    check('games_status_check', sql`${table.status} in ('waiting', 'playing', 'finished')`),
    check('games_kind_check', sql`${table.kind} in ('free_play', 'room')`),
    check('games_visibility_check', sql`${table.visibility} in ('public', 'private')`),
  ],
);

/** A player of a game: a signed-in user or a guest, with a team of up to 5 influencers. */
export const gamePlayers = pgTable(
  'game_players',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    gameId: text('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    guestId: integer('guest_id').references(() => guests.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    influencerIds: text('influencer_ids').array().notNull().default(sql`'{}'::text[]`),
    ready: boolean('ready').notNull().default(false),
    isHost: boolean('is_host').notNull().default(false),
    finalScore: bigint('final_score', { mode: 'number' }),
    rank: integer('rank'),
    joinedAt: timestamptz('joined_at').notNull(),
  },
  (table) => [
    // A game's players in join order (rooms, the lobby's set-based listing, free play).
    index('game_players_game_idx').on(table.gameId, table.joinedAt),
    uniqueIndex('game_players_user_key')
      .on(table.gameId, table.userId)
      .where(sql`${table.userId} is not null`),
    uniqueIndex('game_players_guest_key')
      .on(table.gameId, table.guestId)
      .where(sql`${table.guestId} is not null`),
    check(
      'game_players_identity_check',
      sql`(${table.userId} is null) <> (${table.guestId} is null)`,
    ),
    check('game_players_team_check', sql`cardinality(${table.influencerIds}) <= 5`),
  ],
);

/**
 * Each influencer's counters when the game started, the snapshot they came from (null: none
 * existed, the counters are 0) and, once finished, the snapshot its final counters came from (the
 * latest at or before the end). Null snapshot ids on games finished before they were recorded.
 */
export const gameBaselines = pgTable(
  'game_baselines',
  {
    gameId: text('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    influencerId: text('influencer_id')
      .notNull()
      .references(() => influencers.id, { onDelete: 'cascade' }),
    posts: bigint('posts', { mode: 'number' }).notNull(),
    likes: bigint('likes', { mode: 'number' }).notNull(),
    shares: bigint('shares', { mode: 'number' }).notNull(),
    comments: bigint('comments', { mode: 'number' }).notNull(),
    // No foreign keys, as metrics_marks: the ids are published evidence, kept as written.
    snapshotId: bigint('snapshot_id', { mode: 'number' }),
    finalSnapshotId: bigint('final_snapshot_id', { mode: 'number' }),
  },
  (table) => [
    primaryKey({ columns: [table.gameId, table.influencerId] }),
    // The snapshot guard (migration 0026) looks up a snapshot's influencer here.
    index('game_baselines_influencer_idx').on(table.influencerId),
  ],
);
