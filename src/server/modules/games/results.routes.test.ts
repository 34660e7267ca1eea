import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordSnapshots } from '../../../../tests/fixtures/competitions';
import { type SignedUpUser, signUp } from '../../../../tests/fixtures/factories';
import { FREE_PLAY_INFLUENCER_IDS, seedInfluencers } from '../../../../tests/fixtures/influencers';
import { createTestApp, type TestApp } from '../../../../tests/fixtures/server';
import type { Counters } from '../../../shared/competition-rules';
import type { GameRoom, PlayedGameResults } from '../../../shared/contracts/games';
import { verifyResults } from '../../../shared/results';
import { runSchedulerTick } from '../../jobs/scheduler-tick';
import { findLatestSnapshots } from '../influencers/metrics.service';
import { testGateway } from '../payments/test-gateway';

// Issue 18 for rooms and free play: a finished game's results are public, in a competition's
// shape, recomputable by the shared check and by the README's script.

let t: TestApp;
const quietMetrics = { name: 'simulated' as const, fetchCounters: async () => new Map() };

beforeAll(async () => {
  t = await createTestApp(
    { gameTimings: { freePlaySeconds: 2 * 3600, roomSeconds: 3600 } },
    undefined,
    { metrics: quietMetrics as never },
  );
  t.clock.set('2026-08-01T18:00:00.000Z');
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

async function grow(likesById: Record<string, number>) {
  const latest = await findLatestSnapshots(t.ctx, Object.keys(likesById), t.clock.now());
  const next: Record<string, Counters> = {};
  for (const [id, likes] of Object.entries(likesById)) {
    const { posts = 0, likes: before = 0, shares = 0, comments = 0 } = latest.get(id) ?? {};
    next[id] = { posts, likes: before + likes, shares, comments };
  }
  await recordSnapshots(t.ctx, t.clock.now(), next);
}

/** The README's verification script (between its markers), run by Node on `json` as stdin. */
function runReadmeScript(json: string) {
  const readme = readFileSync(path.resolve('README.md'), 'utf8');
  const block =
    /<!-- verify-results:start -->\s*```js\n([\s\S]*?)```\s*<!-- verify-results:end -->/.exec(
      readme,
    )?.[1];
  if (!block) throw new Error('README has no verify-results block');
  const dir = mkdtempSync(path.join(tmpdir(), 'verify-game-results-'));
  const file = path.join(dir, 'verify-results.mjs');
  writeFileSync(file, block);
  try {
    return spawnSync(process.execPath, [file], { input: json, encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The message a failed statement gave (the driver wraps the database's). */
async function failure(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    const cause = (error as { cause?: { message?: string } }).cause;
    return `${(error as Error).message} ${cause?.message ?? ''}`;
  }
  return 'no error';
}

/** No user id, guest id, e-mail, password or token anywhere in the published JSON. */
function expectNothingPrivate(body: string, users: SignedUpUser[] = []) {
  expect(body).not.toMatch(/userId|guestId|email|password|token|cookie/i);
  for (const user of users) expect(body).not.toContain(user.password);
}

const [i1 = '', i2 = '', i3 = ''] = FREE_PLAY_INFLUENCER_IDS;

describe('a room’s results', () => {
  let host: SignedUpUser;
  let guest: SignedUpUser;
  let roomId = '';
  const hostTeam = [i1, i2, ...FREE_PLAY_INFLUENCER_IDS.slice(3, 6)];
  const guestTeam = [i3, ...FREE_PLAY_INFLUENCER_IDS.slice(6, 10)];

  beforeAll(async () => {
    host = await signUp(t.app);
    guest = await signUp(t.app);
    await grow({ [i1]: 50, [i3]: 70 });
    t.clock.advance(60_000);
  });

  it('answers 404 for an unknown room and 409 until it has finished', async () => {
    expect((await request('GET', '/api/game-rooms/ZZZZZZ/results')).statusCode).toBe(404);
    const created = await request('POST', '/api/game-rooms', host.cookie, { name: 'Proof' });
    roomId = created.json<GameRoom>().id;
    await request('POST', `/api/game-rooms/${roomId}/join`, guest.cookie);
    const waiting = await request('GET', `/api/game-rooms/${roomId}/results`);
    expect(waiting.statusCode).toBe(409);
    expect(waiting.json().message).toBe('Results are published when the game has finished.');
    await request('POST', `/api/game-rooms/${roomId}/team`, host.cookie, { influencers: hostTeam });
    await request('POST', `/api/game-rooms/${roomId}/team`, guest.cookie, {
      influencers: guestTeam,
    });
    expect((await request('POST', `/api/game-rooms/${roomId}/start`, host.cookie)).statusCode).toBe(
      200,
    );
    expect((await request('GET', `/api/game-rooms/${roomId}/results`)).statusCode).toBe(409);
  });

  it('publishes every player, counter and snapshot once finished; the checks agree', async () => {
    t.clock.advance(600_000);
    await grow({ [i1]: 10, [i3]: 1000 });
    t.clock.advance(3600_000);
    await grow({ [i1]: 5_000 }); // after the end: not counted
    await tick();
    const response = await request('GET', `/api/game-rooms/${roomId}/results`); // signed out
    expect(response.statusCode).toBe(200);
    expectNothingPrivate(response.body, [host, guest]);
    const results = response.json<PlayedGameResults>();
    expect(results).toMatchObject({ competitionId: roomId, kind: 'room', status: 'finished' });
    expect(results.commitment?.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(results.entries.map((entry) => [entry.player, entry.score, entry.rank])).toEqual([
      [guest.username, 1000, 1],
      [host.username, 10, 2],
    ]);
    const first = results.entries[0]?.influencers.find((influencer) => influencer.id === i3);
    expect(first?.baseline).toMatchObject({ likes: expect.any(Number) });
    expect(first?.baseline.snapshotId).toEqual(expect.any(Number));
    expect(first?.final.snapshotId).toEqual(expect.any(Number));
    expect(first?.final.snapshotId).not.toBe(first?.baseline.snapshotId);
    expect(Date.parse(first?.final.at ?? '')).toBeLessThanOrEqual(
      Date.parse(results.endTime ?? ''),
    );
    expect(first?.final.likes).toBe((first?.baseline.likes ?? 0) + 1000);

    const check = await verifyResults(results);
    expect(check.problems).toEqual([]);
    expect(check.ranking.map((row) => row.player)).toEqual([guest.username, host.username]);

    const readme = runReadmeScript(response.body);
    expect(readme.stdout).toContain('These results check out.');
    expect(readme.status).toBe(0);

    // A changed team or counter is caught by both.
    const tampered = structuredClone(results);
    const influencer = tampered.entries[1]?.influencers[0];
    if (influencer) influencer.final.likes += 100_000;
    expect((await verifyResults(tampered)).problems.length).toBeGreaterThan(0);
    expect(runReadmeScript(JSON.stringify(tampered)).status).toBe(1);

    // The snapshots it was scored from can't change any more (the guard trigger, migration 0026).
    const used = [first?.baseline.snapshotId ?? 0, first?.final.snapshotId ?? 0];
    expect(
      await failure(
        t.ctx.db.execute(sql`update metrics_snapshots set likes = 0 where id = ${used[0]}`),
      ),
    ).toContain('is used by a started game and cannot be changed');
    expect(
      await failure(t.ctx.db.execute(sql`delete from metrics_snapshots where id = ${used[1]}`)),
    ).toContain('is used by a started game and cannot be changed');
  });

  it('says a room played before results were recorded can’t be checked', async () => {
    await t.ctx.db.execute(
      sql`update games set commitment_sha256 = null, commitment_created_at = null where id = ${roomId}`,
    );
    const old = await request('GET', `/api/game-rooms/${roomId}/results`);
    expect(old.statusCode).toBe(409);
    expect(old.json().message).toBe(
      "This game was played before results were published, so its results can't be checked.",
    );
  });
});

describe('a free-play game’s results', () => {
  it('answers 409 until finished, then results that check out, players as they named themselves', async () => {
    const created = await request('POST', '/api/free-play/games', undefined, { playerName: 'Ana' });
    const gameId = created.json().gameId as string;
    const ana = String(created.headers['set-cookie']).split(';')[0] ?? '';
    const joined = await request('POST', `/api/free-play/games/${gameId}/join`, undefined, {
      playerName: 'Ben',
    });
    const ben = String(joined.headers['set-cookie']).split(';')[0] ?? '';
    await request('PUT', `/api/free-play/games/${gameId}/team`, ana, { influencerIds: [i1, i2] });
    await request('PUT', `/api/free-play/games/${gameId}/team`, ben, { influencerIds: [i3] });
    expect((await request('GET', `/api/free-play/games/${gameId}/results`)).statusCode).toBe(409);
    expect((await request('POST', `/api/free-play/games/${gameId}/start`, ana)).statusCode).toBe(
      200,
    );
    expect((await request('GET', `/api/free-play/games/${gameId}/results`)).statusCode).toBe(409);
    t.clock.advance(600_000);
    await grow({ [i1]: 30, [i2]: 12, [i3]: 40 });
    t.clock.advance(2 * 3600_000);
    await tick();
    const response = await request('GET', `/api/free-play/games/${gameId}/results`);
    expect(response.statusCode).toBe(200);
    expectNothingPrivate(response.body);
    const results = response.json<PlayedGameResults>();
    expect(results.kind).toBe('free_play');
    expect(results.entries.map((entry) => [entry.player, entry.score, entry.rank])).toEqual([
      ['Ana', 42, 1],
      ['Ben', 40, 2],
    ]);
    // Only the chosen influencers are published, each with its snapshots.
    expect(results.entries.flatMap((entry) => entry.influencers.map((i) => i.id)).sort()).toEqual(
      [i1, i2, i3].sort(),
    );
    expect((await verifyResults(results)).problems).toEqual([]);
    expect(runReadmeScript(response.body).status).toBe(0);
    expect((await request('GET', `/api/game-rooms/${gameId}/results`)).statusCode).toBe(404);
  });
});
