import { describe, expect, it } from 'vitest';
import { GAME_TRANSITIONS, type GameStatus, gameStatuses } from '../../../shared/contracts/games';
import { canMove } from './games.rules';

describe('game status transitions', () => {
  // Every pair of statuses: only the host's start and the clock's end move a game, once each.
  const allowed: [GameStatus, GameStatus][] = [
    ['waiting', 'playing'],
    ['playing', 'finished'],
  ];
  const isAllowed = (from: GameStatus, to: GameStatus) =>
    allowed.some(([a, b]) => a === from && b === to);

  for (const from of gameStatuses) {
    for (const to of gameStatuses) {
      const expected = isAllowed(from, to);
      it(`${expected ? 'allows' : 'refuses'} ${from} → ${to}`, () => {
        expect(canMove(from, to)).toBe(expected);
      });
    }
  }

  it('is the whole table: nothing moves back, skips a status or leaves finished', () => {
    expect(GAME_TRANSITIONS).toEqual({
      waiting: ['playing'],
      playing: ['finished'],
      finished: [],
    });
  });
});
