import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addToCart,
  checkOutCart,
  completeProfile,
  confirmAge,
  newIdempotencyKey,
} from '../../../../tests/fixtures/commerce';
import {
  counters,
  createTestInfluencers,
  enter,
  recordSnapshots,
} from '../../../../tests/fixtures/competitions';
import { testDatabaseUrl } from '../../../../tests/fixtures/database';
import {
  createProduct,
  type SignedUpUser,
  signUp,
  signUpElevatedAdmin,
} from '../../../../tests/fixtures/factories';
import { createTestApp, type TestApp } from '../../../../tests/fixtures/server';
import type { Auction } from '../../../shared/contracts/auctions';
import type { PlayHistory, PlayLimits } from '../../../shared/contracts/responsible-play';
import { toCents, toDollars } from '../../../shared/money';
import { orderTotals } from '../../../shared/pricing';
import { runSchedulerTick } from '../../jobs/scheduler-tick';
import type { ChargeInput, PaymentGateway } from '../payments/payment-gateway';
import { testGateway } from '../payments/test-gateway';

/*
 * Responsible play (issue 18, item 3; decision 0039): every refusal of a paid entry and a bid, on
 * the database the suite runs on (PostgreSQL in CI); two entries at once only on PostgreSQL.
 */

const charges: ChargeInput[] = [];
const gateway: PaymentGateway = {
  ...testGateway,
  async charge(input) {
    charges.push(input);
    // A slow provider: the second of two entries at once arrives while the first still charges.
    await new Promise((resolve) => setTimeout(resolve, 20));
    return testGateway.charge(input);
  },
};

let t: TestApp;
let team: string[];
let admin: SignedUpUser;

// Friday Nov 27, 2026, 10:00 AM PST.
const START = '2026-11-27T18:00:00.000Z';
const HOUR = 3600_000;

beforeAll(async () => {
  t = await createTestApp({}, undefined, { payments: gateway });
  t.clock.set(START);
  team = await createTestInfluencers(t.ctx, 5);
  admin = await signUpElevatedAdmin(t.app, t.ctx);
});
afterAll(() => t.close());

const get = <T>(url: string, cookie: string) =>
  t.app.inject({ method: 'GET', url, headers: { cookie } }).then((r) => {
    expect(r.statusCode, r.body).toBe(200);
    return r.json<T>();
  });
const limits = (shopper: SignedUpUser) => get<PlayLimits>('/api/user/play-limits', shopper.cookie);
const putLimits = (shopper: SignedUpUser, payload: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/user/play-limits',
    headers: { cookie: shopper.cookie },
    payload: payload as object,
  });
const coolOff = (shopper: SignedUpUser, period: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/user/cool-off',
    headers: { cookie: shopper.cookie },
    payload: { period },
  });

async function player(options: { ageConfirmed?: boolean } = {}): Promise<SignedUpUser> {
  const shopper = await signUp(t.app);
  await completeProfile(t.app, shopper.cookie, undefined, options);
  return shopper;
}

/** A fresh game to enter ($1 entry, 10 seats: it does not fill). */
async function game(): Promise<number> {
  const product = await createProduct(t.ctx, {
    playEnabled: true,
    maxContestants: 10,
    quantity: 2,
  });
  return product.id;
}

