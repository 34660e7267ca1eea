import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../src/server/db/schema/catalog';
import { orderItems, orders } from '../../src/server/db/schema/orders';
import { payments } from '../../src/server/db/schema/payments';
import {
  addToCart,
  checkoutBodyFor,
  completeProfile,
  getCart,
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
    '[tests] checkout concurrency tests skipped: they need TEST_DATABASE_URL (a PostgreSQL server).',
  );
}

/** The offline provider, slowed down and counted, so racing requests really overlap. */
const { gateway: slowGateway, charges } = slowCountedGateway();

describe.skipIf(!testDatabaseUrl)('checkout under concurrency (PostgreSQL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, undefined, { payments: slowGateway });
  });
  afterAll(() => t?.close());

  it('20 shoppers racing for the last unit: one order, one charge, no oversell', async () => {
    const lastOne = await createProduct(t.ctx, { model: 'Last One', quantity: 1 });
    const shoppers: SignedUpUser[] = [];
    for (let i = 0; i < 20; i += 1) {
      const shopper = await signUp(t.app);
      await completeProfile(t.app, shopper.cookie);
      await addToCart(t.app, shopper.cookie, lastOne.id);
      shoppers.push(shopper);
    }
    const bodies = await Promise.all(
      shoppers.map(async (shopper) => checkoutBodyFor(await getCart(t.app, shopper.cookie))),
    );
    charges.length = 0;

    const responses = await Promise.all(
      shoppers.map((shopper, i) => postCheckout(t.app, shopper.cookie, bodies[i] as never)),
    );

    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    for (const response of responses.filter((r) => r.statusCode === 409)) {
      expect(response.json()).toMatchObject({ code: 'OUT_OF_STOCK' });
    }
    const sold = await t.ctx.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.productId, lastOne.id));
    expect(sold).toHaveLength(1);
    const userIds = shoppers.map((shopper) => shopper.user.id);
    const charged = await t.ctx.db
      .select()
      .from(payments)
      .where(and(inArray(payments.userId, userIds), eq(payments.status, 'completed')));
    expect(charged).toHaveLength(1);
    expect(charges).toHaveLength(1);
    const [product] = await t.ctx.db.select().from(products).where(eq(products.id, lastOne.id));
    expect(product?.quantity).toBe(0);
  }, 120_000);

  it('10 concurrent retries of one checkout with the same key: one order, one charge', async () => {
    const item = await createProduct(t.ctx, { model: 'Retry Me', quantity: 5 });
    const shopper = await signUp(t.app);
    await completeProfile(t.app, shopper.cookie);
    await addToCart(t.app, shopper.cookie, item.id, 2);
    const body = checkoutBodyFor(await getCart(t.app, shopper.cookie));
    const key = newIdempotencyKey();
    charges.length = 0;

    const responses = await Promise.all(
      Array.from({ length: 10 }, () => postCheckout(t.app, shopper.cookie, body, key)),
    );

    expect(responses.map((response) => response.statusCode)).toEqual(Array(10).fill(201));
    expect(new Set(responses.map((response) => response.json().orderId)).size).toBe(1);
    const placed = await t.ctx.db.select().from(orders).where(eq(orders.userId, shopper.user.id));
    expect(placed).toHaveLength(1);
    expect(charges).toHaveLength(1);
    const [product] = await t.ctx.db.select().from(products).where(eq(products.id, item.id));
    expect(product?.quantity).toBe(3);
  });

  it('10 concurrent retries of one single-product order with the same key: one order, one payment', async () => {
    // $40.00, free shipping, tax $3.20.
    const item = await createProduct(t.ctx, {
      model: 'Retry Single',
      priceCents: 4_000,
      quantity: 5,
    });
    const shopper = await signUp(t.app);
    await completeProfile(t.app, shopper.cookie);
    const key = newIdempotencyKey();
    charges.length = 0;

    const responses = await Promise.all(
      Array.from({ length: 10 }, () => payNowForty(t.app, shopper.cookie, item.id, key)),
    );

    expect(responses.map((response) => response.statusCode)).toEqual(Array(10).fill(201));
    expect(new Set(responses.map((response) => response.json().orderId)).size).toBe(1);
    const placed = await t.ctx.db.select().from(orders).where(eq(orders.userId, shopper.user.id));
    expect(placed).toHaveLength(1);
    const paid = await t.ctx.db.select().from(payments).where(eq(payments.userId, shopper.user.id));
    expect(paid).toEqual([expect.objectContaining({ status: 'completed', amountCents: 4_320 })]);
    expect(charges).toHaveLength(1);
    const [product] = await t.ctx.db.select().from(products).where(eq(products.id, item.id));
    expect(product?.quantity).toBe(4);
  });

  it('a double click with two keys pays once: the second finds the cart empty', async () => {
    const item = await createProduct(t.ctx, { model: 'Double Click', quantity: 5 });
    const shopper = await signUp(t.app);
    await completeProfile(t.app, shopper.cookie);
    await addToCart(t.app, shopper.cookie, item.id);
    const body = checkoutBodyFor(await getCart(t.app, shopper.cookie));
    charges.length = 0;

    const responses = await Promise.all([
      postCheckout(t.app, shopper.cookie, body),
      postCheckout(t.app, shopper.cookie, body),
    ]);

    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 400]);
    expect(responses.find((r) => r.statusCode === 400)?.json().code).toBe('EMPTY_CART');
    expect(charges).toHaveLength(1);
  });
});
