import { describe, expect, it } from 'vitest';
import type { GamePlayer, GameRoom } from '../../../../shared/contracts/games';
import {
  allPlayersReady,
  countdownText,
  createdAtText,
  isRoomFull,
  lobbyAction,
  parseGameId,
  playersCountText,
  rankByScore,
  roomToasts,
  secondsLeft,
  splitRooms,
  statusBadgeText,
  teamCounterText,
  toggleTeamPick,
} from './rooms';

let nextPlayerId = 1;
function player(overrides: Partial<GamePlayer> = {}): GamePlayer {
  const id = nextPlayerId++;
  return {
    id,
    name: `player${id}`,
    score: 0,
    rank: null,
    influencerIds: [],
    ready: false,
    isHost: false,
    isYou: false,
    ...overrides,
  };
}

function room(overrides: Partial<GameRoom> = {}): GameRoom {
  return {
    id: 'AB12CD',
    name: 'Main Beach Showdown',
    host: 'alice',
    hostId: 1,
    createdAt: '2025-06-01T18:00:00.000Z',
    status: 'waiting',
    players: [player({ isHost: true })],
    maxPlayers: 8,
    prize: null,
    visibility: 'public',
    timeRemaining: null,
    startedAt: null,
    endsAt: null,
    winner: null,
    version: 1,
    ...overrides,
  };
}

describe('the lobby tabs', () => {
  it('puts waiting and playing rooms under Active and finished ones under Completed', () => {
    const waiting = room({ id: 'WAIT01' });
    const playing = room({ id: 'PLAY01', status: 'playing' });
    const finished = room({ id: 'DONE01', status: 'finished' });
    expect(splitRooms([waiting, finished, playing])).toEqual({
      active: [waiting, playing],
      completed: [finished],
    });
    expect(splitRooms([])).toEqual({ active: [], completed: [] });
  });
});

describe('statusBadgeText', () => {
  it('says LIVE while playing, else the status in capitals', () => {
    expect(statusBadgeText('playing')).toBe('LIVE');
    expect(statusBadgeText('waiting')).toBe('WAITING');
    expect(statusBadgeText('finished')).toBe('FINISHED');
  });
});

describe('the lobby button', () => {
  it('joins a waiting room with seats left', () => {
    expect(lobbyAction(room({ maxPlayers: 2 }))).toBe('join');
  });

  it('is disabled (full) once the players reach the maximum', () => {
    const full = room({ maxPlayers: 2, players: [player(), player()] });
    expect(isRoomFull(full)).toBe(true);
    expect(lobbyAction(full)).toBe('full');
    expect(isRoomFull(room({ maxPlayers: 3, players: [player(), player()] }))).toBe(false);
  });

  it('spectates a live room, full or not', () => {
    expect(lobbyAction(room({ status: 'playing' }))).toBe('spectate');
    expect(lobbyAction(room({ status: 'playing', maxPlayers: 1 }))).toBe('spectate');
  });

  it('opens a room the user is already in, even a full one', () => {
    const mine = room({ maxPlayers: 2, players: [player(), player({ isYou: true })] });
    expect(lobbyAction(mine)).toBe('open');
    expect(lobbyAction({ ...mine, status: 'playing' })).toBe('open');
  });
});

describe('rankByScore', () => {
  it('orders by score, highest first, without changing the input', () => {
    const players = [player({ score: 10 }), player({ score: 250 }), player({ score: 40 })];
    expect(rankByScore(players).map((entry) => entry.score)).toEqual([250, 40, 10]);
    expect(players.map((entry) => entry.score)).toEqual([10, 250, 40]);
  });

  it("breaks a tie by the server's rank (the earlier join)", () => {
    const later = player({ name: 'later', score: 100, rank: 2 });
    const earlier = player({ name: 'earlier', score: 100, rank: 1 });
    expect(rankByScore([later, earlier]).map((entry) => entry.name)).toEqual(['earlier', 'later']);
  });
});

describe('allPlayersReady', () => {
  it('needs every player to have confirmed a team', () => {
    expect(allPlayersReady([player({ ready: true }), player({ ready: true })])).toBe(true);
    expect(allPlayersReady([player({ ready: true }), player({ ready: false })])).toBe(false);
    expect(allPlayersReady([])).toBe(false);
  });
});

