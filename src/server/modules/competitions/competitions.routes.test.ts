import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkOutCart,
  checkoutBodyFor,
  completeProfile,
  confirmAge,
  getCart,
  newIdempotencyKey,
  postCheckout,
} from '../../../../tests/fixtures/commerce';
import {
  counters,
  createTestInfluencers,
  enter,
  recordSnapshots,
} from '../../../../tests/fixtures/competitions';
import {
  createProduct,
  type SignedUpUser,
  signUp,
  signUpElevatedAdmin,
} from '../../../../tests/fixtures/factories';
import { createTestApp, type TestApp } from '../../../../tests/fixtures/server';
import type { Product } from '../../../shared/contracts/catalog';
import type {
  Competition,
  CompetitionSummary,
  MyCompetition,
} from '../../../shared/contracts/competitions';
import type { Invoice } from '../../../shared/contracts/orders';
import { products } from '../../db/schema/catalog';
import { competitions, metricsMarks, plays } from '../../db/schema/competitions';
import { dailyScores } from '../../db/schema/influencers';
import { payments } from '../../db/schema/payments';
import { userProfiles } from '../../db/schema/profiles';
import { selectRows } from '../../db/sql';
import { runSchedulerTick, SCHEDULER_LOCK } from '../../jobs/scheduler-tick';
import type { PaymentGateway, RefundInput } from '../payments/payment-gateway';
import { DECLINE_MESSAGE, testGateway } from '../payments/test-gateway';
import { cancelCompetition } from './cancel.service';

let t: TestApp;
let ids: string[];

beforeAll(async () => {
  t = await createTestApp();
  // 12:20 UTC: the next top of the hour is 13:00.
  t.clock.set('2026-03-02T12:20:00.000Z');
  ids = await createTestInfluencers(t.ctx, 10);
});
afterAll(() => t.close());

const tick = () => runSchedulerTick(t.ctx, { gateway: testGateway });
const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

async function player(): Promise<SignedUpUser> {
  const shopper = await signUp(t.app);
  await completeProfile(t.app, shopper.cookie);
  return shopper;
}

/** A shopper who saved only a card: not enough to enter a game. */
async function cardOnlyPlayer(): Promise<SignedUpUser> {
  const shopper = await signUp(t.app);
  const saved = await t.app.inject({
    method: 'PATCH',
    url: '/api/user/profile',
    headers: { cookie: shopper.cookie },
    payload: { paymentMethod: { type: 'credit_card', token: 'cnon:card-nonce-ok' } },
  });
  if (saved.statusCode !== 200) throw new Error(`card failed: ${saved.body}`);
  await confirmAge(t.app, shopper.cookie);
  return shopper;
}

async function stockOf(productId: number): Promise<number> {
  const [row] = await t.ctx.db.select().from(products).where(eq(products.id, productId));
  return row?.quantity ?? -1;
}

async function notificationsOf(shopper: SignedUpUser) {
  return (await get('/api/notifications', shopper.cookie)).json<
    { type: string; title: string; message: string; actionUrl: string }[]
  >();
}

const teamA = () => ids.slice(0, 5);
const teamB = () => ids.slice(5, 10);

