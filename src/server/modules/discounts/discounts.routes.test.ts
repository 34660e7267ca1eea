import { inflateSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addToCart,
  checkoutBodyFor,
  completeProfile,
  getCart,
  LAGUNA_CUSTOMER,
  newIdempotencyKey,
  postCheckout,
} from '../../../../tests/fixtures/commerce';
import {
  createProduct,
  type SignedUpUser,
  signUp,
  signUpAdmin,
  signUpElevatedAdmin,
} from '../../../../tests/fixtures/factories';
import { createTestApp, type TestApp } from '../../../../tests/fixtures/server';
import type { AdminDiscount } from '../../../shared/contracts/discounts';
import type { Invoice, Order } from '../../../shared/contracts/orders';
import type { DiscountTerms } from '../../../shared/discount-rules';
import { payments } from '../../db/schema/payments';
import { DEMO_DISCOUNT, seedDemoDiscount } from './discounts.service';

let t: TestApp;
let admin: SignedUpUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpElevatedAdmin(t.app, t.ctx);
});
afterAll(() => t.close());

const HOUR_MS = 60 * 60 * 1000;

function createCode(body: Record<string, unknown>, cookie = admin.cookie) {
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/discounts',
    headers: { cookie },
    payload: body,
  });
}

async function newCode(body: Record<string, unknown>): Promise<AdminDiscount> {
  const response = await createCode(body);
  if (response.statusCode !== 201) throw new Error(`create failed: ${response.body}`);
  return response.json();
}

function patchCode(id: number, body: Record<string, unknown>) {
  return t.app.inject({
    method: 'PATCH',
    url: `/api/admin/discounts/${id}`,
    headers: { cookie: admin.cookie },
    payload: body,
  });
}

const percentTerms = (code: string, percentOff: number, more: Partial<DiscountTerms> = {}) => ({
  code,
  percentOff,
  amountOffCents: null,
  minSubtotalCents: null,
  productTypes: [],
  ...more,
});

async function shopperWithCart(productId: number, quantity = 1): Promise<SignedUpUser> {
  const shopper = await signUp(t.app);
  await completeProfile(t.app, shopper.cookie);
  await addToCart(t.app, shopper.cookie, productId, quantity);
  return shopper;
}

/** The text a PDF draws (pdfkit writes Helvetica text as hex strings in deflated streams). */
function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const texts: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1] ?? '', 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    for (const array of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const hex = [...(array[1] ?? '').matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1]).join('');
      texts.push(Buffer.from(hex, 'hex').toString('latin1'));
    }
  }
  return texts.join('\n');
}