async function liveAuction(startPrice = 10, days = 40): Promise<number> {
  const product = await createProduct(t.ctx, { quantity: 2 });
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/admin/auctions',
    headers: { cookie: admin.cookie },
    payload: {
      productId: product.id,
      startPrice,
      endsAt: new Date(t.clock.now().getTime() + days * 24 * HOUR).toISOString(),
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Auction>().id;
}

function bid(auctionId: number, shopper: SignedUpUser, maxBid: number) {
  return t.app.inject({
    method: 'POST',
    url: `/api/auctions/${auctionId}/bids`,
    headers: { cookie: shopper.cookie, 'idempotency-key': newIdempotencyKey() },
    payload: { maxBid },
  });
}

/** Buying still works during a break: a checkout of one product by card. */
async function shop(shopper: SignedUpUser) {
  const product = await createProduct(t.ctx, { quantity: 5, priceCents: 2500 });
  await addToCart(t.app, shopper.cookie, product.id);
  return checkOutCart(t.app, shopper.cookie);
}

function refusal(response: { statusCode: number; json: <T>() => T; body: string }) {
  expect(response.statusCode, response.body).toBe(403);
  return response.json<{ message: string; code: string }>();
}

describe('the settings', () => {
  it('GET /api/user/play-limits: nothing set, nothing spent; signed out is 401', async () => {
    const shopper = await signUp(t.app);
    expect(await limits(shopper)).toEqual({
      daily: null,
      monthly: null,
      pendingIncrease: null,
      coolOffUntil: null,
      selfExcluded: false,
      selfExcludedAt: null,
      ageConfirmedAt: null,
      spentToday: 0,
      spentThisMonth: 0,
      heldByBidsToday: 0,
      heldByBidsThisMonth: 0,
    });
    const signedOut = await t.app.inject({ method: 'GET', url: '/api/user/play-limits' });
    expect(signedOut.statusCode).toBe(401);
  });

  it('refuses bad input with 400 and a message', async () => {
    const shopper = await signUp(t.app);
    for (const payload of [{}, { daily: -1 }, { daily: 1.005 }, { daily: '5' }, { weekly: 5 }]) {
      const response = await putLimits(shopper, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json<{ message: string }>().message).toBeTruthy();
    }
    expect((await coolOff(shopper, 'forever')).statusCode).toBe(400);
    const unconfirmed = await t.app.inject({
      method: 'POST',
      url: '/api/user/age-confirmation',
      headers: { cookie: shopper.cookie },
      payload: { confirmed: false },
    });
    expect(unconfirmed.statusCode).toBe(400);
  });
});

describe('the age confirmation', () => {
  it('a first paid entry and a first bid wait for it (403 AGE_CONFIRMATION_REQUIRED), nothing charged', async () => {
    const shopper = await player({ ageConfirmed: false });
    charges.length = 0;
    const entry = refusal(await enter(t.app, shopper.cookie, await game(), team));
    expect(entry).toEqual({
      message: 'Please confirm you are 18 or older before your first paid game entry or bid.',
      code: 'AGE_CONFIRMATION_REQUIRED',
    });
    expect(refusal(await bid(await liveAuction(), shopper, 20)).code).toBe(
      'AGE_CONFIRMATION_REQUIRED',
    );
    expect(charges).toHaveLength(0);

    await confirmAge(t.app, shopper.cookie);
    expect((await limits(shopper)).ageConfirmedAt).toBe(START);
    t.clock.advance(1000);
    await confirmAge(t.app, shopper.cookie);
    expect((await limits(shopper)).ageConfirmedAt).toBe(START);
    expect((await enter(t.app, shopper.cookie, await game(), team)).statusCode).toBe(201);
    t.clock.set(START);
  });

  it('the completeness rule comes first: no card and no confirmation is 409 PAYMENT_METHOD_REQUIRED', async () => {
    const shopper = await signUp(t.app);
    const response = await enter(t.app, shopper.cookie, await game(), team);
    expect(response.statusCode).toBe(409);
    expect(response.json<{ code: string }>().code).toBe('PAYMENT_METHOD_REQUIRED');
  });
});

describe('spending limits', () => {
  it('a daily limit applies at once and refuses the entry that would pass it, saying when it resets', async () => {
    t.clock.set(START);
    const shopper = await player();
    const set = await putLimits(shopper, { daily: 2 });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json<PlayLimits>()).toMatchObject({ daily: 2, pendingIncrease: null });

    expect((await enter(t.app, shopper.cookie, await game(), team)).statusCode).toBe(201);
    expect((await enter(t.app, shopper.cookie, await game(), team)).statusCode).toBe(201);
    charges.length = 0;
    expect(refusal(await enter(t.app, shopper.cookie, await game(), team))).toEqual({
      code: 'PLAY_LIMIT',
      message:
        'This entry ($1.00) would pass your daily play limit of $2.00: you have spent $2.00 today. The limit resets at Nov 28, 2026, 12:00 AM PST.',
    });
    expect(charges).toHaveLength(0);
    expect(await limits(shopper)).toMatchObject({ spentToday: 2, spentThisMonth: 2 });

    // Past the shop's midnight (08:00 UTC), a new day: the entry goes through.
    t.clock.set('2026-11-28T08:00:00.000Z');
    expect((await enter(t.app, shopper.cookie, await game(), team)).statusCode).toBe(201);
    expect(await limits(shopper)).toMatchObject({ spentToday: 1, spentThisMonth: 3 });
    t.clock.set(START);
  });

  it('a raise waits 24 hours (pendingIncrease), a removal (null) too; a lower limit cancels it', async () => {
    t.clock.set(START);
    const shopper = await player();
    await putLimits(shopper, { daily: 5, monthly: 1 });
    expect((await enter(t.app, shopper.cookie, await game(), team)).statusCode).toBe(201);

    const raised = (await putLimits(shopper, { monthly: 10, daily: null })).json<PlayLimits>();
    const effectiveAt = new Date(Date.parse(START) + 24 * HOUR).toISOString();
    expect(raised).toMatchObject({
      daily: 5,
      monthly: 1,
      pendingIncrease: { daily: null, monthly: 10, effectiveAt },
    });
    const monthly = refusal(await enter(t.app, shopper.cookie, await game(), team));
    expect(monthly).toEqual({
      code: 'PLAY_LIMIT',
      message:
        'This entry ($1.00) would pass your monthly play limit of $1.00: you have spent $1.00 this month. The limit resets at Dec 1, 2026, 12:00 AM PST.',
    });

    t.clock.set(new Date(Date.parse(effectiveAt) - 1000));
    expect((await limits(shopper)).monthly).toBe(1);
    t.clock.set(effectiveAt);
    expect(await limits(shopper)).toMatchObject({
      daily: null,
      monthly: 10,
      pendingIncrease: null,
    });
    expect((await enter(t.app, shopper.cookie, await game(), team)).statusCode).toBe(201);

    await putLimits(shopper, { daily: 3 });
    const again = (await putLimits(shopper, { daily: 8 })).json<PlayLimits>();
    expect(again.pendingIncrease).toMatchObject({ daily: 8 });
    const lowered = (await putLimits(shopper, { daily: 2 })).json<PlayLimits>();
    expect(lowered).toMatchObject({ daily: 2, pendingIncrease: null });
    t.clock.set(START);
  });

  it('a bid holds the most a win can charge (maximum + 8% tax); raising it holds the difference', async () => {
    t.clock.set(START);
    const shopper = await player();
    await putLimits(shopper, { daily: 60 });
    const auction = await liveAuction(10);
    expect((await bid(auction, shopper, 50)).statusCode).toBe(201);
    expect(await limits(shopper)).toMatchObject({ spentToday: 0, heldByBidsToday: 54 });
    expect((await bid(auction, shopper, 55)).statusCode).toBe(201);
    expect(await limits(shopper)).toMatchObject({
      spentToday: 0,
      heldByBidsToday: 59.4,
      heldByBidsThisMonth: 59.4,
    });
    const over = refusal(await bid(auction, shopper, 56));
    expect(over).toEqual({
      code: 'PLAY_LIMIT',
      message:
        'This bid ($1.08) would pass your daily play limit of $60.00: you have spent $0.00 and your bids hold $59.40 today. The limit resets at Nov 28, 2026, 12:00 AM PST.',
    });
  });

  it('a bid below the leader’s maximum is outbid at once: nothing is held for it', async () => {
    t.clock.set(START);
    const [ann, ben] = [await player(), await player()];
    const auction = await liveAuction(10, 1);
    expect((await bid(auction, ann, 150)).statusCode).toBe(201);
    // Ben's $100 is accepted (it raises the price) but Ann's proxy outbids it at once.
    const answered = await bid(auction, ben, 100);
    expect(answered.statusCode).toBe(201);
    expect(answered.json()).toMatchObject({ leading: false, currentPrice: 101 });
    expect(await limits(ben)).toMatchObject({ spentToday: 0, heldByBidsToday: 0 });
    expect(await limits(ann)).toMatchObject({ spentToday: 0, heldByBidsToday: 162 });
  });

  it('an outbid bidder’s hold is released; the auction’s end releases the others and counts what the winner was charged', async () => {
    t.clock.set(START);
    const [ann, ben] = [await player(), await player()];
    const auction = await liveAuction(10, 1);
    expect((await bid(auction, ann, 150)).statusCode).toBe(201);
    expect(await limits(ann)).toMatchObject({ spentToday: 0, heldByBidsToday: 162 });
    // Ben outbids Ann: her $162.00 is no longer held (a bid never charged her).
    expect((await bid(auction, ben, 200)).statusCode).toBe(201);
    expect(await limits(ann)).toMatchObject({ spentToday: 0, heldByBidsToday: 0 });
    expect(await limits(ben)).toMatchObject({ spentToday: 0, heldByBidsToday: 216 });
    // Ann bids again: the whole of her new maximum is held again.
    expect((await bid(auction, ann, 250)).statusCode).toBe(201);
    expect(await limits(ann)).toMatchObject({ heldByBidsToday: 270 });
    expect(await limits(ben)).toMatchObject({ heldByBidsToday: 0 });
    // The auction ends and Ann's card is charged the final price plus tax: that is spent, and
    // nothing is held for anyone.
    const { endsAt } = (
      await t.app.inject({
        method: 'GET',
        url: `/api/auctions/${auction}`,
        headers: { cookie: ann.cookie },
      })
    ).json<Auction>();
    t.clock.set(new Date(Date.parse(endsAt) + 1_000));
    await runSchedulerTick(t.ctx, { gateway });
    await runSchedulerTick(t.ctx, { gateway });
    const closed = (
      await t.app.inject({
        method: 'GET',
        url: `/api/auctions/${auction}`,
        headers: { cookie: ann.cookie },
      })
    ).json<Auction>();
    expect(closed.outcome).toBe('sold');
    const charged = orderTotals([{ unitPriceCents: toCents(closed.currentPrice), quantity: 1 }]);
    expect(await limits(ann)).toMatchObject({
      spentToday: toDollars(charged.totalCents),
      heldByBidsToday: 0,
    });
    expect(await limits(ben)).toMatchObject({ spentToday: 0, heldByBidsToday: 0 });
    t.clock.set(START);
  });
});