describe('a whole competition, from entries to the prize', () => {
  let prize: Product;
  let alice: SignedUpUser;
  let bob: SignedUpUser;
  let stockBeforeSettling = 0;

  beforeAll(async () => {
    prize = await createProduct(t.ctx, {
      brand: 'Oakley',
      model: 'Game Shades',
      priceCents: 200,
      entryPriceCents: 100,
      maxContestants: 2,
      playEnabled: true,
      quantity: 3,
    });
    alice = await player();
    bob = await player();
  });

  it('opens a competition that holds one unit of stock', async () => {
    const report = await tick();
    expect(report.opened).toBeGreaterThanOrEqual(1);
    expect(await stockOf(prize.id)).toBe(2);
    const competition = (await get(`/api/products/${prize.id}/competition`)).json<Competition>();
    expect(competition).toMatchObject({
      gameStatus: 'waiting',
      requiredParticipants: 2,
      entriesCount: 0,
      entryPrice: 1,
      startTime: null,
      plays: [],
    });
  });

  it('refuses bad entries clearly and charges nothing', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/plays',
      payload: { productId: prize.id, influencerIds: teamA() },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe('Authentication required');

    const four = await enter(t.app, alice.cookie, prize.id, ids.slice(0, 4));
    expect(four.statusCode).toBe(400);
    expect(four.json().message).toContain('Please select exactly 5 influencers.');
    const twice = await enter(t.app, alice.cookie, prize.id, [...ids.slice(0, 4), ids[0] ?? '']);
    expect(twice.json().message).toContain('Please select exactly 5 influencers.');
    const unknown = await enter(t.app, alice.cookie, prize.id, [...ids.slice(0, 4), 'nobody']);
    expect(unknown.statusCode).toBe(400);

    // One rule for an entry and a bid (decision 0067): the card, the contact and the address.
    const noCard = await signUp(t.app);
    const refused = await enter(t.app, noCard.cookie, prize.id, teamA());
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message:
        'To enter a game, we need a card on file, your name, your email, your phone number and a delivery address in ZIP 92651.',
      code: 'PAYMENT_METHOD_REQUIRED',
    });
    const cardOnly = await cardOnlyPlayer();
    const noDetails = await enter(t.app, cardOnly.cookie, prize.id, teamA());
    expect(noDetails.statusCode).toBe(409);
    expect(noDetails.json()).toEqual({
      message:
        'To enter a game, we need your name, your email, your phone number and a delivery address in ZIP 92651.',
      code: 'PAYMENT_METHOD_REQUIRED',
    });

    const noKey = await t.app.inject({
      method: 'POST',
      url: '/api/plays',
      headers: { cookie: alice.cookie },
      payload: { productId: prize.id, influencerIds: teamA() },
    });
    expect(noKey.statusCode).toBe(400);
    expect(await t.ctx.db.select().from(plays)).toEqual([]);
  });

  it('takes a paid entry with a PLAY invoice, once per key, once per player', async () => {
    const key = newIdempotencyKey();
    const first = await enter(t.app, alice.cookie, prize.id, teamA(), key);
    expect(first.statusCode).toBe(201);
    const result = first.json<{ playId: number; invoiceId: number; paymentId: number }>();
    const again = await enter(t.app, alice.cookie, prize.id, teamA(), key);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(result);

    const second = await enter(t.app, alice.cookie, prize.id, teamB());
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe('You have already entered this competition.');

    const invoice = (await get(`/api/invoices/${result.invoiceId}`, alice.cookie)).json<Invoice>();
    expect(invoice).toMatchObject({ status: 'paid', orderId: null, total: 1 });
    expect(invoice.items).toEqual([
      {
        description: 'Game entry: Oakley Game Shades',
        quantity: 1,
        unitPrice: 1,
        total: 1,
        type: 'PLAY',
      },
    ]);
    const [notification] = await notificationsOf(alice);
    expect(notification).toMatchObject({ type: 'payment_success', title: 'Payment Successful' });
    expect(notification?.message).toBe(
      'Your $1 game entry for Oakley Game Shades was received. Good luck!',
    );

    const selected = await t.ctx.db
      .select()
      .from(dailyScores)
      .where(eq(dailyScores.influencerId, teamA()[0] ?? ''));
    expect(selected[0]?.timesSelected).toBe(1);

    const payment = await t.app.inject({
      method: 'POST',
      url: '/api/payments',
      headers: { cookie: alice.cookie },
      payload: { productId: prize.id, amount: 999, type: 'play' },
    });
    expect(payment.statusCode).toBe(200);
    expect(payment.json()).toMatchObject({ id: result.paymentId, amount: 1, type: 'play' });
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/payments',
      headers: { cookie: bob.cookie },
      payload: { productId: prize.id, amount: 1, type: 'play' },
    });
    expect(none.statusCode).toBe(404);
  });

  it('fills with the last seat, schedules the start at the top of the hour and tells everyone', async () => {
    const response = await enter(t.app, bob.cookie, prize.id, teamB());
    expect(response.statusCode).toBe(201);
    const competition = (await get(`/api/products/${prize.id}/competition`)).json<Competition>();
    expect(competition).toMatchObject({
      gameStatus: 'waiting',
      entriesCount: 2,
      startTime: '2026-03-02T13:00:00.000Z',
      endTime: '2026-03-02T14:00:00.000Z',
    });
    expect(competition.plays.map((play) => play.score)).toEqual([0, 0]);
    for (const shopper of [alice, bob]) {
      const ready = (await notificationsOf(shopper)).find((n) => n.type === 'game_ready');
      expect(ready?.title).toBe('Game Ready to Start!');
      // 13:00 UTC on 2 March is 5:00 AM in Laguna Beach (PST): the shop's time, with its zone.
      expect(ready?.message).toBe(
        'The game for Oakley Game Shades is full and starts at 5:00 AM PST.',
      );
    }
    const late = await player();
    const full = await enter(t.app, late.cookie, prize.id, teamA());
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe('Competition is full');
    const charged = await t.ctx.db.select().from(payments).where(eq(payments.userId, late.user.id));
    expect(charged).toEqual([]);
  });

  it('starts at the aligned time with baselines, and scores live in the game window', async () => {
    const baseline = Object.fromEntries(ids.map((id) => [id, counters(10, 1000, 10, 10)]));
    await recordSnapshots(t.ctx, new Date('2026-03-02T12:59:00.000Z'), baseline);
    await tick();
    expect((await get(`/api/products/${prize.id}/competition`)).json().gameStatus).toBe('waiting');

    t.clock.set('2026-03-02T13:00:00.000Z');
    expect((await tick()).started).toBe(1);
    expect((await tick()).started).toBe(0);
    const started = (await notificationsOf(alice)).find((n) => n.type === 'game_started');
    expect(started).toMatchObject({ title: 'Game Started!', actionUrl: '/scoreboard?tab=active' });

    // Half an hour in: alice's first influencer posts twice and gets 100 likes and 3 comments
    // (2×10 + 100 + 3×1.5 = 124.5); bob's first gets 120 likes and 2 shares (124).
    t.clock.set('2026-03-02T13:30:00.000Z');
    const [a0 = '', b0 = ''] = [teamA()[0], teamB()[0]];
    await recordSnapshots(t.ctx, t.clock.now(), {
      ...baseline,
      [a0]: counters(12, 1100, 10, 13),
      [b0]: counters(10, 1120, 12, 10),
    });
    const live = (await get(`/api/products/${prize.id}/competition`)).json<Competition>();
    expect(live.gameStatus).toBe('active');
    expect(live.plays.map((play) => [play.username, play.score, play.rank])).toEqual([
      [alice.username, 125, 1],
      [bob.username, 124, 2],
    ]);
    expect(live.metrics.find((metric) => metric.influencerId === a0)?.totalScore).toBe(125);
  });

  it('refuses an entry into the started competition as full, charging nothing', async () => {
    const late = await player();
    const refused = await enter(t.app, late.cookie, prize.id, teamA());
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Competition is full');
    expect(await t.ctx.db.select().from(payments).where(eq(payments.userId, late.user.id))).toEqual(
      [],
    );
    expect((await get('/api/invoices', late.cookie)).json()).toEqual([]);
    expect(await t.ctx.db.select().from(plays).where(eq(plays.userId, late.user.id))).toEqual([]);
  });

  it('settles exactly once at the end: ranks, winner, notifications, a $1 prize line', async () => {
    const { id } = (await get(`/api/products/${prize.id}/competition`)).json<Competition>();
    // After the hour bob's influencer surges, but only metrics up to the end time count.
    await recordSnapshots(t.ctx, new Date('2026-03-02T14:00:30.000Z'), {
      [teamB()[0] ?? '']: counters(100, 90_000),
    });
    t.clock.set('2026-03-02T14:01:00.000Z');
    stockBeforeSettling = await stockOf(prize.id);
    const report = await tick();
    expect(report.completed).toBe(1);
    expect((await tick()).completed).toBe(0);

    const done = (await get(`/api/games/${id}`)).json<CompetitionSummary>();
    expect(done.status).toBe('completed');
    expect(done.winner).toMatchObject({ username: alice.username });
    expect(done.scores.map((score) => [score.username, score.score, score.rank])).toEqual([
      [alice.username, 125, 1],
      [bob.username, 124, 2],
    ]);

    const won = (await notificationsOf(alice)).filter((n) => n.type === 'game_won');
    expect(won).toHaveLength(1);
    expect(won[0]).toMatchObject({ title: 'Congratulations! You Won!', actionUrl: '/cart' });
    expect(won[0]?.message).toBe(
      'Your team won Oakley Game Shades! Claim it in your cart for $1 (+ $0.08 tax), or donate it.',
    );
    const lost = (await notificationsOf(bob)).filter((n) => n.type === 'game_lost');
    expect(lost).toHaveLength(1);
    expect(lost[0]?.title).toBe('Game Ended');
    expect(lost[0]?.message).toContain('Better luck next time!');

    const cart = await getCart(t.app, alice.cookie);
    expect(cart).toHaveLength(1);
    expect(cart[0]).toMatchObject({ type: 'prize', price: 1, quantity: 1 });
    expect(await getCart(t.app, bob.cookie)).toEqual([]);

    const mine = (await get('/api/user/games', alice.cookie)).json<MyCompetition[]>();
    expect(mine[0]).toMatchObject({ status: 'completed', myRank: 1, prizePending: true });
  });

  it('opens the next competition for the remaining stock in the same tick', async () => {
    expect(await stockOf(prize.id)).toBe(stockBeforeSettling - 1);
    const next = (await get(`/api/products/${prize.id}/competition`)).json<Competition>();
    expect(next).toMatchObject({ gameStatus: 'waiting', entriesCount: 0 });
  });

  it('lets only the winner buy the prize, for $1 plus tax ($1.08 charged), without touching stock', async () => {
    const cartLine = (await getCart(t.app, alice.cookie))[0];
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/api/cart/${cartLine?.id}`,
      headers: { cookie: alice.cookie },
      payload: { quantity: 2 },
    });
    expect(patch.statusCode).toBe(400);
    const stock = await stockOf(prize.id);
    // Her saved details are gone since she entered (a profile from before the rule asked them of
    // an entry): claiming needs the delivery details, and says which.
    await t.ctx.db
      .update(userProfiles)
      .set({
        name: null,
        email: null,
        phone: null,
        addressLine1: null,
        city: null,
        state: null,
        postalCode: null,
      })
      .where(eq(userProfiles.userId, alice.user.id));
    expect((await get('/api/user/profile-status', alice.cookie)).json()).toEqual({
      isComplete: false,
      missing: ['name', 'email', 'phone', 'address'],
    });
    const body = checkoutBodyFor(await getCart(t.app, alice.cookie), { saveToProfile: true });
    expect(body.summary).toEqual({ subtotal: 1, shipping: 0, tax: 0.08, total: 1.08 });
    const response = await postCheckout(t.app, alice.cookie, body);
    expect(response.statusCode).toBe(201);
    expect(await stockOf(prize.id)).toBe(stock);
    const charges = await t.ctx.db
      .select()
      .from(payments)
      .where(eq(payments.userId, alice.user.id));
    expect(charges.map((charge) => charge.amountCents)).toEqual([100, 108]);
    // The details given at the checkout are now the profile's: the next checkout asks nothing.
    expect((await get('/api/user/profile-status', alice.cookie)).json()).toEqual({
      isComplete: true,
      missing: [],
    });
    const [row] = await t.ctx.db
      .select()
      .from(competitions)
      .where(and(eq(competitions.productId, prize.id), eq(competitions.status, 'completed')));
    expect(row?.prizeOutcome).toBe('claimed');
    const mine = (await get('/api/user/games', alice.cookie)).json<MyCompetition[]>();
    expect(mine[0]?.prizePending).toBe(false);
  });
});

describe('ties, donations and declines', () => {
  it('breaks a tie in favour of the earliest paid entry, and the winner may donate', async () => {
    const item = await createProduct(t.ctx, {
      model: 'Tie Breaker',
      priceCents: 200,
      maxContestants: 2,
      playEnabled: true,
      quantity: 1,
    });
    const first = await player();
    t.clock.advance(1000);
    const second = await player();
    expect((await enter(t.app, first.cookie, item.id, teamA())).statusCode).toBe(201);
    t.clock.advance(1000);
    expect((await enter(t.app, second.cookie, item.id, teamB())).statusCode).toBe(201);
    const game = (await get(`/api/products/${item.id}/competition`)).json<Competition>();
    t.clock.set(game.startTime ?? '');
    await tick();
    t.clock.set(game.endTime ?? '');
    await tick();
    const done = (await get(`/api/games/${game.id}`)).json<CompetitionSummary>();
    expect(done.scores.map((score) => [score.username, score.score])).toEqual([
      [first.username, 0],
      [second.username, 0],
    ]);
    expect(done.winner?.username).toBe(first.username);

    const notWinner = await t.app.inject({
      method: 'POST',
      url: `/api/competitions/${game.id}/donate`,
      headers: { cookie: second.cookie },
    });
    expect(notWinner.statusCode).toBe(403);
    const donated = await t.app.inject({
      method: 'POST',
      url: `/api/competitions/${game.id}/donate`,
      headers: { cookie: first.cookie },
    });
    expect(donated.statusCode).toBe(200);
    expect(await getCart(t.app, first.cookie)).toEqual([]);
    const twice = await t.app.inject({
      method: 'POST',
      url: `/api/competitions/${game.id}/donate`,
      headers: { cookie: first.cookie },
    });
    expect(twice.statusCode).toBe(409);
    expect((await get(`/api/games/${game.id}`)).json().prizeOutcome).toBe('donated');
    // Its only unit was the prize: no new competition opens.
    await tick();
    expect((await get(`/api/products/${item.id}/competition`)).json().id).toBe(game.id);
  });

  it('a prize sold in sizes (S-XL) has its size chosen in the cart; checkout asks for it first', async () => {
    const shirt = await createProduct(t.ctx, {
      productType: 'tshirt',
      brand: 'Brooks Street Surf Co.',
      model: 'Prize Crew',
      size: 'S-XL',
      sku: 'BS-PRIZE',
      priceCents: 200,
      maxContestants: 2,
      playEnabled: true,
      quantity: 3,
    });
    const first = await player();
    t.clock.advance(1000);
    const second = await player();
    expect((await enter(t.app, first.cookie, shirt.id, teamA())).statusCode).toBe(201);
    t.clock.advance(1000);
    expect((await enter(t.app, second.cookie, shirt.id, teamB())).statusCode).toBe(201);
    const game = (await get(`/api/products/${shirt.id}/competition`)).json<Competition>();
    t.clock.set(game.startTime ?? '');
    await tick();
    t.clock.set(game.endTime ?? '');
    await tick();
    const [line] = await getCart(t.app, first.cookie);
    expect(line).toMatchObject({ type: 'prize', productId: shirt.id, size: null });

    // Without a size the checkout refuses, charging nothing.
    const unsized = await checkOutCart(t.app, first.cookie);
    expect(unsized.statusCode).toBe(400);
    expect(unsized.json().message).toBe('Please choose a size');

    const patch = (payload: object, cookie = first.cookie) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/cart/${line?.id}`,
        headers: { cookie },
        payload,
      });
    const wrong = await patch({ size: 'XXL' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Choose one of the sizes: S, M, L, XL');
    expect((await patch({ size: 'm' }, second.cookie)).statusCode).toBe(404);
    const chosen = await patch({ size: 'm' });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json()).toMatchObject({ type: 'prize', size: 'M', quantity: 1, price: 1 });
    expect((await patch({})).json().message).toBe('Quantity must be at least 1');

    const paid = await checkOutCart(t.app, first.cookie);
    expect(paid.statusCode).toBe(201);
    const { orderId } = paid.json<{ orderId: number }>();
    const order = (await get(`/api/orders/${orderId}`, first.cookie)).json<{
      items: { size: string | null; price: number }[];
      invoiceId: number;
    }>();
    expect(order.items).toMatchObject([{ size: 'M', price: 1 }]);
    const invoice = (await get(`/api/invoices/${order.invoiceId}`, first.cookie)).json<Invoice>();
    expect(invoice.items[0]?.description).toBe(
      `Brooks Street Surf Co. Prize Crew (prize, game #${game.id}, Size M)`,
    );
  });

  it('a bought line keeps the size chosen on the product page', async () => {
    const shirt = await createProduct(t.ctx, {
      productType: 'tshirt',
      model: 'Bought Crew',
      size: 'S-XL',
      sku: 'BS-BOUGHT',
    });
    const shopper = await player();
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/cart',
      headers: { cookie: shopper.cookie },
      payload: { productId: shirt.id, size: 'S' },
    });
    expect(added.statusCode).toBe(201);
    const resized = await t.app.inject({
      method: 'PATCH',
      url: `/api/cart/${added.json().id}`,
      headers: { cookie: shopper.cookie },
      payload: { size: 'L' },
    });
    expect(resized.statusCode).toBe(400);
    expect(resized.json().message).toBe(
      'To change the size, remove this line and add the size you want from the product page',
    );
    expect((await getCart(t.app, shopper.cookie))[0]?.size).toBe('S');
  });

  it('a declined card leaves no entry and tells the player', async () => {
    // Saved cards always charge on the test provider: decline through one that refuses charges.
    const declining = await createTestApp({}, undefined, {
      payments: {
        ...testGateway,
        charge: async () => ({ ok: false, declineMessage: DECLINE_MESSAGE }),
      },
    });
    try {
      const itemThere = await createProduct(declining.ctx, {
        model: 'Declined Game',
        priceCents: 500,
        maxContestants: 5,
        playEnabled: true,
        quantity: 1,
      });
      const influencerIds = await createTestInfluencers(declining.ctx, 5);
      const someone = await signUp(declining.app);
      await completeProfile(declining.app, someone.cookie);
      const response = await enter(declining.app, someone.cookie, itemThere.id, influencerIds);
      expect(response.statusCode).toBe(402);
      expect(response.json().message).toBe(DECLINE_MESSAGE);
      const game = (
        await declining.app.inject({
          method: 'GET',
          url: `/api/products/${itemThere.id}/competition`,
        })
      ).json<Competition>();
      expect(game.entriesCount).toBe(0);
      const notifications = (
        await declining.app.inject({
          method: 'GET',
          url: '/api/notifications',
          headers: { cookie: someone.cookie },
        })
      ).json();
      expect(notifications[0]).toMatchObject({
        type: 'payment_failed',
        title: 'Payment Failed',
        actionUrl: '/profile?tab=payment',
      });
    } finally {
      await declining.close();
    }
  });

  it('cancels a waiting competition whose product is taken out of play, refunding every entry', async () => {
    const item = await createProduct(t.ctx, {
      model: 'Doomed Game',
      priceCents: 500,
      maxContestants: 5,
      playEnabled: true,
      quantity: 2,
    });
    const shopper = await player();
    expect((await enter(t.app, shopper.cookie, item.id, teamA())).statusCode).toBe(201);
    await t.ctx.db.update(products).set({ playEnabled: false }).where(eq(products.id, item.id));
    const report = await tick();
    expect(report.cancelled).toBe(1);
    const game = (await get(`/api/products/${item.id}/competition`)).json<Competition>();
    expect(game.gameStatus).toBe('cancelled');
    const [payment] = await t.ctx.db
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.userId, shopper.user.id),
          eq(payments.purpose, `play: competition ${game.id}`),
        ),
      );
    expect(payment?.status).toBe('refunded');
    expect(await stockOf(item.id)).toBe(2);
    const [cancelled] = await notificationsOf(shopper);
    expect(cancelled?.title).toBe('Game Cancelled');
  });
});

