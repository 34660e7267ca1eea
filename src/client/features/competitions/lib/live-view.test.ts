import { describe, expect, it } from 'vitest';
import type {
  Competition,
  CompetitionLiveView,
  CompetitionScore,
  CompetitionSummary,
} from '../../../../shared/contracts/competitions';
import {
  applyViewToCompetition,
  applyViewToSummary,
  parseCompetitionView,
  withOwnPlay,
  withOwnScore,
} from './live-view';

const CREATED = '2026-03-02T12:00:00.000Z';

const row = (playId: number, userId: number, score: number, rank: number): CompetitionScore => ({
  playId,
  userId,
  username: `player${userId}`,
  score,
  rank,
  influencers: [{ id: 'inf_a', name: 'A' }],
});

const view = (scores: CompetitionScore[], participants = 12): CompetitionLiveView => ({
  id: 7,
  status: 'active',
  participants,
  scores: scores.map((score) => ({ ...score, createdAt: CREATED })),
  metrics: [{ influencerId: 'inf_a', totalScore: 900 }],
});

const summary = (scores: CompetitionScore[]): CompetitionSummary =>
  ({
    id: 7,
    productId: 3,
    status: 'active',
    participants: 12,
    requiredParticipants: 12,
    startTime: CREATED,
    endTime: null,
    scores,
    winner: null,
    prizeOutcome: null,
    commitment: null,
  }) as unknown as CompetitionSummary;

const competition = (scores: CompetitionScore[]): Competition => ({
  id: 7,
  productId: 3,
  gameStatus: 'active',
  startTime: CREATED,
  endTime: null,
  fillDeadline: CREATED,
  requiredParticipants: 12,
  entriesCount: 12,
  entryPrice: 1,
  plays: scores.map((score) => ({
    id: score.playId,
    productId: 3,
    competitionId: 7,
    userId: score.userId,
    username: score.username,
    influencerIds: ['inf_a'],
    score: score.score,
    rank: score.rank,
    createdAt: CREATED,
  })),
  metrics: [{ influencerId: 'inf_a', totalScore: 100 }],
  winner: null,
  prizeOutcome: null,
  lastGame: null,
});

describe('applyViewToSummary (game tracking)', () => {
  it('takes the pushed top and keeps the viewer’s own row past it, marked stale', () => {
    const cached = summary([row(1, 10, 50, 1), row(2, 11, 40, 2), row(9, 99, 5, 12)]);
    const merged = applyViewToSummary(cached, view([row(2, 11, 80, 1), row(1, 10, 60, 2)]), 99);
    expect(merged?.data.scores).toEqual([row(2, 11, 80, 1), row(1, 10, 60, 2), row(9, 99, 5, 12)]);
    expect(merged?.ownRowStale).toBe(true);
  });

  it('needs no own-row refresh when the viewer is in the pushed top, or not playing', () => {
    const cached = summary([row(1, 10, 50, 1), row(2, 11, 40, 2)]);
    const pushed = view([row(2, 11, 80, 1), row(1, 10, 60, 2)]);
    expect(applyViewToSummary(cached, pushed, 10)?.ownRowStale).toBe(false);
    expect(applyViewToSummary(cached, pushed, 55)?.ownRowStale).toBe(false);
    expect(applyViewToSummary(cached, pushed, null)?.data.scores).toHaveLength(2);
  });

  it('keeps a viewer who fell out of the top past the pushed rows until its refresh', () => {
    const cached = summary([row(1, 10, 50, 1), row(2, 11, 40, 2)]);
    const merged = applyViewToSummary(cached, view([row(3, 12, 90, 1), row(1, 10, 60, 2)]), 11);
    expect(merged?.data.scores.map((score) => [score.playId, score.rank])).toEqual([
      [3, 1],
      [1, 2],
      [2, 3],
    ]);
    expect(merged?.ownRowStale).toBe(true);
  });

  it('refuses a view of another shape: the caller re-fetches', () => {
    const cached = summary([row(1, 10, 50, 1)]);
    expect(applyViewToSummary(cached, view([row(1, 10, 60, 1)], 13), null)).toBeNull();
    expect(applyViewToSummary(cached, { ...view([]), id: 8 }, null)).toBeNull();
    expect(
      applyViewToSummary({ ...cached, status: 'waiting' }, view([row(1, 10, 60, 1)]), null),
    ).toBeNull();
  });

  it('puts the freshly read own row in place', () => {
    const cached = summary([row(1, 10, 50, 1), row(9, 99, 5, 12)]);
    expect(withOwnScore(cached, row(9, 99, 30, 11)).scores).toEqual([
      row(1, 10, 50, 1),
      row(9, 99, 30, 11),
    ]);
    expect(withOwnScore(cached, null)).toBe(cached);
  });
});

describe('applyViewToCompetition (social play)', () => {
  it('takes the pushed plays and influencer scores, keeping the viewer’s own play', () => {
    const cached = competition([row(1, 10, 50, 1), row(9, 99, 5, 12)]);
    const merged = applyViewToCompetition(cached, view([row(1, 10, 70, 1)]), 99);
    expect(merged?.data.plays.map((play) => [play.id, play.score, play.rank])).toEqual([
      [1, 70, 1],
      [9, 5, 12],
    ]);
    expect(merged?.data.plays[0]).toMatchObject({
      productId: 3,
      competitionId: 7,
      influencerIds: ['inf_a'],
      createdAt: CREATED,
    });
    expect(merged?.data.metrics).toEqual([{ influencerId: 'inf_a', totalScore: 900 }]);
    expect(merged?.ownRowStale).toBe(true);
    expect(
      withOwnPlay(merged?.data ?? cached, row(9, 99, 44, 2)).plays.find((p) => p.id === 9),
    ).toMatchObject({ score: 44, rank: 2 });
  });

  it('refuses a view once entries changed or the game is no longer active in the copy', () => {
    const cached = competition([row(1, 10, 50, 1)]);
    expect(applyViewToCompetition(cached, view([], 11), null)).toBeNull();
    expect(
      applyViewToCompetition({ ...cached, gameStatus: 'completed' }, view([]), null),
    ).toBeNull();
  });
});

describe('parseCompetitionView', () => {
  it('accepts a pushed view and nothing else', async () => {
    expect((await parseCompetitionView(view([row(1, 10, 1, 1)])))?.id).toBe(7);
    expect(await parseCompetitionView(undefined)).toBeNull();
    expect(await parseCompetitionView({ id: 7 })).toBeNull();
  });
});
