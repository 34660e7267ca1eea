import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordSnapshots } from '../../../../tests/fixtures/competitions';
import { type SignedUpUser, signUp } from '../../../../tests/fixtures/factories';
import { FREE_PLAY_INFLUENCER_IDS, seedInfluencers } from '../../../../tests/fixtures/influencers';
import { createTestApp, type TestApp } from '../../../../tests/fixtures/server';
import { startedToast } from '../../../client/features/free-play/lib/free-play-rules';
import type { Counters } from '../../../shared/competition-rules';
import type { FreePlayGame, GameRoom, GameRoomDetail } from '../../../shared/contracts/games';
import type { MetricsSource } from '../../../shared/contracts/influencers';
import { ensureFreePlayInfluencers } from '../../db/seed/influencers';
import { runSchedulerTick } from '../../jobs/scheduler-tick';
import { findLatestSnapshots } from '../influencers/metrics.service';
import { testGateway } from '../payments/test-gateway';
import { quarterOf } from './games.rules';
import { newGameId } from './games.service';

let t: TestApp;

/** A metrics provider that never answers, so the test's own snapshots decide every score. */
const quietMetrics = { name: 'simulated' as const, fetchCounters: async () => new Map() };

beforeAll(async () => {
  t = await createTestApp(
    { gameTimings: { freePlaySeconds: 4 * 3600, roomSeconds: 3600 } },
    undefined,
    { metrics: quietMetrics as never },
  );
  t.clock.set('2026-07-04T18:00:00.000Z');
  await seedInfluencers(t.ctx);
});
afterAll(() => t.close());

const tick = () => runSchedulerTick(t.ctx, { gateway: testGateway });

function request(method: 'GET' | 'POST' | 'PUT', url: string, cookie?: string, payload?: object) {
  return t.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload ? { payload } : {}),
  });
}

/** Moves every free-play influencer's counters on by `likes` likes (one snapshot now). */
async function grow(likesById: Record<string, number>) {
  const latest = await findLatestSnapshots(t.ctx, Object.keys(likesById), t.clock.now());
  const next: Record<string, Counters> = {};
  for (const [id, likes] of Object.entries(likesById)) {
    const { posts = 0, likes: before = 0, shares = 0, comments = 0 } = latest.get(id) ?? {};
    next[id] = { posts, likes: before + likes, shares, comments };
  }
  await recordSnapshots(t.ctx, t.clock.now(), next);
}

describe('the engine’s pure parts', () => {
  it('makes 6-character upper-case ids and counts quarters of a quarter of the game', () => {
    for (let i = 0; i < 200; i += 1) expect(newGameId()).toMatch(/^[A-Z0-9]{6}$/);
    expect(new Set(Array.from({ length: 500 }, newGameId)).size).toBe(500);
    const day = 86_400;
    expect(quarterOf(null, day)).toBeNull();
    expect(quarterOf(0, day)).toBe(1);
    expect(quarterOf(21_600_000 - 1, day)).toBe(1);
    expect(quarterOf(21_600_000, day)).toBe(2);
    expect(quarterOf(64_800_000, day)).toBe(4);
    expect(quarterOf(90_000_000, day)).toBe(4);
  });
});