describe('stock held for the winner, and cancellation', () => {
  const refunds: RefundInput[] = [];
  const refundCounting: PaymentGateway = {
    ...testGateway,
    async refund(input) {
      refunds.push(input);
      return testGateway.refund(input);
    },
  };
  const tickCounting = () => runSchedulerTick(t.ctx, { gateway: refundCounting });

  async function competitionRow(productId: number) {
    const rows = await t.ctx.db
      .select()
      .from(competitions)
      .where(eq(competitions.productId, productId))
      .orderBy(competitions.id);
    return rows;
  }

  it('opens no competition for a product with no free unit, and takes no entry for it', async () => {
    const soldOut = await createProduct(t.ctx, {
      model: 'Sold Out Game',
      priceCents: 200,
      maxContestants: 2,
      playEnabled: true,
      quantity: 0,
    });
    await tick();
    expect(await competitionRow(soldOut.id)).toEqual([]);
    expect((await get(`/api/products/${soldOut.id}/competition`)).statusCode).toBe(404);

    const shopper = await player();
    const refused = await enter(t.app, shopper.cookie, soldOut.id, teamA());
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This product has no open competition right now.');
    expect(await competitionRow(soldOut.id)).toEqual([]);
    expect(
      await t.ctx.db.select().from(payments).where(eq(payments.userId, shopper.user.id)),
    ).toEqual([]);
    expect(await stockOf(soldOut.id)).toBe(0);
  });

  it('cancels a waiting competition whose product an admin deletes: one refund per entry, invoices refunded, players told', async () => {
    const doomed = await createProduct(t.ctx, {
      brand: 'Maui Jim',
      model: 'Archived Game',
      priceCents: 300,
      maxContestants: 3,
      playEnabled: true,
      quantity: 2,
    });
    const shoppers = [await player(), await player()];
    const invoiceIds: number[] = [];
    for (const [i, shopper] of shoppers.entries()) {
      const response = await enter(t.app, shopper.cookie, doomed.id, i === 0 ? teamA() : teamB());
      expect(response.statusCode).toBe(201);
      invoiceIds.push(response.json<{ invoiceId: number }>().invoiceId);
    }
    const [waiting] = await competitionRow(doomed.id);
    expect(waiting).toMatchObject({ status: 'waiting', entriesCount: 2 });
    const timesSelected = async () =>
      Object.fromEntries(
        (await get('/api/daily-scores'))
          .json<{ influencerId: string; timesSelected: number }[]>()
          .map((row) => [row.influencerId, row.timesSelected]),
      );
    const pickedBefore = await timesSelected();

    const admin = await signUpElevatedAdmin(t.app, t.ctx);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/products/${doomed.id}`,
      headers: { cookie: admin.cookie },
    });
    expect(deleted.statusCode).toBe(204);

    refunds.length = 0;
    expect((await tickCounting()).cancelled).toBe(1);
    expect((await tickCounting()).cancelled).toBe(0);
    const [cancelled] = await competitionRow(doomed.id);
    expect(cancelled?.status).toBe('cancelled');
    // Once per entry, for what each entry paid, however many ticks run.
    expect(refunds).toHaveLength(2);
    expect(new Set(refunds.map((refund) => refund.idempotencyKey)).size).toBe(2);
    expect(refunds.map((refund) => refund.amountCents)).toEqual([100, 100]);

    for (const [i, shopper] of shoppers.entries()) {
      const invoice = (await get(`/api/invoices/${invoiceIds[i]}`, shopper.cookie)).json<Invoice>();
      expect(invoice.status).toBe('refunded');
      const [payment] = await t.ctx.db
        .select()
        .from(payments)
        .where(eq(payments.userId, shopper.user.id));
      expect(payment?.status).toBe('refunded');
      const told = (await notificationsOf(shopper)).filter((n) => n.title === 'Game Cancelled');
      expect(told).toHaveLength(1);
      expect(told[0]?.message).toBe(
        'The game for Maui Jim Archived Game was cancelled. Your $1 entry has been refunded.',
      );
    }
    // Refunded entries are no longer paid ones: today's picks of both teams go back down by one.
    const pickedAfter = await timesSelected();
    for (const id of [...teamA(), ...teamB()]) {
      expect(pickedAfter[id]).toBe((pickedBefore[id] ?? 0) - 1);
    }
    // A deleted product gets no unit back and no new competition.
    expect(await stockOf(doomed.id)).toBe(1);
    expect(await competitionRow(doomed.id)).toHaveLength(1);
  });

  it('keeps a waiting competition running when the admin sets the quantity to 0: the held unit is the prize', async () => {
    const last = await createProduct(t.ctx, {
      model: 'Last Unit',
      priceCents: 200,
      maxContestants: 2,
      playEnabled: true,
      quantity: 2,
    });
    const [first, second] = [await player(), await player()];
    expect((await enter(t.app, first.cookie, last.id, teamA())).statusCode).toBe(201);
    expect(await stockOf(last.id)).toBe(1);

    const admin = await signUpElevatedAdmin(t.app, t.ctx);
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/products/${last.id}`,
      headers: { cookie: admin.cookie },
      payload: { quantity: 0 },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json<Product>().quantity).toBe(0);

    refunds.length = 0;
    expect((await tickCounting()).cancelled).toBe(0);
    expect(refunds).toEqual([]);
    expect((await enter(t.app, second.cookie, last.id, teamB())).statusCode).toBe(201);
    const game = (await get(`/api/products/${last.id}/competition`)).json<Competition>();
    expect(game.gameStatus).toBe('waiting');
    t.clock.set(game.startTime ?? '');
    expect((await tickCounting()).started).toBe(1);
    t.clock.set(game.endTime ?? '');
    expect((await tickCounting()).completed).toBe(1);
    expect(refunds).toEqual([]);

    // The winner (the earlier entry, on a tie) buys the held unit for $1; stock stays at 0.
    const cart = await getCart(t.app, first.cookie);
    expect(cart).toEqual([expect.objectContaining({ type: 'prize', price: 1 })]);
    const bought = await postCheckout(t.app, first.cookie, checkoutBodyFor(cart));
    expect(bought.statusCode).toBe(201);
    expect(await stockOf(last.id)).toBe(0);
    // No unit left: no next competition.
    await tickCounting();
    const rows = await competitionRow(last.id);
    expect(rows.map((row) => row.status)).toEqual(['completed']);
  });
});

