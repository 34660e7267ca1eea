import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/client';
import { products, stockHolds } from '../../src/server/db/schema/catalog';
import { orders } from '../../src/server/db/schema/orders';
import { payments } from '../../src/server/db/schema/payments';
import { runSchedulerTick } from '../../src/server/jobs/scheduler-tick';
import { takeUnitsIntoHold } from '../../src/server/modules/catalog/catalog.repository';
import {
  giveBackHeldUnits,
  holdUnitsForOrder,
  STOCK_HOLD_MS,
  sellHeldUnits,
} from '../../src/server/modules/catalog/catalog.service';
import type { PaymentGateway } from '../../src/server/modules/payments/payment-gateway';
import { testGateway } from '../../src/server/modules/payments/test-gateway';
import {
  addToCart,
  checkoutBodyFor,
  completeProfile,
  getCart,
  LAGUNA_CUSTOMER,
  newIdempotencyKey,
  payNowForty,
  postCheckout,
} from '../fixtures/commerce';
import { testDatabaseUrl } from '../fixtures/database';
import { createProduct, type SignedUpUser, signUp } from '../fixtures/factories';
import { slowCountedGateway } from '../fixtures/payments';
import { createTestApp, type TestApp } from '../fixtures/server';

if (!testDatabaseUrl) {
  console.log(
    '[tests] stock hold tests skipped: they need TEST_DATABASE_URL (a PostgreSQL server).',
  );
}

/** The offline provider, slowed down and counted, so racing requests really overlap. */
const { gateway: slowGateway, charges } = slowCountedGateway();

async function quantityOf(t: TestApp, productId: number): Promise<number | undefined> {
  const [row] = await t.ctx.db.select().from(products).where(eq(products.id, productId));
  return row?.quantity;
}

async function shoppers(t: TestApp, count: number): Promise<SignedUpUser[]> {
  const made: SignedUpUser[] = [];
  for (let i = 0; i < count; i += 1) {
    const shopper = await signUp(t.app);
    await completeProfile(t.app, shopper.cookie);
    made.push(shopper);
  }
  return made;
}

