import { describe, expect, it } from 'vitest';
import type { CompetitionSummary } from '../../../../shared/contracts/competitions';
import { leaderboardRows, myPosition, transitionDueAt } from './leaderboard';

const entry = (
  userId: number,
  score: number,
  rank: number,
): CompetitionSummary['scores'][number] => ({
  playId: 100 + userId,
  userId,
  username: `surfer${userId}`,
  score,
  rank,
  influencers: [{ id: `inf${userId}`, name: `Influencer ${userId}` }],
});

describe('the leaderboard (shopper.md section 4)', () => {
  const game = {
    scores: [entry(2, 1_250, 2), entry(1, 2_500_000, 1), entry(3, 0, 3)],
  };

  it('ranks best first, abbreviates scores and sizes bars against the leader, at least 5%', () => {
    const rows = leaderboardRows(game, null);
    expect(rows.map((row) => [row.username, row.rank, row.scoreText])).toEqual([
      ['surfer1', 1, '2.5M'],
      ['surfer2', 2, '1.3K'],
      ['surfer3', 3, '0'],
    ]);
    expect(rows.map((row) => row.barPercent)).toEqual([100, 5, 5]);
    expect(rows[0]?.influencers).toEqual([{ id: 'inf1', name: 'Influencer 1' }]);
  });

  it('marks the player’s own row with its position', () => {
    const rows = leaderboardRows(game, 2);
    expect(rows.map((row) => row.isMe)).toEqual([false, true, false]);
    expect(rows[1]?.position).toBe('Position: 2 of 3');
    expect(rows[0]?.position).toBeNull();
    expect(myPosition(game, 2)).toEqual({ rank: 2, total: 3, score: 1_250 });
    expect(myPosition(game, 9)).toBeNull();
    expect(myPosition(game, null)).toBeNull();
  });

  it('counts every entry of the game for the position, not only the rows it carries', () => {
    const top = {
      scores: [entry(1, 900, 1), entry(2, 800, 2), entry(7, 5, 57)],
      participants: 400,
    };
    expect(myPosition(top, 7)).toEqual({ rank: 57, total: 400, score: 5 });
    expect(leaderboardRows(top, 7, 400)[2]?.position).toBe('Position: 57 of 400');
  });

  it('splits a score into likes 60%, comments 20% and shares 15%', () => {
    const [row] = leaderboardRows({ scores: [entry(1, 10_000, 1)] }, null);
    expect([row?.likes, row?.comments, row?.shares]).toEqual(['6K', '2K', '1.5K']);
  });

  it('draws a 5% bar for everyone while nobody has scored', () => {
    const rows = leaderboardRows({ scores: [entry(1, 0, 1), entry(2, 0, 2)] }, null);
    expect(rows.map((row) => row.barPercent)).toEqual([5, 5]);
  });
});

describe('when a game is next due to move', () => {
  const base = { startTime: '2026-03-02T13:00:00.000Z', endTime: '2026-03-02T14:00:00.000Z' };
  it('is the start time while full and waiting, the end while live, never after', () => {
    expect(transitionDueAt({ ...base, status: 'waiting' })).toBe(Date.parse(base.startTime));
    expect(transitionDueAt({ ...base, status: 'active' })).toBe(Date.parse(base.endTime));
    expect(transitionDueAt({ ...base, status: 'completed' })).toBeNull();
    expect(transitionDueAt({ status: 'waiting', startTime: null, endTime: null })).toBeNull();
    expect(transitionDueAt(undefined)).toBeNull();
  });
});
