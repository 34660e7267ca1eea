import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeProfile } from '../../../../tests/fixtures/commerce';
import { createTestInfluencers, enter } from '../../../../tests/fixtures/competitions';
import { createProduct, type SignedUpUser, signUp } from '../../../../tests/fixtures/factories';
import {
  type FakePushService,
  fakePushAgent,
  startFakePushService,
} from '../../../../tests/fixtures/fake-push-service';
import { createTestApp, type TestApp } from '../../../../tests/fixtures/server';
import { runSchedulerTick } from '../competitions/scheduler';
import { notify } from '../notifications/notifications.service';
import { testGateway } from '../payments/test-gateway';
import { createMailer } from './mailer';
import { findOutboxMessages, findPushSubscriptionsOfUser } from './messaging.repository';
import { type Delivery, processOutbox } from './outbox.service';
import { resolveVapidKeys } from './push.service';
import { createPushSender, generateVapidKeys } from './push-sender';

let t: TestApp;
let push: FakePushService;
let delivery: Delivery;
let alice: SignedUpUser;
let bob: SignedUpUser;
const vapid = { ...generateVapidKeys(), subject: 'mailto:support@socialmarket.example' };
/** What the app serves as its public key (set at start in production; emptied by one test). */
const served: { publicKey?: string | undefined } = { publicKey: vapid.publicKey };

beforeAll(async () => {
  [t, push] = await Promise.all([createTestApp({ vapid: served }), startFakePushService()]);
  t.clock.set('2026-03-02T12:20:00.000Z');
  delivery = {
    mailer: createMailer({ smtpUrl: undefined, from: 'shop@example.com', log: { info() {} } }),
    push: createPushSender(vapid, fakePushAgent),
    origin: 'https://shop.example',
  };
  alice = await signUp(t.app);
  bob = await signUp(t.app);
});
afterAll(async () => {
  await Promise.all([t.close(), push.close()]);
});

const subscribe = (cookie: string | undefined, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/push/subscriptions',
    headers: cookie ? { cookie } : {},
    payload: payload as object,
  });
const unsubscribe = (cookie: string, endpoint: string) =>
  t.app.inject({
    method: 'DELETE',
    url: '/api/push/subscriptions',
    headers: { cookie },
    payload: { endpoint },
  });
const outbid = (userId: number, productId = 9) =>
  notify(t.ctx, userId, {
    type: 'auction_outbid',
    title: "You've been outbid",
    message: 'Someone outbid you on Model Z. The price is now $60.00.',
    actionUrl: `/product/${productId}`,
    actionText: 'Bid again',
    productId,
  });