describe('admin discount codes', () => {
  it('creates, lists, edits and pauses a code; the PIN step-up guards every route', async () => {
    const created = await newCode({ code: ' summer15 ', percentOff: 15, maxUses: 100 });
    expect(created).toMatchObject({
      code: 'SUMMER15',
      percentOff: 15,
      amountOff: null,
      maxUses: 100,
      active: true,
      uses: 0,
      status: 'active',
    });

    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/discounts',
      headers: { cookie: admin.cookie },
    });
    expect(list.json<AdminDiscount[]>().map((code) => code.code)).toContain('SUMMER15');

    const fixed = await patchCode(created.id, {
      amountOff: 5,
      minSubtotal: 25,
      productTypes: ['coffee', 'tea'],
    });
    expect(fixed.statusCode).toBe(200);
    expect(fixed.json()).toMatchObject({
      percentOff: null,
      amountOff: 5,
      minSubtotal: 25,
      productTypes: ['coffee', 'tea'],
    });

    const paused = await patchCode(created.id, { active: false });
    expect(paused.json()).toMatchObject({ active: false, status: 'paused' });

    const shopper = await signUp(t.app);
    const notAdmin = await createCode({ code: 'NOPE', percentOff: 5 }, shopper.cookie);
    expect(notAdmin.statusCode).toBe(403);
    const noPin = await signUpAdmin(t.app, t.ctx);
    const withoutStepUp = await createCode({ code: 'NOPE', percentOff: 5 }, noPin.cookie);
    expect(withoutStepUp.statusCode).toBe(403);
    expect(withoutStepUp.json()).toMatchObject({ code: 'PIN_REQUIRED' });
  });

  it('refuses bad codes with clear messages', async () => {
    const cases: [Record<string, unknown>, number, string][] = [
      [{ code: 'ZERO', percentOff: 0 }, 400, 'Percent off must be a whole number from 1 to 100'],
      [{ code: 'MORE', percentOff: 101 }, 400, 'Percent off must be a whole number from 1 to 100'],
      [
        { code: 'BOTH', percentOff: 10, amountOff: 5 },
        400,
        'Give either a percent off or an amount off, not both',
      ],
      [{ code: 'NONE' }, 400, 'Give a percent off (1-100) or an amount off'],
      [
        { code: 'HALF', amountOff: 0.005 },
        400,
        'Amount off must be at least $0.01, in whole cents',
      ],
      [{ code: 'bad code!', percentOff: 5 }, 400, 'A code is 1 to 32 letters, digits, - or _'],
      [
        {
          code: 'BACKWARDS',
          percentOff: 5,
          startsAt: '2030-01-02T00:00:00Z',
          endsAt: '2030-01-01T00:00:00Z',
        },
        400,
        'The end must come after the start',
      ],
      [
        { code: 'NOUSES', percentOff: 5, maxUses: 0 },
        400,
        'Total uses must be a whole number of at least 1',
      ],
    ];
    for (const [body, status, message] of cases) {
      const response = await createCode(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      expect(response.json().message).toContain(message);
    }
    await newCode({ code: 'TWICE', percentOff: 5 });
    const again = await createCode({ code: 'twice', amountOff: 2 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('A discount code TWICE already exists');
    const missing = await patchCode(999_999, { active: false });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Discount code not found');
  });
});

describe('a shopper checking a code', () => {
  it('gets the terms of a usable code, and why not for the others', async () => {
    const now = t.clock.now().getTime();
    await newCode({ code: 'CHECKME', percentOff: 20, minSubtotal: 30 });
    await newCode({ code: 'PAUSED', percentOff: 20, active: false });
    await newCode({
      code: 'LATER',
      percentOff: 20,
      startsAt: new Date(now + HOUR_MS).toISOString(),
    });
    await newCode({
      code: 'OVER',
      percentOff: 20,
      endsAt: new Date(now - 1).toISOString(),
      startsAt: new Date(now - HOUR_MS).toISOString(),
    });
    const shopper = await signUp(t.app);
    const check = (code: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/discounts/${code}`,
        headers: { cookie: shopper.cookie },
      });

    const ok = await check('checkme');
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({
      code: 'CHECKME',
      percentOff: 20,
      amountOff: null,
      minSubtotal: 30,
      productTypes: [],
    });
    expect((await check('NOSUCH')).json()).toMatchObject({
      message: 'Discount code NOSUCH does not exist.',
      code: 'DISCOUNT_INVALID',
    });
    expect((await check('NOSUCH')).statusCode).toBe(404);
    expect((await check('PAUSED')).json().message).toBe('Discount code PAUSED is paused.');
    expect((await check('LATER')).json().message).toMatch(
      /^Discount code LATER is not valid until /,
    );
    expect((await check('OVER')).json().message).toBe('Discount code OVER has expired.');
    const signedOut = await t.app.inject({ method: 'GET', url: '/api/discounts/CHECKME' });
    expect(signedOut.statusCode).toBe(401);

    const active = await t.app.inject({ method: 'GET', url: '/api/discounts/active' });
    const codes = active.json<{ code: string }[]>().map((code) => code.code);
    expect(codes).toContain('CHECKME');
    expect(codes).not.toContain('PAUSED');
    expect(codes).not.toContain('LATER');
    expect(codes).not.toContain('OVER');
  });

  it('seeds the demo LAGUNA10 once: 10% off, active', async () => {
    expect(await seedDemoDiscount(t.ctx)).toBe(true);
    expect(await seedDemoDiscount(t.ctx)).toBe(false);
    const active = await t.app.inject({ method: 'GET', url: '/api/discounts/active' });
    expect(active.json()).toContainEqual({
      code: DEMO_DISCOUNT.code,
      percentOff: 10,
      amountOff: null,
    });
  });
});

describe('checking out with a code', () => {
  it('takes LAGUNA10 off a cart order, taxes what is left, and shows it on the order, invoice and PDF', async () => {
    await seedDemoDiscount(t.ctx);
    // $189.00 - 10% ($18.90) = $170.10; tax 8% = $13.61; total $183.71.
    const product = await createProduct(t.ctx, { model: 'Golden Hour', priceCents: 18_900 });
    const shopper = await shopperWithCart(product.id);
    const body = checkoutBodyFor(await getCart(t.app, shopper.cookie), {
      discount: percentTerms('LAGUNA10', 10),
    });
    body.discountCode = 'laguna10';
    expect(body.summary).toMatchObject({
      subtotal: 189,
      discount: 18.9,
      tax: 13.61,
      total: 183.71,
    });

    const response = await postCheckout(t.app, shopper.cookie, body);
    expect(response.statusCode).toBe(201);
    const { orderId } = response.json<{ orderId: number }>();
    const order = (
      await t.app.inject({
        method: 'GET',
        url: `/api/orders/${orderId}`,
        headers: { cookie: shopper.cookie },
      })
    ).json<Order>();
    expect(order).toMatchObject({
      subtotal: 189,
      discount: 18.9,
      discountCode: 'LAGUNA10',
      tax: 13.61,
      total: 183.71,
    });
    expect(order.items[0]).toMatchObject({ price: 189, discount: 18.9 });
    const [charged] = await t.ctx.db
      .select()
      .from(payments)
      .where(eq(payments.userId, shopper.user.id));
    expect(charged?.amountCents).toBe(18_371);

    const invoice = (
      await t.app.inject({
        method: 'GET',
        url: `/api/invoices/${order.invoiceId}`,
        headers: { cookie: shopper.cookie },
      })
    ).json<Invoice>();
    expect(invoice).toMatchObject({
      subtotal: 189,
      discount: 18.9,
      discountCode: 'LAGUNA10',
      tax: 13.61,
      total: 183.71,
    });
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/invoices/${order.invoiceId}/pdf`,
      headers: { cookie: shopper.cookie },
    });
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('Discount (LAGUNA10)');
    expect(text).toContain('-$18.90');
    expect(text).toContain('$183.71');
  });

  it('takes a code on the single-product order, checking the discount the shopper saw', async () => {
    await newCode({ code: 'FIVEOFF', amountOff: 5 });
    const product = await createProduct(t.ctx, { model: 'Single Five', priceCents: 4_000 });
    const shopper = await signUp(t.app);
    await completeProfile(t.app, shopper.cookie);
    // $40.00 - $5.00 = $35.00; tax $2.80; total $37.80.
    const order = (discount: number, total: number, tax = 2.8) =>
      t.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: { cookie: shopper.cookie, 'idempotency-key': newIdempotencyKey() },
        payload: {
          productId: product.id,
          quantity: 1,
          subtotal: 40,
          discount,
          shipping: 0,
          tax,
          total,
          customerInfo: LAGUNA_CUSTOMER,
          discountCode: 'FIVEOFF',
        },
      });
    const stale = await order(4, 38.88, 2.88);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('STALE_SUMMARY');
    const placed = await order(5, 37.8);
    expect(placed.statusCode).toBe(201);
    const shown = (
      await t.app.inject({
        method: 'GET',
        url: `/api/orders/${placed.json().orderId}`,
        headers: { cookie: shopper.cookie },
      })
    ).json<Order>();
    expect(shown).toMatchObject({ discount: 5, discountCode: 'FIVEOFF', total: 37.8 });
  });

  it('refuses a code under its minimum, for other items, unknown, or used up, charging nothing', async () => {
    await newCode({ code: 'BIGSPEND', percentOff: 10, minSubtotal: 200 });
    await newCode({ code: 'TEAONLY', percentOff: 10, productTypes: ['tea'] });
    await newCode({ code: 'ONEUSE', percentOff: 10, maxUses: 1 });
    await newCode({ code: 'ONCEEACH', percentOff: 10, maxUsesPerCustomer: 1 });
    const product = await createProduct(t.ctx, {
      model: 'Refusals',
      priceCents: 12_000,
      quantity: 50,
    });
    const attempt = async (shopper: SignedUpUser, code: string) =>
      postCheckout(
        t.app,
        shopper.cookie,
        checkoutBodyFor(await getCart(t.app, shopper.cookie), { discount: percentTerms(code, 10) }),
      );

    const shopper = await shopperWithCart(product.id);
    const cases: [string, number, string][] = [
      ['BIGSPEND', 400, 'Discount code BIGSPEND needs a subtotal of at least $200.00.'],
      ['TEAONLY', 400, 'Discount code TEAONLY is not valid for the items in this order.'],
      ['WHATEVER', 404, 'Discount code WHATEVER does not exist.'],
    ];
    for (const [code, status, message] of cases) {
      const response = await attempt(shopper, code);
      expect(response.statusCode, code).toBe(status);
      expect(response.json()).toEqual({ message, code: 'DISCOUNT_INVALID' });
    }
    expect(
      await t.ctx.db.select().from(payments).where(eq(payments.userId, shopper.user.id)),
    ).toEqual([]);

    expect((await attempt(shopper, 'ONEUSE')).statusCode).toBe(201);
    const other = await shopperWithCart(product.id);
    const usedUp = await attempt(other, 'ONEUSE');
    expect(usedUp.statusCode).toBe(409);
    expect(usedUp.json().message).toBe('Discount code ONEUSE has been used up.');

    expect((await attempt(other, 'ONCEEACH')).statusCode).toBe(201);
    await addToCart(t.app, other.cookie, product.id);
    const second = await attempt(other, 'ONCEEACH');
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(
      'You have already used discount code ONCEEACH once, the most allowed per shopper.',
    );

    const list = (
      await t.app.inject({
        method: 'GET',
        url: '/api/admin/discounts',
        headers: { cookie: admin.cookie },
      })
    ).json<AdminDiscount[]>();
    expect(list.find((code) => code.code === 'ONEUSE')).toMatchObject({
      uses: 1,
      status: 'used_up',
    });
    expect(list.find((code) => code.code === 'ONCEEACH')).toMatchObject({
      uses: 1,
      status: 'active',
    });
  });

  it('places an order a 100% code makes free without charging the card', async () => {
    await newCode({ code: 'ONTHEHOUSE', percentOff: 100 });
    const product = await createProduct(t.ctx, { model: 'Free One', priceCents: 2_500 });
    const shopper = await shopperWithCart(product.id);
    const body = checkoutBodyFor(await getCart(t.app, shopper.cookie), {
      discount: percentTerms('ONTHEHOUSE', 100),
    });
    expect(body.summary.total).toBe(0);
    const response = await postCheckout(t.app, shopper.cookie, body);
    expect(response.statusCode).toBe(201);
    const order = (
      await t.app.inject({
        method: 'GET',
        url: `/api/orders/${response.json().orderId}`,
        headers: { cookie: shopper.cookie },
      })
    ).json<Order>();
    expect(order).toMatchObject({ status: 'processing', discount: 25, tax: 0, total: 0 });
    expect(
      await t.ctx.db.select().from(payments).where(eq(payments.userId, shopper.user.id)),
    ).toEqual([]);
    const invoice = (
      await t.app.inject({
        method: 'GET',
        url: `/api/invoices/${order.invoiceId}`,
        headers: { cookie: shopper.cookie },
      })
    ).json<Invoice>();
    expect(invoice.status).toBe('paid');
  });

  it('a paused code stops working at once', async () => {
    const code = await newCode({ code: 'STOPNOW', percentOff: 10 });
    const product = await createProduct(t.ctx, { model: 'Paused', priceCents: 1_000 });
    const shopper = await shopperWithCart(product.id);
    await patchCode(code.id, { active: false });
    const response = await postCheckout(
      t.app,
      shopper.cookie,
      checkoutBodyFor(await getCart(t.app, shopper.cookie), {
        discount: percentTerms('STOPNOW', 10),
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Discount code STOPNOW is paused.');
  });
});
