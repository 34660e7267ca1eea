import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../src/server/db/schema/catalog';
import { competitions, plays } from '../../src/server/db/schema/competitions';
import { chatUnlocks } from '../../src/server/db/schema/influencers';
import { orders } from '../../src/server/db/schema/orders';
import { payments } from '../../src/server/db/schema/payments';
import { runSchedulerTick } from '../../src/server/jobs/scheduler-tick';
import type { Competition } from '../../src/shared/contracts/competitions';
import {
  checkoutBodyFor,
  completeProfile,
  getCart,
  LAGUNA_CUSTOMER,
  newIdempotencyKey,
  postCheckout,
} from '../fixtures/commerce';
import { createTestInfluencers, enter } from '../fixtures/competitions';
import { testDatabaseUrl } from '../fixtures/database';
import { createProduct, type SignedUpUser, signUp } from '../fixtures/factories';
import { slowCountedGateway } from '../fixtures/payments';
import { createTestApp, type TestApp } from '../fixtures/server';

/**
 * The invariants the other concurrency files do not cover, each raced on the PostgreSQL server:
 * single-product orders never oversell, a double-clicked chat unlock charges once, one shopper's
 * two simultaneous entries make one entry, a room never takes more players than its seats, and a
 * prize is claimed or donated once.
 */
if (!testDatabaseUrl) {
  console.log(
    '[tests] invariant concurrency tests skipped: they need TEST_DATABASE_URL (a PostgreSQL server).',
  );
}

/** The offline provider, a little slow, so racing requests overlap inside the charge. */
const { gateway: slowGateway, charges } = slowCountedGateway(10);

