import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addToCart,
  checkoutBodyFor,
  completeProfile,
  getCart,
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
import type { Product } from '../../../shared/contracts/catalog';
import type { AdminOrder, Invoice } from '../../../shared/contracts/orders';
import { formatShopDate } from '../../../shared/shop-time';
import { products } from '../../db/schema/catalog';
import { orders } from '../../db/schema/orders';
import { payments } from '../../db/schema/payments';

const formatDollarsText = (dollars: number) => `$${dollars.toFixed(2)}`;

let t: TestApp;
let admin: SignedUpUser;
let shopper: SignedUpUser;
let lamp: Product;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpElevatedAdmin(t.app, t.ctx);
  shopper = await signUp(t.app, { username: 'orderly_shopper' });
  await completeProfile(t.app, shopper.cookie);
  lamp = await createProduct(t.ctx, { brand: 'Sol', model: 'Admin Shades', quantity: 10 });
});
afterAll(() => t.close());

async function placeOrder(paymentMethod: 'square' | 'cod', quantity = 1): Promise<number> {
  await addToCart(t.app, shopper.cookie, lamp.id, quantity);
  const response = await postCheckout(
    t.app,
    shopper.cookie,
    checkoutBodyFor(await getCart(t.app, shopper.cookie), { paymentMethod }),
  );
  if (response.statusCode !== 201) throw new Error(response.body);
  return response.json().orderId;
}

const move = (orderId: number, status: string, cookie = admin.cookie) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/status`,
    headers: { cookie },
    payload: { status },
  });

async function stock(): Promise<number> {
  const [row] = await t.ctx.db.select().from(products).where(eq(products.id, lamp.id));
  return row?.quantity ?? -1;
}

async function invoiceOf(orderId: number): Promise<Invoice> {
  const invoices = (
    await t.app.inject({ method: 'GET', url: '/api/invoices', headers: { cookie: shopper.cookie } })
  ).json<Invoice[]>();
  const invoice = invoices.find((candidate) => candidate.orderId === orderId);
  if (!invoice) throw new Error('no invoice');
  return invoice;
}

describe('admin orders', () => {
  it('is for admins who passed the PIN step-up only', async () => {
    const list = (cookie?: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/admin/orders',
        headers: cookie ? { cookie } : {},
      });
    expect((await list()).statusCode).toBe(401);
    expect((await list(shopper.cookie)).statusCode).toBe(403);
    const unelevated = await signUpAdmin(t.app, t.ctx);
    const refused = await list(unelevated.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('PIN_REQUIRED');
    expect((await move(1, 'completed', shopper.cookie)).statusCode).toBe(403);
  });

  it('lists every order with its shopper and finds one by username, name or number', async () => {
    const orderId = await placeOrder('square');
    const search = async (q: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/admin/orders?q=${encodeURIComponent(q)}`,
          headers: { cookie: admin.cookie },
        })
      ).json<AdminOrder[]>();
    const all = await search('');
    expect(all.find((order) => order.id === orderId)).toMatchObject({
      username: 'orderly_shopper',
      status: 'processing',
      allowedTransitions: ['out_for_delivery', 'cancelled'],
    });
    expect((await search('ORDERLY')).map((order) => order.id)).toContain(orderId);
    expect((await search('Casey')).map((order) => order.id)).toContain(orderId);
    expect((await search(`#${orderId}`)).map((order) => order.id)).toEqual([orderId]);
    expect(await search('nobody-like-this')).toEqual([]);
  });

  it('marks a cash-on-delivery order paid, sends it out, completes it; a completed order stays so', async () => {
    const orderId = await placeOrder('cod');
    expect((await invoiceOf(orderId)).status).toBe('pending');
    const paid = await move(orderId, 'processing');
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ status: 'processing' });
    expect((await invoiceOf(orderId)).status).toBe('paid');
    expect((await move(orderId, 'out_for_delivery')).json().status).toBe('out_for_delivery');
    expect((await move(orderId, 'completed')).json().status).toBe('completed');
    const again = await move(orderId, 'cancelled');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('An order that is delivered cannot become cancelled.');
  });

  it('refunds a delivered card order returned within the 30-day guarantee, once; not after', async () => {
    const before = await stock();
    const DAY = 86_400_000;
    /** Moves an order's delivery back in time (the admin's PIN step-up lasts minutes, not weeks). */
    const deliveredDaysAgo = (orderId: number, days: number) =>
      t.ctx.db
        .update(orders)
        .set({ updatedAt: new Date(t.clock.now().getTime() - days * DAY) })
        .where(eq(orders.id, orderId));
    const orderId = await placeOrder('square');
    await move(orderId, 'out_for_delivery');
    const delivered = (await move(orderId, 'completed')).json<AdminOrder>();
    expect(delivered).toMatchObject({ status: 'completed', allowedTransitions: ['refunded'] });
    // 29 days later the customer brings it back: refunded to the card, back in stock, told.
    await deliveredDaysAgo(orderId, 29);
    const refunded = await move(orderId, 'refunded');
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json()).toMatchObject({ status: 'refunded', allowedTransitions: [] });
    expect(await stock()).toBe(before);
    expect((await invoiceOf(orderId)).status).toBe('refunded');
    const notices = (
      await t.app.inject({
        method: 'GET',
        url: '/api/notifications',
        headers: { cookie: shopper.cookie },
      })
    ).json<{ type: string; title: string; message: string }[]>();
    expect(notices.find((notice) => notice.type === 'order_refunded')).toMatchObject({
      title: 'Order refunded',
      message: `Order #${orderId} was returned. ${formatDollarsText(delivered.total)} is on its way back to your card.`,
    });
    expect((await move(orderId, 'refunded')).statusCode).toBe(409);

    // Past the guarantee: refused, nothing refunded.
    const late = await placeOrder('square');
    await move(late, 'out_for_delivery');
    await move(late, 'completed');
    await deliveredDaysAgo(late, 31);
    const refused = await move(late, 'refunded');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      `The 30-day money-back guarantee for this order ended on ${formatShopDate(new Date(t.clock.now().getTime() - DAY))}; it can no longer be refunded here.`,
    );
    expect((await invoiceOf(late)).status).toBe('paid');
  });

  it('cancels a card order with a refund and puts the stock back', async () => {
    const before = await stock();
    const orderId = await placeOrder('square', 2);
    expect(await stock()).toBe(before - 2);
    const cancelled = await move(orderId, 'cancelled');
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', allowedTransitions: [] });
    expect(await stock()).toBe(before);
    expect((await invoiceOf(orderId)).status).toBe('refunded');
    const [payment] = await t.ctx.db
      .select()
      .from(payments)
      .where(eq(payments.purpose, `order: Sol Admin Shades ×2`));
    expect(payment).toMatchObject({ status: 'refunded' });
    expect(payment?.providerRefundId).toMatch(/^refund_/);
  });

  it('voids the invoice of an unpaid cash-on-delivery order it cancels', async () => {
    const orderId = await placeOrder('cod');
    expect((await move(orderId, 'cancelled')).json().status).toBe('cancelled');
    expect((await invoiceOf(orderId)).status).toBe('void');
  });

  it('refuses unknown orders and statuses clearly', async () => {
    expect((await move(999_999, 'completed')).statusCode).toBe(404);
    const bad = await move(1, 'shipped');
    expect(bad.statusCode).toBe(400);
  });
});
