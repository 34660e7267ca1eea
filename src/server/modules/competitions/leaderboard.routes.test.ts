import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestInfluencers } from '../../../../tests/fixtures/competitions';
import {
  createProduct,
  type SignedUpUser,
  signUp,
  uniqueUsername,
} from '../../../../tests/fixtures/factories';
import { createTestApp, type TestApp } from '../../../../tests/fixtures/server';
import type {
  Competition,
  CompetitionSummary,
  LeaderboardPage,
  Play,
} from '../../../shared/contracts/competitions';
import { selectRows } from '../../db/sql';

/**
 * A $400 product played at $1 has up to 400 entries: every screen gets the top 10
 * plus the viewer's own row, and the rest a page at a time.
 */
let t: TestApp;
let viewer: SignedUpUser;
let productId = 0;
let finished = 0;
const ENTRIES = 300;
const VIEWER_RANK = 257;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set('2026-07-02T18:00:00.000Z');
  const team = await createTestInfluencers(t.ctx, 5);
  const product = await createProduct(t.ctx, {
    brand: 'Hundreds',
    model: 'Of Players',
    priceCents: 40_000,
    maxContestants: 400,
    playEnabled: true,
  });
  productId = product.id;
  viewer = await signUp(t.app);
  const now = t.clock.now();
  const [competition] = await selectRows<{ id: number }>(
    t.ctx.db,
    sql`insert into competitions (product_id, status, required_participants, entry_price_cents,
          entries_count, start_time, end_time, fill_deadline, created_at)
        values (${productId}, 'completed', 400, 100, ${ENTRIES}, ${new Date(now.getTime() - 2 * 3600_000)},
          ${new Date(now.getTime() - 3600_000)}, ${now}, ${now})
        returning id`,
  );
  finished = competition?.id ?? 0;
  // 299 other players and the viewer at rank 257; rank n scored 3000 - n.
  const prefix = uniqueUsername('crowd');
  await t.ctx.db.execute(sql`
    insert into users (username, password_hash, created_at)
    select ${prefix} || '-' || n, 'x', ${now} from generate_series(1, ${ENTRIES - 1}) n`);
  await t.ctx.db.execute(sql`
    with players as (
      select id as user_id, row_number() over (order by id) as n
      from users where username like ${`${prefix}-%`}
    ),
    ranked as (
      select user_id, case when n >= ${VIEWER_RANK} then n + 1 else n end as rank from players
      union all select ${viewer.user.id}, ${VIEWER_RANK}
    ),
    paid as (
      insert into payments (user_id, idempotency_key, provider, amount_cents, status, purpose, created_at)
      select user_id, 'crowd-' || rank, 'test', 100, 'completed', 'play', ${now} from ranked
      returning id, user_id
    )
    insert into plays (competition_id, product_id, user_id, influencer_ids, idempotency_key,
      payment_id, paid_at, created_at)
    select ${finished}, ${productId}, r.user_id, ${sql.raw(`array['${team.join("','")}']`)},
      'crowd-' || r.rank, p.id, ${now}, ${now}
    from ranked r join paid p on p.user_id = r.user_id`);
  // Settled: the standings hold the entries in rank order (rank r scored 3000 - r).
  await t.ctx.db.execute(sql`
    insert into competition_standings (competition_id, play_ids, user_ids, scores)
    select ${finished}, array_agg(id order by key), array_agg(user_id order by key),
      array_agg(3000 - key order by key)
    from (
      select id, user_id, substring(idempotency_key from 7)::int as key
      from plays where competition_id = ${finished}
    ) ranked`);
  await t.ctx.db.execute(sql`
    update competitions set winner_play_id = (
      select play_ids[1] from competition_standings where competition_id = ${finished}
    ) where id = ${finished}`);
});
afterAll(() => t.close());

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

