import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkoutBodyFor,
  completeProfile,
  getCart,
  newIdempotencyKey,
  postCheckout,
} from '../../../../tests/fixtures/commerce';
import {
  createProduct,
  type SignedUpUser,
  signUp,
  signUpAdmin,
  signUpElevatedAdmin,
  TEST_ADMIN_PIN,
} from '../../../../tests/fixtures/factories';
import { createTestApp, type TestApp } from '../../../../tests/fixtures/server';
import type {
  AdminAuction,
  Auction,
  MyBid,
  PlaceBidResult,
} from '../../../shared/contracts/auctions';
import type { Product } from '../../../shared/contracts/catalog';
import { liveTopics, topicAccess } from '../../../shared/contracts/live';
import { checkoutMessages } from '../../../shared/contracts/orders';
import { products } from '../../db/schema/catalog';
import { runSchedulerTick } from '../../jobs/scheduler-tick';
import type { ChargeInput, PaymentGateway } from '../payments/payment-gateway';
import { DECLINE_MESSAGE, testGateway } from '../payments/test-gateway';
import { auctionLiveView } from './auction-views.service';

let t: TestApp;
let admin: SignedUpUser;

/** Every charge the provider was asked for; `declining` makes it refuse them. */
const charges: ChargeInput[] = [];
let declining = false;
let unreachable = false;
const gateway: PaymentGateway = {
  ...testGateway,
  async charge(input) {
    if (unreachable) throw new Error('provider unreachable');
    charges.push(input);
    if (declining) return { ok: false, declineMessage: DECLINE_MESSAGE };
    return testGateway.charge(input);
  },
};
const tick = () => runSchedulerTick(t.ctx, { gateway });

const SOFT_CLOSE = 60;
const MIN_DURATION = 120;

beforeAll(async () => {
  t = await createTestApp(
    { auctionTimings: { softCloseSeconds: SOFT_CLOSE, minDurationSeconds: MIN_DURATION } },
    undefined,
    { payments: gateway },
  );
  t.clock.set('2026-06-01T10:00:00.000Z');
  admin = await signUpElevatedAdmin(t.app, t.ctx);
});
afterAll(() => t.close());

const at = (seconds: number) =>
  new Date(Date.parse('2026-06-01T10:00:00.000Z') + seconds * 1000).toISOString();

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

async function bidder(): Promise<SignedUpUser> {
  const shopper = await signUp(t.app);
  await completeProfile(t.app, shopper.cookie);
  return shopper;
}

function openAuction(payload: Record<string, unknown>, cookie = admin.cookie) {
  return t.app.inject({ method: 'POST', url: '/api/admin/auctions', headers: { cookie }, payload });
}

