import {
  GAME_ID_PATTERN,
  type GamePlayer,
  type GameRoom,
  type GameStatus,
  MAX_TEAM,
} from '../../../../shared/contracts/games';
import { formatCountdown, formatShopStamp } from '../../../../shared/shop-time';

/** admin-vendor-coach-games.md section 9: the lobby every 5 s, a room every 3 s. */
export const LOBBY_POLL_MS = 5_000;
export const ROOM_POLL_MS = 3_000;
/** After creating or joining, the room opens this long after the toast. */
export const REDIRECT_DELAY_MS = 1_000;

/** The room toasts of sections 5 and 8, word for word. */
export const roomToasts = {
  created: 'Game Created!',
  joining: (name: string) => ({ title: 'Joining Game', description: `Connecting to ${name}...` }),
  loginRequired: { title: 'Login Required', description: 'Please login to join games.' },
  createFailed: { title: 'Error Creating Game', fallback: 'Failed to create game' },
  joinFailed: { title: 'Error Joining Game', fallback: 'Failed to join game' },
  teamFull: {
    title: 'Team Full',
    description: `You can only select up to ${MAX_TEAM} influencers`,
  },
  // Rooms take exactly 5, as paid games do (docs/decisions/0020).
  selectTeam: {
    title: 'Select Team',
    description: `Please select exactly ${MAX_TEAM} influencers`,
  },
  teamSelected: { title: 'Team Selected!', description: "You're ready to compete!" },
  notReady: { title: 'Not Ready', description: 'All players must select their teams first' },
  started: { title: 'Game Started!', description: 'The competition has begun!' },
} as const;

/** The lobby's tabs: waiting and playing rooms are active, finished ones completed. */
export function splitRooms(rooms: readonly GameRoom[]): {
  active: GameRoom[];
  completed: GameRoom[];
} {
  return {
    active: rooms.filter((room) => room.status !== 'finished'),
    completed: rooms.filter((room) => room.status === 'finished'),
  };
}

/** 'LIVE' while playing, else the status in capitals ('WAITING', 'FINISHED'). */
export function statusBadgeText(status: GameStatus): string {
  return status === 'playing' ? 'LIVE' : status.toUpperCase();
}

export function isRoomFull(room: Pick<GameRoom, 'players' | 'maxPlayers'>): boolean {
  return room.players.length >= room.maxPlayers;
}

/**
 * What an active card's button does: a player of the room opens it; others join a waiting room
 * (not when full) or spectate a live one.
 */
export type LobbyAction = 'open' | 'join' | 'full' | 'spectate';

export function lobbyAction(
  room: Pick<GameRoom, 'status' | 'players' | 'maxPlayers'>,
): LobbyAction {
  if (room.players.some((player) => player.isYou)) return 'open';
  if (room.status !== 'waiting') return 'spectate';
  return isRoomFull(room) ? 'full' : 'join';
}

/** Players by score, highest first; ties keep the server's rank (the earlier join first). */
export function rankByScore<T extends Pick<GamePlayer, 'score' | 'rank'>>(
  players: readonly T[],
): T[] {
  return [...players].sort(
    (a, b) =>
      b.score - a.score ||
      (a.rank ?? Number.MAX_SAFE_INTEGER) - (b.rank ?? Number.MAX_SAFE_INTEGER),
  );
}

/** Every player has confirmed a team (a room with nobody in it is not ready). */
export function allPlayersReady(players: readonly Pick<GamePlayer, 'ready'>[]): boolean {
  return players.length > 0 && players.every((player) => player.ready);
}

/**
 * The seconds left now, counted down from the server's `timeRemaining` at the moment it was
 * fetched (so the viewer's clock being off does not matter); null when the room is not playing.
 */
export function secondsLeft(
  timeRemaining: number | null,
  fetchedAt: number,
  now: number,
): number | null {
  if (timeRemaining === null) return null;
  return Math.max(0, timeRemaining - Math.floor(Math.max(0, now - fetchedAt) / 1000));
}

/** The one countdown format of the shop: '59m 07s', '1h 01m 01s'. */
export function countdownText(seconds: number): string {
  return formatCountdown(seconds);
}

/**
 * When a room was created, in the shop's time with its zone: '2:05 PM PDT' today,
 * 'Mar 3, 2:05 PM PST' on another day.
 */
export function createdAtText(createdAt: string, now: Date): string {
  return formatShopStamp(createdAt, now);
}

/** A game id from the address, upper-cased; null when it is missing or not 6 letters or digits. */
export function parseGameId(raw: string | null | undefined): string | null {
  const id = raw?.trim().toUpperCase() ?? '';
  return GAME_ID_PATTERN.test(id) ? id : null;
}

export type TeamToggle =
  | { kind: 'changed'; selected: string[] }
  /** A sixth pick: nothing changes, the 'Team Full' toast shows. */
  | { kind: 'full' };

/** Picks or drops one influencer; a room team holds at most 5, in the order picked. */
export function toggleTeamPick(selected: readonly string[], id: string): TeamToggle {
  if (selected.includes(id)) {
    return { kind: 'changed', selected: selected.filter((entry) => entry !== id) };
  }
  if (selected.length >= MAX_TEAM) return { kind: 'full' };
  return { kind: 'changed', selected: [...selected, id] };
}

/** 'n/5' */
export function teamCounterText(count: number): string {
  return `${count}/${MAX_TEAM}`;
}

/** 'n/max' */
export function playersCountText(room: Pick<GameRoom, 'players' | 'maxPlayers'>): string {
  return `${room.players.length}/${room.maxPlayers}`;
}