describe('cool-off and self-exclusion', () => {
  it('a 24-hour cool-off refuses entries and bids until it ends; shopping still works', async () => {
    t.clock.set(START);
    const shopper = await player();
    const auction = await liveAuction();
    const started = (await coolOff(shopper, '24h')).json<PlayLimits>();
    expect(started.coolOffUntil).toBe('2026-11-28T18:00:00.000Z');
    const message =
      'You are taking a break from paid play until Nov 28, 2026, 10:00 AM PST. Paid game entries and bids are paused until then; shopping still works.';
    expect(refusal(await enter(t.app, shopper.cookie, await game(), team))).toEqual({
      code: 'COOL_OFF',
      message,
    });
    expect(refusal(await bid(auction, shopper, 20))).toEqual({ code: 'COOL_OFF', message });
    expect((await shop(shopper)).statusCode).toBe(201);
    // A shorter break never shortens a longer one; a longer one lengthens it.
    expect((await coolOff(shopper, '24h')).json<PlayLimits>().coolOffUntil).toBe(
      started.coolOffUntil,
    );
    t.clock.set('2026-11-28T18:00:00.000Z');
    expect((await enter(t.app, shopper.cookie, await game(), team)).statusCode).toBe(201);
    expect((await limits(shopper)).coolOffUntil).toBeNull();
    t.clock.set(START);
  });

  it('7 and 30 days', async () => {
    t.clock.set(START);
    const shopper = await player();
    expect((await coolOff(shopper, '7d')).json<PlayLimits>().coolOffUntil).toBe(
      '2026-12-04T18:00:00.000Z',
    );
    expect((await coolOff(shopper, '30d')).json<PlayLimits>().coolOffUntil).toBe(
      '2026-12-27T18:00:00.000Z',
    );
    // Past the first week, inside the month (a request a week keeps the session alive).
    for (const day of ['2026-12-03', '2026-12-09', '2026-12-15', '2026-12-21', '2026-12-27']) {
      t.clock.set(`${day}T17:59:00.000Z`);
      expect(refusal(await enter(t.app, shopper.cookie, await game(), team)).code).toBe('COOL_OFF');
    }
    t.clock.set(START);
  });

  it('self-exclusion refuses entries and bids for good; shopping still works', async () => {
    t.clock.set(START);
    const shopper = await player();
    const auction = await liveAuction();
    expect((await coolOff(shopper, 'self-exclusion')).json<PlayLimits>().selfExcluded).toBe(true);
    const message =
      'You excluded yourself from paid play on November 27, 2026. Paid game entries and bids stay closed on this account: self-exclusion does not lift. Shopping still works.';
    // It does not lift: not after a day, a week, nor the longest break (a request a week keeps the
    // session alive).
    for (const day of ['2026-11-28', '2026-12-04', '2026-12-10', '2026-12-16', '2026-12-22']) {
      t.clock.set(`${day}T18:00:00.000Z`);
      expect(refusal(await enter(t.app, shopper.cookie, await game(), team))).toEqual({
        code: 'SELF_EXCLUDED',
        message,
      });
    }
    expect(refusal(await bid(auction, shopper, 20))).toEqual({ code: 'SELF_EXCLUDED', message });
    expect((await shop(shopper)).statusCode).toBe(201);
    t.clock.set(START);
  });
});

