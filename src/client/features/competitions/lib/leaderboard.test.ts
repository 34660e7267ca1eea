import { describe, expect, it } from 'vitest';
import type { Play } from '../../../../shared/contracts/competitions';
import { leaderboardRows, myPositionText } from './leaderboard';

const play = (id: number, userId: number, score: number, rank: number): Play => ({
  id,
  productId: 1,
  competitionId: 1,
  userId,
  username: `player${userId}`,
  influencerIds: [],
  score,
  rank,
  createdAt: '2026-03-02T12:00:00.000Z',
});

describe('leaderboardRows', () => {
  it('orders by rank with bars relative to the leader (at least 5%) and K/M scores', () => {
    const rows = leaderboardRows(
      [play(1, 10, 600, 3), play(2, 11, 2_400_000, 1), play(3, 12, 1_200, 2)],
      12,
    );
    expect(rows.map((row) => row.username)).toEqual(['player11', 'player12', 'player10']);
    expect(rows.map((row) => row.scoreText)).toEqual(['2.4M', '1.2K', '600']);
    expect(rows.map((row) => row.barPercent)).toEqual([100, 5, 5]);
    expect(rows.map((row) => row.isYou)).toEqual([false, true, false]);
    expect(myPositionText(rows)).toBe('Position: 2 of 3');
  });

  it("places the user's own row by its rank among every entry, past the top rows shown", () => {
    const top = Array.from({ length: 10 }, (_, i) => play(i + 1, 100 + i, 1000 - i, i + 1));
    const rows = leaderboardRows([...top, play(57, 7, 12, 57)], 7);
    expect(rows.at(-1)).toMatchObject({ rank: 57, isYou: true });
    expect(myPositionText(rows, 400)).toBe('Position: 57 of 400');
  });

  it('gives every bar the minimum while all scores are 0', () => {
    const rows = leaderboardRows([play(1, 1, 0, 1), play(2, 2, 0, 2)], null);
    expect(rows.map((row) => row.barPercent)).toEqual([5, 5]);
    expect(myPositionText(rows)).toBeNull();
  });
});
