import { lookup } from 'node:dns/promises';
import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeProfile } from '../../../../tests/fixtures/commerce';
import { createTestInfluencers, enter } from '../../../../tests/fixtures/competitions';
import { createProduct, type SignedUpUser, signUp } from '../../../../tests/fixtures/factories';
import {
  type FakePushService,
  fakePushCa,
  startFakePushService,
} from '../../../../tests/fixtures/fake-push-service';
import { createTestApp, type TestApp } from '../../../../tests/fixtures/server';
import { runSchedulerTick } from '../../jobs/scheduler-tick';
import { notify } from '../notifications/notifications.service';
import { testGateway } from '../payments/test-gateway';
import { createMailer } from './mailer';
import {
  findOutboxMessages,
  findPushSubscriptionsOfUser,
  upsertPushSubscription,
} from './messaging.repository';
import { type Delivery, processOutbox } from './outbox.service';
import { resolveVapidKeys } from './push.service';
import type { PushEndpointPolicy, ResolvedAddress } from './push-endpoint';
import { createPushSender, generateVapidKeys } from './push-sender';

let t: TestApp;
let push: FakePushService;
let delivery: Delivery;
let policy: PushEndpointPolicy;
/**
 * Names the tests resolve as they choose (a push service's DNS may change between the subscription
 * and a push); any other name goes to the system resolver (`localhost` is loopback there).
 */
const dnsAnswers = new Map<string, string>();
const resolve = async (hostname: string): Promise<ResolvedAddress[]> => {
  const answer = dnsAnswers.get(hostname);
  if (answer) return [{ address: answer, family: answer.includes(':') ? 6 : 4 }];
  return (await lookup(hostname, { all: true })).map((entry) => ({
    address: entry.address,
    family: entry.family === 6 ? 6 : 4,
  }));
};
let alice: SignedUpUser;
let bob: SignedUpUser;
const vapid = { ...generateVapidKeys(), subject: 'mailto:support@socialmarket.example' };
/** What the app serves as its public key (set at start in production; emptied by one test). */
const served: { publicKey?: string | undefined } = { publicKey: vapid.publicKey };

