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
  signUpElevatedAdmin,
} from '../../../../tests/fixtures/factories';
import {
  type FakePushService,
  fakePushCa,
  startFakePushService,
} from '../../../../tests/fixtures/fake-push-service';
import { createTestApp, type TestApp } from '../../../../tests/fixtures/server';
import type { Product } from '../../../shared/contracts/catalog';
import type { Notification } from '../../../shared/contracts/notifications';
import type { AdminOrder, Order } from '../../../shared/contracts/orders';
import { products } from '../../db/schema/catalog';
import { createMailer } from '../messaging/mailer';
import { findOutboxMessages } from '../messaging/messaging.repository';
import { type Delivery, processOutbox } from '../messaging/outbox.service';
import { createPushSender, generateVapidKeys } from '../messaging/push-sender';

/*
 * Issue 19's last push: an order out for delivery. The admin moves a paid order out for delivery
 * and then delivered (completed); the shopper sees it, gets one notice and, by their preferences,
 * a push.
 */

let t: TestApp;
let push: FakePushService;
let delivery: Delivery;
let admin: SignedUpUser;
let shopper: SignedUpUser;
let shades: Product;
/** Emails the mailer wrote to the log (SMTP_URL unset). */
type LoggedEmail = { to: string; subject: string; text: string };
const emails: LoggedEmail[] = [];
const vapid = { ...generateVapidKeys(), subject: 'mailto:support@socialmarket.example' };

beforeAll(async () => {
  push = await startFakePushService();
  // The fake push service is on loopback: allowed by name, as PUSH_ALLOWED_HOSTS would.
  const pushEndpoints = { allowedHosts: [push.host] };
  t = await createTestApp({ vapid: { publicKey: vapid.publicKey }, pushEndpoints });
  delivery = {
    mailer: createMailer({
      smtpUrl: undefined,
      from: 'shop@example.com',
      log: { info: (details) => emails.push(details as LoggedEmail) },
    }),
    push: createPushSender(vapid, { policy: pushEndpoints, ca: fakePushCa }),
    origin: 'https://shop.example',
  };
  admin = await signUpElevatedAdmin(t.app, t.ctx);
  shopper = await signUp(t.app, { username: 'waiting_shopper' });
  await completeProfile(t.app, shopper.cookie);
  shades = await createProduct(t.ctx, { brand: 'Sol', model: 'Road Shades', quantity: 20 });
});
afterAll(async () => {
  await Promise.all([t.close(), push.close()]);
});

