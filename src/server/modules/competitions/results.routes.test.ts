import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeProfile } from '../../../../tests/fixtures/commerce';
import {
  counters,
  createTestInfluencers,
  enter,
  recordSnapshots,
} from '../../../../tests/fixtures/competitions';
import { createProduct, type SignedUpUser, signUp } from '../../../../tests/fixtures/factories';
import { createTestApp, type TestApp } from '../../../../tests/fixtures/server';
import type {
  Competition,
  CompetitionSummary,
  GameResults,
  LeaderboardPage,
} from '../../../shared/contracts/competitions';
import { chainedCommitmentHash, commitmentHash, verifyResults } from '../../../shared/results';
import { selectRows } from '../../db/sql';
import { runSchedulerTick } from '../../jobs/scheduler-tick';
import { testGateway } from '../payments/test-gateway';

/**
 * Issue 18: results anyone can check, and nothing changes after the start.
 * One game of three players, two of whom tie, from entries to the published results.
 */
let t: TestApp;
let ids: string[];
let players: SignedUpUser[];
let gameId = 0;
const baselineAt = new Date('2026-03-02T12:59:00.000Z');

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set('2026-03-02T12:20:00.000Z');
  ids = await createTestInfluencers(t.ctx, 7);
  // An unrelated influencer, with a snapshot no game uses.
  await recordSnapshots(t.ctx, new Date('2026-03-02T11:00:00.000Z'), {
    [ids[6] ?? '']: counters(1, 1),
  });
});
afterAll(() => t.close());

const tick = () => runSchedulerTick(t.ctx, { gateway: testGateway });
const get = (url: string) => t.app.inject({ method: 'GET', url });

/** The database's error text (drivers wrap it: the cause carries PostgreSQL's message). */
async function failure(statement: Promise<unknown>): Promise<string> {
  try {
    await statement;
  } catch (error) {
    const cause = (error as { cause?: { message?: string } }).cause;
    return `${(error as Error).message} ${cause?.message ?? ''}`;
  }
  return 'no error';
}