describe('free play: guests on one shared game', () => {
  let gameId = '';
  let ana = '';
  let ben = '';
  const [a1 = '', a2 = '', b1 = ''] = FREE_PLAY_INFLUENCER_IDS;

  it('creates a game for a guest, with a guest cookie', async () => {
    const blank = await request('POST', '/api/free-play/games', undefined, { playerName: '   ' });
    expect(blank.statusCode).toBe(400);
    const created = await request('POST', '/api/free-play/games', undefined, { playerName: 'Ana' });
    expect(created.statusCode).toBe(201);
    gameId = created.json().gameId;
    expect(gameId).toMatch(/^[A-Z0-9]{6}$/);
    ana = (created.headers['set-cookie'] as string).split(';')[0] ?? '';
    expect(ana).toMatch(/^sm_guest=/);
    const game = (await request('GET', `/api/free-play/games/${gameId}`, ana)).json<FreePlayGame>();
    expect(game).toMatchObject({ status: 'waiting', you: { name: 'Ana', isHost: true } });
    expect(game.influencers.map((influencer) => influencer.id)).toEqual(FREE_PLAY_INFLUENCER_IDS);
    expect(game.influencers[0]?.followers).toBeGreaterThanOrEqual(76_000);
  });

  it('lets a friend join with the id, lower-cased or not; an unknown id is a clear 404', async () => {
    const joined = await request(
      'POST',
      `/api/free-play/games/${gameId.toLowerCase()}/join`,
      undefined,
      { playerName: 'Ben' },
    );
    expect(joined.statusCode).toBe(200);
    expect(joined.json()).toEqual({ gameId });
    ben = (joined.headers['set-cookie'] as string).split(';')[0] ?? '';
    const unknown = await request('POST', '/api/free-play/games/ZZZZZZ/join', undefined, {
      playerName: 'Cy',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Game not found. Check the Game ID and try again.');
    const game = (await request('GET', `/api/free-play/games/${gameId}`, ben)).json<FreePlayGame>();
    expect(game.players.map((player) => [player.name, player.isYou])).toEqual([
      ['Ana', false],
      ['Ben', true],
    ]);
  });

  it('takes teams of 1 to 5 of the grid, and only the creator starts', async () => {
    const team = (cookie: string, influencerIds: string[]) =>
      request('PUT', `/api/free-play/games/${gameId}/team`, cookie, { influencerIds });
    // An empty team clears it (the player is no longer ready).
    expect((await team(ana, [])).json<FreePlayGame>().you?.ready).toBe(false);
    expect((await team(ana, FREE_PLAY_INFLUENCER_IDS.slice(0, 6))).statusCode).toBe(400);
    expect((await team(ana, ['not-in-grid'])).statusCode).toBe(400);
    expect(
      (
        await request('PUT', `/api/free-play/games/${gameId}/team`, undefined, {
          influencerIds: [a1],
        })
      ).statusCode,
    ).toBe(403);
    expect((await team(ana, [a1, a2])).statusCode).toBe(200);
    expect((await request('POST', `/api/free-play/games/${gameId}/start`, ben)).statusCode).toBe(
      403,
    );
    const started = await request('POST', `/api/free-play/games/${gameId}/start`, ana);
    expect(started.statusCode).toBe(200);
    expect(started.json()).toMatchObject({
      status: 'playing',
      quarter: 1,
      timeLeftSeconds: 4 * 3600,
      baselinesFromMetrics: true,
    });
    expect((await team(ben, [b1])).statusCode).toBe(409);
  });

  it('scores everyone from the stored snapshots, and finishes once with a winner', async () => {
    t.clock.advance(3600_000 + 5_000);
    await grow({ [a1]: 100, [a2]: 20, [b1]: 500 });
    const live = (await request('GET', `/api/free-play/games/${gameId}`, ben)).json<FreePlayGame>();
    expect(live.quarter).toBe(2);
    expect(live.players.map((player) => [player.name, player.score])).toEqual([
      ['Ana', 120],
      ['Ben', 0],
    ]);
    expect(live.influencers.find((influencer) => influencer.id === a1)).toMatchObject({
      likes: 100,
      score: 100,
    });
    // Joining after the start is watching.
    const late = await request('POST', `/api/free-play/games/${gameId}/join`, undefined, {
      playerName: 'Dee',
    });
    expect(late.statusCode).toBe(200);
    const watcher = (late.headers['set-cookie'] as string).split(';')[0] ?? '';
    const watched = (
      await request('GET', `/api/free-play/games/${gameId}`, watcher)
    ).json<FreePlayGame>();
    expect(watched.you).toBeNull();
    expect(watched.players).toHaveLength(2);

    t.clock.advance(3 * 3600_000);
    const report = await tick();
    expect(report.gamesFinished).toBe(1);
    expect((await tick()).gamesFinished).toBe(0);
    const done = (await request('GET', `/api/free-play/games/${gameId}`, ana)).json<FreePlayGame>();
    expect(done).toMatchObject({
      status: 'finished',
      winner: { name: 'Ana' },
      timeLeftSeconds: null,
    });
    expect(done.you).toMatchObject({ score: 120, rank: 1 });
  });
});

describe('rooms', () => {
  let host: SignedUpUser;
  let guest: SignedUpUser;
  let roomId = '';
  const [i1 = '', i2 = '', i3 = ''] = FREE_PLAY_INFLUENCER_IDS;
  // Rooms take exactly 5 picks: the host's team holds i1 and i2, the guest's i3.
  const hostTeam = [i1, i2, ...FREE_PLAY_INFLUENCER_IDS.slice(3, 6)];
  const guestTeam = [i3, ...FREE_PLAY_INFLUENCER_IDS.slice(6, 10)];

  beforeAll(async () => {
    host = await signUp(t.app);
    guest = await signUp(t.app);
  });

  it('needs sign-in', async () => {
    expect((await request('GET', '/api/game-rooms')).statusCode).toBe(401);
    expect((await request('POST', '/api/game-rooms', undefined, { name: 'x' })).statusCode).toBe(
      401,
    );
  });

  it('creates a room with its creator as host player', async () => {
    expect((await request('POST', '/api/game-rooms', host.cookie, { name: ' ' })).statusCode).toBe(
      400,
    );
    expect(
      (await request('POST', '/api/game-rooms', host.cookie, { name: 'Big', maxPlayers: 21 }))
        .statusCode,
    ).toBe(400);
    const created = await request('POST', '/api/game-rooms', host.cookie, {
      name: 'Laguna Showdown',
      maxPlayers: 2,
      prize: 'Bragging rights',
    });
    expect(created.statusCode).toBe(201);
    const room = created.json<GameRoom>();
    roomId = room.id;
    expect(room).toMatchObject({
      name: 'Laguna Showdown',
      host: host.username,
      hostId: host.user.id,
      status: 'waiting',
      maxPlayers: 2,
      prize: 'Bragging rights',
      timeRemaining: null,
      players: [{ name: host.username, isHost: true, ready: false, isYou: true }],
    });
  });

  it('lists a public room in the lobby and never a private one, which its Game ID still joins', async () => {
    expect(
      (await request('POST', '/api/game-rooms', host.cookie, { name: 'x', visibility: 'secret' }))
        .statusCode,
    ).toBe(400);
    const open = (
      await request('POST', '/api/game-rooms', host.cookie, { name: 'Open to all' })
    ).json<GameRoom>();
    expect(open.visibility).toBe('public');
    const created = await request('POST', '/api/game-rooms', host.cookie, {
      name: 'Friends only',
      visibility: 'private',
    });
    expect(created.statusCode).toBe(201);
    const hidden = created.json<GameRoom>();
    expect(hidden.visibility).toBe('private');

    // Nobody's lobby lists it, not even its host's; the public room is there for everyone.
    for (const cookie of [host.cookie, guest.cookie]) {
      const ids = (await request('GET', '/api/game-rooms', cookie))
        .json<GameRoom[]>()
        .map((r) => r.id);
      expect(ids).toContain(open.id);
      expect(ids).not.toContain(hidden.id);
    }
    // The Game ID opens and joins it.
    const friend = await signUp(t.app);
    const joined = await request('POST', `/api/game-rooms/${hidden.id}/join`, friend.cookie);
    expect(joined.statusCode).toBe(200);
    expect(joined.json<GameRoom>()).toMatchObject({ id: hidden.id, visibility: 'private' });
    expect((await request('GET', `/api/game-rooms/${hidden.id}`, friend.cookie)).statusCode).toBe(
      200,
    );
    const lobby = (await request('GET', '/api/game-rooms', friend.cookie)).json<GameRoom[]>();
    expect(lobby.map((r) => r.id)).not.toContain(hidden.id);
  });

  it('lets players join until it is full', async () => {
    const joined = await request('POST', `/api/game-rooms/${roomId}/join`, guest.cookie);
    expect(joined.statusCode).toBe(200);
    expect(joined.json<GameRoom>().players).toHaveLength(2);
    const third = await signUp(t.app);
    const full = await request('POST', `/api/game-rooms/${roomId}/join`, third.cookie);
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe('This game is full.');
    expect((await request('GET', '/api/game-rooms/abc', host.cookie)).statusCode).toBe(404);
  });

  it('refuses a team of 6 or 3, an unknown influencer and a player who has not joined, clearly', async () => {
    const team = (cookie: string, influencers: string[]) =>
      request('POST', `/api/game-rooms/${roomId}/team`, cookie, { influencers });
    const six = await team(host.cookie, FREE_PLAY_INFLUENCER_IDS.slice(0, 6));
    expect(six.statusCode).toBe(400);
    expect(six.json()).toEqual({ message: 'Please select exactly 5 influencers.' });
    // Fewer than 5 would be a quietly weaker team: refused with the same words.
    const three = await team(host.cookie, hostTeam.slice(0, 3));
    expect(three.statusCode).toBe(400);
    expect(three.json()).toEqual({ message: 'Please select exactly 5 influencers.' });
    const twice = await team(host.cookie, [i1, i1, i2, i3, ...hostTeam.slice(3, 4)]);
    expect(twice.json()).toEqual({ message: 'Please select exactly 5 influencers.' });
    const unknown = await team(host.cookie, [...hostTeam.slice(0, 4), 'no-such-influencer']);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ message: 'One of the chosen influencers does not exist.' });
    const outsider = await signUp(t.app);
    const notJoined = await team(outsider.cookie, hostTeam);
    expect(notJoined.statusCode).toBe(403);
    expect(notJoined.json()).toEqual({ message: 'Join this game first.' });
    // None of them changed the room: nobody is ready, and the outsider is not in it.
    const room = (await request('GET', `/api/game-rooms/${roomId}`, host.cookie)).json<GameRoom>();
    expect(room.players.map((player) => [player.name, player.ready])).toEqual([
      [host.username, false],
      [guest.username, false],
    ]);
  });

  it('starts only by the host, once every player is ready', async () => {
    const team = (cookie: string, influencers: string[]) =>
      request('POST', `/api/game-rooms/${roomId}/team`, cookie, { influencers });
    expect((await team(host.cookie, [])).statusCode).toBe(400);
    expect((await team(host.cookie, ['nobody'])).statusCode).toBe(400);
    const ready = await team(host.cookie, hostTeam);
    expect(ready.json<GameRoom>().players.find((p) => p.isYou)?.ready).toBe(true);
    const early = await request('POST', `/api/game-rooms/${roomId}/start`, host.cookie);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('All players must select their teams first');
    await team(guest.cookie, guestTeam);
    const notHost = await request('POST', `/api/game-rooms/${roomId}/start`, guest.cookie);
    expect(notHost.statusCode).toBe(403);
    const started = await request('POST', `/api/game-rooms/${roomId}/start`, host.cookie);
    expect(started.statusCode).toBe(200);
    expect(started.json()).toMatchObject({ status: 'playing', timeRemaining: 3600 });
    const latecomer = await signUp(t.app);
    expect(
      (await request('POST', `/api/game-rooms/${roomId}/join`, latecomer.cookie)).statusCode,
    ).toBe(409);
    expect((await team(guest.cookie, hostTeam)).statusCode).toBe(409);
  });

  it('ranks live, then finishes with the winner and keeps the results', async () => {
    t.clock.advance(600_000);
    await grow({ [i3]: 1000, [i1]: 10 });
    const detail = (
      await request('GET', `/api/game-rooms/${roomId}`, guest.cookie)
    ).json<GameRoomDetail>();
    expect(detail.players.map((player) => [player.name, player.score, player.rank])).toEqual([
      [guest.username, 1000, 1],
      [host.username, 10, 2],
    ]);
    expect(detail.you?.name).toBe(guest.username);
    expect(detail.influencers.find((influencer) => influencer.id === i3)?.score).toBe(1000);
    // The lobby scores its rooms in one go, to the same figures.
    const lobby = (await request('GET', '/api/game-rooms', host.cookie)).json<GameRoom[]>();
    expect(
      lobby
        .find((room) => room.id === roomId)
        ?.players.map((player) => [player.name, player.score]),
    ).toEqual([
      [guest.username, 1000],
      [host.username, 10],
    ]);

    t.clock.advance(3600_000);
    await tick();
    const list = (await request('GET', '/api/game-rooms', host.cookie)).json<GameRoom[]>();
    const finished = list.find((room) => room.id === roomId);
    expect(finished).toMatchObject({ status: 'finished', winner: { name: guest.username } });
  });
});

