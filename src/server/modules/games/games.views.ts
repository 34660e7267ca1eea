import type {
  FreePlayGame,
  GamePlayer,
  GameRoom,
  GameRoomDetail,
} from '../../../shared/contracts/games';
import type { InfluencerCard } from '../influencers/influencers.service';
import type { GameRow, Identity, PlayerRow } from './games.repository';
import { type GameScores, isIdentity, quarterOf, timeLeft } from './games.rules';

// Rows as the screens show them (the contracts of shared/contracts/games): pure mapping.

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** A player as the screens show it. */
export function toPlayer(
  player: PlayerRow,
  scored: { score: number; rank: number } | undefined,
  identity: Identity | null,
): GamePlayer {
  return {
    id: player.id,
    name: player.name,
    score: scored?.score ?? 0,
    rank: scored?.rank ?? null,
    influencerIds: player.influencerIds,
    ready: player.ready,
    isHost: player.isHost,
    isYou: isIdentity(player, identity),
  };
}

/** A free-play game with its grid (`grid` in the grid's order) and the caller's place in it. */
export function toFreePlayGame(
  game: GameRow,
  players: readonly PlayerRow[],
  { gains, scores }: GameScores,
  grid: readonly InfluencerCard[],
  identity: Identity | null,
  now: Date,
): FreePlayGame {
  const view = players.map((player) => toPlayer(player, scores.get(player.id), identity));
  const winner = view.find((player) => player.id === game.winnerPlayerId);
  return {
    id: game.id,
    status: game.status as FreePlayGame['status'],
    players: view,
    you: view.find((player) => player.isYou) ?? null,
    influencers: grid.map((card) => {
      const gain = gains.get(card.id);
      return {
        id: card.id,
        name: card.name,
        username: card.handle,
        avatar: card.avatarUrl,
        category: card.category,
        followers: card.instagramFollowers,
        score: Math.round(gain?.score ?? 0),
        posts: gain?.posts ?? 0,
        likes: gain?.likes ?? 0,
        shares: gain?.shares ?? 0,
        comments: gain?.comments ?? 0,
      };
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

/** A room as the lobby shows it: players best rank first. */
export function toRoom(
  game: GameRow,
  players: readonly PlayerRow[],
  scored: GameScores | undefined,
  identity: Identity | null,
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
    visibility: game.visibility as GameRoom['visibility'],
    timeRemaining: timeLeft(game, now),
    startedAt: iso(game.startedAt),
    endsAt: iso(game.endsAt),
    winner: winner ? { playerId: winner.id, name: winner.name } : null,
    version: game.version,
  };
}

/** A room's own page: the room, every influencer to pick from with its gain, and the caller. */
export function toRoomDetail(
  room: GameRoom,
  scored: GameScores,
  influencers: readonly InfluencerCard[],
): GameRoomDetail {
  return {
    ...room,
    influencers: influencers.map((card) => ({
      id: card.id,
      name: card.name,
      handle: card.handle,
      avatar: card.avatarUrl,
      score: Math.round(scored.gains.get(card.id)?.score ?? 0),
    })),
    you: room.players.find((player) => player.isYou) ?? null,
  };
}
