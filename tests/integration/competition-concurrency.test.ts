import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { competitions, plays } from '../../src/server/db/schema/competitions';
import { notifications } from '../../src/server/db/schema/notifications';
import { payments } from '../../src/server/db/schema/payments';
import { runSchedulerTick } from '../../src/server/modules/competitions/scheduler';
import type {
  ChargeInput,
  PaymentGateway,
} from '../../src/server/modules/payments/payment-gateway';
import { testGateway } from '../../src/server/modules/payments/test-gateway';
import { completeProfile } from '../fixtures/commerce';
import { createTestInfluencers, enter } from '../fixtures/competitions';
import { testDatabaseUrl } from '../fixtures/database';
import { createProduct, type SignedUpUser, signUp } from '../fixtures/factories';
import { createTestApp, type TestApp } from '../fixtures/server';

if (!testDatabaseUrl) {
  console.log(
    '[tests] competition concurrency tests skipped: they need TEST_DATABASE_URL (a PostgreSQL server).',
  );
}

const charges: ChargeInput[] = [];
const slowGateway: PaymentGateway = {
  ...testGateway,
  async charge(input) {
    charges.push(input);
    await new Promise((resolve) => setTimeout(resolve, 10));
    return testGateway.charge(input);
  },
};

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

  it('two schedulers ticking at once start and settle each competition once', async () => {
    const product = await createProduct(t.ctx, {
      model: 'Two Schedulers',
      priceCents: 200,
      maxContestants: 2,
      playEnabled: true,
      quantity: 1,
    });
    const pair: SignedUpUser[] = [];
    for (let i = 0; i < 2; i += 1) {
      const player = await signUp(t.app);
      await completeProfile(t.app, player.cookie);
      expect((await enter(t.app, player.cookie, product.id, team)).statusCode).toBe(201);
      pair.push(player);
    }
    const tickTwice = () =>
      Promise.all([
        runSchedulerTick(t.ctx, { gateway: testGateway }),
        runSchedulerTick(t.ctx, { gateway: testGateway }),
        runSchedulerTick(t.ctx, { gateway: testGateway }),
      ]);
    t.clock.set('2026-05-01T10:00:00.000Z');
    const starts = await tickTwice();
    expect(starts.reduce((sum, report) => sum + report.started, 0)).toBeGreaterThanOrEqual(1);
    t.clock.set('2026-05-01T11:00:00.000Z');
    await tickTwice();
    await tickTwice();

    const userIds = pair.map((player) => player.user.id);
    const sent = await t.ctx.db
      .select()
      .from(notifications)
      .where(inArray(notifications.userId, userIds));
    const count = (type: string) => sent.filter((n) => n.type === type).length;
    expect(count('game_started')).toBe(2);
    expect(count('game_won')).toBe(1);
    expect(count('game_lost')).toBe(1);
    const [settled] = await t.ctx.db
      .select()
      .from(competitions)
      .where(and(eq(competitions.productId, product.id), eq(competitions.status, 'completed')));
    expect(settled?.settledAt?.toISOString()).toBe('2026-05-01T11:00:00.000Z');
  });
});