/** The README's verification script (between its markers), run by Node on `json` as stdin. */
function runReadmeScript(json: string) {
  const readme = readFileSync(path.resolve('README.md'), 'utf8');
  const block =
    /<!-- verify-results:start -->\s*```js\n([\s\S]*?)```\s*<!-- verify-results:end -->/.exec(
      readme,
    )?.[1];
  if (!block) throw new Error('README has no verify-results block');
  const dir = mkdtempSync(path.join(tmpdir(), 'verify-results-'));
  const file = path.join(dir, 'verify-results.mjs');
  writeFileSync(file, block);
  try {
    return spawnSync(process.execPath, [file], { input: json, encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function snapshotId(influencerId: string, at: Date): Promise<number> {
  const [row] = await selectRows<{ id: unknown }>(
    t.ctx.db,
    sql`select id from metrics_snapshots where influencer_id = ${influencerId} and taken_at = ${at}`,
  );
  return Number(row?.id);
}

/** What a game's commitment covers, read from the database's own rows. */
async function committedRows(competitionId: number, chosen: readonly string[]) {
  const plays = await selectRows<{ id: number; paid_at: string | Date; influencer_ids: string[] }>(
    t.ctx.db,
    sql`select id, paid_at, influencer_ids from plays where competition_id = ${competitionId}`,
  );
  return {
    competitionId,
    entries: plays.map((play) => ({
      playId: play.id,
      enteredAt: new Date(play.paid_at).toISOString(),
      influencerIds: play.influencer_ids,
    })),
    baselines: await Promise.all(
      chosen.map(async (id) => ({
        influencerId: id,
        snapshotId: await snapshotId(id, baselineAt),
      })),
    ),
  };
}

describe('results anyone can check', () => {
  // Teams: a = ids 0-4, b = ids 1-5 (ties a), c = ids 0-4 entered last with the same team as a.
  const team = (from: number) => ids.slice(from, from + 5);

  beforeAll(async () => {
    const product = await createProduct(t.ctx, {
      brand: 'Verify',
      model: 'Shades',
      priceCents: 300,
      maxContestants: 3,
      playEnabled: true,
      quantity: 1,
    });
    players = [];
    for (const from of [0, 1, 0]) {
      const shopper = await signUp(t.app);
      await completeProfile(t.app, shopper.cookie);
      t.clock.advance(1000);
      const entered = await enter(t.app, shopper.cookie, product.id, team(from));
      expect(entered.statusCode).toBe(201);
      players.push(shopper);
    }
    gameId = (
      await t.app.inject({ url: `/api/products/${product.id}/competition` })
    ).json<Competition>().id;
  });

  it('answers 409 while the game is waiting, and 404 for an unknown game', async () => {
    const waiting = await get(`/api/games/${gameId}/results`);
    expect(waiting.statusCode).toBe(409);
    expect(waiting.json().message).toBe('Results are published when the game has completed.');
    expect((await get(`/api/games/${gameId}`)).json<CompetitionSummary>().commitment).toBeNull();
    const unknown = await get('/api/games/999999/results');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Game Not Found');
  });

  it('commits to the entries and baseline snapshots at the start, and shows it on the game', async () => {
    await recordSnapshots(
      t.ctx,
      baselineAt,
      Object.fromEntries(ids.slice(0, 6).map((id) => [id, counters(10, 1000, 10, 10)])),
    );
    t.clock.set('2026-03-02T13:00:00.000Z');
    expect((await tick()).started).toBe(1);
    const game = (await get(`/api/games/${gameId}`)).json<CompetitionSummary>();
    expect(game.status).toBe('active');
    expect(game.commitment).toEqual({
      sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
      createdAt: '2026-03-02T13:00:00.000Z',
    });
    // Recomputed from the database's own rows (the entries and each baseline's snapshot id): the
    // chained form, which the entries built as they were paid.
    const expected = await chainedCommitmentHash(await committedRows(gameId, ids.slice(0, 6)));
    expect(game.commitment?.sha256).toBe(expected);
    // A second tick does not commit again.
    await tick();
    expect((await get(`/api/games/${gameId}`)).json<CompetitionSummary>().commitment).toEqual(
      game.commitment,
    );
    expect((await get(`/api/games/${gameId}/results`)).statusCode).toBe(409);
  });

  it('refuses updating or deleting a snapshot a started game uses (a trigger)', async () => {
    const [first = '', , , , , sixth = '', unused = ''] = ids;
    const baseline = await snapshotId(first, baselineAt);
    expect(
      await failure(
        t.ctx.db.execute(
          sql`update metrics_snapshots set likes = likes + 1 where id = ${baseline}`,
        ),
      ),
    ).toContain('is used by a started game and cannot be changed');
    expect(
      await failure(t.ctx.db.execute(sql`delete from metrics_snapshots where id = ${baseline}`)),
    ).toContain('is used by a started game and cannot be changed');
    // One taken inside the game's window may become its final snapshot: also refused.
    const during = new Date('2026-03-02T13:30:00.000Z');
    await recordSnapshots(t.ctx, during, {
      [first]: counters(12, 1100, 10, 13),
      [sixth]: counters(10, 1121, 12, 10),
    });
    expect(
      await failure(
        t.ctx.db.execute(
          sql`delete from metrics_snapshots where id = ${await snapshotId(sixth, during)}`,
        ),
      ),
    ).toContain('is used by a started game and cannot be changed');
    // A snapshot no started game uses can still be corrected.
    const free = await snapshotId(unused, new Date('2026-03-02T11:00:00.000Z'));
    await t.ctx.db.execute(sql`update metrics_snapshots set likes = 2 where id = ${free}`);
    await t.ctx.db.execute(sql`delete from metrics_snapshots where id = ${free}`);
  });

  it("refuses changing a paid entry's team, player or entry time (a trigger)", async () => {
    const [play] = await selectRows<{ id: number }>(
      t.ctx.db,
      sql`select id from plays where competition_id = ${gameId} order by id limit 1`,
    );
    const swapped = ids.slice(1, 6);
    for (const change of [
      sql`influencer_ids = ${sql.raw(`array['${swapped.join("','")}']`)}`,
      sql`user_id = ${players[1]?.user.id ?? 0}`,
      sql`paid_at = paid_at + interval '1 second'`,
    ]) {
      expect(
        await failure(t.ctx.db.execute(sql`update plays set ${change} where id = ${play?.id}`)),
      ).toContain("a paid entry's team cannot change");
    }
  });

  it('publishes every entry, counter, snapshot, score, rank and tie once completed; the recomputation agrees', async () => {
    t.clock.set('2026-03-02T14:00:05.000Z');
    expect((await tick()).completed).toBe(1);
    const response = await get(`/api/games/${gameId}/results`);
    expect(response.statusCode).toBe(200);
    const results = response.json<GameResults>();
    const game = (await get(`/api/games/${gameId}`)).json<CompetitionSummary>();
    expect(results).toMatchObject({
      competitionId: gameId,
      status: 'completed',
      commitment: game.commitment,
      formula: { weights: { posts: 10, likes: 1, shares: 2, comments: 1.5 } },
    });
    expect(results.formula.text).toContain('posts×10 + likes + shares×2 + comments×1.5');
    // a and c: 2×10 + 100 + 3×1.5 = 124.5 → 125; b: 121 + 2×2 = 125. All tie: entry time decides.
    expect(results.entries.map((e) => [e.player, e.score, e.rank])).toEqual([
      [players[0]?.username, 125, 1],
      [players[1]?.username, 125, 2],
      [players[2]?.username, 125, 3],
    ]);
    expect(results.tieBreak.ties).toEqual([
      { score: 125, playIds: results.entries.map((e) => e.playId) },
    ]);
    const first = results.entries[0]?.influencers[0];
    expect(first).toMatchObject({
      id: ids[0],
      baseline: {
        snapshotId: await snapshotId(ids[0] ?? '', baselineAt),
        at: baselineAt.toISOString(),
        posts: 10,
        likes: 1000,
        shares: 10,
        comments: 10,
      },
      final: {
        snapshotId: await snapshotId(ids[0] ?? '', new Date('2026-03-02T13:30:00.000Z')),
        at: '2026-03-02T13:30:00.000Z',
        posts: 12,
        likes: 1100,
        shares: 10,
        comments: 13,
      },
      score: 124.5,
    });

    // The script anyone can run: same ranking as the leaderboard, same commitment.
    const check = await verifyResults(results);
    expect(check.problems).toEqual([]);
    expect(check.commitment).toBe(game.commitment?.sha256);
    const board = (await get(`/api/games/${gameId}/leaderboard?limit=100`)).json<LeaderboardPage>();
    expect(check.ranking.map((row) => [row.playId, row.score, row.rank])).toEqual(
      board.entries.map((row) => [row.playId, row.score, row.rank]),
    );

    // The README's script, run as anyone would: it agrees, and catches a changed counter.
    const readmeCheck = runReadmeScript(response.body);
    expect(readmeCheck.status, readmeCheck.stderr).toBe(0);
    expect(readmeCheck.stdout).toBe(
      [
        ...check.ranking.map((row) => `${row.rank}. ${row.player}: ${row.score}`),
        `commitment ${game.commitment?.sha256} matches`,
        'These results check out.',
        '',
      ].join('\n'),
    );
    const tampered = structuredClone(results);
    const firstInfluencer = tampered.entries[2]?.influencers[0];
    if (firstInfluencer) firstInfluencer.final.likes += 10;
    const caught = runReadmeScript(JSON.stringify(tampered));
    expect(caught.status).toBe(1);
    expect(caught.stdout).toContain('These results do NOT check out.');

    // The final snapshot of a completed game is protected too.
    expect(
      await failure(
        t.ctx.db.execute(
          sql`delete from metrics_snapshots where id = ${first?.final.snapshotId ?? 0}`,
        ),
      ),
    ).toContain('is used by a started game and cannot be changed');
  });
});

describe('a game without an entries chain (decision 0044)', () => {
  it.each([
    ['null', 'its entries were paid before migration 0028'],
    ['empty', 'its entries were written without the entry path'],
  ])(
    'chain %s (%s): commits to the entries themselves at its start, and its results check out',
    async (chain) => {
      const product = await createProduct(t.ctx, {
        brand: 'Early',
        model: `Shades ${chain}`,
        priceCents: 300,
        maxContestants: 2,
        playEnabled: true,
        quantity: 1,
      });
      for (const from of [0, 1]) {
        const shopper = await signUp(t.app);
        await completeProfile(t.app, shopper.cookie);
        t.clock.advance(1000);
        expect(
          (await enter(t.app, shopper.cookie, product.id, ids.slice(from, from + 5))).statusCode,
        ).toBe(201);
      }
      const id = (await get(`/api/products/${product.id}/competition`)).json<Competition>().id;
      const [row] = await selectRows<{ entries_chain: string | null; chosen: string[] }>(
        t.ctx.db,
        sql`select entries_chain, chosen_influencer_ids as chosen from competitions where id = ${id}`,
      );
      expect(row?.chosen).toEqual([...ids.slice(0, 6)].sort());
      // As migration 0028 leaves a competition that had entries, or as SQL inserts leave one.
      await t.ctx.db.execute(
        chain === 'null'
          ? sql`update competitions set entries_chain = null where id = ${id}`
          : sql`update competitions set entries_chain = '', chosen_influencer_ids = '{}' where id = ${id}`,
      );
      const { startTime, endTime } = (await get(`/api/games/${id}`)).json<CompetitionSummary>();
      await recordSnapshots(
        t.ctx,
        new Date(new Date(startTime ?? 0).getTime() - 60_000),
        Object.fromEntries(
          ids.slice(0, 6).map((influencer) => [influencer, counters(20, 2000, 20, 20)]),
        ),
      );
      t.clock.set(new Date(startTime ?? 0));
      expect((await tick()).started).toBe(1);
      const game = (await get(`/api/games/${id}`)).json<CompetitionSummary>();
      const committed = await committedRows(id, []);
      const baselines = await selectRows<{ influencer_id: string; snapshot_id: unknown }>(
        t.ctx.db,
        sql`select influencer_id, snapshot_id from metrics_marks where at = ${new Date(startTime ?? 0)}`,
      );
      const whole = await commitmentHash({
        ...committed,
        baselines: baselines
          .filter((mark) => ids.slice(0, 6).includes(mark.influencer_id))
          .map((mark) => ({
            influencerId: mark.influencer_id,
            snapshotId: mark.snapshot_id === null ? null : Number(mark.snapshot_id),
          })),
      });
      expect(game.commitment?.sha256).toBe(whole);
      t.clock.set(new Date(endTime ?? 0));
      expect((await tick()).completed).toBe(1);
      const check = await verifyResults(
        (await get(`/api/games/${id}/results`)).json<GameResults>(),
      );
      expect(check.problems).toEqual([]);
      expect(check.commitment).toBe(whole);
    },
  );
});
