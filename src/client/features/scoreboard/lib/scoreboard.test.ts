import { describe, expect, it } from 'vitest';
import type { CompetitionSummary } from '../../../../shared/contracts/competitions';
import { startTimeText } from '../../../lib/start-time';
import { isFull, outcomeFor, parseScoreboardTab, seatsLeft, splitActiveGames } from './scoreboard';

function game(overrides: Partial<CompetitionSummary>): CompetitionSummary {
  return {
    id: 1,
    productId: 1,
    product: {} as CompetitionSummary['product'],
    status: 'waiting',
    participants: 0,
    requiredParticipants: 10,
    startTime: null,
    endTime: null,
    fillDeadline: '2026-03-05T12:00:00.000Z',
    scores: [],
    winner: null,
    prizeOutcome: null,
    commitment: null,
    ...overrides,
  };
}

const _score = (userId: number, value: number, rank: number) => ({
  playId: userId * 10,
  userId,
  username: `player${userId}`,
  score: value,
  rank,
  influencers: [],
});

describe('scoreboard tabs', () => {
  it('opens My Games only for ?tab=my-games, Active otherwise', () => {
    expect(parseScoreboardTab('my-games')).toBe('my-games');
    expect(parseScoreboardTab('active')).toBe('active');
    expect(parseScoreboardTab(null)).toBe('active');
    expect(parseScoreboardTab('anything')).toBe('active');
  });
});

describe('splitting the active games', () => {
  it('puts live games, full waiting games and open leagues in their sections, in order', () => {
    const games = [
      game({ id: 1, status: 'waiting', participants: 3, requiredParticipants: 10 }),
      game({ id: 2, status: 'active', endTime: '2026-03-02T14:00:00.000Z' }),
      game({
        id: 3,
        status: 'waiting',
        participants: 2,
        requiredParticipants: 2,
        startTime: '2026-03-02T15:00:00.000Z',
      }),
      game({ id: 4, status: 'waiting', participants: 9, requiredParticipants: 10 }),
      game({ id: 5, status: 'active', endTime: '2026-03-02T13:30:00.000Z' }),
      game({
        id: 6,
        status: 'waiting',
        participants: 5,
        requiredParticipants: 5,
        startTime: '2026-03-02T14:00:00.000Z',
      }),
    ];
    const sections = splitActiveGames(games);
    expect(sections.live.map((g) => g.id)).toEqual([5, 2]);
    expect(sections.startingNext.map((g) => g.id)).toEqual([6, 3]);
    expect(sections.openLeagues.map((g) => g.id)).toEqual([4, 1]);
  });

  it('counts seats', () => {
    expect(isFull(game({ participants: 2, requiredParticipants: 2 }))).toBe(true);
    expect(isFull(game({ participants: 1, requiredParticipants: 2 }))).toBe(false);
    expect(seatsLeft(game({ participants: 3, requiredParticipants: 10 }))).toBe(7);
    expect(seatsLeft(game({ participants: 12, requiredParticipants: 10 }))).toBe(0);
  });
});

describe('start time', () => {
  const now = new Date('2026-03-02T13:20:00.000Z');
  it("says the time today, and the day otherwise, in the shop's time with its zone", () => {
    expect(startTimeText('2026-03-02T14:00:00.000Z', now)).toBe('Starts today at 6:00 AM PST');
    expect(startTimeText('2026-03-03T09:00:00.000Z', now)).toBe('Starts Tue, Mar 3 at 1:00 AM PST');
    expect(startTimeText(null, now)).toBe('Start time to be announced');
  });
});

describe('outcome of a game for a player', () => {
  const winner = { playId: 10, userId: 1, username: 'player1' };
  it('is nothing before the end, and for visitors', () => {
    expect(outcomeFor(game({ status: 'active', winner }), 1)).toBeNull();
    expect(outcomeFor(game({ status: 'completed', winner }), null)).toBeNull();
  });
  it('tells the winner what became of the prize, and the others that they lost', () => {
    expect(outcomeFor(game({ status: 'completed', winner }), 1)).toBe('prize-pending');
    expect(outcomeFor(game({ status: 'completed', winner, prizeOutcome: 'claimed' }), 1)).toBe(
      'prize-claimed',
    );
    expect(outcomeFor(game({ status: 'completed', winner, prizeOutcome: 'donated' }), 1)).toBe(
      'prize-donated',
    );
    expect(outcomeFor(game({ status: 'completed', winner }), 2)).toBe('lost');
  });
});
