import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  counters,
  createTestInfluencers,
  recordSnapshots,
} from '../../../../tests/fixtures/competitions';
import {
  createProduct,
  type SignedUpUser,
  signUp,
  uniqueUsername,
} from '../../../../tests/fixtures/factories';
import { createTestApp, type TestApp } from '../../../../tests/fixtures/server';
import {
  type Competition,
  type CompetitionSummary,
  competitionLiveViewSchema,
  LEADERBOARD_TOP,
} from '../../../shared/contracts/competitions';
import { liveTopics } from '../../../shared/contracts/live';
import { selectRows, textArray } from '../../db/sql';
import type { EventBus, LiveEvent } from '../../events';
import { LiveConnection, LiveHub, type LiveSocket } from '../live/live-hub';
import { buildCompetitionLiveView, competitionLiveView } from './competitions.service';
import { writeBaselines } from './scoring.repository';

/**
 * A live competition's pushed view (issue 16): the same top rows and influencer scores a fresh
 * read answers, nothing private, and sent by the live channel on a metrics poll.
 */
let t: TestApp;
let viewer: SignedUpUser;
let productId = 0;
let competitionId = 0;
const PLAYERS = 14;
let team: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set('2026-07-02T18:30:00.000Z');
  team = await createTestInfluencers(t.ctx, 8);
  const product = await createProduct(t.ctx, {
    brand: 'Live',
    model: 'Leaderboard',
    priceCents: 5_000,
    maxContestants: PLAYERS,
    playEnabled: true,
  });
  productId = product.id;
  viewer = await signUp(t.app);
  const now = t.clock.now();
  const start = new Date(now.getTime() - 1_800_000);
  const end = new Date(now.getTime() + 1_800_000);
  await recordSnapshots(
    t.ctx,
    new Date(start.getTime() - 60_000),
    Object.fromEntries(team.map((id) => [id, counters(10, 1_000, 10, 10)])),
  );
  const [competition] = await selectRows<{ id: number }>(
    t.ctx.db,
    sql`insert into competitions (product_id, status, required_participants, entry_price_cents,
          entries_count, start_time, end_time, baseline_at, fill_deadline, created_at)
        values (${productId}, 'active', ${PLAYERS}, 100, ${PLAYERS}, ${start}, ${end}, ${start}, ${end}, ${start})
        returning id`,
  );
  competitionId = competition?.id ?? 0;
  const prefix = uniqueUsername('live');
  const players = [viewer.user.id];
  for (let i = 1; i < PLAYERS; i += 1) {
    const [user] = await selectRows<{ id: number }>(
      t.ctx.db,
      sql`insert into users (username, password_hash, created_at)
          values (${`${prefix}-${i}`}, 'x', ${now}) returning id`,
    );
    players.push(user?.id ?? 0);
  }
  for (const [index, userId] of players.entries()) {
    // The viewer (index 0) gets the weakest team: its row lies past the top.
    const picks =
      index === 0
        ? [team[7], team[7], team[7], team[7], team[7]]
        : Array.from({ length: 5 }, (_, k) => team[(index + k) % 7]);
    const paidAt = new Date(start.getTime() - 600_000 + index * 1_000);
    const key = `live-view-${competitionId}-${userId}`;
    const [payment] = await selectRows<{ id: number }>(
      t.ctx.db,
      sql`insert into payments (user_id, idempotency_key, provider, amount_cents, status, purpose, created_at)
          values (${userId}, ${key}, 'test', 100, 'completed', 'play', ${paidAt}) returning id`,
    );
    await t.ctx.db.execute(sql`
      insert into plays (competition_id, product_id, user_id, influencer_ids, idempotency_key,
        payment_id, paid_at, created_at)
      values (${competitionId}, ${productId}, ${userId}, ${textArray(picks.map(String))}, ${key},
        ${payment?.id ?? 0}, ${paidAt}, ${paidAt})`);
  }
  await writeBaselines(t.ctx.db, [competitionId], start);
  await recordSnapshots(
    t.ctx,
    new Date(now.getTime() - 60_000),
    Object.fromEntries(
      team.map((id, index) => [
        id,
        counters(10 + index, 1_000 + 97 * (7 - index), 10 + 3 * index, 11),
      ]),
    ),
  );
});

afterAll(async () => {
  await t?.close();
});

const read = async <T>(url: string, cookie?: string) =>
  (await t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} })).json<T>();