describe('the scheduler', () => {
  /** Fails fast instead of hanging when something the test waits on is blocked. */
  function within<T>(ms: number, what: string, promise: Promise<T>): Promise<T> {
    return Promise.race([
      promise,
      new Promise<T>((_, reject) =>
        setTimeout(() => reject(new Error(`${what} was blocked for ${ms} ms`)), ms),
      ),
    ]);
  }

  it('moves only along the transition table: finished games stay finished, a started one cannot be cancelled', async () => {
    const past = new Date(t.clock.now().getTime() - 3 * 3600_000);
    const later = new Date(t.clock.now().getTime() + 3600_000);
    const rows = [];
    for (const [status, endTime] of [
      ['completed', past],
      ['cancelled', past],
      ['active', later],
    ] as const) {
      const product = await createProduct(t.ctx, { model: `Already ${status}`, quantity: 1 });
      const [row] = await t.ctx.db
        .insert(competitions)
        .values({
          productId: product.id,
          status,
          requiredParticipants: 2,
          entryPriceCents: 100,
          startTime: past,
          endTime,
          fillDeadline: past,
          createdAt: past,
        })
        .returning();
      if (row) rows.push(row);
    }
    const report = await tick();
    expect(report).toMatchObject({ started: 0, completed: 0, cancelled: 0 });
    const active = rows[2]?.id ?? 0;
    expect(await cancelCompetition(t.ctx, testGateway, active)).toBe(false);
    const after = await t.ctx.db
      .select()
      .from(competitions)
      .where(
        inArray(
          competitions.id,
          rows.map((row) => row.id),
        ),
      )
      .orderBy(competitions.id);
    expect(
      after.map((row) => [row.status, row.baselineAt, row.settledAt, row.cancelledAt]),
    ).toEqual([
      ['completed', null, null, null],
      ['cancelled', null, null, null],
      ['active', null, null, null],
    ]);
  });

  it('fetches metrics before its transaction: a slow provider holds no lock, and entries go on', async () => {
    const due = await createProduct(t.ctx, {
      model: 'Due Now',
      priceCents: 200,
      maxContestants: 2,
      playEnabled: true,
      quantity: 1,
    });
    const elsewhere = await createProduct(t.ctx, {
      model: 'Still Open',
      priceCents: 300,
      maxContestants: 3,
      playEnabled: true,
      quantity: 1,
    });
    const [first, second, third] = [await player(), await player(), await player()];
    expect((await enter(t.app, first.cookie, due.id, teamA())).statusCode).toBe(201);
    expect((await enter(t.app, second.cookie, due.id, teamB())).statusCode).toBe(201);
    const game = (await get(`/api/products/${due.id}/competition`)).json<Competition>();
    t.clock.set(game.startTime ?? '');

    let asked: string[] = [];
    let providerCalled: () => void = () => {};
    const called = new Promise<void>((resolve) => {
      providerCalled = resolve;
    });
    let releaseProvider: () => void = () => {};
    const slow = new Promise<void>((resolve) => {
      releaseProvider = resolve;
    });
    const ticking = runSchedulerTick(t.ctx, {
      gateway: testGateway,
      async captureSnapshots(influencerIds, at) {
        asked = influencerIds;
        providerCalled();
        await slow;
        await recordSnapshots(
          t.ctx,
          at,
          Object.fromEntries(influencerIds.map((id) => [id, counters(500, 50_000)])),
        );
      },
    });
    await within(5000, 'the provider call', called);

    // The provider is still answering: nobody holds the scheduler's lock or the due game's row,
    // and a shopper enters another competition.
    const free = await within(
      5000,
      'taking the scheduler lock',
      t.ctx.db.transaction(async (tx) => {
        const [lock] = await selectRows<{ locked: boolean }>(
          tx,
          sql`select pg_try_advisory_xact_lock(${SCHEDULER_LOCK}) as locked`,
        );
        await tx.execute(sql`select id from competitions where id = ${game.id} for update nowait`);
        return lock?.locked;
      }),
    );
    expect(free).toBe(true);
    const entry = await within(5000, 'an entry', enter(t.app, third.cookie, elsewhere.id, teamA()));
    expect(entry.statusCode).toBe(201);

    releaseProvider();
    expect((await ticking).started).toBe(1);
    expect([...asked].sort()).toEqual([...teamA(), ...teamB()].sort());
    // The counters fetched before the transaction are the game's baseline.
    const baselines = await t.ctx.db
      .select({ posts: metricsMarks.posts, likes: metricsMarks.likes })
      .from(metricsMarks)
      .innerJoin(competitions, eq(competitions.baselineAt, metricsMarks.at))
      .where(
        and(
          eq(competitions.id, game.id),
          inArray(metricsMarks.influencerId, [...teamA(), ...teamB()]),
        ),
      );
    expect(baselines).toHaveLength(10);
    for (const baseline of baselines) expect(baseline).toMatchObject({ posts: 500, likes: 50_000 });
  });

  it('still starts a due game when the provider fails, from the latest stored snapshots', async () => {
    const item = await createProduct(t.ctx, {
      model: 'Provider Down',
      priceCents: 200,
      maxContestants: 2,
      playEnabled: true,
      quantity: 1,
    });
    for (const team of [teamA(), teamB()]) {
      expect((await enter(t.app, (await player()).cookie, item.id, team)).statusCode).toBe(201);
    }
    const game = (await get(`/api/products/${item.id}/competition`)).json<Competition>();
    t.clock.set(game.startTime ?? '');
    const report = await runSchedulerTick(t.ctx, {
      gateway: testGateway,
      captureSnapshots: async () => {
        throw new Error('Instagram is down');
      },
    });
    expect(report.started).toBe(1);
    expect((await get(`/api/games/${game.id}`)).json<CompetitionSummary>().status).toBe('active');
  });
});

describe('read calls', () => {
  it('answers 404s in the spec’s words', async () => {
    expect((await get('/api/games/999999')).json().message).toBe('Game Not Found');
    expect((await get('/api/games/abc')).statusCode).toBe(404);
    const plain = await createProduct(t.ctx, { model: 'Never Played' });
    expect((await get(`/api/products/${plain.id}/competition`)).statusCode).toBe(404);
    expect((await get(`/api/products/${plain.id}/plays`)).json()).toEqual([]);
  });

  it('lists open games with their products and scores', async () => {
    const games = (await get('/api/games/active')).json<CompetitionSummary[]>();
    expect(games.length).toBeGreaterThan(0);
    for (const game of games) expect(['waiting', 'active']).toContain(game.status);
    expect(games[0]?.product.id).toBe(games[0]?.productId);
  });
});
