import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { GamePlayer, GameRoomDetail, RoomLiveView } from '../../../../shared/contracts/games';
import { queryKeys } from '../../../lib/query-keys';
import { applyRoomView } from './get-room';

const player = (id: number, score: number, isYou = false): GamePlayer => ({
  id,
  name: `Player ${id}`,
  score,
  rank: null,
  influencerIds: ['a', 'b', 'c', 'd', 'e'],
  ready: true,
  isHost: id === 1,
  isYou,
});

const room = (scores: [number, number], you: number | null, version = 5): GameRoomDetail => {
  const players = [player(1, scores[0], you === 1), player(2, scores[1], you === 2)];
  return {
    id: 'ABC123',
    name: 'Room',
    host: 'Player 1',
    hostId: 10,
    createdAt: '2026-11-27T07:00:00.000Z',
    status: 'playing',
    players,
    maxPlayers: 10,
    prize: null,
    visibility: 'public',
    timeRemaining: 3000,
    startedAt: '2026-11-27T07:00:00.000Z',
    endsAt: '2026-11-27T08:00:00.000Z',
    winner: null,
    version,
    influencers: [
      { id: 'a', name: 'Ann', handle: '@ann', avatar: '/a.png', score: 3 },
      { id: 'z', name: 'Zed', handle: '@zed', avatar: '/z.png', score: 0 },
    ],
    you: players.find((p) => p.isYou) ?? null,
  };
};

/** What the live channel pushes: the room as everyone sees it and the team influencers' scores. */
const pushed = (scores: [number, number], version = 5, influencer = 9): RoomLiveView => {
  const { you: _you, influencers: _cards, ...everyone } = room(scores, null, version);
  return { ...everyone, influencers: [{ id: 'a', score: influencer }] };
};

describe('applyRoomView (a played room’s scores pushed with its live event)', () => {
  it('shows the pushed scores at once and keeps who you are from the last fetch', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(queryKeys.rooms.detail('ABC123'), room([10, 20], 2));
    // The pushed view is everyone's: nobody is `you` in it.
    expect(applyRoomView(queryClient, 'ABC123', 5, pushed([15, 40]))).toBe(true);
    const shown = queryClient.getQueryData<GameRoomDetail>(queryKeys.rooms.detail('ABC123'));
    expect(shown?.players.map((p) => [p.score, p.isYou])).toEqual([
      [15, false],
      [40, true],
    ]);
    expect(shown?.you?.id).toBe(2);
    // Influencer scores move; their cards stay as fetched.
    expect(shown?.influencers).toEqual([
      { id: 'a', name: 'Ann', handle: '@ann', avatar: '/a.png', score: 9 },
      { id: 'z', name: 'Zed', handle: '@zed', avatar: '/z.png', score: 0 },
    ]);
  });

  it('declines (the caller re-fetches) without a view, for another version, or with nothing cached', () => {
    const queryClient = new QueryClient();
    expect(applyRoomView(queryClient, 'ABC123', 5, pushed([1, 2]))).toBe(false);
    queryClient.setQueryData(queryKeys.rooms.detail('ABC123'), room([10, 20], 1));
    expect(applyRoomView(queryClient, 'ABC123', 5, undefined)).toBe(false);
    // A player joined or picked a team since: the view's version is newer.
    expect(applyRoomView(queryClient, 'ABC123', 6, pushed([15, 40], 6))).toBe(false);
    expect(applyRoomView(queryClient, 'ABC123', 5, { not: 'a room' })).toBe(false);
    expect(
      queryClient.getQueryData<GameRoomDetail>(queryKeys.rooms.detail('ABC123'))?.players[0]?.score,
    ).toBe(10);
  });
});