describe('web push', () => {
  it('gives the VAPID public key to anyone, and 404 where push is not configured', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/push/public-key' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ publicKey: vapid.publicKey });

    served.publicKey = undefined;
    try {
      const off = await t.app.inject({ method: 'GET', url: '/api/push/public-key' });
      expect(off.statusCode).toBe(404);
      expect(off.json()).toEqual({ message: 'Web push is not configured' });
    } finally {
      served.publicKey = vapid.publicKey;
    }
  });

  it('stores a signed-in browser’s subscription, updates the same endpoint, and deletes only one’s own', async () => {
    const device = push.subscribe();
    expect((await subscribe(undefined, device.json)).statusCode).toBe(401);
    for (const bad of [
      {},
      { endpoint: 'not a url', keys: device.json.keys },
      { endpoint: device.json.endpoint },
    ]) {
      const refused = await subscribe(alice.cookie, bad);
      expect(refused.statusCode).toBe(400);
      expect(typeof refused.json().message).toBe('string');
    }
    expect((await subscribe(alice.cookie, device.json)).statusCode).toBe(201);
    // The same endpoint again (keys rotated) updates the one row.
    const rotated = push.subscribe();
    const again = await subscribe(alice.cookie, {
      endpoint: device.json.endpoint,
      keys: rotated.json.keys,
    });
    expect(again.statusCode).toBe(201);
    const rows = await findPushSubscriptionsOfUser(t.ctx.db, alice.user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.p256dh).toBe(rotated.json.keys.p256dh);

    // Bob cannot remove Alice's device.
    expect((await unsubscribe(bob.cookie, device.json.endpoint)).statusCode).toBe(204);
    expect(await findPushSubscriptionsOfUser(t.ctx.db, alice.user.id)).toHaveLength(1);
    expect((await unsubscribe(alice.cookie, device.json.endpoint)).statusCode).toBe(204);
    expect(await findPushSubscriptionsOfUser(t.ctx.db, alice.user.id)).toHaveLength(0);
  });

  it('pushes a notice to each of the user’s devices after the commit, signed and encrypted, once', async () => {
    const phone = push.subscribe();
    const laptop = push.subscribe();
    await subscribe(alice.cookie, phone.json);
    await subscribe(alice.cookie, laptop.json);
    await outbid(alice.user.id);
    expect(push.received).toHaveLength(0);

    expect(await processOutbox(t.ctx, delivery)).toMatchObject({ sent: 1 });
    expect(push.rejected).toEqual([]);
    expect(push.received.map((p) => p.endpoint).sort()).toEqual(
      [phone.json.endpoint, laptop.json.endpoint].sort(),
    );
    for (const received of push.received) {
      expect(received.payload).toEqual({
        title: "You've been outbid",
        body: 'Someone outbid you on Model Z. The price is now $60.00.',
        url: '/product/9',
      });
      expect(received.vapidPublicKey).toBe(vapid.publicKey);
      expect(received.claims.sub).toBe('mailto:support@socialmarket.example');
      expect(received.topic).toMatch(/^[A-Za-z0-9_-]{32}$/);
    }
    expect(await processOutbox(t.ctx, delivery)).toMatchObject({ sent: 0 });
    expect(push.received).toHaveLength(2);
  });

  it('removes a device the push service says is gone, and retries a failed one without resending to the others', async () => {
    push.received.length = 0;
    const [phone, laptop] = await findPushSubscriptionsOfUser(t.ctx.db, alice.user.id);
    const tablet = push.subscribe();
    await subscribe(alice.cookie, tablet.json);
    push.respond.set(phone?.endpoint ?? '', 410);
    push.respond.set(laptop?.endpoint ?? '', 503);

    await outbid(alice.user.id, 10);
    expect(await processOutbox(t.ctx, delivery)).toMatchObject({ retried: 1 });
    expect(push.received.map((p) => p.endpoint)).toEqual([tablet.json.endpoint]);
    const left = await findPushSubscriptionsOfUser(t.ctx.db, alice.user.id);
    expect(left.map((row) => row.endpoint).sort()).toEqual(
      [laptop?.endpoint, tablet.json.endpoint].sort(),
    );

    push.respond.delete(laptop?.endpoint ?? '');
    t.clock.advance(60_000);
    expect(await processOutbox(t.ctx, delivery)).toMatchObject({ sent: 1 });
    // The laptop gets it now; the tablet, which had it, not again.
    expect(push.received.map((p) => p.endpoint)).toEqual([tablet.json.endpoint, laptop?.endpoint]);
  });

  it('sends no push of a kind the user turned off', async () => {
    push.received.length = 0;
    await t.app.inject({
      method: 'PUT',
      url: '/api/user/notification-preferences',
      headers: { cookie: alice.cookie },
      payload: { kinds: { auction_outbid: { push: false } } },
    });
    await outbid(alice.user.id, 11);
    expect(await processOutbox(t.ctx, delivery)).toMatchObject({ sent: 0, skipped: 1 });
    expect(push.received).toHaveLength(0);
  });

  it('pushes "your game is full", "started" and the results to every entrant, each opening its page', async () => {
    push.received.length = 0;
    const influencerIds = await createTestInfluencers(t.ctx, 10);
    const prize = await createProduct(t.ctx, {
      brand: 'Oakley',
      model: 'Push Shades',
      priceCents: 200,
      entryPriceCents: 100,
      maxContestants: 2,
      playEnabled: true,
      quantity: 3,
    });
    const players = [await signUp(t.app), await signUp(t.app)];
    const devices = [push.subscribe(), push.subscribe()];
    for (const [index, player] of players.entries()) {
      await completeProfile(t.app, player.cookie);
      await subscribe(player.cookie, devices[index]?.json);
    }
    for (const [index, player] of players.entries()) {
      const team = influencerIds.slice(index * 5, index * 5 + 5);
      expect((await enter(t.app, player.cookie, prize.id, team)).statusCode).toBe(201);
    }
    await processOutbox(t.ctx, delivery);
    const ready = push.received.filter(
      (p) => (p.payload as { title: string }).title === 'Game Ready to Start!',
    );
    expect(ready).toHaveLength(2);
    expect(ready[0]?.payload).toEqual({
      title: 'Game Ready to Start!',
      body: 'The game for Oakley Push Shades is full and starts at 5:00 AM PST.',
      url: '/scoreboard?tab=my-games',
    });
    // Each entry also wrote a play receipt email (logged here: no SMTP_URL).
    const receipts = (await findOutboxMessages(t.ctx.db, players[0]?.user.id)).filter(
      (row) => row.kind === 'receipts',
    );
    expect(receipts).toMatchObject([
      { channel: 'email', status: 'sent', payload: { template: 'play_receipt' } },
    ]);

    t.clock.set('2026-03-02T13:00:00.000Z');
    await runSchedulerTick(t.ctx, { gateway: testGateway });
    await processOutbox(t.ctx, delivery);
    const started = push.received.filter(
      (p) => (p.payload as { title: string }).title === 'Game Started!',
    );
    expect(started.map((p) => p.endpoint).sort()).toEqual(
      devices.map((d) => d?.json.endpoint).sort(),
    );
    expect(started[0]?.payload).toMatchObject({ url: '/scoreboard?tab=active' });

    t.clock.set('2026-03-02T14:00:00.000Z');
    await runSchedulerTick(t.ctx, { gateway: testGateway });
    await processOutbox(t.ctx, delivery);
    const results = push.received
      .map((p) => p.payload as { title: string; url: string })
      .filter((p) => p.title === 'Congratulations! You Won!' || p.title === 'Game Ended');
    expect(results.map((p) => p.title).sort()).toEqual(['Congratulations! You Won!', 'Game Ended']);
    expect(results.find((p) => p.title === 'Congratulations! You Won!')?.url).toBe('/cart');
    // The winner's prize-won email went out too (to the log here); the other player gets none.
    const emails = await Promise.all(
      players.map(async (player) =>
        (await findOutboxMessages(t.ctx.db, player.user.id)).filter(
          (row) => row.channel === 'email' && row.kind === 'game_result',
        ),
      ),
    );
    expect(emails.flat()).toMatchObject([
      { status: 'sent', payload: { type: 'game_won', title: 'Congratulations! You Won!' } },
    ]);
    // A second tick sends nothing again.
    await runSchedulerTick(t.ctx, { gateway: testGateway });
    const before = push.received.length;
    await processOutbox(t.ctx, delivery);
    expect(push.received.length).toBe(before);
  });
});

describe('VAPID keys', () => {
  it('uses the configured pair, else makes one once on a fresh embedded database and keeps it', async () => {
    const configured = generateVapidKeys();
    expect(await resolveVapidKeys(t.ctx, { ...configured, generate: true })).toEqual({
      ...configured,
      created: false,
    });
    expect(await resolveVapidKeys(t.ctx, { generate: false })).toBeUndefined();
    const made = await resolveVapidKeys(t.ctx, { generate: true });
    expect(made?.created).toBe(true);
    expect(made?.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(await resolveVapidKeys(t.ctx, { generate: true })).toEqual({ ...made, created: false });
  });
});