describe.skipIf(!testDatabaseUrl)(
  'Pay Now holds its units before its transaction (PostgreSQL)',
  () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({}, undefined, { payments: slowGateway });
    });
    afterAll(() => t?.close());

    it('10 retries of one Pay Now for the last unit, same key, at once: all answered the one order', async () => {
      const lastOne = await createProduct(t.ctx, {
        model: 'Hold Retry',
        priceCents: 4_000,
        quantity: 1,
      });
      const [shopper] = await shoppers(t, 1);
      if (!shopper) throw new Error('no shopper');
      const key = newIdempotencyKey();
      charges.length = 0;

      const responses = await Promise.all(
        Array.from({ length: 10 }, () => payNowForty(t.app, shopper.cookie, lastOne.id, key)),
      );

      expect(responses.map((response) => response.statusCode)).toEqual(Array(10).fill(201));
      expect(new Set(responses.map((response) => response.json().orderId)).size).toBe(1);
      expect(charges).toHaveLength(1);
      expect(await quantityOf(t, lastOne.id)).toBe(0);
      expect(
        await t.ctx.db.select().from(stockHolds).where(eq(stockHolds.productId, lastOne.id)),
      ).toEqual([]);
    });

    it('Pay Now and cart checkouts racing for 3 units: 3 orders, 3 charges, stock 0, no hold left', async () => {
      const three = await createProduct(t.ctx, {
        model: 'Hold Mixed',
        priceCents: 4_000,
        quantity: 3,
      });
      const buyers = await shoppers(t, 16);
      const carts = buyers.slice(8);
      for (const shopper of carts) await addToCart(t.app, shopper.cookie, three.id);
      const bodies = await Promise.all(
        carts.map(async (shopper) => checkoutBodyFor(await getCart(t.app, shopper.cookie))),
      );
      charges.length = 0;

      const responses = await Promise.all([
        ...buyers
          .slice(0, 8)
          .map((shopper) => payNowForty(t.app, shopper.cookie, three.id, newIdempotencyKey())),
        ...carts.map((shopper, i) => postCheckout(t.app, shopper.cookie, bodies[i] as never)),
      ]);

      const statuses = responses.map((response) => response.statusCode);
      expect(statuses.filter((status) => status === 201)).toHaveLength(3);
      expect(statuses.filter((status) => status === 409)).toHaveLength(13);
      for (const response of responses.filter((r) => r.statusCode === 409)) {
        expect(response.json()).toMatchObject({ code: 'OUT_OF_STOCK' });
      }
      const userIds = buyers.map((shopper) => shopper.user.id);
      expect(
        await t.ctx.db.select().from(orders).where(inArray(orders.userId, userIds)),
      ).toHaveLength(3);
      const charged = await t.ctx.db
        .select()
        .from(payments)
        .where(and(inArray(payments.userId, userIds), eq(payments.status, 'completed')));
      expect(charged).toHaveLength(3);
      expect(charges).toHaveLength(3);
      expect(await quantityOf(t, three.id)).toBe(0);
      expect(
        await t.ctx.db.select().from(stockHolds).where(eq(stockHolds.productId, three.id)),
      ).toEqual([]);
    }, 120_000);

    it('a Pay Now refused after its hold (a stale total) gives the unit back at once', async () => {
      const item = await createProduct(t.ctx, {
        model: 'Hold Stale',
        priceCents: 4_000,
        quantity: 1,
      });
      const [shopper] = await shoppers(t, 1);
      if (!shopper) throw new Error('no shopper');
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: { cookie: shopper.cookie, 'idempotency-key': newIdempotencyKey() },
        payload: {
          productId: item.id,
          quantity: 1,
          subtotal: 30,
          shipping: 0,
          tax: 2.4,
          total: 32.4,
          shippingMethod: 'free',
          customerInfo: LAGUNA_CUSTOMER,
        },
      });
      expect(response.statusCode).toBe(409);
      expect(await quantityOf(t, item.id)).toBe(1);
      expect(
        await t.ctx.db.select().from(stockHolds).where(eq(stockHolds.productId, item.id)),
      ).toEqual([]);
    });

    it('a retry of the order that bought the last unit is answered that order, not sold out', async () => {
      const lastOne = await createProduct(t.ctx, {
        model: 'Hold Replay',
        priceCents: 4_000,
        quantity: 1,
      });
      const [buyer, other] = await shoppers(t, 2);
      if (!buyer || !other) throw new Error('no shoppers');
      const key = newIdempotencyKey();
      const first = await payNowForty(t.app, buyer.cookie, lastOne.id, key);
      expect(first.statusCode).toBe(201);
      const soldOut = await payNowForty(t.app, other.cookie, lastOne.id, newIdempotencyKey());
      expect(soldOut.statusCode).toBe(409);
      expect(soldOut.json()).toMatchObject({
        code: 'OUT_OF_STOCK',
        message: `${lastOne.brand} Hold Replay is out of stock.`,
      });
      const retry = await payNowForty(t.app, buyer.cookie, lastOne.id, key);
      expect(retry.statusCode).toBe(201);
      expect(retry.json().orderId).toBe(first.json().orderId);
      expect(await quantityOf(t, lastOne.id)).toBe(0);
    });

    it('a product with too few units is not held, and says what it has', async () => {
      const item = await createProduct(t.ctx, { model: 'Hold Short', quantity: 1 });
      const [shopper] = await shoppers(t, 1);
      if (!shopper) throw new Error('no shopper');
      const key = newIdempotencyKey();
      const hold = { productId: item.id, userId: shopper.user.id, idempotencyKey: key };
      expect(await holdUnitsForOrder(t.ctx, { ...hold, quantity: 2 })).toEqual({
        held: false,
        product: { brand: item.brand, model: 'Hold Short', quantity: 1, forSale: true },
        keyHolds: false,
        alsoAnswer: false,
      });
      const taken = await holdUnitsForOrder(t.ctx, { ...hold, quantity: 1 });
      if (!taken.held) throw new Error('not held');
      // It answers the product as it left it (the order prices its line from it): a read now.
      const [after] = await t.ctx.db.select().from(products).where(eq(products.id, item.id));
      expect(taken.product).toEqual(after);
      expect(taken.product.quantity).toBe(0);
      // A second attempt under the same key finds the first one's hold.
      expect(await holdUnitsForOrder(t.ctx, { ...hold, quantity: 1 })).toEqual({
        held: false,
        product: { brand: item.brand, model: 'Hold Short', quantity: 0, forSale: true },
        keyHolds: true,
        alsoAnswer: false,
      });
      expect(await quantityOf(t, item.id)).toBe(0);
      // Its order did not go through: the unit is back.
      await giveBackHeldUnits(t.ctx, taken.holdId);
      expect(await quantityOf(t, item.id)).toBe(1);
    });

    it('a hold commits without waiting for the disk, on its own: the connection stays synchronous, no hold in a transaction', async () => {
      const item = await createProduct(t.ctx, { model: 'Hold Unflushed', quantity: 2 });
      const [shopper] = await shoppers(t, 1);
      if (!shopper) throw new Error('no shopper');
      const hold = { productId: item.id, quantity: 1, userId: shopper.user.id };
      // One connection: what the hold's statement set must end with its own transaction.
      const single = await openDatabase({ url: t.db.url, poolSize: 1 });
      try {
        const synchronousCommit = async () =>
          (await single.pool?.query<{ synchronous_commit: string }>('show synchronous_commit'))
            ?.rows[0]?.synchronous_commit;
        expect(await synchronousCommit()).toBe('on');
        const taken = await takeUnitsIntoHold(single.db, {
          ...hold,
          idempotencyKey: newIdempotencyKey(),
          at: t.clock.now(),
          expiresAt: new Date(t.clock.now().getTime() + STOCK_HOLD_MS),
        });
        expect(taken.held).toBe(true);
        expect(await synchronousCommit()).toBe('on');
        await expect(
          single.db.transaction((tx) =>
            takeUnitsIntoHold(tx, {
              ...hold,
              idempotencyKey: newIdempotencyKey(),
              at: t.clock.now(),
              expiresAt: new Date(t.clock.now().getTime() + STOCK_HOLD_MS),
            }),
          ),
        ).rejects.toThrow('a hold is taken by a statement of its own');
        expect(await quantityOf(t, item.id)).toBe(1);
        if (taken.held) await giveBackHeldUnits(t.ctx, taken.holdId);
      } finally {
        await single.close();
      }
      expect(await quantityOf(t, item.id)).toBe(2);
    });

    it('units held by an order that never finished go back to the stock once the hold expires, not before', async () => {
      const item = await createProduct(t.ctx, { model: 'Hold Crash', quantity: 3 });
      const [shopper] = await shoppers(t, 1);
      if (!shopper) throw new Error('no shopper');
      // What a process that died between the hold and its order leaves behind.
      const hold = await holdUnitsForOrder(t.ctx, {
        productId: item.id,
        quantity: 2,
        userId: shopper.user.id,
        idempotencyKey: newIdempotencyKey(),
      });
      expect(hold.held).toBe(true);
      expect(await quantityOf(t, item.id)).toBe(1);

      t.clock.advance(STOCK_HOLD_MS - 1_000);
      expect((await runSchedulerTick(t.ctx, { gateway: slowGateway })).holdsGivenBack).toBe(0);
      expect(await quantityOf(t, item.id)).toBe(1);

      t.clock.advance(1_000);
      expect((await runSchedulerTick(t.ctx, { gateway: slowGateway })).holdsGivenBack).toBe(1);
      expect(await quantityOf(t, item.id)).toBe(3);
      expect((await runSchedulerTick(t.ctx, { gateway: slowGateway })).holdsGivenBack).toBe(0);
      expect(await quantityOf(t, item.id)).toBe(3);
    });

    it('an order whose hold was already given back takes its units from the stock, or none when gone', async () => {
      const item = await createProduct(t.ctx, { model: 'Hold Late', quantity: 1 });
      const [shopper] = await shoppers(t, 1);
      if (!shopper) throw new Error('no shopper');
      const hold = { productId: item.id, quantity: 1, userId: shopper.user.id };
      const taken = await holdUnitsForOrder(t.ctx, {
        ...hold,
        idempotencyKey: newIdempotencyKey(),
      });
      if (!taken.held) throw new Error('not held');
      const first = taken.holdId;
      // A sold hold goes with its order; the unit stays sold.
      expect(await sellHeldUnits(t.ctx.db, { holdId: first, ...hold })).toBe(true);
      expect(await quantityOf(t, item.id)).toBe(0);
      // The same hold again (given back meanwhile): the stock has nothing left for it.
      expect(await sellHeldUnits(t.ctx.db, { holdId: first, ...hold })).toBe(false);
      expect(await quantityOf(t, item.id)).toBe(0);
      // With a unit back in the stock, it takes that one.
      await t.ctx.db.update(products).set({ quantity: 1 }).where(eq(products.id, item.id));
      expect(await sellHeldUnits(t.ctx.db, { holdId: first, ...hold })).toBe(true);
      expect(await quantityOf(t, item.id)).toBe(0);
    });
  },
);

