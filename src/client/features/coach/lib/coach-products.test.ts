import { describe, expect, it } from 'vitest';
import type { CompetitionSummary } from '../../../../shared/contracts/competitions';
import {
  coachEmptyStates,
  coachGameStatus,
  competingProductIds,
  filterCoachProducts,
  filteredEmptyText,
  hubCompetitions,
} from './coach-products';

const products = [
  { id: 1, playEnabled: true },
  { id: 2, playEnabled: false },
  { id: 3, playEnabled: true },
  { id: 4, playEnabled: true },
  { id: 5, playEnabled: true },
];

describe('coachGameStatus', () => {
  const now = new Date('2026-11-24T19:20:00Z');
  const playable = { playEnabled: true };
  const game = (over: Partial<CompetitionSummary>) =>
    ({
      status: 'waiting',
      participants: 0,
      requiredParticipants: 19,
      startTime: null,
      ...over,
    }) as CompetitionSummary;

  it('says a waiting game is waiting for players, with how many so far', () => {
    expect(coachGameStatus(playable, game({}), now)).toEqual({
      tone: 'waiting',
      badge: 'Waiting',
      state: 'Waiting for players 0/19',
    });
    expect(coachGameStatus(playable, game({ participants: 7 }), now).state).toBe(
      'Waiting for players 7/19',
    );
  });

  it('says when a full game starts, and Live only while it is played', () => {
    const full = game({ participants: 19, startTime: '2026-11-24T20:00:00Z' });
    expect(coachGameStatus(playable, full, now)).toMatchObject({ tone: 'starting', badge: 'Full' });
    expect(coachGameStatus(playable, full, now).state).toMatch(/^Starts (at|.* at) \d{1,2}:00/);
    expect(coachGameStatus(playable, game({ status: 'active' }), now)).toEqual({
      tone: 'live',
      badge: 'Live',
      state: 'Playing now',
    });
    expect(coachGameStatus(playable, game({ status: 'completed' }), now)).toEqual({
      tone: 'ended',
      badge: 'Ended',
      state: 'Game over',
    });
  });

  it('claims no game where there is none', () => {
    expect(coachGameStatus(playable, undefined, now)).toEqual({
      tone: 'idle',
      badge: 'Playable',
      state: 'No game open yet',
    });
    expect(coachGameStatus({ playEnabled: false }, undefined, now)).toEqual({
      tone: 'off',
      badge: 'Coming Soon',
      state: 'Not Started',
    });
  });
});

describe('filterCoachProducts', () => {
  const competing = competingProductIds([{ productId: 2 }, { productId: 3 }, { productId: 3 }]);

  it('collects the products of the user entries once each', () => {
    expect([...competing]).toEqual([2, 3]);
    expect(competingProductIds(undefined).size).toBe(0);
  });

  it('keeps the competing products for My Tickets', () => {
    expect(filterCoachProducts(products, 'competing', competing).map((p) => p.id)).toEqual([2, 3]);
  });

  it('keeps the others for Shop With Me', () => {
    expect(filterCoachProducts(products, 'shop-with-me', competing).map((p) => p.id)).toEqual([
      1, 4, 5,
    ]);
  });

  it('keeps everything for All', () => {
    expect(filterCoachProducts(products, 'all', competing)).toHaveLength(5);
  });
});

describe('filteredEmptyText', () => {
  it('says there is nothing to promote when the catalogue is empty', () => {
    expect(filteredEmptyText(0, 'competing')).toBe('No products found to promote');
    expect(filteredEmptyText(0, 'all')).toBe(coachEmptyStates.noProducts);
  });

  it('blames the filter when products exist but none match', () => {
    expect(filteredEmptyText(4, 'competing')).toBe('No products found matching your filter');
    expect(filteredEmptyText(4, 'shop-with-me')).toBe(coachEmptyStates.noMatch);
  });

  it('says no products found for an unfiltered list', () => {
    expect(filteredEmptyText(4, 'all')).toBe('No products found');
  });
});

describe('hubCompetitions', () => {
  const open = (id: number, over: Partial<CompetitionSummary>) =>
    ({
      id,
      status: 'waiting',
      participants: 0,
      requiredParticipants: 10,
      startTime: null,
      endTime: null,
      ...over,
    }) as CompetitionSummary;

  it('lists live games first, then full ones, then those closest to full, up to n', () => {
    const games = [
      open(1, { participants: 2 }),
      open(2, { status: 'active', participants: 10, endTime: '2026-11-24T21:00:00Z' }),
      open(3, { participants: 9 }),
      open(4, { participants: 10, startTime: '2026-11-24T21:00:00Z' }),
    ];
    expect(hubCompetitions(games, 3).map((g) => g.id)).toEqual([2, 4, 3]);
    expect(hubCompetitions(games.slice(0, 1), 3).map((g) => g.id)).toEqual([1]);
    expect(hubCompetitions([], 3)).toEqual([]);
  });
});
