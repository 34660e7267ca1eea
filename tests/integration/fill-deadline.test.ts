import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../src/server/clock';
import type { AppContext } from '../../src/server/context';
import { openDatabase } from '../../src/server/db/client';
import { products } from '../../src/server/db/schema/catalog';
import { competitions, plays } from '../../src/server/db/schema/competitions';
import { outboxMessages } from '../../src/server/db/schema/messaging';
import { notifications } from '../../src/server/db/schema/notifications';
import { payments } from '../../src/server/db/schema/payments';
import { runSchedulerTick, type TickReport } from '../../src/server/jobs/scheduler-tick';
import type {
  ChargeInput,
  PaymentGateway,
  RefundInput,
} from '../../src/server/modules/payments/payment-gateway';
import { testGateway } from '../../src/server/modules/payments/test-gateway';
import { fillDeadlineText } from '../../src/shared/competition-texts';
import type { Competition, CompetitionSummary } from '../../src/shared/contracts/competitions';
import { completeProfile } from '../fixtures/commerce';
import { createTestInfluencers, enter } from '../fixtures/competitions';
import { testDatabaseUrl } from '../fixtures/database';
import { createProduct, type SignedUpUser, signUp } from '../fixtures/factories';
import { createTestApp, type TestApp } from '../fixtures/server';

if (!testDatabaseUrl) {
  console.log('[tests] fill deadline tests skipped: they need TEST_DATABASE_URL (PostgreSQL).');
}

const HOUR = 3600_000;
const FILL_HOURS = 72;

const charges: ChargeInput[] = [];
const refunds: RefundInput[] = [];
/** The test provider, a little slow, counting every charge and refund it is asked for. */
const countingGateway: PaymentGateway = {
  ...testGateway,
  async charge(input) {
    charges.push(input);
    await new Promise((resolve) => setTimeout(resolve, 5));
    return testGateway.charge(input);
  },
  async refund(input) {
    refunds.push(input);
    await new Promise((resolve) => setTimeout(resolve, 5));
    return testGateway.refund(input);
  },
};