beforeAll(async () => {
  push = await startFakePushService();
  // The fake push service listens on loopback: the tests allow it by name, as an operator would
  // with PUSH_ALLOWED_HOSTS; every other loopback or private address stays refused.
  policy = { allowedHosts: [push.host], resolve };
  t = await createTestApp({ vapid: served, pushEndpoints: policy });
  t.clock.set('2026-03-02T12:20:00.000Z');
  delivery = {
    mailer: createMailer({ smtpUrl: undefined, from: 'shop@example.com', log: { info() {} } }),
    push: createPushSender(vapid, { policy, ca: fakePushCa }),
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

  it('refuses with 409 an endpoint another user registered, and never moves it (issue 36)', async () => {
    const device = push.subscribe();
    expect((await subscribe(alice.cookie, device.json)).statusCode).toBe(201);
    const bobsKeys = push.subscribe().json.keys;
    const taken = await subscribe(bob.cookie, { endpoint: device.json.endpoint, keys: bobsKeys });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ message: 'This push subscription belongs to another account' });
    // Still Alice's, with her keys; Bob can neither take it nor delete it.
    expect(await findPushSubscriptionsOfUser(t.ctx.db, bob.user.id)).toEqual([]);
    const [row] = await findPushSubscriptionsOfUser(t.ctx.db, alice.user.id);
    expect(row).toMatchObject({ endpoint: device.json.endpoint, p256dh: device.json.keys.p256dh });
    expect((await unsubscribe(bob.cookie, device.json.endpoint)).statusCode).toBe(204);
    expect(await findPushSubscriptionsOfUser(t.ctx.db, alice.user.id)).toHaveLength(1);

    // Two accounts posting one new endpoint at once: one gets it, the other 409.
    const fresh = push.subscribe();
    const answers = await Promise.all([
      subscribe(alice.cookie, fresh.json),
      subscribe(bob.cookie, fresh.json),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const owners = [
      ...(await findPushSubscriptionsOfUser(t.ctx.db, alice.user.id)),
      ...(await findPushSubscriptionsOfUser(t.ctx.db, bob.user.id)),
    ].filter((subscription) => subscription.endpoint === fresh.json.endpoint);
    expect(owners).toHaveLength(1);
    for (const endpoint of [device.json.endpoint, fresh.json.endpoint]) {
      await unsubscribe(alice.cookie, endpoint);
      await unsubscribe(bob.cookie, endpoint);
    }
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

/** A plain TCP listener inside the shop's network: counts who connects (and hangs up on them). */
async function startInsideListener(): Promise<{
  port: number;
  connections: () => number;
  close(): Promise<void>;
}> {
  let connections = 0;
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    connections++;
    sockets.add(socket);
    socket.destroy();
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  const { port } = server.address() as { port: number };
  return {
    port,
    connections: () => connections,
    close: () =>
      new Promise((done) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => done());
      }),
  };
}

describe('push endpoints only where push services are (issue 36)', () => {
  const keys = () => push.subscribe().json.keys;

  it('refuses an endpoint that is not https, or whose host is not a public address, with 400', async () => {
    const carol = await signUp(t.app);
    dnsAnswers.set('inside.test', '10.1.2.3');
    dnsAnswers.set('inside6.test', 'fd12:3456::7');
    for (const endpoint of [
      'http://push.example.com/send/1',
      'ftp://push.example.com/send/1',
      'https://user:secret@push.example.com/send/1',
    ]) {
      const refused = await subscribe(carol.cookie, { endpoint, keys: keys() });
      expect(refused.statusCode, endpoint).toBe(400);
      expect(refused.json(), endpoint).toEqual({ message: 'The endpoint must be an https URL' });
    }
    for (const endpoint of [
      'https://127.0.0.1/send/1',
      'https://127.1.2.3:9100/metrics',
      'https://0x7f000001/send/1',
      'https://2130706433/send/1',
      'https://0.0.0.0/send/1',
      'https://10.0.0.1/send/1',
      'https://172.16.5.4/send/1',
      'https://192.168.1.1/send/1',
      'https://100.64.0.1/send/1',
      'https://169.254.169.254/latest/meta-data',
      'https://224.0.0.1/send/1',
      'https://255.255.255.255/send/1',
      'https://[::1]/send/1',
      'https://[::]/send/1',
      'https://[::ffff:127.0.0.1]/send/1',
      'https://[::ffff:10.0.0.1]/send/1',
      'https://[::ffff:169.254.169.254]/send/1',
      'https://[fc00::1]/send/1',
      'https://[fd12:3456::7]/send/1',
      'https://[fe80::1]/send/1',
      'https://[ff02::1]/send/1',
      'https://[2002:7f00:1::]/send/1',
      'https://localhost/send/1',
      'https://localhost./send/1',
      'https://inside.test/send/1',
      'https://inside6.test/send/1',
      'https://nowhere.invalid/send/1',
    ]) {
      const refused = await subscribe(carol.cookie, { endpoint, keys: keys() });
      expect(refused.statusCode, endpoint).toBe(400);
      expect(refused.json(), endpoint).toEqual({
        message: 'The endpoint must be a push service at a public address',
      });
    }
    expect(await findPushSubscriptionsOfUser(t.ctx.db, carol.user.id)).toEqual([]);

    // A public address, by name or as a literal, is taken.
    dnsAnswers.set('fcm.push.test', '142.250.1.95');
    for (const endpoint of [
      'https://fcm.push.test/fcm/send/abc',
      'https://93.184.216.34/send/1',
      'https://[2606:4700::1111]/send/1',
    ]) {
      expect((await subscribe(carol.cookie, { endpoint, keys: keys() })).statusCode, endpoint).toBe(
        201,
      );
    }
    // The allowed fake service's own port only: the same loopback host on another port is refused.
    const otherPort = `https://127.0.0.1:${Number(push.host.split(':')[1]) + 1}/push/x`;
    expect((await subscribe(carol.cookie, { endpoint: otherPort, keys: keys() })).statusCode).toBe(
      400,
    );
  });

  it('sends nothing to a listener inside unless its host is allowed, checking again at send time', async () => {
    const inside = await startInsideListener();
    try {
      const dave = await signUp(t.app);
      const at = (host: string, path: string) => `https://${host}:${inside.port}${path}`;
      // Posted directly: refused, never stored.
      for (const endpoint of [at('127.0.0.1', '/a'), at('localhost', '/b')]) {
        expect((await subscribe(dave.cookie, { endpoint, keys: keys() })).statusCode).toBe(400);
      }
      // A name that resolved to a public address when the browser subscribed...
      dnsAnswers.set('rebind.test', '93.184.216.34');
      const rebound = at('rebind.test', '/c');
      expect((await subscribe(dave.cookie, { endpoint: rebound, keys: keys() })).statusCode).toBe(
        201,
      );
      // ...and now resolves inside; and rows stored before these checks existed.
      dnsAnswers.set('rebind.test', '127.0.0.1');
      for (const endpoint of [`http://127.0.0.1:${inside.port}/d`, at('127.0.0.1', '/e')]) {
        await upsertPushSubscription(
          t.ctx.db,
          { userId: dave.user.id, endpoint, userAgent: null, ...keys() },
          t.clock.now(),
        );
      }
      await outbid(dave.user.id, 20);
      expect(await processOutbox(t.ctx, delivery)).toMatchObject({ sent: 0, skipped: 1 });
      expect(inside.connections()).toBe(0);
      const [row] = (await findOutboxMessages(t.ctx.db, dave.user.id)).filter(
        (message) => message.channel === 'push',
      );
      expect(row?.status).toBe('skipped');
      expect(row?.lastError).toContain('push endpoint refused');

      // Allowed by name (PUSH_ALLOWED_HOSTS=127.0.0.1:<port>), the same rows are connected to.
      const allowed = createPushSender(vapid, {
        policy: { allowedHosts: [`127.0.0.1:${inside.port}`], resolve },
        ca: fakePushCa,
      });
      await outbid(dave.user.id, 21);
      await processOutbox(t.ctx, { ...delivery, push: allowed });
      expect(inside.connections()).toBeGreaterThan(0);
    } finally {
      await inside.close();
    }
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