describe.skipIf(!testDatabaseUrl)(
  'a Pay Now whose hold ran out during its charge (PostgreSQL)',
  () => {
    let t: TestApp;
    let charging = false;
    let open = () => {};
    const opened = new Promise<void>((resolve) => {
      open = resolve;
    });
    // The provider answers once the test opens it: the order waits inside its charge.
    const heldCharge: PaymentGateway = {
      ...testGateway,
      async charge(input) {
        charging = true;
        await opened;
        return testGateway.charge(input);
      },
    };
    beforeAll(async () => {
      t = await createTestApp({}, undefined, { payments: heldCharge });
    });
    afterAll(() => t?.close());

    it('the sweep gave its unit back: the order takes it from the stock, sold once, no hold left', async () => {
      const item = await createProduct(t.ctx, {
        model: 'Hold Ran Out',
        quantity: 1,
        priceCents: 4000,
      });
      const [shopper] = await shoppers(t, 1);
      if (!shopper) throw new Error('no shopper');
      // An injected request starts once awaited: started here, answered below.
      const ordering = Promise.resolve(
        payNowForty(t.app, shopper.cookie, item.id, newIdempotencyKey()),
      );
      await expect.poll(() => charging).toBe(true);
      expect(await quantityOf(t, item.id)).toBe(0);

      // The hold outlives its expiry while the provider thinks: the scheduler gives the unit back.
      t.clock.advance(STOCK_HOLD_MS);
      expect((await runSchedulerTick(t.ctx, { gateway: heldCharge })).holdsGivenBack).toBe(1);
      expect(await quantityOf(t, item.id)).toBe(1);

      open();
      const placed = await ordering;
      expect(placed.statusCode).toBe(201);
      expect(await quantityOf(t, item.id)).toBe(0);
      const left = await t.ctx.db
        .select()
        .from(stockHolds)
        .where(eq(stockHolds.productId, item.id));
      expect(left).toEqual([]);
      const sold = await t.ctx.db.select().from(orders).where(eq(orders.userId, shopper.user.id));
      expect(sold).toHaveLength(1);
    });
  },
);