describe.skipIf(!testDatabaseUrl)('invariants under concurrency (PostgreSQL)', () => {
  let t: TestApp;
  let team: string[];
  beforeAll(async () => {
    t = await createTestApp({}, undefined, { payments: slowGateway });
    t.clock.set('2026-05-01T09:10:00.000Z');
    team = await createTestInfluencers(t.ctx, 10);
  });
  afterAll(() => t?.close());

  async function shoppers(count: number): Promise<SignedUpUser[]> {
    return Promise.all(
      Array.from({ length: count }, async () => {
        const shopper = await signUp(t.app);
        await completeProfile(t.app, shopper.cookie);
        return shopper;
      }),
    );
  }

  const completedPayments = (userIds: number[]) =>
    t.ctx.db
      .select()
      .from(payments)
      .where(and(inArray(payments.userId, userIds), eq(payments.status, 'completed')));

  it('20 single-product orders for the last unit: one order, one charge, stock 0', async () => {
    const product = await createProduct(t.ctx, {
      productType: 'book',
      model: 'Last Copy',
      priceCents: 2_499,
      quantity: 1,
    });
    const buyers = await shoppers(20);
    charges.length = 0;

    const responses = await Promise.all(
      buyers.map((buyer) =>
        t.app.inject({
          method: 'POST',
          url: '/api/orders',
          headers: { cookie: buyer.cookie, 'idempotency-key': newIdempotencyKey() },
          payload: {
            productId: product.id,
            quantity: 1,
            subtotal: 24.99,
            shipping: 0,
            tax: 2,
            total: 26.99,
            shippingMethod: 'free',
            customerInfo: LAGUNA_CUSTOMER,
          },
        }),
      ),
    );

    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    expect(charges).toHaveLength(1);
    const placed = await t.ctx.db
      .select()
      .from(orders)
      .where(
        inArray(
          orders.userId,
          buyers.map((buyer) => buyer.user.id),
        ),
      );
    expect(placed).toHaveLength(1);
    expect(await completedPayments(buyers.map((buyer) => buyer.user.id))).toHaveLength(1);
    const [stock] = await t.ctx.db
      .select({ quantity: products.quantity })
      .from(products)
      .where(eq(products.id, product.id));
    expect(stock?.quantity).toBe(0);
  }, 60_000);

  it('a chat unlock clicked 10 times at once, with 10 keys: unlocked once, charged $5 once', async () => {
    const [buyer] = await shoppers(1);
    if (!buyer) throw new Error('no buyer');
    const influencer = team[0] ?? '';
    charges.length = 0;

    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.app.inject({
          method: 'POST',
          url: `/api/influencers/${influencer}/chat-unlock`,
          headers: { cookie: buyer.cookie, 'idempotency-key': newIdempotencyKey() },
        }),
      ),
    );

    for (const response of responses) expect(response.statusCode, response.body).toBeLessThan(500);
    expect(responses.filter((response) => response.statusCode === 200).length).toBeGreaterThan(0);
    expect(charges).toHaveLength(1);
    expect(charges[0]?.amountCents).toBe(500);
    const unlocks = await t.ctx.db
      .select()
      .from(chatUnlocks)
      .where(eq(chatUnlocks.userId, buyer.user.id));
    expect(unlocks).toHaveLength(1);
    expect(await completedPayments([buyer.user.id])).toHaveLength(1);
  }, 60_000);

  it("one shopper's 5 simultaneous entries with 5 keys: one entry, one charge", async () => {
    const product = await createProduct(t.ctx, {
      model: 'One Each',
      priceCents: 1_000,
      maxContestants: 10,
      playEnabled: true,
      quantity: 1,
    });
    const [player] = await shoppers(1);
    if (!player) throw new Error('no player');
    charges.length = 0;

    const responses = await Promise.all(
      Array.from({ length: 5 }, () => enter(t.app, player.cookie, product.id, team.slice(0, 5))),
    );

    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(4);
    expect(charges).toHaveLength(1);
    const entries = await t.ctx.db
      .select()
      .from(plays)
      .where(and(eq(plays.userId, player.user.id), eq(plays.productId, product.id)));
    expect(entries).toHaveLength(1);
  }, 60_000);

  it('12 players joining a 4-seat room at once: exactly 4 seated, the rest refused', async () => {
    const [host, ...guests] = await Promise.all(Array.from({ length: 12 }, () => signUp(t.app)));
    if (!host) throw new Error('no host');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/game-rooms',
      headers: { cookie: host.cookie },
      payload: { name: 'Crowded Cove', maxPlayers: 4 },
    });
    expect(created.statusCode, created.body).toBe(201);
    const roomId = created.json<{ id: string }>().id;

    const responses = await Promise.all(
      guests.map((guest) =>
        t.app.inject({
          method: 'POST',
          url: `/api/game-rooms/${roomId}/join`,
          headers: { cookie: guest.cookie },
        }),
      ),
    );

    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(3);
    expect(statuses.filter((status) => status === 409)).toHaveLength(8);
    const room = await t.app.inject({
      method: 'GET',
      url: `/api/game-rooms/${roomId}`,
      headers: { cookie: host.cookie },
    });
    expect(room.json<{ players: unknown[] }>().players).toHaveLength(4);
  }, 60_000);

  it('a prize claimed and donated at once, twice each: settled once', async () => {
    const product = await createProduct(t.ctx, {
      model: 'Contested Prize',
      priceCents: 200,
      maxContestants: 2,
      playEnabled: true,
      quantity: 1,
    });
    const tick = () => runSchedulerTick(t.ctx, { gateway: slowGateway });
    await tick();
    const [winner, rival] = await shoppers(2);
    if (!winner || !rival) throw new Error('no players');
    expect((await enter(t.app, winner.cookie, product.id, team.slice(0, 5))).statusCode).toBe(201);
    t.clock.advance(1_000);
    expect((await enter(t.app, rival.cookie, product.id, team.slice(5, 10))).statusCode).toBe(201);
    const game = (
      await t.app.inject({ method: 'GET', url: `/api/products/${product.id}/competition` })
    ).json<Competition>();
    t.clock.set(game.startTime ?? '');
    await tick();
    t.clock.set(game.endTime ?? '');
    await tick();
    // Ties go to the earliest paid entry: the winner's prize line is in their cart.
    const body = checkoutBodyFor(await getCart(t.app, winner.cookie));
    charges.length = 0;

    const donate = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/competitions/${game.id}/donate`,
        headers: { cookie: winner.cookie },
      });
    const responses = await Promise.all([
      postCheckout(t.app, winner.cookie, body),
      donate(),
      postCheckout(t.app, winner.cookie, body),
      donate(),
    ]);

    for (const response of responses) expect(response.statusCode, response.body).toBeLessThan(500);
    const succeeded = responses.filter(
      (response) => response.statusCode === 200 || response.statusCode === 201,
    );
    expect(succeeded).toHaveLength(1);
    const [row] = await t.ctx.db.select().from(competitions).where(eq(competitions.id, game.id));
    expect(['claimed', 'donated']).toContain(row?.prizeOutcome);
    const claimed = row?.prizeOutcome === 'claimed';
    expect(charges).toHaveLength(claimed ? 1 : 0);
    const winnerOrders = await t.ctx.db
      .select()
      .from(orders)
      .where(eq(orders.userId, winner.user.id));
    expect(winnerOrders).toHaveLength(claimed ? 1 : 0);
    expect(await getCart(t.app, winner.cookie)).toEqual([]);
  }, 60_000);
});