describe('the countdown', () => {
  it('counts down from the time the room was read', () => {
    const fetchedAt = 1_000_000;
    expect(secondsLeft(120, fetchedAt, fetchedAt)).toBe(120);
    expect(secondsLeft(120, fetchedAt, fetchedAt + 999)).toBe(120);
    expect(secondsLeft(120, fetchedAt, fetchedAt + 1_000)).toBe(119);
    expect(secondsLeft(120, fetchedAt, fetchedAt + 500_000)).toBe(0);
    // A clock that went backwards does not add time.
    expect(secondsLeft(120, fetchedAt, fetchedAt - 5_000)).toBe(120);
    expect(secondsLeft(null, fetchedAt, fetchedAt)).toBeNull();
  });

  it("reads in the shop's one countdown format", () => {
    expect(countdownText(0)).toBe('0m 00s');
    expect(countdownText(5)).toBe('0m 05s');
    expect(countdownText(65)).toBe('1m 05s');
    expect(countdownText(3_599)).toBe('59m 59s');
    expect(countdownText(3_600)).toBe('1h 00m 00s');
    expect(countdownText(3_661)).toBe('1h 01m 01s');
    expect(countdownText(-3)).toBe('0m 00s');
  });
});

describe('createdAtText', () => {
  const now = new Date('2025-06-01T20:30:00.000Z'); // 1:30 PM PDT

  it("shows the shop's time with its zone alone for a room created today", () => {
    expect(createdAtText('2025-06-01T18:05:00.000Z', now)).toBe('11:05 AM PDT');
  });

  it('adds the date for an older room', () => {
    expect(createdAtText('2025-05-30T09:15:00.000Z', now)).toBe('May 30, 2:15 AM PDT');
  });

  it("follows the shop's day for what counts as today", () => {
    // 02:00 UTC on June 1 is still May 31 in Laguna Beach.
    expect(createdAtText('2025-06-01T02:00:00.000Z', now)).toBe('May 31, 7:00 PM PDT');
  });

  it('is empty for a date it cannot read', () => {
    expect(createdAtText('not a date', now)).toBe('');
  });
});

describe('parseGameId', () => {
  it('takes 6 letters or digits, upper-cased', () => {
    expect(parseGameId('AB12CD')).toBe('AB12CD');
    expect(parseGameId(' ab12cd ')).toBe('AB12CD');
  });

  it('refuses a missing or malformed id', () => {
    expect(parseGameId(undefined)).toBeNull();
    expect(parseGameId(null)).toBeNull();
    expect(parseGameId('')).toBeNull();
    expect(parseGameId('AB12C')).toBeNull();
    expect(parseGameId('AB12CDE')).toBeNull();
    expect(parseGameId('AB-2CD')).toBeNull();
  });
});

describe('the team picker', () => {
  it('adds picks in order and drops a picked one', () => {
    expect(toggleTeamPick([], 'a')).toEqual({ kind: 'changed', selected: ['a'] });
    expect(toggleTeamPick(['a', 'b'], 'c')).toEqual({ kind: 'changed', selected: ['a', 'b', 'c'] });
    expect(toggleTeamPick(['a', 'b', 'c'], 'b')).toEqual({ kind: 'changed', selected: ['a', 'c'] });
  });

  it('refuses a sixth pick but still lets a fifth be dropped', () => {
    const five = ['a', 'b', 'c', 'd', 'e'];
    expect(toggleTeamPick(five, 'f')).toEqual({ kind: 'full' });
    expect(toggleTeamPick(five, 'e')).toEqual({ kind: 'changed', selected: ['a', 'b', 'c', 'd'] });
  });

  it('counts n/5 and players n/max', () => {
    expect(teamCounterText(0)).toBe('0/5');
    expect(teamCounterText(5)).toBe('5/5');
    expect(playersCountText(room({ maxPlayers: 8, players: [player(), player()] }))).toBe('2/8');
  });
});

describe('the room toasts', () => {
  it("are the specification's texts", () => {
    expect(roomToasts.teamFull).toEqual({
      title: 'Team Full',
      description: 'You can only select up to 5 influencers',
    });
    expect(roomToasts.selectTeam.description).toBe('Please select exactly 5 influencers');
    expect(roomToasts.notReady.description).toBe('All players must select their teams first');
    expect(roomToasts.joining('Main Beach')).toEqual({
      title: 'Joining Game',
      description: 'Connecting to Main Beach...',
    });
    expect(roomToasts.teamSelected.description).toBe("You're ready to compete!");
    expect(roomToasts.started).toEqual({
      title: 'Game Started!',
      description: 'The competition has begun!',
    });
  });
});
