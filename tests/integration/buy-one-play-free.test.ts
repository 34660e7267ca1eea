import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../../src/server/context';
import { openDatabase } from '../../src/server/db/client';
import { competitions, freeEntryCredits, plays } from '../../src/server/db/schema/competitions';
import { invoiceItems, invoices } from '../../src/server/db/schema/invoices';
import { outboxMessages } from '../../src/server/db/schema/messaging';
import { notifications } from '../../src/server/db/schema/notifications';
import { playSpending } from '../../src/server/db/schema/responsible-play';
import { runSchedulerTick } from '../../src/server/jobs/scheduler-tick';
import { playReceiptEmail } from '../../src/server/modules/messaging/emails';
import type {
  ChargeInput,
  PaymentGateway,
  RefundInput,
} from '../../src/server/modules/payments/payment-gateway';
import { testGateway } from '../../src/server/modules/payments/test-gateway';
import { competitionMessages } from '../../src/shared/competition-texts';
import type { Competition, FreeEntry, PlayResult } from '../../src/shared/contracts/competitions';
import type { Invoice, Order } from '../../src/shared/contracts/orders';
import { FREE_ENTRY_INVOICE_LINE } from '../../src/shared/free-entry';
import {
  addToCart,
  checkoutBodyFor,
  completeProfile,
  confirmAge,
  getCart,
  newIdempotencyKey,
  postCheckout,
} from '../fixtures/commerce';
import { createTestInfluencers } from '../fixtures/competitions';
import { testDatabaseUrl } from '../fixtures/database';
import {
  createProduct,
  type SignedUpUser,
  signUp,
  signUpElevatedAdmin,
} from '../fixtures/factories';
import { createTestApp, type TestApp } from '../fixtures/server';

if (!testDatabaseUrl) {
  console.log(
    '[tests] buy one, play free tests skipped: they need TEST_DATABASE_URL (PostgreSQL).',
  );
}

const charges: ChargeInput[] = [];
const refunds: RefundInput[] = [];
/** The test provider, a little slow so racing transactions overlap, counting charges and refunds. */
const countingGateway: PaymentGateway = {
  ...testGateway,
  async charge(input) {
    charges.push(input);
    await new Promise((resolve) => setTimeout(resolve, 5));
    return testGateway.charge(input);
  },
  async refund(input) {
    refunds.push(input);
    await new Promise((resolve) => setTimeout(resolve, 5));
    return testGateway.refund(input);
  },
};

/** Charges for entries ($1, 'play: competition N'), as opposed to orders. */
const entryCharges = () => charges.filter((charge) => charge.note?.startsWith('play:'));