describe('the pushed view of a live competition', () => {
  it('holds the top rows and influencer scores a fresh read answers', async () => {
    const view = await buildCompetitionLiveView(t.ctx, competitionId);
    expect(view).not.toBeNull();
    if (!view) return;
    const game = await read<CompetitionSummary>(`/api/games/${competitionId}`, viewer.cookie);
    const product = await read<Competition>(
      `/api/products/${productId}/competition`,
      viewer.cookie,
    );
    expect(view.participants).toBe(PLAYERS);
    expect(view.scores).toHaveLength(LEADERBOARD_TOP);
    expect(view.scores.map(({ createdAt: _c, ...row }) => row)).toEqual(
      game.scores.slice(0, LEADERBOARD_TOP),
    );
    expect(view.scores.map((row) => [row.playId, row.score, row.rank, row.createdAt])).toEqual(
      product.plays.slice(0, LEADERBOARD_TOP).map((p) => [p.id, p.score, p.rank, p.createdAt]),
    );
    expect(view.metrics).toEqual(product.metrics);
    // Scores moved: the view is not all zeros.
    expect(view.scores[0]?.score).toBeGreaterThan(0);
  });

  it('carries nothing private: not the viewer’s own row, no payment, no entry keys', async () => {
    const view = await buildCompetitionLiveView(t.ctx, competitionId);
    const game = await read<CompetitionSummary>(`/api/games/${competitionId}`, viewer.cookie);
    const mine = game.scores.find((row) => row.userId === viewer.user.id);
    expect(mine?.rank).toBeGreaterThan(LEADERBOARD_TOP);
    expect(view?.scores.some((row) => row.userId === viewer.user.id)).toBe(false);
    // Exactly the public shape (strict: no extra field).
    expect(competitionLiveViewSchema.strict().safeParse(view).success).toBe(true);
    for (const row of view?.scores ?? []) {
      expect(Object.keys(row).sort()).toEqual(
        ['createdAt', 'influencers', 'playId', 'rank', 'score', 'userId', 'username'].sort(),
      );
    }
    expect(JSON.stringify(view)).not.toMatch(/idempotency|payment|password|mine|email/i);
  });

  it('is built only while the competition is active', async () => {
    expect(await buildCompetitionLiveView(t.ctx, 999_999_999)).toBeNull();
    const source = competitionLiveView(t.ctx);
    expect(source.matches(liveTopics.competition(competitionId))).toBe(true);
    expect(source.matches(liveTopics.room('abc'))).toBe(false);
    expect(source.matches(liveTopics.auction(competitionId))).toBe(false);
    expect(await source.build('competition:0x1')).toBeNull();
  });

  it('is pushed once per metrics event to every watcher of the competition', async () => {
    const listeners = new Map<string, Set<(event: LiveEvent) => void>>();
    const bus: EventBus = {
      publish: async (event) => {
        for (const listener of listeners.get(event.topic) ?? []) listener(event);
      },
      subscribe: (topic, listener) => {
        const set = listeners.get(topic) ?? new Set();
        set.add(listener);
        listeners.set(topic, set);
        return () => set.delete(listener);
      },
      close: async () => {},
    };
    const silent = { info: () => {}, warn: () => {}, error: () => {} };
    const hub = new LiveHub(bus, silent, [competitionLiveView(t.ctx)]);
    const sockets = [0, 1, 2].map(() => {
      const sent: unknown[] = [];
      const socket: LiveSocket = {
        readyState: 1,
        bufferedAmount: 0,
        send: (data: string | Buffer) => void sent.push(JSON.parse(String(data))),
        ping: () => {},
        terminate: () => {},
      };
      const connection = new LiveConnection(hub, socket, async () => true);
      connection.receive(
        JSON.stringify({ type: 'subscribe', topic: liveTopics.competition(competitionId) }),
      );
      return sent;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    await bus.publish({ topic: liveTopics.metrics, id: 'poll', version: 1 });
    const expected = await buildCompetitionLiveView(t.ctx, competitionId);
    await expect
      .poll(() => sockets.every((sent) => sent.length === 2), { timeout: 5_000 })
      .toBe(true);
    for (const sent of sockets) {
      expect(sent[1]).toEqual({
        type: 'event',
        topic: liveTopics.competition(competitionId),
        id: 'poll',
        version: PLAYERS,
        view: expected,
      });
    }
    hub.close();
  });
});
