import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../../src/server/context';
import { openDatabase } from '../../src/server/db/client';
import { cartItems } from '../../src/server/db/schema/cart';
import { competitions, plays } from '../../src/server/db/schema/competitions';
import { notifications } from '../../src/server/db/schema/notifications';
import { payments } from '../../src/server/db/schema/payments';
import {
  runSchedulerTick,
  type SchedulerDeps,
  type TickReport,
} from '../../src/server/jobs/scheduler-tick';
import { snapshotCapturer } from '../../src/server/modules/influencers/metrics.service';
import { defaultMetricsProvider } from '../../src/server/modules/influencers/metrics-provider';
import { findNotifications } from '../../src/server/modules/notifications/notifications.service';
import { testGateway } from '../../src/server/modules/payments/test-gateway';
import { entriesChainOf } from '../../src/shared/results';
import { completeProfile } from '../fixtures/commerce';
import { createTestInfluencers, enter } from '../fixtures/competitions';
import { testDatabaseUrl } from '../fixtures/database';
import { createProduct, type SignedUpUser, signUp } from '../fixtures/factories';
import { slowCountedGateway } from '../fixtures/payments';
import { createTestApp, type TestApp } from '../fixtures/server';

if (!testDatabaseUrl) {
  console.log(
    '[tests] competition concurrency tests skipped: they need TEST_DATABASE_URL (a PostgreSQL server).',
  );
}

const { gateway: slowGateway, charges } = slowCountedGateway(10);