describe.skipIf(!testDatabaseUrl)('buy one, play free (decision 0063, PostgreSQL)', () => {
  let t: TestApp;
  let team: string[];
  let admin: SignedUpUser;
  // A second server process's pool on the same database (its scheduler races this one's).
  let other: Awaited<ReturnType<typeof openDatabase>>;

  beforeAll(async () => {
    t = await createTestApp({}, undefined, { payments: countingGateway });
    t.clock.set('2026-12-01T18:00:00.000Z');
    team = await createTestInfluencers(t.ctx, 5);
    admin = await signUpElevatedAdmin(t.app, t.ctx);
    other = await openDatabase({ url: t.db.url, poolSize: 10 });
  });
  afterAll(async () => {
    await other?.close();
    await t?.close();
  });

  const shopper = async (): Promise<SignedUpUser> => {
    const user = await signUp(t.app);
    await completeProfile(t.app, user.cookie);
    return user;
  };
  const flagged = (model: string, overrides: { buyOnePlayFreeEnabled?: boolean } = {}) =>
    createProduct(t.ctx, {
      model,
      priceCents: 2_000,
      maxContestants: 20,
      playEnabled: true,
      buyOnePlayFreeEnabled: true,
      quantity: 20,
      ...overrides,
    });
  /** Buys these products (one each) through the cart checkout; answers the order. */
  const buy = async (
    user: SignedUpUser,
    productIds: number[],
    options: { paymentMethod?: 'cod'; paymentToken?: string } = {},
  ): Promise<Order> => {
    for (const productId of productIds) await addToCart(t.app, user.cookie, productId);
    const placed = await postCheckout(
      t.app,
      user.cookie,
      checkoutBodyFor(await getCart(t.app, user.cookie), options),
    );
    expect(placed.statusCode, placed.body).toBe(201);
    return orderOf(user, placed.json<{ orderId: number }>().orderId);
  };
  const orderOf = async (user: SignedUpUser, orderId: number) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/orders/${orderId}`,
        headers: { cookie: user.cookie },
      })
    ).json<Order>();
  const freeEntriesOf = async (user: SignedUpUser) => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/user/free-entries',
      headers: { cookie: user.cookie },
    });
    expect(response.statusCode).toBe(200);
    return response.json<FreeEntry[]>();
  };
  const enter = (user: SignedUpUser, productId: number, options: { freeEntry?: boolean } = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/plays',
      headers: { cookie: user.cookie, 'idempotency-key': newIdempotencyKey() },
      payload: {
        productId,
        influencerIds: team,
        ...(options.freeEntry === undefined ? {} : { freeEntry: options.freeEntry }),
      },
    });
  const cancelOrder = (orderId: number) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/status`,
      headers: { cookie: admin.cookie },
      payload: { status: 'cancelled' },
    });
  const creditsOf = (user: SignedUpUser) =>
    t.ctx.db.select().from(freeEntryCredits).where(eq(freeEntryCredits.userId, user.user.id));
  const invoiceOf = async (user: SignedUpUser, invoiceId: number) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/invoices/${invoiceId}`,
        headers: { cookie: user.cookie },
      })
    ).json<Invoice>();

  it('a paid order earns one free entry per flagged product (whatever the quantity), none for a product without the flag', async () => {
    const withFlag = await flagged('Free Entry Aviator');
    const without = await flagged('Plain Aviator', { buyOnePlayFreeEnabled: false });
    const buyer = await shopper();
    await addToCart(t.app, buyer.cookie, withFlag.id, 2);
    const order = await buy(buyer, [without.id]);
    expect(order.items).toHaveLength(2);
    expect(order.freeEntries).toEqual([{ productId: withFlag.id, state: 'unused' }]);

    const credits = await creditsOf(buyer);
    expect(credits).toHaveLength(1);
    expect(credits[0]).toMatchObject({
      productId: withFlag.id,
      orderId: order.id,
      playId: null,
      voidedAt: null,
    });
    // Granted in the order's payment transaction, at the order's time.
    expect(credits[0]?.grantedAt?.toISOString()).toBe(order.createdAt);
    expect(await freeEntriesOf(buyer)).toEqual([
      { id: credits[0]?.id, productId: withFlag.id, orderId: order.id, grantedAt: order.createdAt },
    ]);
    // The shopper is told in the payment's notice.
    const [paid] = await t.ctx.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.userId, buyer.user.id), eq(notifications.type, 'payment_success')),
      );
    expect(paid?.message).toContain(
      `Your purchase includes a free entry into the next game for Laguna Optics Free Entry Aviator.`,
    );

    // Another shopper buying only the product without the flag earns nothing.
    const plain = await shopper();
    const plainOrder = await buy(plain, [without.id]);
    expect(plainOrder.freeEntries).toEqual([]);
    expect(await creditsOf(plain)).toEqual([]);
    expect(await freeEntriesOf(plain)).toEqual([]);
  });

  it('the entry uses the credit: no charge, a $0 invoice and receipt, $0 against the limits; the next entry pays $1', async () => {
    const product = await flagged('Free Play Wayfarer');
    const buyer = await shopper();
    await buy(buyer, [product.id]);
    charges.length = 0;

    const entered = await enter(buyer, product.id, { freeEntry: true });
    expect(entered.statusCode, entered.body).toBe(201);
    const result = entered.json<PlayResult>();
    expect(result).toMatchObject({ paymentId: null, free: true });
    expect(entryCharges()).toEqual([]);

    const [play] = await t.ctx.db.select().from(plays).where(eq(plays.id, result.playId));
    expect(play).toMatchObject({ paymentId: null, invoiceId: result.invoiceId });
    const [credit] = await creditsOf(buyer);
    expect(credit).toMatchObject({ playId: result.playId, voidedAt: null });
    expect(await freeEntriesOf(buyer)).toEqual([]);

    // The invoice: one $0 line, paid, paid by the free entry.
    const invoice = await invoiceOf(buyer, result.invoiceId);
    expect(invoice).toMatchObject({ status: 'paid', total: 0, paymentMethod: 'free_entry' });
    expect(invoice.items).toEqual([
      expect.objectContaining({
        description: `${FREE_ENTRY_INVOICE_LINE}: Laguna Optics Free Play Wayfarer`,
        quantity: 1,
        unitPrice: 0,
        total: 0,
        type: 'PLAY',
      }),
    ]);
    expect(FREE_ENTRY_INVOICE_LINE).toBe('Game entry (free with your purchase)');
    // Its receipt waits in the outbox, and says nothing was charged.
    const receipts = await t.ctx.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.userId, buyer.user.id), eq(outboxMessages.kind, 'receipts')));
    expect(receipts.map((message) => message.dedupeKey)).toContain(
      `receipt:invoice:${result.invoiceId}`,
    );
    expect(playReceiptEmail(invoice, 'https://shop.example').text).toContain(
      'Your entry was free with your purchase, so nothing was charged: Game entry (free with your purchase): Laguna Optics Free Play Wayfarer.',
    );
    // Told in the bell, as a paid entry is.
    const [told] = await t.ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, buyer.user.id), eq(notifications.title, 'Free Entry')));
    expect(told?.message).toBe(
      'Your free game entry for Laguna Optics Free Play Wayfarer (with your purchase) is in. Good luck!',
    );
    // Responsible play: the entry is recorded, at $0.
    const spent = await t.ctx.db
      .select()
      .from(playSpending)
      .where(eq(playSpending.playId, result.playId));
    expect(spent.map((row) => row.amountCents)).toEqual([0]);
    // The spec's payment read-back has no payment to show.
    const payment = await t.app.inject({
      method: 'POST',
      url: '/api/payments',
      headers: { cookie: buyer.cookie },
      payload: { productId: product.id, type: 'play' },
    });
    expect(payment.statusCode).toBe(404);
    expect(payment.json().message).toBe(competitionMessages.freeEntryHasNoPayment);

    // The credit is spent: a second shopper's entry is charged $1 as always, and a free entry
    // asked for without a credit is refused, not charged.
    const payer = await shopper();
    const refused = await enter(payer, product.id, { freeEntry: true });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'FREE_ENTRY_GONE',
      message:
        'Your free entry for this product is no longer available (it was used, or its order was cancelled). Nothing was charged: join again to pay the entry.',
    });
    expect(entryCharges()).toEqual([]);
    const paidEntry = await enter(payer, product.id);
    expect(paidEntry.statusCode).toBe(201);
    expect(paidEntry.json<PlayResult>()).toMatchObject({ free: false });
    expect(entryCharges().map((charge) => charge.amountCents)).toEqual([100]);
  });

  it('a free entry needs no card on file, but still the age confirmation', async () => {
    const product = await flagged('No Card Needed');
    const buyer = await signUp(t.app);
    // Pays with a one-time card token: no card is saved on the profile.
    await buy(buyer, [product.id], { paymentToken: 'cnon:card-nonce-ok' });
    charges.length = 0;
    const underAge = await enter(buyer, product.id);
    expect(underAge.statusCode).toBe(403);
    expect(underAge.json().code).toBe('AGE_CONFIRMATION_REQUIRED');
    await confirmAge(t.app, buyer.cookie);
    const entered = await enter(buyer, product.id);
    expect(entered.statusCode, entered.body).toBe(201);
    expect(entered.json<PlayResult>().free).toBe(true);
    expect(entryCharges()).toEqual([]);
  });

  it('entries at once with one credit: one free entry, the others refused, nothing charged', async () => {
    const product = await flagged('Race Wayfarer');
    const buyer = await shopper();
    await buy(buyer, [product.id]);
    charges.length = 0;
    // Four attempts at once (each its own key and transaction on the pool).
    const responses = await Promise.all(
      Array.from({ length: 4 }, (_, index) =>
        enter(buyer, product.id, index % 2 === 0 ? { freeEntry: true } : {}),
      ),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409, 409, 409]);
    for (const refused of responses.filter((response) => response.statusCode === 409)) {
      expect(['ALREADY_ENTERED', 'FREE_ENTRY_GONE']).toContain(refused.json().code);
    }
    const winner = responses.find((response) => response.statusCode === 201);
    expect(winner?.json<PlayResult>().free).toBe(true);
    expect(entryCharges()).toEqual([]);
    const credits = await creditsOf(buyer);
    expect(credits).toHaveLength(1);
    expect(credits[0]?.playId).toBe(winner?.json<PlayResult>().playId);
  });

  it('an entry racing the order’s cancel: the credit is either used once (the entry stays free) or voided (the entry refused), never both, never charged', async () => {
    const product = await flagged('Cancel Race');
    // The entry starts a little later each round, so both orders of the race come up.
    for (const delayMs of [0, 0, 10, 20, 40, 80]) {
      const buyer = await shopper();
      const order = await buy(buyer, [product.id]);
      charges.length = 0;
      const [entered, cancelled] = await Promise.all([
        new Promise((resolve) => setTimeout(resolve, delayMs)).then(() =>
          enter(buyer, product.id, { freeEntry: true }),
        ),
        cancelOrder(order.id),
      ]);
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      expect(entryCharges()).toEqual([]);
      const [credit] = await creditsOf(buyer);
      if (entered.statusCode === 201) {
        expect(entered.json<PlayResult>().free).toBe(true);
        expect(credit).toMatchObject({ playId: entered.json<PlayResult>().playId, voidedAt: null });
        expect((await orderOf(buyer, order.id)).freeEntries).toEqual([
          { productId: product.id, state: 'used' },
        ]);
      } else {
        expect(entered.statusCode).toBe(409);
        expect(entered.json().code).toBe('FREE_ENTRY_GONE');
        expect(credit).toMatchObject({ playId: null });
        expect(credit?.voidedAt).not.toBeNull();
      }
    }
  });

  it('a cancelled order voids its unused free entry: the next entry is charged $1', async () => {
    const product = await flagged('Refunded Wayfarer');
    const buyer = await shopper();
    const order = await buy(buyer, [product.id]);
    const cancelled = await cancelOrder(order.id);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json<Order>().freeEntries).toEqual([{ productId: product.id, state: 'void' }]);
    expect(await freeEntriesOf(buyer)).toEqual([]);
    const [credit] = await creditsOf(buyer);
    expect(credit?.voidedAt?.toISOString()).toBe(t.clock.now().toISOString());

    charges.length = 0;
    const entered = await enter(buyer, product.id);
    expect(entered.statusCode).toBe(201);
    expect(entered.json<PlayResult>().free).toBe(false);
    expect(entryCharges().map((charge) => charge.amountCents)).toEqual([100]);
  });

  it('a cash-on-delivery order’s free entry waits until the order is paid', async () => {
    const product = await flagged('Cash Wayfarer');
    const buyer = await shopper();
    const order = await buy(buyer, [product.id], { paymentMethod: 'cod' });
    expect(order.freeEntries).toEqual([{ productId: product.id, state: 'waiting' }]);
    expect(await freeEntriesOf(buyer)).toEqual([]);

    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/status`,
      headers: { cookie: admin.cookie },
      payload: { status: 'processing' },
    });
    expect(paid.statusCode).toBe(200);
    expect(paid.json<Order>().freeEntries).toEqual([{ productId: product.id, state: 'unused' }]);
    expect((await freeEntriesOf(buyer)).map((entry) => entry.productId)).toEqual([product.id]);
  });

  it('a cancelled game gives the free entry back (no money refund) and tells the player; the next game takes it again', async () => {
    // The earlier tests' games are cancelled first, so this test sees only its own.
    t.clock.set('2026-12-10T18:00:00.000Z');
    await runSchedulerTick(t.ctx, { gateway: countingGateway });
    const product = await flagged('Deadline Freebie');
    const buyer = await shopper();
    await buy(buyer, [product.id]);
    const payer = await shopper();
    const free = await enter(buyer, product.id);
    expect(free.json<PlayResult>().free).toBe(true);
    const paid = await enter(payer, product.id);
    expect(paid.json<PlayResult>().free).toBe(false);
    const game = (
      await t.app.inject({ method: 'GET', url: `/api/products/${product.id}/competition` })
    ).json<Competition>();

    refunds.length = 0;
    t.clock.set(game.fillDeadline);
    const otherCtx: AppContext = { ...t.ctx, db: other.db };
    const reports = await Promise.all(
      [t.ctx, otherCtx].map((ctx) => runSchedulerTick(ctx, { gateway: countingGateway })),
    );
    expect(reports.reduce((sum, report) => sum + report.cancelled, 0)).toBe(1);
    const [row] = await t.ctx.db.select().from(competitions).where(eq(competitions.id, game.id));
    expect(row?.status).toBe('cancelled');
    // Only the paid entry went back to the provider.
    expect(refunds).toHaveLength(1);

    const freePlayId = free.json<PlayResult>().playId;
    const [freePlay] = await t.ctx.db.select().from(plays).where(eq(plays.id, freePlayId));
    expect(freePlay?.refundedAt?.toISOString()).toBe(game.fillDeadline);
    const [credit] = await creditsOf(buyer);
    expect(credit).toMatchObject({ playId: null, usedAt: null, voidedAt: null });
    expect((await freeEntriesOf(buyer)).map((entry) => entry.productId)).toEqual([product.id]);
    const [freeInvoice] = await t.ctx.db
      .select()
      .from(invoices)
      .where(eq(invoices.id, free.json<PlayResult>().invoiceId));
    expect(freeInvoice?.status).toBe('void');

    const [told] = await t.ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, buyer.user.id), eq(notifications.type, 'game_ended')));
    expect(told?.message).toBe(
      'The game for Laguna Optics Deadline Freebie was cancelled: 2 of 20 players joined before its deadline. Your free entry has been given back: your next entry into a game for Laguna Optics Deadline Freebie is free.',
    );
    const [toldPayer] = await t.ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, payer.user.id), eq(notifications.type, 'game_ended')));
    expect(toldPayer?.message).toContain('Your $1 entry has been refunded.');

    // The next game (opened by the tick) takes the same credit, free again.
    charges.length = 0;
    const again = await enter(buyer, product.id);
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json<PlayResult>().free).toBe(true);
    expect(entryCharges()).toEqual([]);
    const [reused] = await creditsOf(buyer);
    expect(reused?.playId).toBe(again.json<PlayResult>().playId);
    const lines = await t.ctx.db
      .select()
      .from(invoiceItems)
      .where(eq(invoiceItems.invoiceId, again.json<PlayResult>().invoiceId));
    expect(lines.map((line) => line.totalCents)).toEqual([0]);
  });
});
