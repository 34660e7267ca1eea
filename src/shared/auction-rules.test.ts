import { describe, expect, it } from 'vitest';
import {
  type AuctionStanding,
  endAfterBid,
  maskName,
  minimumBidFor,
  nextMinimumCents,
  placeBid,
  priceFor,
  reserveMet,
} from './auction-rules';

const fresh = (overrides: Partial<AuctionStanding> = {}): AuctionStanding => ({
  startPriceCents: 1000,
  incrementCents: 100,
  reservePriceCents: null,
  leader: null,
  secondMaxCents: null,
  currentPriceCents: 1000,
  bidCount: 0,
  ...overrides,
});

/** Applies bids in order; throws on a refused one. */
function run(standing: AuctionStanding, bids: [userId: number, maxCents: number][]) {
  let current = standing;
  for (const [userId, maxCents] of bids) {
    const outcome = placeBid(current, userId, maxCents);
    if (!outcome.ok) throw new Error(`bid ${maxCents} by ${userId} refused`);
    current = outcome.standing;
  }
  return current;
}

describe('proxy bidding', () => {
  it('one bidder: the start price, whatever their maximum', () => {
    const after = run(fresh(), [[1, 5000]]);
    expect(after.currentPriceCents).toBe(1000);
    expect(after.leader).toEqual({ userId: 1, maxCents: 5000 });
  });

  it('the second-highest maximum plus one increment', () => {
    const after = run(fresh(), [
      [1, 5000],
      [2, 2000],
    ]);
    expect(after.currentPriceCents).toBe(2100);
    expect(after.leader?.userId).toBe(1);
    expect(after.secondMaxCents).toBe(2000);
  });

  it('capped at the leader’s maximum', () => {
    const after = run(fresh(), [
      [1, 2050],
      [2, 2000],
    ]);
    expect(after.currentPriceCents).toBe(2050);
  });

  it('a higher maximum takes the lead at the old leader’s maximum plus one increment', () => {
    const outcome = placeBid(run(fresh(), [[1, 2000]]), 2, 3000);
    expect(outcome).toMatchObject({
      ok: true,
      leading: true,
      tookLead: true,
      outbidUserId: 1,
      standing: { currentPriceCents: 2100, leader: { userId: 2, maxCents: 3000 } },
    });
  });

  it('a tie on the maximum goes to the earlier bid, at that maximum', () => {
    const outcome = placeBid(run(fresh(), [[1, 2000]]), 2, 2000);
    expect(outcome).toMatchObject({
      ok: true,
      leading: false,
      outbidUserId: null,
      standing: { currentPriceCents: 2000, leader: { userId: 1 } },
    });
  });

  it('a leader raising their own maximum moves nothing but the maximum', () => {
    const before = run(fresh(), [
      [1, 2000],
      [2, 1500],
    ]);
    const outcome = placeBid(before, 1, 4000);
    expect(outcome).toMatchObject({
      ok: true,
      leading: true,
      tookLead: false,
      outbidUserId: null,
      standing: { currentPriceCents: 1600, leader: { userId: 1, maxCents: 4000 } },
    });
  });

  it('counts every accepted bid', () => {
    expect(
      run(fresh(), [
        [1, 1000],
        [2, 1200],
        [1, 1500],
      ]).bidCount,
    ).toBe(3);
  });
});

describe('the next minimum', () => {
  it('is the start price for the first bid, then the price plus one increment', () => {
    expect(nextMinimumCents(fresh())).toBe(1000);
    const one = run(fresh(), [[1, 3000]]);
    expect(nextMinimumCents(one)).toBe(1100);
    const two = run(one, [[2, 1500]]);
    expect(nextMinimumCents(two)).toBe(1700);
  });

  it('refuses a bid below it, naming it', () => {
    const one = run(fresh(), [[1, 3000]]);
    expect(placeBid(one, 2, 1099)).toEqual({ ok: false, minimumCents: 1100 });
    expect(placeBid(fresh(), 2, 999)).toEqual({ ok: false, minimumCents: 1000 });
    expect(placeBid(one, 2, 1100).ok).toBe(true);
  });

  it('a leader must go above their own maximum', () => {
    const one = run(fresh(), [[1, 3000]]);
    expect(minimumBidFor(one, 1)).toBe(3001);
    expect(placeBid(one, 1, 3000)).toEqual({ ok: false, minimumCents: 3001 });
    expect(minimumBidFor(one, 2)).toBe(1100);
  });

  it('follows the increment', () => {
    const fifty = run(fresh({ incrementCents: 50 }), [
      [1, 3000],
      [2, 1200],
    ]);
    expect(fifty.currentPriceCents).toBe(1250);
    expect(nextMinimumCents(fifty)).toBe(1300);
  });
});

describe('the reserve', () => {
  it('is met when the leader’s maximum reaches it (no reserve: always)', () => {
    expect(reserveMet(fresh())).toBe(true);
    const withReserve = fresh({ reservePriceCents: 2500 });
    expect(reserveMet(withReserve)).toBe(false);
    expect(reserveMet(run(withReserve, [[1, 2000]]))).toBe(false);
    expect(reserveMet(run(withReserve, [[1, 2500]]))).toBe(true);
  });

  it('lifts the price to the reserve once met, never above the leader’s maximum', () => {
    const met = run(fresh({ reservePriceCents: 2500 }), [[1, 4000]]);
    expect(met.currentPriceCents).toBe(2500);
    const below = run(fresh({ reservePriceCents: 2500 }), [[1, 2400]]);
    expect(below.currentPriceCents).toBe(1000);
    expect(priceFor(1000, 100, 2500, 3000, 2600)).toBe(2700);
    expect(priceFor(1000, 100, 2500, 2500, 2450)).toBe(2500);
  });
});

describe('soft close', () => {
  const end = new Date('2026-06-01T12:00:00.000Z');
  it('a bid in the last seconds moves the end to now + the soft close', () => {
    expect(endAfterBid(end, new Date('2026-06-01T11:59:30.000Z'), 120).toISOString()).toBe(
      '2026-06-01T12:01:30.000Z',
    );
  });
  it('an earlier bid leaves the end where it is', () => {
    expect(endAfterBid(end, new Date('2026-06-01T11:57:00.000Z'), 120)).toBe(end);
    expect(endAfterBid(end, new Date('2026-06-01T11:58:00.000Z'), 120)).toBe(end);
  });
});

describe('masked names', () => {
  it('keeps the first and last letters', () => {
    expect(maskName('jason')).toBe('j***n');
    expect(maskName('al')).toBe('a***');
    expect(maskName('x')).toBe('x***');
  });
});