describe('GET /api/user/play-history', () => {
  it('lists entries and bids with amounts and totals per shop month; only the player’s own', async () => {
    const shopper = await player();
    const other = await player();
    t.clock.set('2026-10-31T20:00:00.000Z'); // Oct 31, 1 PM PDT
    expect((await enter(t.app, shopper.cookie, await game(), team)).statusCode).toBe(201);
    t.clock.set('2026-11-01T06:30:00.000Z'); // still Oct 31 in Laguna Beach
    expect((await enter(t.app, shopper.cookie, await game(), team)).statusCode).toBe(201);
    t.clock.set(START);
    expect((await enter(t.app, shopper.cookie, await game(), team)).statusCode).toBe(201);
    expect((await bid(await liveAuction(10), shopper, 25)).statusCode).toBe(201);
    expect((await enter(t.app, other.cookie, await game(), team)).statusCode).toBe(201);

    const history = await get<PlayHistory>('/api/user/play-history', shopper.cookie);
    expect(history.entries).toHaveLength(3);
    expect(history.entries[0]).toMatchObject({ amount: 1, at: START });
    expect(history.bids).toEqual([expect.objectContaining({ maxBid: 25, amount: 27, at: START })]);
    expect(history.months).toEqual([
      { month: '2026-11', entries: 1, bids: 27, spent: 28, prizes: 0, prizesValue: 0 },
      { month: '2026-10', entries: 2, bids: 0, spent: 2, prizes: 0, prizesValue: 0 },
    ]);
    expect(history.prizes).toEqual([]);
  });
});