describe('leaderboards with hundreds of entries', () => {
  it('GET /api/games/:id carries the top 10, plus the viewer’s own row wherever it ranks', async () => {
    const visitor = (await get(`/api/games/${finished}`)).json<CompetitionSummary>();
    expect(visitor.participants).toBe(ENTRIES);
    expect(visitor.scores.map((s) => s.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(visitor.scores[0]?.score).toBe(2999);
    expect(visitor.winner?.playId).toBe(visitor.scores[0]?.playId);

    const signedIn = (
      await get(`/api/games/${finished}`, viewer.cookie)
    ).json<CompetitionSummary>();
    expect(signedIn.scores.map((s) => s.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 257]);
    expect(signedIn.scores.at(-1)).toMatchObject({
      userId: viewer.user.id,
      username: viewer.username,
      score: 3000 - VIEWER_RANK,
      rank: VIEWER_RANK,
    });
  });

  it('GET /api/games/:id/leaderboard answers one page and the viewer’s row', async () => {
    const page = (
      await get(`/api/games/${finished}/leaderboard?offset=10&limit=25`, viewer.cookie)
    ).json<LeaderboardPage>();
    expect(page).toMatchObject({ total: ENTRIES, offset: 10, limit: 25 });
    expect(page.entries.map((e) => e.rank)).toEqual(Array.from({ length: 25 }, (_, i) => 11 + i));
    expect(page.mine).toMatchObject({ rank: VIEWER_RANK, userId: viewer.user.id });

    const last = (
      await get(`/api/games/${finished}/leaderboard?offset=290&limit=100`)
    ).json<LeaderboardPage>();
    expect(last.entries.map((e) => e.rank)).toEqual(Array.from({ length: 10 }, (_, i) => 291 + i));
    expect(last.mine).toBeNull();

    const first = (await get(`/api/games/${finished}/leaderboard`)).json<LeaderboardPage>();
    expect(first).toMatchObject({ total: ENTRIES, offset: 0, limit: 10 });
    expect(first.entries).toHaveLength(10);
  });

  it.each([
    ['limit=101', 'limit must be a whole number from 1 to 100'],
    ['limit=0', 'limit must be a whole number from 1 to 100'],
    ['offset=-1', 'offset must be a whole number from 0'],
    ['offset=abc', 'offset must be a whole number from 0'],
  ])('refuses ?%s with 400 "%s"', async (query, message) => {
    const response = await get(`/api/games/${finished}/leaderboard?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });

  it('an unknown game’s leaderboard is 404 Game Not Found', async () => {
    const response = await get('/api/games/999999/leaderboard');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Game Not Found' });
  });

  it('the product’s competition carries the top 10 plus the viewer; its plays answer a page', async () => {
    const competition = (
      await get(`/api/products/${productId}/competition`, viewer.cookie)
    ).json<Competition>();
    expect(competition.entriesCount).toBe(ENTRIES);
    expect(competition.plays.map((p) => p.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 257]);
    expect(competition.lastGame).toBeNull();

    const plays = await get(`/api/products/${productId}/plays`);
    expect(plays.headers['x-total-count']).toBe(String(ENTRIES));
    expect(plays.json<Play[]>().map((p) => p.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const tail = await get(`/api/products/${productId}/plays?offset=295&limit=50`);
    expect(tail.json<Play[]>().map((p) => p.rank)).toEqual([296, 297, 298, 299, 300]);
  });

  it('once the next game opens, the competition tells who won the last one and the viewer’s rank', async () => {
    await t.ctx.db.execute(sql`
      insert into competitions (product_id, status, required_participants, entry_price_cents,
        fill_deadline, created_at)
      values (${productId}, 'waiting', 400, 100, ${new Date(t.clock.now().getTime() + 72 * 3600_000)},
        ${t.clock.now()})`);
    const visitor = (await get(`/api/products/${productId}/competition`)).json<Competition>();
    expect(visitor).toMatchObject({ gameStatus: 'waiting', entriesCount: 0, plays: [] });
    expect(visitor.lastGame).toMatchObject({
      id: finished,
      entriesCount: ENTRIES,
      winner: { score: 2999 },
      mine: null,
    });
    const mine = (
      await get(`/api/products/${productId}/competition`, viewer.cookie)
    ).json<Competition>();
    expect(mine.lastGame?.mine).toEqual({ rank: VIEWER_RANK, score: 3000 - VIEWER_RANK });
    expect(mine.lastGame?.winner?.username).toMatch(/^crowd/);
  });
});