function bid(
  auctionId: number,
  shopper: SignedUpUser | null,
  maxBid: unknown,
  key: string | null = newIdempotencyKey(),
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/auctions/${auctionId}/bids`,
    headers: {
      ...(shopper ? { cookie: shopper.cookie } : {}),
      ...(key ? { 'idempotency-key': key } : {}),
    },
    payload: { maxBid },
  });
}

async function stockOf(productId: number): Promise<number> {
  const [row] = await t.ctx.db.select().from(products).where(eq(products.id, productId));
  return row?.quantity ?? -1;
}

async function liveAuction(
  options: {
    startPrice?: number;
    increment?: number;
    reservePrice?: number;
    seconds?: number;
  } = {},
): Promise<{ product: Product; auction: Auction }> {
  const product = await createProduct(t.ctx, { quantity: 3 });
  const response = await openAuction({
    productId: product.id,
    startPrice: options.startPrice ?? 10,
    ...(options.increment === undefined ? {} : { increment: options.increment }),
    ...(options.reservePrice === undefined ? {} : { reservePrice: options.reservePrice }),
    endsAt: new Date(t.clock.now().getTime() + (options.seconds ?? 600) * 1000).toISOString(),
  });
  expect(response.statusCode, response.body).toBe(201);
  return { product, auction: response.json<Auction>() };
}

describe('opening and cancelling (admin)', () => {
  it('opens an auction: 201 the auction, one unit held (shown to the admin), bidEnabled set', async () => {
    const product = await createProduct(t.ctx, { quantity: 3, bidEnabled: false });
    const response = await openAuction({
      productId: product.id,
      startPrice: 25,
      reservePrice: 40,
      endsAt: at(600),
    });
    expect(response.statusCode, response.body).toBe(201);
    const auction = response.json<Auction>();
    expect(auction).toMatchObject({
      productId: product.id,
      status: 'live',
      startPrice: 25,
      increment: 1,
      currentPrice: 25,
      nextMinimumBid: 25,
      bidCount: 0,
      bidderCount: 0,
      startsAt: at(0),
      endsAt: at(600),
      hasReserve: true,
      reserveMet: false,
      leader: null,
      bids: [],
      you: null,
      winner: null,
      outcome: null,
    });
    expect(auction.product.bidEnabled).toBe(true);
    expect(JSON.stringify(auction)).not.toContain('40');
    expect(await stockOf(product.id)).toBe(2);
    const held = await get('/api/admin/products/held-units', admin.cookie);
    expect(held.json<Record<string, number>>()[String(product.id)]).toBe(1);
  });

  it('refuses a second scheduled or live auction of the same product (409)', async () => {
    const { product } = await liveAuction();
    const again = await openAuction({ productId: product.id, startPrice: 5, endsAt: at(900) });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This product already has a scheduled or live auction.');
    expect(await stockOf(product.id)).toBe(2);
  });

  it('refuses a product without stock, an unknown product and bad times', async () => {
    const empty = await createProduct(t.ctx, { quantity: 0 });
    const none = await openAuction({ productId: empty.id, startPrice: 5, endsAt: at(900) });
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe('This product has no unit in stock to auction.');
    const unknown = await openAuction({ productId: 999_999, startPrice: 5, endsAt: at(900) });
    expect(unknown.statusCode).toBe(404);
    const short = await openAuction({ productId: empty.id, startPrice: 5, endsAt: at(60) });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('An auction must run at least 2 minutes.');
    const past = await openAuction({ productId: empty.id, startPrice: 5, endsAt: at(-60) });
    expect(past.json().message).toBe('The end time must be in the future.');
    const product = await createProduct(t.ctx, { quantity: 1 });
    const lowReserve = await openAuction({
      productId: product.id,
      startPrice: 5,
      reservePrice: 4,
      endsAt: at(900),
    });
    expect(lowReserve.statusCode).toBe(400);
    expect(lowReserve.json().message).toBe('Reserve price must be at least the start price.');
  });

  it('needs an admin with the PIN step-up', async () => {
    const product = await createProduct(t.ctx, { quantity: 1 });
    const payload = { productId: product.id, startPrice: 5, endsAt: at(900) };
    const shopper = await signUp(t.app);
    expect((await openAuction(payload, shopper.cookie)).statusCode).toBe(403);
    const stale = await signUpAdmin(t.app, t.ctx);
    const noPin = await openAuction(payload, stale.cookie);
    expect(noPin.statusCode).toBe(403);
    expect(noPin.json().code).toBe('PIN_REQUIRED');
    const signedOut = await t.app.inject({
      method: 'POST',
      url: '/api/admin/auctions',
      payload,
    });
    expect(signedOut.statusCode).toBe(401);
  });

  it('cancels an auction without bids (unit back); 409 once it has bids', async () => {
    const { product, auction } = await liveAuction();
    const cancel = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/auctions/${auction.id}`,
      headers: { cookie: admin.cookie },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.json<Auction>().status).toBe('cancelled');
    expect(await stockOf(product.id)).toBe(3);
    expect((await get(`/api/products/${product.id}/auction`)).statusCode).toBe(404);

    const other = await liveAuction();
    expect((await bid(other.auction.id, await bidder(), 10)).statusCode).toBe(201);
    const refused = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/auctions/${other.auction.id}`,
      headers: { cookie: admin.cookie },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This auction has bids and cannot be cancelled.');
  });
});

describe('bidding by the rules', () => {
  it('proxy bidding: the price is the second maximum plus one increment, capped at the leader', async () => {
    const { auction } = await liveAuction({ startPrice: 10, increment: 1 });
    const [ann, ben, cat] = [await bidder(), await bidder(), await bidder()];

    const first = await bid(auction.id, ann, 20);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json<PlaceBidResult>()).toEqual({
      leading: true,
      currentPrice: 10,
      yourMaxBid: 20,
      endsAt: auction.endsAt,
    });

    // Below the next minimum ($10 + $1).
    const low = await bid(auction.id, ben, 10.99);
    expect(low.statusCode).toBe(400);
    expect(low.json().message).toBe('Your bid must be at least $11.00');

    // Ben's $15 is outbid at once by Ann's proxy: $15 + $1.
    const second = await bid(auction.id, ben, 15);
    expect(second.json<PlaceBidResult>()).toMatchObject({ leading: false, currentPrice: 16 });

    // A tie on the maximum goes to the earlier bid: Ann stays, price capped at her $20.
    const tie = await bid(auction.id, cat, 20);
    expect(tie.json<PlaceBidResult>()).toMatchObject({ leading: false, currentPrice: 20 });

    // Cat goes above: she leads at Ann's $20 + $1.
    const over = await bid(auction.id, cat, 30);
    expect(over.json<PlaceBidResult>()).toMatchObject({ leading: true, currentPrice: 21 });

    const seenByBen = (await get(`/api/auctions/${auction.id}`, ben.cookie)).json<Auction>();
    expect(seenByBen).toMatchObject({
      status: 'live',
      currentPrice: 21,
      nextMinimumBid: 22,
      bidCount: 4,
      bidderCount: 3,
      leader: { name: `${cat.username[0]}***${cat.username.at(-1)}` },
      you: { maxBid: 15, leading: false },
    });
    // Every bid, by whoever placed it (decision 0071): as many rows as the summary's bids, from
    // its three bidders (two masked names may read alike, so they are not counted as a set).
    const masked = (name: string) => `${name[0]}***${name.at(-1)}`;
    expect(seenByBen.bids.map((row) => [row.bidder, row.amount, row.leading])).toEqual([
      [masked(cat.username), 21, true],
      [masked(cat.username), 20, false],
      [ben.username, 16, false],
      [masked(ann.username), 10, true],
    ]);
    // Ben sees his own name in full and never anyone's maximum.
    const text = JSON.stringify(seenByBen);
    expect(text).not.toContain('"30"');
    expect(text).not.toMatch(/maxBid":30/);
    const seenByCat = (await get(`/api/auctions/${auction.id}`, cat.cookie)).json<Auction>();
    expect(seenByCat.leader).toEqual({ name: cat.username });
    expect(seenByCat.you).toEqual({ maxBid: 30, leading: true });
    const anonymous = (await get(`/api/auctions/${auction.id}`)).json<Auction>();
    expect(anonymous.you).toBeNull();
    expect(anonymous.bids.every((step) => step.bidder.includes('***'))).toBe(true);
  });

  it('a leader raises their own maximum without moving the price', async () => {
    const { auction } = await liveAuction({ startPrice: 5, increment: 0.5 });
    const [ann, ben] = [await bidder(), await bidder()];
    await bid(auction.id, ann, 8);
    await bid(auction.id, ben, 6);
    const raise = await bid(auction.id, ann, 12);
    expect(raise.json<PlaceBidResult>()).toMatchObject({
      leading: true,
      currentPrice: 6.5,
      yourMaxBid: 12,
    });
    const shown = (await get(`/api/auctions/${auction.id}`)).json<Auction>();
    // The raise is a bid of the history too, at the price it left ($6.50), still leading.
    expect(shown.bids.map((row) => [row.amount, row.leading])).toEqual([
      [6.5, true],
      [6.5, false],
      [5, true],
    ]);
    expect(shown.bidCount).toBe(3);
    const notHigher = await bid(auction.id, ann, 12);
    expect(notHigher.statusCode).toBe(400);
    expect(notHigher.json().message).toBe('Your bid must be at least $12.01');
  });

  it('the reserve: met once the leader’s maximum reaches it, the price rising to it', async () => {
    const { auction } = await liveAuction({ startPrice: 10, reservePrice: 50 });
    const [ann, ben] = [await bidder(), await bidder()];
    await bid(auction.id, ann, 30);
    expect((await get(`/api/auctions/${auction.id}`)).json<Auction>().reserveMet).toBe(false);
    const over = await bid(auction.id, ben, 60);
    expect(over.json<PlaceBidResult>()).toMatchObject({ leading: true, currentPrice: 50 });
    expect((await get(`/api/auctions/${auction.id}`)).json<Auction>().reserveMet).toBe(true);
  });

  it('without a reserve the reserve reads met; a maximum must be in whole cents', async () => {
    const { auction } = await liveAuction();
    expect(auction).toMatchObject({ hasReserve: false, reserveMet: true });
    const odd = await bid(auction.id, await bidder(), 12.345);
    expect(odd.statusCode).toBe(400);
    expect(odd.json().message).toBe('Enter your maximum bid in dollars.');
  });

  it('soft close: a bid in the last seconds moves the end to now + the soft close', async () => {
    const { auction } = await liveAuction({ seconds: MIN_DURATION });
    const ann = await bidder();
    const early = await bid(auction.id, ann, 10);
    expect(early.json<PlaceBidResult>().endsAt).toBe(auction.endsAt);
    t.clock.advance((MIN_DURATION - 10) * 1000);
    try {
      const late = await bid(auction.id, await bidder(), 11);
      const expected = new Date(t.clock.now().getTime() + SOFT_CLOSE * 1000).toISOString();
      expect(late.json<PlaceBidResult>().endsAt).toBe(expected);
      expect((await get(`/api/auctions/${auction.id}`)).json<Auction>().endsAt).toBe(expected);
    } finally {
      t.clock.set(new Date(Date.parse(auction.startsAt)).toISOString());
    }
  });

  it('a retry with the same Idempotency-Key answers the first result and is one bid', async () => {
    const { auction } = await liveAuction();
    const ann = await bidder();
    const key = newIdempotencyKey();
    const first = await bid(auction.id, ann, 14, key);
    const again = await bid(auction.id, ann, 14, key);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect((await get(`/api/auctions/${auction.id}`)).json<Auction>().bidCount).toBe(1);
    const otherBid = await bid(auction.id, ann, 19, key);
    expect(otherBid.statusCode).toBe(409);
    expect(otherBid.json()).toMatchObject({
      code: 'IDEMPOTENCY_KEY_REUSED',
      message: checkoutMessages.idempotencyKeyReused,
    });
  });

  it('refuses: signed out 401, no key 400, admins 403, not started / ended 409, incomplete profile 409', async () => {
    const { auction } = await liveAuction();
    const signedOut = await bid(auction.id, null, 10);
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json().message).toBe('Authentication required');

    const ann = await bidder();
    const noKey = await bid(auction.id, ann, 10, null);
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json().message).toBe(checkoutMessages.idempotencyKeyRequired);

    const asAdmin = await bid(auction.id, admin, 10);
    expect(asAdmin.statusCode).toBe(403);
    expect(asAdmin.json().message).toBe('Admin accounts may not bid.');

    const newcomer = await signUp(t.app);
    const noCard = await bid(auction.id, newcomer, 10);
    expect(noCard.statusCode).toBe(409);
    expect(noCard.json()).toMatchObject({
      code: 'PAYMENT_METHOD_REQUIRED',
      message:
        'To bid, we need a card on file, your name, your email, your phone number and a delivery address in ZIP 92651.',
    });

    const product = await createProduct(t.ctx, { quantity: 1 });
    const later = await openAuction({
      productId: product.id,
      startPrice: 5,
      startsAt: at(3600),
      endsAt: at(7200),
    });
    expect(later.json<Auction>().status).toBe('scheduled');
    const early = await bid(later.json<Auction>().id, ann, 5);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('This auction has not started');

    t.clock.advance(601_000);
    try {
      const late = await bid(auction.id, ann, 10);
      expect(late.statusCode).toBe(409);
      expect(late.json().message).toBe('This auction has ended');
    } finally {
      t.clock.set(at(0));
    }

    expect((await get('/api/auctions/999999')).statusCode).toBe(404);
  });

  it('tells the new leader "You\'re winning" and the one outbid "You\'ve been outbid" with the new price', async () => {
    const { auction, product } = await liveAuction({ startPrice: 10 });
    const [ann, ben] = [await bidder(), await bidder()];
    await bid(auction.id, ann, 12);
    await bid(auction.id, ben, 20);
    const annNotices = (await get('/api/notifications', ann.cookie)).json<
      { title: string; message: string; actionUrl: string }[]
    >();
    expect(annNotices.map((notice) => notice.title)).toEqual([
      "You've been outbid",
      "You're winning",
    ]);
    expect(annNotices[0]?.message).toContain('$13.00');
    expect(annNotices[0]?.actionUrl).toBe(`/product/${product.id}`);
    const benNotices = (await get('/api/notifications', ben.cookie)).json<{ title: string }[]>();
    expect(benNotices.map((notice) => notice.title)).toEqual(["You're winning"]);
  });
});

describe('live', () => {
  it('publishes every accepted bid and the close on the auction topic (public)', async () => {
    const { auction } = await liveAuction();
    const seen: string[] = [];
    const stop = t.events.subscribe(liveTopics.auction(auction.id), (event) => {
      seen.push(event.id);
    });
    try {
      expect(topicAccess(liveTopics.auction(auction.id))).toEqual({ kind: 'public' });
      expect(topicAccess(liveTopics.auctions)).toEqual({ kind: 'public' });
      await bid(auction.id, await bidder(), 10);
      await bid(auction.id, await bidder(), 12);
      await waitFor(() => seen.length >= 2);
      const back = t.clock.now().toISOString();
      t.clock.set(new Date(Date.parse(auction.endsAt) + 1000).toISOString());
      try {
        await tick();
      } finally {
        t.clock.set(back);
      }
      await waitFor(() => seen.length >= 3);
      expect(seen.every((id) => id === String(auction.id))).toBe(true);
    } finally {
      stop();
    }
  });
});

describe('the pushed live state (issue 16)', () => {
  it('equals a fresh public read after each bid and carries nothing private', async () => {
    const { auction } = await liveAuction({ increment: 1, reservePrice: 15 });
    const source = auctionLiveView(t.ctx);
    const topic = liveTopics.auction(auction.id);
    expect(source.matches(topic)).toBe(true);
    const first = await bidder();
    const second = await bidder();
    expect((await bid(auction.id, first, 20)).statusCode).toBe(201);
    expect((await bid(auction.id, second, 17)).statusCode).toBe(201);
    const built = await source.build(topic);
    const read = (await get(`/api/auctions/${auction.id}`)).json<Auction>();
    expect(built?.version).toBe(read.bidCount);
    expect(built?.view).toEqual({
      id: read.id,
      status: 'live',
      currentPrice: read.currentPrice,
      nextMinimumBid: read.nextMinimumBid,
      bidCount: read.bidCount,
      bidderCount: read.bidderCount,
      endsAt: read.endsAt,
      reserveMet: read.reserveMet,
      leader: read.leader,
      bids: read.bids,
    });
    expect(read.currentPrice).toBe(18);
    expect(read.reserveMet).toBe(true);
    const text = JSON.stringify(built?.view);
    expect(text).not.toContain(first.username);
    expect(text).not.toContain(second.username);
    expect(text).not.toMatch(/:20[,}]/);
    expect(text).not.toMatch(/maxBid|"you"|winner/);
  });

  it('has no view once the auction is not live (the event goes out bare)', async () => {
    const { auction } = await liveAuction();
    const cancelled = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/auctions/${auction.id}`,
      headers: { cookie: admin.cookie },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await auctionLiveView(t.ctx).build(liveTopics.auction(auction.id))).toBeNull();
  });
});