async function placeOrder(
  paymentMethod: 'square' | 'cod' = 'square',
  quantity = 1,
  who: SignedUpUser = shopper,
): Promise<number> {
  await addToCart(t.app, who.cookie, shades.id, quantity);
  const response = await postCheckout(
    t.app,
    who.cookie,
    checkoutBodyFor(await getCart(t.app, who.cookie), { paymentMethod }),
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

const deliveryNotices = async (who: SignedUpUser = shopper) =>
  (
    await t.app.inject({
      method: 'GET',
      url: '/api/notifications',
      headers: { cookie: who.cookie },
    })
  )
    .json<Notification[]>()
    .filter((notice) => notice.type === 'order_out_for_delivery');

const myOrder = async (orderId: number) =>
  (
    await t.app.inject({
      method: 'GET',
      url: '/api/user/orders',
      headers: { cookie: shopper.cookie },
    })
  )
    .json<Order[]>()
    .find((order) => order.id === orderId);

async function stock(): Promise<number> {
  const [row] = await t.ctx.db.select().from(products).where(eq(products.id, shades.id));
  return row?.quantity ?? -1;
}

describe('an order out for delivery', () => {
  it('goes processing → out for delivery → completed, and nothing else', async () => {
    const orderId = await placeOrder();
    // Paid, not yet sent out: it cannot be completed without going out for delivery.
    const skipped = await move(orderId, 'completed');
    expect(skipped.statusCode).toBe(409);
    expect(skipped.json().message).toBe('An order that is processing cannot become delivered.');
    // Only an admin sends it out.
    expect((await move(orderId, 'out_for_delivery', shopper.cookie)).statusCode).toBe(403);

    const out = await move(orderId, 'out_for_delivery');
    expect(out.statusCode).toBe(200);
    expect(out.json<AdminOrder>()).toMatchObject({
      status: 'out_for_delivery',
      allowedTransitions: ['completed', 'cancelled'],
    });
    expect((await myOrder(orderId))?.status).toBe('out_for_delivery');

    const twice = await move(orderId, 'out_for_delivery');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(
      'An order that is out for delivery cannot become out for delivery.',
    );
    const back = await move(orderId, 'processing');
    expect(back.statusCode).toBe(409);
    expect(back.json().message).toBe('An order that is out for delivery cannot become processing.');

    const delivered = await move(orderId, 'completed');
    expect(delivered.statusCode).toBe(200);
    // Delivered: only a return within the money-back guarantee moves it now.
    expect(delivered.json<AdminOrder>()).toMatchObject({
      status: 'completed',
      allowedTransitions: ['refunded'],
    });
    expect((await myOrder(orderId))?.status).toBe('completed');
  });

  it('sends out an unpaid cash-on-delivery order only once it is marked paid', async () => {
    const orderId = await placeOrder('cod');
    const early = await move(orderId, 'out_for_delivery');
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(
      'An order that is pending payment cannot become out for delivery.',
    );
    expect((await move(orderId, 'processing')).statusCode).toBe(200);
    expect((await move(orderId, 'out_for_delivery')).json().status).toBe('out_for_delivery');
  });

  it('can still be cancelled by the admin (not delivered): refunded, stock back', async () => {
    const before = await stock();
    const orderId = await placeOrder('square', 2);
    expect((await move(orderId, 'out_for_delivery')).statusCode).toBe(200);
    const cancelled = await move(orderId, 'cancelled');
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', allowedTransitions: [] });
    expect(await stock()).toBe(before);
  });

  it('tells the shopper once, in the bell, with a link to their orders', async () => {
    const other = await signUp(t.app, { username: 'two_admins_race' });
    await completeProfile(t.app, other.cookie);
    const orderId = await placeOrder('square', 1, other);
    // Two admins press the button at once: one moves it, the other is told it already moved.
    const [a, b] = await Promise.all([
      move(orderId, 'out_for_delivery'),
      move(orderId, 'out_for_delivery'),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect((await move(orderId, 'completed')).statusCode).toBe(200);

    const notices = await deliveryNotices(other);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({
      title: 'Your order is out for delivery',
      message: `Order #${orderId} is on its way and arrives within 2-3 hours.`,
      actionUrl: '/profile?tab=orders',
      actionText: 'View your orders',
      read: false,
    });
    // Its push and email rows, one each, whatever the number of presses.
    const rows = (await findOutboxMessages(t.ctx.db, other.user.id)).filter(
      (row) => row.kind === 'order_delivery',
    );
    expect(rows.map((row) => row.channel).sort()).toEqual(['email', 'push']);
  });

  it('pushes to the shopper’s device after the commit, and not when they turned it off', async () => {
    await processOutbox(t.ctx, delivery); // what earlier tests queued
    const phone = push.subscribe();
    const subscribed = await t.app.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      headers: { cookie: shopper.cookie },
      payload: phone.json,
    });
    expect(subscribed.statusCode).toBe(201);

    const first = await placeOrder();
    expect((await move(first, 'out_for_delivery')).statusCode).toBe(200);
    const queued = (await findOutboxMessages(t.ctx.db, shopper.user.id)).filter(
      (row) => row.kind === 'order_delivery' && row.channel === 'push' && row.status === 'pending',
    );
    expect(queued).toHaveLength(1);
    expect(push.received).toHaveLength(0);

    emails.length = 0;
    await processOutbox(t.ctx, delivery);
    expect(push.rejected).toEqual([]);
    // The email too (beside the order's receipt): transactional, so no unsubscribe link.
    const sentOut = emails.filter((email) => email.subject === 'Your order is out for delivery');
    expect(sentOut).toHaveLength(1);
    expect(sentOut[0]?.text).toContain(
      `Order #${first} is on its way and arrives within 2-3 hours.`,
    );
    expect(sentOut[0]?.text).toContain('https://shop.example/profile?tab=orders');
    expect(sentOut[0]?.text).not.toContain('Unsubscribe');
    expect(push.received.map((p) => [p.endpoint, p.payload])).toEqual([
      [
        phone.json.endpoint,
        {
          title: 'Your order is out for delivery',
          body: `Order #${first} is on its way and arrives within 2-3 hours.`,
          url: '/profile?tab=orders',
        },
      ],
    ]);

    // Push turned off for this kind: the bell still has it, the phone does not.
    const off = await t.app.inject({
      method: 'PUT',
      url: '/api/user/notification-preferences',
      headers: { cookie: shopper.cookie },
      payload: { kinds: { order_delivery: { push: false } } },
    });
    expect(off.statusCode).toBe(200);
    expect(off.json().kinds.order_delivery).toEqual({ inApp: true, push: false, email: true });
    const second = await placeOrder();
    expect((await move(second, 'out_for_delivery')).statusCode).toBe(200);
    await processOutbox(t.ctx, delivery);
    expect(push.received).toHaveLength(1);
    const skipped = (await findOutboxMessages(t.ctx.db, shopper.user.id)).filter(
      (row) => row.kind === 'order_delivery' && row.channel === 'push',
    );
    expect(skipped.at(-1)?.status).toBe('skipped');
    expect((await deliveryNotices()).map((notice) => notice.message)).toContain(
      `Order #${second} is on its way and arrives within 2-3 hours.`,
    );
  });
});
