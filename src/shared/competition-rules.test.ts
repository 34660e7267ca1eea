import { describe, expect, it } from 'vitest';
import {
  COMPETITION_MOVES,
  COMPETITION_TRANSITIONS,
  canTransition,
  gainedScore,
  INITIAL_COMPETITION_STATUS,
  influencerScore,
  nextAlignedStart,
  OPEN_COMPETITION_STATUSES,
  rankEntries,
  teamScore,
  transition,
} from './competition-rules';

describe('competition rules', () => {
  it('scores an influencer as posts×10 + likes + shares×2 + comments×1.5', () => {
    expect(influencerScore({ posts: 2, likes: 100, shares: 3, comments: 5 })).toBe(
      20 + 100 + 6 + 7.5,
    );
    const base = { posts: 10, likes: 1000, shares: 10, comments: 10 };
    expect(gainedScore({ posts: 12, likes: 1100, shares: 10, comments: 13 }, base)).toBe(124.5);
    // Counters never count backwards (a deleted post does not make a negative score).
    expect(gainedScore({ ...base, likes: 900 }, base)).toBe(0);
  });

  it('rounds the team’s sum once, half up', () => {
    expect(teamScore([124.5, 0, 0, 0, 0])).toBe(125);
    expect(teamScore([0.5, 0.5, 0.5])).toBe(2);
    expect(teamScore([])).toBe(0);
  });

  it('ranks by score, ties to the earliest paid entry, then the lower id', () => {
    const at = (s: number) => new Date(Date.UTC(2026, 0, 1, 12, 0, s));
    const ranked = rankEntries([
      { playId: 4, score: 50, paidAt: at(3) },
      { playId: 2, score: 80, paidAt: at(9) },
      { playId: 3, score: 50, paidAt: at(1) },
      { playId: 1, score: 50, paidAt: at(1) },
    ]);
    expect(ranked.map((entry) => [entry.playId, entry.rank])).toEqual([
      [2, 1],
      [1, 2],
      [3, 3],
      [4, 4],
    ]);
  });

  it('starts a full competition at the next top of the hour', () => {
    expect(nextAlignedStart(new Date('2026-03-02T12:20:00Z'), 3600).toISOString()).toBe(
      '2026-03-02T13:00:00.000Z',
    );
    // Exactly on the hour: the next one, never now.
    expect(nextAlignedStart(new Date('2026-03-02T13:00:00Z'), 3600).toISOString()).toBe(
      '2026-03-02T14:00:00.000Z',
    );
    expect(nextAlignedStart(new Date('2026-03-02T13:00:07Z'), 10).toISOString()).toBe(
      '2026-03-02T13:00:10.000Z',
    );
  });

  it('moves only along the transition table', () => {
    expect(COMPETITION_TRANSITIONS).toEqual({
      waiting: ['active', 'cancelled'],
      active: ['completed'],
      completed: [],
      cancelled: [],
    });
    expect(canTransition('waiting', 'active')).toBe(true);
    expect(canTransition('active', 'waiting')).toBe(false);
    expect(canTransition('completed', 'active')).toBe(false);
    expect(canTransition('waiting', 'completed')).toBe(false);
  });

  it('builds a move only when the table has it', () => {
    expect(transition('waiting', 'active')).toEqual({ from: 'waiting', to: 'active' });
    expect(() => transition('completed', 'active')).toThrow(
      'A competition cannot move from completed to active',
    );
    expect(() => transition('active', 'cancelled')).toThrow();
    expect(() => transition('cancelled', 'waiting')).toThrow();
  });

  it('names exactly the table’s moves, and derives the open statuses from it', () => {
    const named = Object.values(COMPETITION_MOVES).map((move) => `${move.from}→${move.to}`);
    const table = Object.entries(COMPETITION_TRANSITIONS).flatMap(([from, tos]) =>
      tos.map((to) => `${from}→${to}`),
    );
    expect(named.sort()).toEqual(table.sort());
    expect(OPEN_COMPETITION_STATUSES).toEqual(['waiting', 'active']);
    expect(INITIAL_COMPETITION_STATUS).toBe('waiting');
  });
});
