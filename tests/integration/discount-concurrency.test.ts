import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discountCodes, discountRedemptions } from '../../src/server/db/schema/discounts';
import { orders } from '../../src/server/db/schema/orders';
import { payments } from '../../src/server/db/schema/payments';
import type { DiscountTerms } from '../../src/shared/discount-rules';
import {
  addToCart,
  checkoutBodyFor,
  completeProfile,
  getCart,
  LAGUNA_CUSTOMER,
  newIdempotencyKey,
  postCheckout,
} from '../fixtures/commerce';
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
    '[tests] discount concurrency tests skipped: they need TEST_DATABASE_URL (a PostgreSQL server).',
  );
}

/** The offline provider, slowed down, so racing checkouts really overlap while charging. */
const { gateway: slowGateway } = slowCountedGateway();

const terms = (code: string): DiscountTerms => ({
  code,
  percentOff: 10,
  amountOffCents: null,
  minSubtotalCents: null,
  productTypes: [],
});

describe.skipIf(!testDatabaseUrl)('discount codes under concurrency (PostgreSQL)', () => {
  let t: TestApp;
  let admin: SignedUpUser;
  beforeAll(async () => {
    t = await createTestApp({}, undefined, { payments: slowGateway });
    admin = await signUpElevatedAdmin(t.app, t.ctx);
  });
  afterAll(() => t?.close());

  async function createCode(body: Record<string, unknown>): Promise<number> {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/discounts',
      headers: { cookie: admin.cookie },
      payload: body,
    });
    if (response.statusCode !== 201) throw new Error(`create failed: ${response.body}`);
    return response.json<{ id: number }>().id;
  }

  async function redemptionsOf(codeId: number) {
    return t.ctx.db
      .select()
      .from(discountRedemptions)
      .where(eq(discountRedemptions.discountCodeId, codeId));
  }

  it('20 shoppers checking out at once with a code of maxUses 5: exactly 5 orders get it', async () => {
    const codeId = await createCode({ code: 'RACE5', percentOff: 10, maxUses: 5 });
    const product = await createProduct(t.ctx, { model: 'Race', priceCents: 5_000, quantity: 100 });
    const shoppers: SignedUpUser[] = [];
    for (let i = 0; i < 20; i += 1) {
      const shopper = await signUp(t.app);
      await completeProfile(t.app, shopper.cookie);
      await addToCart(t.app, shopper.cookie, product.id);
      shoppers.push(shopper);
    }
    const bodies = await Promise.all(
      shoppers.map(async (shopper) =>
        checkoutBodyFor(await getCart(t.app, shopper.cookie), { discount: terms('RACE5') }),
      ),
    );

    const responses = await Promise.all(
      shoppers.map((shopper, i) => postCheckout(t.app, shopper.cookie, bodies[i] as never)),
    );

    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 409)).toHaveLength(15);
    for (const response of responses.filter((r) => r.statusCode === 409)) {
      expect(response.json()).toEqual({
        message: 'Discount code RACE5 has been used up.',
        code: 'DISCOUNT_INVALID',
      });
    }
    expect(await redemptionsOf(codeId)).toHaveLength(5);
    const userIds = shoppers.map((shopper) => shopper.user.id);
    const placed = await t.ctx.db
      .select()
      .from(orders)
      .where(and(inArray(orders.userId, userIds), eq(orders.discountCode, 'RACE5')));
    expect(placed).toHaveLength(5);
    // $50.00 - $5.00 = $45.00 + $3.60 tax: five charges of $48.60, none for the refused.
    const charged = await t.ctx.db
      .select()
      .from(payments)
      .where(and(inArray(payments.userId, userIds), eq(payments.status, 'completed')));
    expect(charged.map((payment) => payment.amountCents)).toEqual(Array(5).fill(4_860));
  }, 120_000);

  it('one shopper racing 10 checkouts with a code of maxUsesPerCustomer 2: exactly 2 get it', async () => {
    const codeId = await createCode({ code: 'TWOEACH', percentOff: 10, maxUsesPerCustomer: 2 });
    const product = await createProduct(t.ctx, {
      model: 'Per Shopper',
      priceCents: 4_000,
      quantity: 100,
    });
    const shopper = await signUp(t.app);
    await completeProfile(t.app, shopper.cookie);
    // Single-product orders, each its own Idempotency-Key: ten different purchases at once.
    // $40.00 - $4.00 = $36.00 + $2.88 tax = $38.88.
    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/orders',
          headers: { cookie: shopper.cookie, 'idempotency-key': newIdempotencyKey() },
          payload: {
            productId: product.id,
            quantity: 1,
            subtotal: 40,
            discount: 4,
            shipping: 0,
            tax: 2.88,
            total: 38.88,
            customerInfo: LAGUNA_CUSTOMER,
            discountCode: 'TWOEACH',
          },
        }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(2);
    expect(statuses.filter((status) => status === 409)).toHaveLength(8);
    for (const response of responses.filter((r) => r.statusCode === 409)) {
      expect(response.json().message).toBe(
        'You have already used discount code TWOEACH 2 times, the most allowed per shopper.',
      );
    }
    expect(await redemptionsOf(codeId)).toHaveLength(2);
    const [code] = await t.ctx.db.select().from(discountCodes).where(eq(discountCodes.id, codeId));
    expect(code?.maxUsesPerCustomer).toBe(2);
  }, 120_000);
});
