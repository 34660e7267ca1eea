import { describe, expect, it } from 'vitest';
import type { Competition, Play } from '../../../../shared/contracts/competitions';
import { joinState } from './join-state';

const play = (userId: number, id = userId): Play => ({
  id,
  productId: 1,
  competitionId: 9,
  userId,
  username: `user${userId}`,
  influencerIds: ['a', 'b', 'c', 'd', 'e'],
  score: 0,
  rank: 1,
  createdAt: '2026-03-02T12:00:00.000Z',
});

const competition = (overrides: Partial<Competition> = {}): Competition => ({
  id: 9,
  productId: 1,
  gameStatus: 'waiting',
  startTime: null,
  endTime: null,
  fillDeadline: '2026-03-05T12:00:00.000Z',
  requiredParticipants: 2,
  entriesCount: 1,
  entryPrice: 1,
  plays: [play(1)],
  metrics: [],
  winner: null,
  prizeOutcome: null,
  lastGame: null,
  ...overrides,
});

const playable = { playEnabled: true };

describe('joinState', () => {
  it('is open with no competition yet or seats left', () => {
    expect(joinState(playable, null, 5)).toEqual({ kind: 'open' });
    expect(joinState(playable, competition(), 5)).toEqual({ kind: 'open' });
    expect(joinState(playable, competition(), null)).toEqual({ kind: 'open' });
  });

  it('shows the entry instead of a second join', () => {
    expect(joinState(playable, competition(), 1)).toMatchObject({
      kind: 'entered',
      competitionId: 9,
      play: { userId: 1 },
    });
    expect(joinState(playable, competition({ gameStatus: 'active' }), 1).kind).toBe('entered');
  });

  it('closes a full or started game', () => {
    const full = competition({
      entriesCount: 2,
      plays: [play(1), play(2)],
      startTime: '2026-03-02T14:00:00.000Z',
    });
    expect(joinState(playable, full, 5)).toEqual({
      kind: 'full',
      startTime: '2026-03-02T14:00:00.000Z',
    });
    expect(joinState(playable, competition({ entriesCount: 2 }), 5)).toEqual({
      kind: 'full',
      startTime: null,
    });
    expect(joinState(playable, competition({ gameStatus: 'active' }), 5)).toEqual({
      kind: 'started',
    });
  });

  it('lets anyone join the next game once one is over', () => {
    expect(joinState(playable, competition({ gameStatus: 'completed' }), 1)).toEqual({
      kind: 'open',
    });
    expect(joinState(playable, competition({ gameStatus: 'cancelled' }), 5)).toEqual({
      kind: 'open',
    });
  });

  it('is closed for a product without social play', () => {
    expect(joinState({ playEnabled: false }, null, 1)).toEqual({ kind: 'not-playable' });
  });
});
