import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedUpUser, signUp } from '../../../../tests/fixtures/factories';
import { createTestApp, type TestApp } from '../../../../tests/fixtures/server';
import type { Notification } from '../../../shared/contracts/notifications';
import { defineAudience, gameNotices, notify, notifyAudiences } from './notifications.service';

let t: TestApp;
let alice: SignedUpUser;
let bob: SignedUpUser;

beforeAll(async () => {
  t = await createTestApp();
  alice = await signUp(t.app);
  bob = await signUp(t.app);
});
afterAll(() => t.close());

const list = async (cookie: string) => {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/notifications',
    headers: { cookie },
  });
  expect(response.statusCode).toBe(200);
  return response.json<Notification[]>();
};
const post = (url: string, cookie?: string) =>
  t.app.inject({ method: 'POST', url, headers: cookie ? { cookie } : {} });

describe('notifications', () => {
  it('requires a signed-in user for every call', async () => {
    for (const [method, url] of [
      ['GET', '/api/notifications'],
      ['POST', '/api/notifications/read-all'],
      ['POST', '/api/notifications/1/read'],
    ] as const) {
      const response = await t.app.inject({ method, url });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Not authenticated' });
    }
  });

  it('lists what notify() sent, newest first, unread, with every field', async () => {
    await notify(t.ctx, alice.user.id, {
      type: 'payment_success',
      title: 'Payment Successful',
      message: 'Your $1 game entry was paid.',
    });
    t.clock.advance(1000);
    await notify(t.ctx, alice.user.id, {
      type: 'game_won',
      title: 'Congratulations! You Won!',
      message: 'Claim your prize in the cart.',
      actionUrl: '/cart',
      actionText: 'Claim',
      productId: 7,
      gameId: '42',
    });

    const notifications = await list(alice.cookie);
    expect(notifications).toHaveLength(2);
    expect(notifications[0]).toEqual({
      id: expect.stringMatching(/^\d+$/),
      type: 'game_won',
      title: 'Congratulations! You Won!',
      message: 'Claim your prize in the cart.',
      timestamp: t.clock.now().toISOString(),
      read: false,
      actionUrl: '/cart',
      actionText: 'Claim',
      productId: 7,
      gameId: '42',
    });
    expect(notifications[1]).toMatchObject({
      title: 'Payment Successful',
      actionUrl: null,
      productId: null,
    });
  });

  it('never shows or lets anyone mark another user’s notifications', async () => {
    const [mine] = await list(alice.cookie);
    expect(await list(bob.cookie)).toEqual([]);

    const foreign = await post(`/api/notifications/${mine?.id}/read`, bob.cookie);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ message: 'Notification not found' });
    expect((await list(alice.cookie))[0]?.read).toBe(false);

    const readAll = await post('/api/notifications/read-all', bob.cookie);
    expect(readAll.json()).toEqual({ updated: 0 });
    expect((await list(alice.cookie)).every((n) => !n.read)).toBe(true);
  });

  it('marks one read (idempotently), then all', async () => {
    const [first] = await list(alice.cookie);
    const read = await post(`/api/notifications/${first?.id}/read`, alice.cookie);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ id: first?.id, read: true });
    expect((await post(`/api/notifications/${first?.id}/read`, alice.cookie)).statusCode).toBe(200);

    expect((await post('/api/notifications/read-all', alice.cookie)).json()).toEqual({
      updated: 1,
    });
    expect((await list(alice.cookie)).every((n) => n.read)).toBe(true);
  });

  it('answers 404 or 400 for ids that are not notifications', async () => {
    expect((await post('/api/notifications/999999/read', alice.cookie)).statusCode).toBe(404);
    for (const id of ['abc', '-1', '1.5']) {
      const response = await post(`/api/notifications/${id}/read`, alice.cookie);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'Notification not found' });
    }
  });

  it('lists at most the newest 50', async () => {
    for (let i = 1; i <= 55; i++) {
      t.clock.advance(1000);
      await notify(t.ctx, bob.user.id, {
        type: 'game_ended',
        title: `Game Ended ${i}`,
        message: 'Better luck next time!',
      });
    }
    const notifications = await list(bob.cookie);
    expect(notifications).toHaveLength(50);
    expect(notifications[0]?.title).toBe('Game Ended 55');
    expect(notifications[49]?.title).toBe('Game Ended 6');
  });
});

describe('audience notifications (stored once, shown to each member)', () => {
  let winner: SignedUpUser;
  let loser: SignedUpUser;
  let outsider: SignedUpUser;

  beforeAll(async () => {
    winner = await signUp(t.app);
    loser = await signUp(t.app);
    outsider = await signUp(t.app);
    // A stand-in for an owner's audience: two members with their own rank and score.
    defineAudience('test', {
      membershipsOf: (userId) => sql`
        select 'test:' || m.key as audience, m.rank, m.score
        from (values (${winner.user.id}::int, 'g1', 1, 120::bigint), (${loser.user.id}::int, 'g1', 2, 30::bigint))
          as m(user_id, key, rank, score)
        where m.user_id = ${userId}::int`,
    });
    t.clock.advance(60_000);
    await notifyAudiences(
      t.ctx.db,
      gameNotices.result,
      sql`select 'test:g1' as audience, 7 as product_id, '42' as game_id, 'Ray-Ban Aviator' as subject`,
      t.clock.now(),
    );
  });

  it('shows one stored notification to each member, in their own words', async () => {
    const [won] = await list(winner.cookie);
    expect(won).toEqual({
      id: expect.stringMatching(/^\d+$/),
      type: 'game_won',
      title: 'Congratulations! You Won!',
      message:
        'Your team won Ray-Ban Aviator! Claim it in your cart for $1 (+ $0.08 tax), or donate it.',
      timestamp: t.clock.now().toISOString(),
      read: false,
      actionUrl: '/cart',
      actionText: 'Claim prize',
      productId: 7,
      gameId: '42',
    });
    const [lost] = await list(loser.cookie);
    expect(lost).toMatchObject({
      id: won?.id,
      type: 'game_lost',
      title: 'Game Ended',
      message: 'Better luck next time! Your team finished #2 with 30 points.',
      actionUrl: '/scoreboard?tab=my-games',
      actionText: 'My games',
      read: false,
    });
    expect(await list(outsider.cookie)).toEqual([]);
  });

  it('keeps read marks per member; others cannot mark it', async () => {
    const [won] = await list(winner.cookie);
    const foreign = await post(`/api/notifications/${won?.id}/read`, outsider.cookie);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ message: 'Notification not found' });

    const read = await post(`/api/notifications/${won?.id}/read`, winner.cookie);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ id: won?.id, read: true, type: 'game_won' });
    expect((await post(`/api/notifications/${won?.id}/read`, winner.cookie)).statusCode).toBe(200);
    expect((await list(winner.cookie))[0]?.read).toBe(true);
    expect((await list(loser.cookie))[0]?.read).toBe(false);

    await notify(t.ctx, loser.user.id, {
      type: 'payment_success',
      title: 'Payment Successful',
      message: 'Your $1 game entry was paid.',
    });
    expect((await post('/api/notifications/read-all', loser.cookie)).json()).toEqual({
      updated: 2,
    });
    expect((await list(loser.cookie)).every((n) => n.read)).toBe(true);
    expect((await post('/api/notifications/read-all', loser.cookie)).json()).toEqual({
      updated: 0,
    });
  });
});