describe('a prize in the play history', () => {
  it('lists the won prize with its worth, and what was paid once the winner chose', async () => {
    const product = await createProduct(t.ctx, {
      playEnabled: true,
      maxContestants: 2,
      quantity: 2,
      priceCents: 4500,
    });
    const [winner, runnerUp] = [await player(), await player()];
    t.clock.set('2026-11-27T18:20:00.000Z');
    expect((await enter(t.app, winner.cookie, product.id, team)).statusCode).toBe(201);
    expect((await enter(t.app, runnerUp.cookie, product.id, team)).statusCode).toBe(201);
    const baseline = Object.fromEntries(team.map((id) => [id, counters(10, 1000)]));
    await recordSnapshots(t.ctx, new Date('2026-11-27T18:59:00.000Z'), baseline);
    t.clock.set('2026-11-27T19:00:00.000Z');
    await runSchedulerTick(t.ctx, { gateway });
    t.clock.set('2026-11-27T20:00:00.000Z');
    await recordSnapshots(t.ctx, t.clock.now(), baseline);
    await runSchedulerTick(t.ctx, { gateway });

    const history = await get<PlayHistory>('/api/user/play-history', winner.cookie);
    expect(history.prizes).toHaveLength(1);
    const [prize] = history.prizes;
    expect(prize).toMatchObject({ productId: product.id, value: 45, amount: 0, outcome: null });
    const donated = await t.app.inject({
      method: 'POST',
      url: `/api/competitions/${prize?.competitionId}/donate`,
      headers: { cookie: winner.cookie },
    });
    expect(donated.statusCode, donated.body).toBe(200);
    const after = await get<PlayHistory>('/api/user/play-history', winner.cookie);
    expect(after.prizes[0]).toMatchObject({ outcome: 'donated', amount: 0 });
    expect(after.months[0]).toMatchObject({ month: '2026-11', entries: 1, prizesValue: 45 });
    expect((await get<PlayHistory>('/api/user/play-history', runnerUp.cookie)).prizes).toEqual([]);
    t.clock.set(START);
  });
});

describe.skipIf(!testDatabaseUrl)('two entries at once (PostgreSQL)', () => {
  it('two entries that together would pass the daily limit: exactly one is paid', async () => {
    t.clock.set(START);
    const opener = await player();
    for (let round = 0; round < 3; round += 1) {
      const shopper = await player();
      await putLimits(shopper, { daily: 1 });
      // Two games already open (someone entered each), so the two entries lock only their own
      // competition rows and would both pass without the player's lock.
      const [a, b] = [await game(), await game()];
      for (const productId of [a, b]) {
        expect((await enter(t.app, opener.cookie, productId, team)).statusCode).toBe(201);
      }
      charges.length = 0;
      const responses = await Promise.all([
        enter(t.app, shopper.cookie, a, team),
        enter(t.app, shopper.cookie, b, team),
      ]);
      const statuses = responses.map((response) => response.statusCode).sort();
      expect(statuses).toEqual([201, 403]);
      const refused = responses.find((response) => response.statusCode === 403);
      expect(refused?.json<{ code: string }>().code).toBe('PLAY_LIMIT');
      expect(charges).toHaveLength(1);
      expect((await limits(shopper)).spentToday).toBe(1);
    }
  });
});