describe('lists', () => {
  it('GET /api/auctions?status=, /api/products/:id/auction, /api/user/bids and the admin views', async () => {
    const { auction, product } = await liveAuction({ startPrice: 7 });
    const ann = await bidder();
    await bid(auction.id, ann, 9);

    const live = (await get('/api/auctions?status=live')).json<Auction[]>();
    expect(live.map((row) => row.id)).toContain(auction.id);
    const ends = live.map((row) => Date.parse(row.endsAt));
    expect(ends).toEqual([...ends].sort((a, b) => a - b));
    expect(
      (await get('/api/auctions?status=ended')).json<Auction[]>().map((r) => r.id),
    ).not.toContain(auction.id);
    expect((await get('/api/auctions?status=soon')).statusCode).toBe(400);

    const ofProduct = await get(`/api/products/${product.id}/auction`);
    expect(ofProduct.json<Auction>().id).toBe(auction.id);
    const bare = await createProduct(t.ctx);
    expect((await get(`/api/products/${bare.id}/auction`)).statusCode).toBe(404);

    const mine = (await get('/api/user/bids', ann.cookie)).json<MyBid[]>();
    expect(mine[0]).toMatchObject({
      auctionId: auction.id,
      productId: product.id,
      status: 'live',
      maxBid: 9,
      leading: true,
      outcome: null,
      won: false,
    });
    expect((await get('/api/user/bids')).statusCode).toBe(401);

    const adminList = (await get('/api/admin/auctions', admin.cookie)).json<AdminAuction[]>();
    expect(adminList.find((row) => row.id === auction.id)).toMatchObject({
      leader: { userId: ann.user.id, username: ann.username, maxBid: 9 },
      bids: [],
    });
    const detail = await adminView(auction.id);
    expect(detail.bids).toEqual([
      expect.objectContaining({ userId: ann.user.id, maxBid: 9, priceAfter: 7 }),
    ]);
    expect((await get('/api/admin/auctions', ann.cookie)).statusCode).toBe(403);
  });
});

