import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../../src/server/context';
import { openDatabase } from '../../src/server/db/client';
import { auctions, bids } from '../../src/server/db/schema/auctions';
import { orders } from '../../src/server/db/schema/orders';
import { payments } from '../../src/server/db/schema/payments';
import { closeDueAuctions } from '../../src/server/flows/close-auctions';
import { runSchedulerTick } from '../../src/server/jobs/scheduler-tick';
import { type AuctionStanding, minimumBidFor, placeBid } from '../../src/shared/auction-rules';
import type { Auction, PlaceBidResult } from '../../src/shared/contracts/auctions';
import { toCents } from '../../src/shared/money';
import { completeProfile, newIdempotencyKey } from '../fixtures/commerce';
import { testDatabaseUrl } from '../fixtures/database';
import {
  createProduct,
  type SignedUpUser,
  signUp,
  signUpElevatedAdmin,
} from '../fixtures/factories';
import { slowCountedGateway } from '../fixtures/payments';
import { createTestApp, type TestApp } from '../fixtures/server';

if (!testDatabaseUrl) {
  console.log(
    '[tests] auction concurrency tests skipped: they need TEST_DATABASE_URL (a PostgreSQL server).',
  );
}

const { gateway: slowGateway, charges } = slowCountedGateway(20);

describe.skipIf(!testDatabaseUrl)('auctions under concurrency (PostgreSQL)', () => {
  let t: TestApp;
  let admin: SignedUpUser;
  let shoppers: SignedUpUser[];

  beforeAll(async () => {
    t = await createTestApp({}, undefined, { payments: slowGateway });
    t.clock.set('2026-06-01T10:00:00.000Z');
    admin = await signUpElevatedAdmin(t.app, t.ctx);
    shoppers = [];
    for (let batch = 0; batch < 5; batch += 1) {
      shoppers.push(
        ...(await Promise.all(
          Array.from({ length: 10 }, async () => {
            const shopper = await signUp(t.app);
            await completeProfile(t.app, shopper.cookie);
            return shopper;
          }),
        )),
      );
    }
  });
  afterAll(() => t?.close());

  async function open(seconds = 600): Promise<Auction> {
    const product = await createProduct(t.ctx, { quantity: 2 });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/auctions',
      headers: { cookie: admin.cookie },
      payload: {
        productId: product.id,
        startPrice: 10,
        increment: 1,
        endsAt: new Date(t.clock.now().getTime() + seconds * 1000).toISOString(),
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Auction>();
  }

  const bid = (
    auctionId: number,
    shopper: SignedUpUser,
    maxBid: number,
    key = newIdempotencyKey(),
  ) =>
    t.app.inject({
      method: 'POST',
      url: `/api/auctions/${auctionId}/bids`,
      headers: { cookie: shopper.cookie, 'idempotency-key': key },
      payload: { maxBid },
    });

  it('50 shoppers bidding at once: a history the rules give, bid by bid, with one leader', async () => {
    const auction = await open();
    // Two rounds of everyone at once, with maxima spread so many are refused at their moment.
    const answers = [];
    for (let round = 0; round < 2; round += 1) {
      answers.push(
        ...(await Promise.all(
          shoppers.map((shopper, index) =>
            bid(auction.id, shopper, 10 + ((index * 37 + round * 53) % 90) + round * 5),
          ),
        )),
      );
    }
    const accepted = answers.filter((answer) => answer.statusCode === 201);
    const refused = answers.filter((answer) => answer.statusCode !== 201);
    expect(accepted.length).toBeGreaterThan(1);
    for (const answer of refused) {
      expect(answer.statusCode).toBe(400);
      expect(answer.json().message).toMatch(/^Your bid must be at least \$\d+\.\d\d$/);
    }

    // Replaying the stored bids in order by the rules gives every stored step.
    const rows = await t.ctx.db
      .select()
      .from(bids)
      .where(eq(bids.auctionId, auction.id))
      .orderBy(bids.id);
    expect(rows).toHaveLength(accepted.length);
    let standing: AuctionStanding = {
      startPriceCents: 1000,
      incrementCents: 100,
      reservePriceCents: null,
      leader: null,
      secondMaxCents: null,
      currentPriceCents: 1000,
      bidCount: 0,
    };
    for (const row of rows) {
      // Every accepted bid was at least the minimum of its moment.
      expect(row.maxBidCents).toBeGreaterThanOrEqual(minimumBidFor(standing, row.userId));
      const outcome = placeBid(standing, row.userId, row.maxBidCents);
      if (!outcome.ok) throw new Error(`bid ${row.id} should have been refused`);
      standing = outcome.standing;
      expect(row.priceAfterCents).toBe(standing.currentPriceCents);
      expect(row.leaderAfterId).toBe(standing.leader?.userId);
      // The price never above the leader's maximum.
      expect(row.priceAfterCents).toBeLessThanOrEqual(standing.leader?.maxCents ?? 0);
    }
    const [stored] = await t.ctx.db.select().from(auctions).where(eq(auctions.id, auction.id));
    expect(stored).toMatchObject({
      bidCount: rows.length,
      bidderCount: new Set(rows.map((row) => row.userId)).size,
      leaderId: standing.leader?.userId,
      leaderMaxCents: standing.leader?.maxCents,
      currentPriceCents: standing.currentPriceCents,
    });
    // One leader: the highest maximum, the earliest on a tie; exactly one answer says 'leading'
    // among each bidder's last accepted bid.
    const highest = Math.max(...rows.map((row) => row.maxBidCents));
    const first = rows.find((row) => row.maxBidCents === highest);
    expect(stored?.leaderId).toBe(first?.userId);
    const view = await t.app.inject({ method: 'GET', url: `/api/auctions/${auction.id}` });
    expect(view.json<Auction>().currentPrice * 100).toBe(standing.currentPriceCents);
    for (const answer of accepted) {
      const result = answer.json<PlaceBidResult>();
      expect(toCents(result.currentPrice)).toBeLessThanOrEqual(highest);
    }
  });

  it('a bid retried with the same key at once is one bid', async () => {
    const auction = await open();
    const shopper = shoppers[0];
    if (!shopper) throw new Error('no shopper');
    const key = newIdempotencyKey();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => bid(auction.id, shopper, 25, key)),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([
      200, 200, 200, 200, 200, 201,
    ]);
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    const rows = await t.ctx.db.select().from(bids).where(eq(bids.auctionId, auction.id));
    expect(rows).toHaveLength(1);
  });

  it('two schedulers closing at once close once and charge once', async () => {
    const auction = await open(300);
    const [ann, ben] = shoppers;
    if (!ann || !ben) throw new Error('no shoppers');
    expect((await bid(auction.id, ann, 40)).statusCode).toBe(201);
    expect((await bid(auction.id, ben, 30)).statusCode).toBe(201);
    t.clock.set(new Date(Date.parse(auction.endsAt) + 1000).toISOString());
    charges.length = 0;

    // A second "process": its own pool on the same database.
    const other = await openDatabase({ url: t.db.url, poolSize: 10 });
    try {
      const processes: AppContext[] = [t.ctx, { ...t.ctx, db: other.db }];
      const reports = await Promise.all([
        ...processes.map((ctx) => closeDueAuctions(ctx, slowGateway)),
        ...processes.map((ctx) => runSchedulerTick(ctx, { gateway: slowGateway })),
      ]);
      const closed = reports.reduce(
        (sum, report) =>
          sum + ('closed' in report ? report.closed : (report.auctions?.closed ?? 0)),
        0,
      );
      expect(closed).toBe(1);
    } finally {
      await other.close();
    }

    const mine = charges.filter((charge) => charge.note === `auction: ${auction.id}`);
    expect(mine).toHaveLength(1);
    const paid = await t.ctx.db
      .select()
      .from(payments)
      .where(eq(payments.purpose, `auction: ${auction.id}`));
    expect(paid).toHaveLength(1);
    expect(paid[0]).toMatchObject({ status: 'completed', amountCents: 3348 });
    const [stored] = await t.ctx.db.select().from(auctions).where(eq(auctions.id, auction.id));
    expect(stored).toMatchObject({ status: 'ended', outcome: 'sold', winnerId: ann.user.id });
    const sold = await t.ctx.db
      .select()
      .from(orders)
      .where(eq(orders.id, stored?.orderId ?? 0));
    expect(sold).toHaveLength(1);
  });
});
