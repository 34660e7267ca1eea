import { describe, expect, it } from 'vitest';
import { competitionTransitionAt } from './competition-transition';

describe('competitionTransitionAt', () => {
  const startTime = '2026-03-02T14:00:00.000Z';
  const endTime = '2026-03-02T15:00:00.000Z';

  it('is the start of a full game and the end of a live one', () => {
    expect(competitionTransitionAt({ gameStatus: 'waiting', startTime, endTime: null })).toBe(
      Date.parse(startTime),
    );
    expect(competitionTransitionAt({ gameStatus: 'active', startTime, endTime })).toBe(
      Date.parse(endTime),
    );
  });

  it('is nothing while seats are left, once over, or without a competition', () => {
    expect(competitionTransitionAt({ gameStatus: 'waiting', startTime: null, endTime: null })).toBe(
      null,
    );
    expect(competitionTransitionAt({ gameStatus: 'completed', startTime, endTime })).toBeNull();
    expect(competitionTransitionAt(null)).toBeNull();
  });
});