type Notice = { type: string; title: string; message: string; actionUrl: string };
/** The admin's detail, the PIN step-up passed again (the clock may have moved past its window). */
async function adminView(id: number): Promise<AdminAuction> {
  await t.app.inject({
    method: 'POST',
    url: '/api/admin/verify-pin',
    headers: { cookie: admin.cookie },
    payload: { pin: TEST_ADMIN_PIN },
  });
  return (await get(`/api/admin/auctions/${id}`, admin.cookie)).json<AdminAuction>();
}
async function waitFor(condition: () => boolean, ms = 5000): Promise<void> {
  const until = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
const noticesOf = async (shopper: SignedUpUser) =>
  (await get('/api/notifications', shopper.cookie)).json<Notice[]>();

describe('closing, by the scheduler', () => {
  /** Moves the clock past the auction's end and ticks; the clock is put back after. */
  async function closeAt(auction: Auction) {
    const back = t.clock.now().toISOString();
    t.clock.set(new Date(Date.parse(auction.endsAt) + 1000).toISOString());
    try {
      return await tick();
    } finally {
      t.clock.set(back);
    }
  }

  it("tells bidders 'Auction ending soon' once, 5 minutes before the end", async () => {
    const { auction, product } = await liveAuction({ seconds: 900 });
    const [ann, ben] = [await bidder(), await bidder()];
    await bid(auction.id, ann, 11);
    await bid(auction.id, ben, 12);
    await tick();
    expect((await noticesOf(ann)).some((n) => n.title === 'Auction ending soon')).toBe(false);
    const back = t.clock.now().toISOString();
    t.clock.advance(601_000);
    try {
      await tick();
      await tick();
    } finally {
      t.clock.set(back);
    }
    for (const shopper of [ann, ben]) {
      const soon = (await noticesOf(shopper)).filter((n) => n.title === 'Auction ending soon');
      expect(soon).toHaveLength(1);
      expect(soon[0]).toMatchObject({
        type: 'auction_ending',
        actionUrl: `/product/${product.id}`,
      });
      expect(soon[0]?.message).toContain('ends in 5 minutes');
    }
  });

  it('no bids: ended with no sale, the unit back in stock', async () => {
    const { auction, product } = await liveAuction();
    expect(await stockOf(product.id)).toBe(2);
    const report = await closeAt(auction);
    expect(report.auctions?.closed).toBeGreaterThanOrEqual(1);
    const closed = (await get(`/api/auctions/${auction.id}`)).json<Auction>();
    expect(closed).toMatchObject({ status: 'ended', outcome: 'no_sale', winner: null });
    expect(await stockOf(product.id)).toBe(3);
  });

  it('reserve not met: no sale, the unit back, the bidders told', async () => {
    const { auction, product } = await liveAuction({ startPrice: 10, reservePrice: 100 });
    const ann = await bidder();
    await bid(auction.id, ann, 50);
    await closeAt(auction);
    expect((await get(`/api/auctions/${auction.id}`)).json<Auction>().outcome).toBe('no_sale');
    expect(await stockOf(product.id)).toBe(3);
    const ended = (await noticesOf(ann)).find((n) => n.title === 'Auction ended');
    expect(ended?.message).toBe(
      `The auction for ${product.brand} ${product.model} has ended without a sale.`,
    );
  });

  it('sold: the winner charged once, an order and an invoice with an AUCTION line, the others told', async () => {
    const { auction, product } = await liveAuction({ startPrice: 20, increment: 2 });
    const [ann, ben] = [await bidder(), await bidder()];
    await bid(auction.id, ann, 40);
    await bid(auction.id, ben, 30);
    charges.length = 0;
    await closeAt(auction);
    await closeAt(auction);
    // $32 + 8% tax, once.
    expect(charges.map((charge) => charge.amountCents)).toEqual([3456]);

    const closed = (await get(`/api/auctions/${auction.id}`, ann.cookie)).json<Auction>();
    expect(closed).toMatchObject({
      status: 'ended',
      outcome: 'sold',
      currentPrice: 32,
      winner: { name: ann.username },
      you: { maxBid: 40, leading: true },
    });
    const mine = (await get('/api/user/bids', ann.cookie)).json<MyBid[]>();
    const won = mine.find((row) => row.auctionId === auction.id);
    expect(won).toMatchObject({ outcome: 'sold', won: true });
    const orderId = won?.orderId ?? 0;
    const order = (await get(`/api/orders/${orderId}`, ann.cookie)).json<{
      status: string;
      total: number;
      items: { productId: number; quantity: number; price: number }[];
      invoiceId: number;
    }>();
    expect(order).toMatchObject({ status: 'processing', total: 34.56 });
    expect(order.items).toEqual([expect.objectContaining({ productId: product.id, quantity: 1 })]);
    const invoice = (await get(`/api/invoices/${order.invoiceId}`, ann.cookie)).json<{
      items: { type: string; description: string; unitPrice: number }[];
      status: string;
    }>();
    expect(invoice.status).toBe('paid');
    expect(invoice.items[0]).toMatchObject({ type: 'AUCTION', unitPrice: 32 });
    // The held unit was sold: the sellable stock is unchanged.
    expect(await stockOf(product.id)).toBe(2);

    const annNotices = await noticesOf(ann);
    const youWon = annNotices.find((n) => n.title === 'You won');
    expect(youWon).toMatchObject({ type: 'auction_won', actionUrl: `/product/${product.id}` });
    expect(youWon?.message).toBe(
      `You won ${product.brand} ${product.model} at $32.00. Your card was charged $34.56 ($32.00 + $2.56 tax) for order #${orderId}, now processing.`,
    );
    expect(annNotices.some((n) => n.title === 'Payment Successful')).toBe(true);
    const benEnded = (await noticesOf(ben)).find((n) => n.title === 'Auction ended');
    expect(benEnded?.message).toBe(
      `The auction for ${product.brand} ${product.model} has ended. Another bidder won it.`,
    );
    const benView = (await get(`/api/auctions/${auction.id}`, ben.cookie)).json<Auction>();
    expect(benView.winner?.name).toContain('***');
  });

  it('a provider that cannot be reached leaves the charge undecided; the next tick charges once', async () => {
    const { auction } = await liveAuction({ startPrice: 12 });
    const ann = await bidder();
    await bid(auction.id, ann, 20);
    charges.length = 0;
    unreachable = true;
    try {
      await closeAt(auction);
    } finally {
      unreachable = false;
    }
    const undecided = await adminView(auction.id);
    expect(undecided).toMatchObject({
      status: 'ended',
      outcome: null,
      winner: { userId: ann.user.id },
    });
    await closeAt(auction);
    await closeAt(auction);
    expect(charges).toHaveLength(1);
    expect((await adminView(auction.id)).outcome).toBe('sold');
  });

  it('declined: 24 hours to pay from the cart; then the runner-up is offered it once; then back to stock', async () => {
    const { auction, product } = await liveAuction({ startPrice: 10 });
    const [ann, ben, cat] = [await bidder(), await bidder(), await bidder()];
    await bid(auction.id, ann, 50);
    await bid(auction.id, cat, 20);
    expect((await bid(auction.id, ben, 30)).json<PlaceBidResult>().currentPrice).toBe(31);
    declining = true;
    try {
      await closeAt(auction);
    } finally {
      declining = false;
    }
    const waiting = await adminView(auction.id);
    expect(waiting).toMatchObject({
      outcome: 'awaiting_payment',
      winner: { userId: ann.user.id },
      finalPrice: 31,
    });
    const failed = (await noticesOf(ann)).find((n) => n.title === 'Payment Failed');
    expect(failed?.message).toContain('Your winning bid of $31.00');
    expect(failed?.actionUrl).toBe('/cart');
    const cart = await getCart(t.app, ann.cookie);
    expect(cart).toEqual([
      expect.objectContaining({
        productId: product.id,
        type: 'auction',
        auctionId: auction.id,
        price: 31,
      }),
    ]);

    // 24 hours pass unpaid: Ben, the runner-up, is offered it at his price (Cat's $20 + $1).
    const back = t.clock.now().toISOString();
    t.clock.set(new Date(Date.parse(auction.endsAt) + 24 * 3600_000 + 5000).toISOString());
    try {
      await tick();
      expect(await getCart(t.app, ann.cookie)).toEqual([]);
      const offered = await adminView(auction.id);
      expect(offered).toMatchObject({
        outcome: 'awaiting_payment',
        winner: { userId: ben.user.id },
        finalPrice: 21,
      });
      expect(await getCart(t.app, ben.cookie)).toEqual([
        expect.objectContaining({ type: 'auction', auctionId: auction.id, price: 21 }),
      ]);
      expect(
        (await noticesOf(ben)).some((n) => n.title === 'The item is yours if you want it'),
      ).toBe(true);
      // Another 24 hours: nobody else is offered it; the unit goes back to stock.
      t.clock.advance(24 * 3600_000 + 5000);
      await tick();
      expect(await getCart(t.app, ben.cookie)).toEqual([]);
      const lapsed = (await get(`/api/auctions/${auction.id}`)).json<Auction>();
      expect(lapsed.outcome).toBe('no_sale');
      expect(await stockOf(product.id)).toBe(3);
    } finally {
      t.clock.set(back);
    }
  });

  it('a declined winner pays from the cart: the order has the AUCTION line, the unit is sold', async () => {
    const { auction, product } = await liveAuction({ startPrice: 15 });
    const ann = await bidder();
    await bid(auction.id, ann, 25);
    declining = true;
    try {
      await closeAt(auction);
    } finally {
      declining = false;
    }
    const cart = await getCart(t.app, ann.cookie);
    expect(cart.map((line) => line.price)).toEqual([15]);
    const paid = await postCheckout(t.app, ann.cookie, checkoutBodyFor(cart));
    expect(paid.statusCode, paid.body).toBe(201);
    const closed = (await get(`/api/auctions/${auction.id}`, ann.cookie)).json<Auction>();
    expect(closed).toMatchObject({ outcome: 'sold', winner: { name: ann.username } });
    expect(await stockOf(product.id)).toBe(2);
    expect(await getCart(t.app, ann.cookie)).toEqual([]);
    expect((await noticesOf(ann)).some((n) => n.title === 'You won')).toBe(true);
  });
});