describe.skipIf(!testDatabaseUrl)('the fill deadline of every game (PostgreSQL)', () => {
  let t: TestApp;
  let team: string[];
  // A second server process: its own pool on the same database, its own clock.
  let other: Awaited<ReturnType<typeof openDatabase>>;
  let otherCtx: AppContext;
  const otherClock = new ManualClock(new Date('2026-12-04T18:00:00.000Z'));

  beforeAll(async () => {
    t = await createTestApp({}, undefined, { payments: countingGateway });
    t.clock.set('2026-12-04T18:00:00.000Z');
    team = await createTestInfluencers(t.ctx, 5);
    other = await openDatabase({ url: t.db.url, poolSize: 10 });
    otherCtx = { ...t.ctx, db: other.db, clock: otherClock };
  });
  afterAll(async () => {
    await other?.close();
    await t?.close();
  });

  const tick = (ctx: AppContext = t.ctx) => runSchedulerTick(ctx, { gateway: countingGateway });
  const players = (count: number): Promise<SignedUpUser[]> =>
    Promise.all(
      Array.from({ length: count }, async () => {
        const player = await signUp(t.app);
        await completeProfile(t.app, player.cookie);
        return player;
      }),
    );
  const gameOf = async (productId: number) =>
    (
      await t.app.inject({ method: 'GET', url: `/api/products/${productId}/competition` })
    ).json<Competition>();
  const rowOf = async (id: number) =>
    (await t.ctx.db.select().from(competitions).where(eq(competitions.id, id)))[0];
  const quantityOf = async (productId: number) =>
    (await t.ctx.db.select().from(products).where(eq(products.id, productId)))[0]?.quantity;

  it('a game opens with a deadline 72 hours ahead, which the product’s game and GET /api/games/:id carry', async () => {
    const product = await createProduct(t.ctx, {
      model: 'Deadline Aviator',
      priceCents: 14_900,
      maxContestants: 149,
      playEnabled: true,
      quantity: 2,
    });
    await tick();
    const game = await gameOf(product.id);
    expect(game).toMatchObject({
      gameStatus: 'waiting',
      requiredParticipants: 149,
      entriesCount: 0,
      fillDeadline: '2026-12-07T18:00:00.000Z',
    });
    const summary = (
      await t.app.inject({ method: 'GET', url: `/api/games/${game.id}` })
    ).json<CompetitionSummary>();
    expect(summary.fillDeadline).toBe('2026-12-07T18:00:00.000Z');
    // What the shopper reads before entering, in the shop's time (Laguna Beach).
    expect(fillDeadlineText(game.requiredParticipants, game.fillDeadline)).toBe(
      'Starts when 149 players have joined, or every entry is refunded on Mon, Dec 7, 10:00 AM PST',
    );
  });

  it('at the deadline two schedulers cancel the game once, refund each entry once, tell every player and release the unit', async () => {
    t.clock.set('2026-12-05T09:00:00.000Z');
    const product = await createProduct(t.ctx, {
      model: 'Slow Fill',
      priceCents: 1_000,
      maxContestants: 10,
      playEnabled: true,
      quantity: 2,
    });
    await tick();
    expect(await quantityOf(product.id)).toBe(1);
    const entrants = await players(3);
    for (const player of entrants) {
      expect((await enter(t.app, player.cookie, product.id, team)).statusCode).toBe(201);
    }
    const game = await gameOf(product.id);
    expect(game.fillDeadline).toBe('2026-12-08T09:00:00.000Z');

    // An hour before the deadline nothing happens.
    t.clock.set('2026-12-08T08:00:00.000Z');
    otherClock.set('2026-12-08T08:00:00.000Z');
    expect((await tick()).cancelled).toBe(0);
    expect((await rowOf(game.id))?.status).toBe('waiting');

    refunds.length = 0;
    t.clock.set(game.fillDeadline);
    otherClock.set(game.fillDeadline);
    const reports: TickReport[] = await Promise.all(
      [t.ctx, otherCtx, t.ctx, otherCtx].map((ctx) => tick(ctx)),
    );
    expect(reports.reduce((sum, report) => sum + report.cancelled, 0)).toBe(1);
    // Later ticks find nothing left to cancel.
    expect((await tick(otherCtx)).cancelled).toBe(0);

    const row = await rowOf(game.id);
    expect(row).toMatchObject({ status: 'cancelled', startTime: null });
    expect(row?.cancelledAt?.toISOString()).toBe(game.fillDeadline);
    const entries = await t.ctx.db.select().from(plays).where(eq(plays.competitionId, game.id));
    expect(entries).toHaveLength(3);
    for (const entry of entries) expect(entry.refundedAt?.toISOString()).toBe(game.fillDeadline);
    // One provider refund per entry, each of its own payment.
    expect(refunds).toHaveLength(3);
    const paid = await t.ctx.db
      .select()
      .from(payments)
      .where(
        inArray(
          payments.id,
          entries.flatMap((entry) => entry.paymentId ?? []),
        ),
      );
    expect(paid.map((payment) => payment.status)).toEqual(['refunded', 'refunded', 'refunded']);
    expect(new Set(refunds.map((refund) => refund.providerPaymentId)).size).toBe(3);

    for (const player of entrants) {
      const told = await t.ctx.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, player.user.id), eq(notifications.type, 'game_ended')));
      expect(told).toHaveLength(1);
      expect(told[0]).toMatchObject({
        title: 'Game Cancelled',
        message: `The game for Laguna Optics Slow Fill was cancelled: 3 of 10 players joined before its deadline. Your $1 entry has been refunded.`,
      });
      // Its push and email wait in the outbox, sent as the player's preferences say.
      const queued = await t.ctx.db
        .select()
        .from(outboxMessages)
        .where(
          and(eq(outboxMessages.userId, player.user.id), eq(outboxMessages.kind, 'game_result')),
        );
      expect(queued.map((message) => message.channel).sort()).toEqual(['email', 'push']);
    }

    // The held unit went back; the next game opened with a deadline of its own and holds one.
    const next = await gameOf(product.id);
    expect(next.id).not.toBe(game.id);
    expect(next).toMatchObject({ gameStatus: 'waiting', entriesCount: 0 });
    expect(next.fillDeadline).toBe(
      new Date(Date.parse(game.fillDeadline) + FILL_HOURS * HOUR).toISOString(),
    );
    expect(await quantityOf(product.id)).toBe(1);
  });

  it('an empty game past its deadline gets a new one, and nothing is cancelled', async () => {
    t.clock.set('2026-12-10T12:00:00.000Z');
    const product = await createProduct(t.ctx, {
      model: 'Nobody Yet',
      priceCents: 500,
      maxContestants: 5,
      playEnabled: true,
      quantity: 1,
    });
    await tick();
    const game = await gameOf(product.id);
    t.clock.set(game.fillDeadline);
    expect((await tick()).cancelled).toBe(0);
    const after = await gameOf(product.id);
    expect(after.id).toBe(game.id);
    expect(after.fillDeadline).toBe('2026-12-16T12:00:00.000Z');
    expect(await quantityOf(product.id)).toBe(0);
  });

  it('past the deadline an entry is refused (no charge) while the game holds entries; an empty game takes it with a new deadline', async () => {
    t.clock.set('2026-12-20T12:00:00.000Z');
    const product = await createProduct(t.ctx, {
      model: 'Late Comer',
      priceCents: 500,
      maxContestants: 5,
      playEnabled: true,
      quantity: 2,
    });
    await tick();
    const [first, late] = await players(2);
    if (!first || !late) throw new Error('no players');
    expect((await enter(t.app, first.cookie, product.id, team)).statusCode).toBe(201);
    const game = await gameOf(product.id);
    t.clock.set(game.fillDeadline);
    charges.length = 0;
    const refused = await enter(t.app, late.cookie, product.id, team);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      message:
        'This game did not fill by its deadline, so its entries are being refunded. A new game opens in a moment: try again shortly.',
      code: 'FILL_DEADLINE_PASSED',
    });
    expect(charges).toHaveLength(0);

    // Once cancelled, the entry goes into the next game.
    expect((await tick()).cancelled).toBe(1);
    const retried = await enter(t.app, late.cookie, product.id, team);
    expect(retried.statusCode).toBe(201);
    const next = await gameOf(product.id);
    expect(next.id).not.toBe(game.id);
    expect(next.entriesCount).toBe(1);

    // An empty game whose deadline passed before a tick renewed it takes the entry.
    const emptyProduct = await createProduct(t.ctx, {
      model: 'Empty Late',
      priceCents: 500,
      maxContestants: 5,
      playEnabled: true,
      quantity: 1,
    });
    await tick();
    const empty = await gameOf(emptyProduct.id);
    t.clock.set(new Date(Date.parse(empty.fillDeadline) + HOUR));
    expect((await enter(t.app, first.cookie, emptyProduct.id, team)).statusCode).toBe(201);
    const taken = await gameOf(emptyProduct.id);
    expect(taken).toMatchObject({ id: empty.id, entriesCount: 1 });
    expect(taken.fillDeadline).toBe(
      new Date(t.clock.now().getTime() + FILL_HOURS * HOUR).toISOString(),
    );
  });

  it('entries racing the deadline are each in a game that starts or refunded, never charged for nothing', async () => {
    for (let round = 0; round < 4; round += 1) {
      const opened = new Date(Date.parse('2027-01-10T12:00:00.000Z') + round * 10 * 24 * HOUR);
      t.clock.set(opened);
      const product = await createProduct(t.ctx, {
        model: `Photo Finish ${round}`,
        priceCents: 500,
        maxContestants: 5,
        playEnabled: true,
        quantity: 3,
      });
      await tick();
      const early = await players(2);
      for (const player of early) {
        expect((await enter(t.app, player.cookie, product.id, team)).statusCode).toBe(201);
      }
      const game = await gameOf(product.id);
      const deadline = Date.parse(game.fillDeadline);
      // The entries' process reads a clock a millisecond short of the deadline; the other
      // process's scheduler reads the deadline itself. Six late shoppers race two of its ticks.
      t.clock.set(new Date(deadline - 1));
      otherClock.set(new Date(deadline));
      const late = await players(6);
      charges.length = 0;
      refunds.length = 0;
      const [responses] = await Promise.all([
        Promise.all(late.map((player) => enter(t.app, player.cookie, product.id, team))),
        tick(otherCtx),
        tick(otherCtx),
      ]);
      for (const response of responses)
        expect(response.statusCode, response.body).toBeLessThan(500);
      const admitted = responses.filter((response) => response.statusCode === 201);
      // Every charge is one admitted entry; every refusal charged nothing.
      expect(charges).toHaveLength(admitted.length);

      const userIds = [...early, ...late].map((player) => player.user.id);
      const entries = await t.ctx.db.select().from(plays).where(inArray(plays.userId, userIds));
      const games = new Map(
        (
          await t.ctx.db
            .select()
            .from(competitions)
            .where(
              inArray(
                competitions.id,
                entries.map((entry) => entry.competitionId),
              ),
            )
        ).map((row) => [row.id, row]),
      );
      for (const entry of entries) {
        const row = games.get(entry.competitionId);
        const startsOrWaits =
          row?.status === 'waiting' &&
          (row.startTime !== null || row.fillDeadline.getTime() > deadline);
        const refunded = row?.status === 'cancelled' && entry.refundedAt !== null;
        // Either in a game that will start (full, or still inside its own deadline) or refunded.
        expect(startsOrWaits !== refunded, JSON.stringify({ entry, row })).toBe(true);
        if (row?.status !== 'cancelled') expect(entry.refundedAt).toBeNull();
      }
      // No payment refunded twice.
      expect(new Set(refunds.map((refund) => refund.providerPaymentId)).size).toBe(refunds.length);
      // The original game: full and starting, or cancelled with all its entries refunded.
      const original = games.get(game.id);
      if (original?.status === 'cancelled') {
        const inIt = entries.filter((entry) => entry.competitionId === game.id);
        for (const entry of inIt) expect(entry.refundedAt).not.toBeNull();
      } else {
        expect(original).toMatchObject({ status: 'waiting', entriesCount: 5 });
        expect(original?.startTime).not.toBeNull();
      }
      // Let a later round start clean: finish whatever this product's games are doing.
      await t.ctx.db
        .update(products)
        .set({ playEnabled: false })
        .where(eq(products.id, product.id));
      t.clock.set(new Date(deadline + 1));
      await tick();
    }
  }, 120_000);
});