describe.skipIf(!testDatabaseUrl)('competitions under concurrency (PostgreSQL)', () => {
  let t: TestApp;
  let team: string[];
  beforeAll(async () => {
    t = await createTestApp({}, undefined, { payments: slowGateway });
    t.clock.set('2026-05-01T09:10:00.000Z');
    team = await createTestInfluencers(t.ctx, 5);
  });
  afterAll(() => t?.close());

  it('50 concurrent entries into a 10-seat competition: 10 paid entries, 40 refusals, no other charge', async () => {
    const product = await createProduct(t.ctx, {
      model: 'Ten Seats',
      priceCents: 1000,
      maxContestants: 10,
      playEnabled: true,
      quantity: 1,
    });
    const players: SignedUpUser[] = [];
    for (let batch = 0; batch < 5; batch += 1) {
      players.push(
        ...(await Promise.all(
          Array.from({ length: 10 }, async () => {
            const player = await signUp(t.app);
            await completeProfile(t.app, player.cookie);
            return player;
          }),
        )),
      );
    }
    charges.length = 0;

    const responses = await Promise.all(
      players.map((player) => enter(t.app, player.cookie, product.id, team)),
    );

    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.filter((status) => status === 409)).toHaveLength(40);
    for (const refused of responses.filter((response) => response.statusCode === 409)) {
      expect(refused.json().message).toBe('Competition is full');
    }
    expect(charges).toHaveLength(10);
    const [competition] = await t.ctx.db
      .select()
      .from(competitions)
      .where(eq(competitions.productId, product.id));
    expect(competition).toMatchObject({ entriesCount: 10, requiredParticipants: 10 });
    expect(competition?.startTime?.toISOString()).toBe('2026-05-01T10:00:00.000Z');
    const entries = await t.ctx.db
      .select()
      .from(plays)
      .where(eq(plays.competitionId, competition?.id ?? 0));
    expect(entries).toHaveLength(10);
    // The entries chain, advanced by each entry under the competition's lock (decision 0044), is
    // the chain of the 10 paid entries in id order, whatever order they were paid in.
    expect(competition?.entriesChain).toBe(
      await entriesChainOf(
        entries.map((entry) => ({
          playId: entry.id,
          enteredAt: entry.paidAt.toISOString(),
          influencerIds: entry.influencerIds,
        })),
      ),
    );
    expect(competition?.chosenInfluencerIds).toEqual([...team].sort());
    const paid = await t.ctx.db
      .select()
      .from(payments)
      .where(
        and(
          inArray(
            payments.userId,
            players.map((player) => player.user.id),
          ),
          eq(payments.status, 'completed'),
        ),
      );
    expect(paid).toHaveLength(10);
  }, 120_000);

  it('two scheduler processes, each on its own pool, race every start and end: each competition starts once and settles once', async () => {
    // A second "process": its own pg pool on the same database, its own metrics fetches.
    const other = await openDatabase({ url: t.db.url, poolSize: 10 });
    try {
      const processes: AppContext[] = [t.ctx, { ...t.ctx, db: other.db }];
      const deps = processes.map((ctx) => ({
        gateway: testGateway,
        captureSnapshots: snapshotCapturer(ctx, defaultMetricsProvider),
      }));
      // Three ticks per process at once, every one of them trying the same due moves.
      const race = () =>
        Promise.all(
          [0, 1, 0, 1, 0, 1].map((which) =>
            runSchedulerTick(processes[which] as AppContext, deps[which] as SchedulerDeps),
          ),
        );
      const total = (reports: TickReport[], key: 'started' | 'completed') =>
        reports.reduce((sum, report) => sum + report[key], 0);

      // The previous test's full competition starts and settles first, so the counts below are
      // this test's games only.
      t.clock.set('2026-05-01T11:00:00.000Z');
      await runSchedulerTick(t.ctx, { gateway: testGateway });
      await runSchedulerTick(t.ctx, { gateway: testGateway });

      const ROUNDS = 6;
      const PER_ROUND = 2;
      const games: { id: number; start: string; end: string; userIds: number[] }[] = [];
      let starts = 0;
      let completions = 0;
      for (let round = 0; round < ROUNDS; round += 1) {
        t.clock.set(new Date(Date.parse('2026-05-02T09:10:00.000Z') + round * 2 * 3600_000));
        const roundGames: typeof games = [];
        for (let g = 0; g < PER_ROUND; g += 1) {
          const product = await createProduct(t.ctx, {
            model: `Race ${round}.${g}`,
            priceCents: 200,
            maxContestants: 2,
            playEnabled: true,
            quantity: 1,
          });
          const userIds: number[] = [];
          let competitionId = 0;
          for (let seat = 0; seat < 2; seat += 1) {
            const player = await signUp(t.app);
            await completeProfile(t.app, player.cookie);
            const response = await enter(t.app, player.cookie, product.id, team);
            expect(response.statusCode).toBe(201);
            competitionId = response.json<{ competitionId: number }>().competitionId;
            userIds.push(player.user.id);
          }
          const [row] = await t.ctx.db
            .select()
            .from(competitions)
            .where(eq(competitions.id, competitionId));
          roundGames.push({
            id: competitionId,
            start: row?.startTime?.toISOString() ?? '',
            end: row?.endTime?.toISOString() ?? '',
            userIds,
          });
        }
        const start = roundGames[0]?.start ?? '';
        for (const game of roundGames) expect(game.start).toBe(start);
        t.clock.set(start);
        starts += total(await race(), 'started');
        starts += total(await race(), 'started');
        t.clock.set(roundGames[0]?.end ?? '');
        completions += total(await race(), 'completed');
        completions += total(await race(), 'completed');
        games.push(...roundGames);
      }

      // Every move was made by exactly one tick of one process.
      expect(starts).toBe(ROUNDS * PER_ROUND);
      expect(completions).toBe(ROUNDS * PER_ROUND);
      for (const game of games) {
        const [row] = await t.ctx.db
          .select()
          .from(competitions)
          .where(eq(competitions.id, game.id));
        expect(row?.status).toBe('completed');
        expect(row?.baselineAt?.toISOString()).toBe(game.start);
        expect(row?.settledAt?.toISOString()).toBe(game.end);

        const sent = await t.ctx.db
          .select()
          .from(notifications)
          .where(eq(notifications.gameId, String(game.id)));
        const count = (type: string) => sent.filter((n) => n.type === type).length;
        expect(count('game_ready')).toBe(2);
        // Started and the result are stored once per game for its players (decision 0037)...
        expect(count('game_started')).toBe(1);
        expect(count('game_result')).toBe(1);
        // ...and each player's bell shows each once: one won, one lost.
        const bells = await Promise.all(
          game.userIds.map((userId) => findNotifications(t.ctx, userId)),
        );
        const seen = (type: string) =>
          bells.flat().filter((n) => n.type === type && n.gameId === String(game.id)).length;
        expect(seen('game_started')).toBe(2);
        expect(seen('game_won')).toBe(1);
        expect(seen('game_lost')).toBe(1);

        const prizeLines = await t.ctx.db
          .select()
          .from(cartItems)
          .where(eq(cartItems.competitionId, game.id));
        expect(prizeLines).toHaveLength(1);
        // Both picked the same team: a tie, won by the earlier paid entry.
        expect(row?.winnerPlayId).not.toBeNull();
        expect(prizeLines[0]?.userId).toBe(game.userIds[0]);

        // Ranks and final scores (the standings, one row) were written by the settling
        // transaction (the one that also completed the competition) and by no later one.
        const { rows } = (await t.ctx.db.execute(sql`
          select cardinality(s.play_ids) as ranked, cardinality(s.scores) as scored,
            s.xmin::text as standings_xmin, c.xmin::text as settled_xmin
          from competition_standings s join competitions c on c.id = s.competition_id
          where s.competition_id = ${game.id}`)) as unknown as {
          rows: { ranked: number; scored: number; standings_xmin: string; settled_xmin: string }[];
        };
        expect(rows).toHaveLength(1);
        for (const r of rows) {
          expect([r.ranked, r.scored]).toEqual([2, 2]);
          expect(r.standings_xmin).toBe(r.settled_xmin);
        }
      }
    } finally {
      await other.close();
    }
  }, 180_000);
});