describe('the lobby', () => {
  it('lists the rooms however many free-play games wait, and never a free-play game', async () => {
    const host = await signUp(t.app);
    const created = await request('POST', '/api/game-rooms', host.cookie, { name: 'Lobby Room' });
    expect(created.statusCode).toBe(201);
    const roomId = created.json<GameRoom>().id;

    // Free-play games share the table, and the never-started ones wait forever: more of them,
    // and newer, than the lobby's 100 open rooms.
    let guest: string | undefined;
    const freePlayIds = new Set<string>();
    for (let i = 0; i < 101; i += 1) {
      t.clock.advance(1000);
      const game = await request('POST', '/api/free-play/games', guest, { playerName: 'Idle' });
      expect(game.statusCode).toBe(201);
      guest ??= String(game.headers['set-cookie']).split(';')[0];
      freePlayIds.add(game.json().gameId);
    }

    const lobby = await request('GET', '/api/game-rooms', host.cookie);
    expect(lobby.statusCode).toBe(200);
    const rooms = lobby.json<GameRoom[]>();
    expect(rooms.find((room) => room.id === roomId)).toMatchObject({
      name: 'Lobby Room',
      status: 'waiting',
      host: host.username,
      players: [{ name: host.username, isHost: true }],
    });
    expect(rooms.filter((room) => freePlayIds.has(room.id))).toEqual([]);
    // Open rooms first, newest first; then the finished room of the test above, with its winner.
    expect(rooms[0]?.id).toBe(roomId);
    expect(rooms.at(-1)).toMatchObject({ status: 'finished', name: 'Laguna Showdown' });
    expect(rooms.at(-1)?.winner).not.toBeNull();
  });
});

describe('a game started before any metrics exist', () => {
  let z: TestApp;
  beforeAll(async () => {
    z = await createTestApp(
      { gameTimings: { freePlaySeconds: 4 * 3600, roomSeconds: 3600 } },
      undefined,
      {
        metrics: quietMetrics as never,
      },
    );
    z.clock.set('2026-07-04T18:00:00.000Z');
    // The 12 as a fresh server has them: no snapshot yet, and the provider has none to give.
    await ensureFreePlayInfluencers(z.ctx);
  });
  afterAll(() => z.close());

  it('starts from baselines of 0 and says so, then scores the whole counters as gains', async () => {
    const [first = '', second = ''] = FREE_PLAY_INFLUENCER_IDS;
    const created = await z.app.inject({
      method: 'POST',
      url: '/api/free-play/games',
      payload: { playerName: 'Ana' },
    });
    const gameId = created.json().gameId;
    const cookie = String(created.headers['set-cookie']).split(';')[0] ?? '';
    await z.app.inject({
      method: 'PUT',
      url: `/api/free-play/games/${gameId}/team`,
      headers: { cookie },
      payload: { influencerIds: [first, second] },
    });
    const started = await z.app.inject({
      method: 'POST',
      url: `/api/free-play/games/${gameId}/start`,
      headers: { cookie },
    });
    expect(started.statusCode).toBe(200);
    const game = started.json<FreePlayGame>();
    expect(game).toMatchObject({ status: 'playing', quarter: 1, baselinesFromMetrics: false });
    expect(game.you?.score).toBe(0);
    // The flag and the shop's provider are what the client's start toast reads: honest about the
    // zero baselines, and about the metrics being simulated.
    const source = await z.app.inject({ method: 'GET', url: '/api/metrics-source' });
    expect(source.json()).toEqual({ provider: 'simulated' });
    expect(startedToast(game.baselinesFromMetrics, source.json<MetricsSource>().provider)).toEqual({
      title: 'Game Started!',
      description:
        'No simulated metrics were recorded yet, so every baseline starts at 0. Quarter 1 has begun.',
    });

    // The first snapshot afterwards counts in full: 2 posts, 50 likes, 3 shares, 4 comments.
    z.clock.advance(60_000);
    await recordSnapshots(z.ctx, z.clock.now(), {
      [first]: { posts: 2, likes: 50, shares: 3, comments: 4 },
    });
    const live = (
      await z.app.inject({
        method: 'GET',
        url: `/api/free-play/games/${gameId}`,
        headers: { cookie },
      })
    ).json<FreePlayGame>();
    expect(live.you?.score).toBe(2 * 10 + 50 + 3 * 2 + 4 * 1.5);
    expect(live.influencers.find((influencer) => influencer.id === first)).toMatchObject({
      posts: 2,
      likes: 50,
      shares: 3,
      comments: 4,
      score: 82,
    });
  });
});
